import { Data, Effect, Schema } from "effect";
import { SAFE_TEXT_RULES, textProblem, textRule, type SafeTextProblem, type TextShape } from "./safe-text-rule.ts";

// Text that leaves Jemput in a file a machine or a person reads later: a bank's payment file
// (CSV, ISO 20022 XML), the bank's result file, exports, statements. A name typed with a control
// character makes an XML file unreadable; one with a line break writes a second CSV line (a
// forged payment to a line-based reader); a bidi override turns the text around on screen and
// on paper, so "PO-1" may read as another account. Such characters are refused where the text
// comes in (the API's schemas and the forms), and every writer of those files checks again
// (for text stored before this rule): never silently dropped, since a name the bank holds must
// be the one the member typed.
//
// Kept: ordinary spaces, every letter and mark of every script, and the zero-width joiner and
// non-joiner (U+200C, U+200D), which some scripts and emoji need. Multi-line text (a bio) keeps
// its line feeds and tabs; it never goes into a bank file.

// The rule itself is in safe-text-rule.ts; it is named here too for the schemas, the file
// writers and the server's refusals, which import it from this file.
export {
  SAFE_TEXT_PROBLEMS,
  SAFE_TEXT_RULES,
  textProblem,
  textRule,
  type SafeTextProblem,
  type TextShape,
} from "./safe-text-rule.ts";

/** A schema check refusing such text with its rule: for the contract's request bodies. */
export const isSafeText = (shape: TextShape = "line") =>
  Schema.makeFilter((value: string) => textRule(value, shape) ?? true);

/**
 * A file was not written because a value stored before this rule holds such a character. It
 * names the file, the row (a payout id, a member), the member to ask and the field (the file's
 * column or element, and the profile field it comes from), so an admin knows who fixes what.
 */
export class UnsafeFileText extends Data.TaggedError("UnsafeFileText")<{
  readonly file: string;
  readonly row: string;
  readonly memberId: number | null;
  readonly field: string;
  readonly profileField: string | null;
  /** What else must happen once it is corrected (an issued payout keeps the details it had). */
  readonly then: string | null;
  readonly problem: SafeTextProblem;
}> {
  override get message() {
    const who = this.memberId === null ? "" : ` (member ${this.memberId})`;
    const fix = this.profileField === null ? "" : `: the member must correct their ${this.profileField}`;
    const then = this.then === null ? "" : `, then ${this.then}`;
    return `The ${this.file} was not written: ${this.row}${who} ${this.field} ${SAFE_TEXT_RULES[this.problem]}${fix}${then}`;
  }
}

export type UnsafeFileTextFacts = Omit<ConstructorParameters<typeof UnsafeFileText>[0], "problem">;

/** Throws UnsafeFileText for a value a file writer may not write; the writers' one check. */
export const assertWritable = (value: string, facts: UnsafeFileTextFacts): string => {
  const problem = textProblem(value);
  if (problem !== null) throw new UnsafeFileText({ ...facts, problem });
  return value;
};

/** A writer's refusal as a failure (any other throw stays a defect): for writers run in an Effect. */
export const writeOrRefuse = <A>(write: () => A): Effect.Effect<A, UnsafeFileText> =>
  Effect.suspend(() => {
    try {
      return Effect.succeed(write());
    } catch (error) {
      if (error instanceof UnsafeFileText) return Effect.fail(error);
      throw error;
    }
  });
