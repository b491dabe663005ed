import { Schema } from "effect";

// Every JSON answer leaves through its contract schema (domain/contract/): a field renamed,
// dropped or of the wrong type on the server fails here, as a 500 in the route's own tests,
// instead of surprising the browser, which decodes the answer with the same schema. The
// contract's schemas transform nothing and list their fields in the order the server writes
// them, so the JSON sent is the JSON the route built; a key the contract does not name fails
// too, rather than being left out in silence. Encoders are made once per schema.
const encoders = new WeakMap<object, (value: unknown) => unknown>();

/**
 * The answer `value` as its schema encodes it; throws (a 500) when it does not fit. Checked at
 * run time rather than by type: row mappers type a status as string where the contract names
 * its values.
 */
export const encode = <S extends Schema.ConstraintEncoder<unknown>>(schema: S, value: unknown): S["Encoded"] => {
  let run = encoders.get(schema);
  if (run === undefined) encoders.set(schema, (run = Schema.encodeUnknownSync(schema, { onExcessProperty: "error" })));
  return run(value) as S["Encoded"];
};
