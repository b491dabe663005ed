import {
  badCursor as refusedCursor,
  decodeCursor as decodeValues,
  encodeCursor as encodeValues,
  type CursorValue,
} from "../../platform/http/cursor.ts";
import type { KeyType } from "./search-sorts.ts";

// The search's `after` cursor (server/platform/http/cursor.ts): the sort phase where the
// previous page ended and the last row's sort key values, checked against the search it
// belongs to (sort, order and filters). A cursor that was edited, cut short or taken from
// another search is refused with a 400 naming `after`, never read; each value is also checked
// against its column's type, so nothing but a well-formed key ever reaches a statement as a
// parameter.
export type KeyValue = CursorValue;
export interface Cursor {
  readonly phase: number;
  readonly values: ReadonlyArray<KeyValue>;
}

export const encodeCursor = (scope: string, cursor: Cursor): string =>
  encodeValues(scope, [cursor.phase, ...cursor.values]);

const INT4 = 2_147_483_647;
const fits: Record<KeyType, (v: unknown) => boolean> = {
  int: (v) => Number.isSafeInteger(v) && Math.abs(v as number) <= INT4,
  bigint: (v) => Number.isSafeInteger(v),
  // A sort key of text is at most a name or an address; PostgreSQL text never holds NUL.
  text: (v) => typeof v === "string" && v.length <= 300 && !v.includes("\u0000") && v.isWellFormed(),
  micros: (v) => typeof v === "string" && /^-?\d{1,17}$/.test(v),
};

export const badCursor = () => refusedCursor("Invalid search", "is not a cursor this search gave");

/** The cursor, if it came from this search and its values fit the keys of its phase; else null. */
export const decodeCursor = (
  scope: string,
  text: string,
  phases: ReadonlyArray<ReadonlyArray<KeyType>>,
): Cursor | null => {
  const [phase, ...values] = decodeValues(scope, text) ?? [];
  const types = typeof phase === "number" ? phases[phase] : undefined;
  if (!types || values.length !== types.length || !types.every((type, i) => fits[type](values[i]))) return null;
  return { phase: phase as number, values };
};
