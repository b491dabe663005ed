import { Data, Effect } from "effect";
import { SaxesParser } from "saxes";
import { PAIN001_NAMESPACE, pain001Xml, type Payer } from "../../../domain/pain001.ts";
import { paymentCsv, type PaymentBatch } from "../../../domain/payment-file.ts";
import { writeOrRefuse, type UnsafeFileText } from "../../../domain/safe-text.ts";

// A month's payment file as it is handed out: written by the domain's writers, which refuse text
// stored before the input rule (UnsafeFileText, 409 naming the payout, member and field), and an
// ISO 20022 file then read back by a conforming XML parser (saxes) before a byte of it leaves. No
// npm package ships the pain.001 schema to validate against (decision 42): the parser proves the
// file well-formed and rooted in pain.001's Document; the writer's tests check its elements.

/** A written file that is not what it says: a fault of the writer, never of the data (500). */
export class MalformedPaymentFile extends Data.TaggedError("MalformedPaymentFile")<{
  readonly fileName: string;
  readonly problem: string;
}> {
  override get message() {
    return `${this.fileName} is not a well-formed pain.001 document: ${this.problem}`;
  }
}

/** Why the text is not a well-formed XML document with pain.001's Document at its root, or null. */
export const pain001Problem = (xml: string): string | null => {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | null = null;
  let root: { local: string; uri: string } | null = null;
  parser.on("error", (error) => {
    problem ??= error.message;
  });
  parser.on("opentag", (tag) => {
    root ??= { local: tag.local, uri: tag.uri };
  });
  parser.write(xml).close();
  if (problem !== null) return problem;
  if (root === null) return "it has no root element";
  const { local, uri } = root;
  return local === "Document" && uri === PAIN001_NAMESPACE
    ? null
    : `its root is {${uri}}${local}, not pain.001's Document`;
};

/** The file in `payer`'s pain.001 when given, else the bulk-payment CSV. */
export const paymentFileBody = (
  batch: PaymentBatch,
  payer: Payer | null,
): Effect.Effect<string, UnsafeFileText | MalformedPaymentFile> =>
  Effect.flatMap(
    writeOrRefuse(() => (payer === null ? paymentCsv(batch) : pain001Xml(batch, payer))),
    (body) => {
      const problem = payer === null ? null : pain001Problem(body);
      return problem === null
        ? Effect.succeed(body)
        : Effect.fail(new MalformedPaymentFile({ fileName: batch.fileName, problem }));
    },
  );
