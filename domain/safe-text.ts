import { Data, Effect, Schema } from "effect";

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

export const SAFE_TEXT_PROBLEMS = ["control", "lineBreak", "bidi", "invisible"] as const;
export type SafeTextProblem = (typeof SAFE_TEXT_PROBLEMS)[number];

/** One line (a name, an address line, a reference), or text that may run over lines (a bio). */
export type TextShape = "line" | "lines";

// CR, LF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR: each ends a line for some reader.
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/u;
// C0 (but the line breaks above) and C1 controls and DEL, and the noncharacters U+FFFE and U+FFFF
// (which XML may not hold either); a tab is a control too on a single line.
const CONTROL = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]/u;
const CONTROL_IN_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]/u;
// Embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the direction marks.
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
// Characters that show as nothing and mean nothing in a name: the zero-width space, word joiner
// and invisible operators, the byte order mark, the deprecated format characters, interlinear
// annotations, the soft hyphen and the Mongolian vowel separator, and tag characters (which can
// carry hidden ASCII).
const INVISIBLE = /[\u00AD\u180E\u200B\u2060-\u2064\u206A-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u;

/** The first kind of character the text may not hold, or null when it is safe to write out. */
export const textProblem = (text: string, shape: TextShape = "line"): SafeTextProblem | null => {
  if (shape === "line" && LINE_BREAK.test(text)) return "lineBreak";
  if ((shape === "line" ? CONTROL : CONTROL_IN_LINES).test(text)) return "control";
  if (BIDI.test(text)) return "bidi";
  return INVISIBLE.test(text) ? "invisible" : null;
};

/** Each problem as the API's refusal states it, after the field's name (translated by the server). */
export const SAFE_TEXT_RULES: Readonly<Record<SafeTextProblem, string>> = {
  control: "must not contain control characters",
  lineBreak: "must be on one line (no line breaks)",
  bidi: "must not contain characters that change the direction of text",
  invisible: "must not contain invisible characters",
};

/** The refusal for text, or null; what the forms and the server both ask. */
export const textRule = (text: string, shape: TextShape = "line"): string | null => {
  const problem = textProblem(text, shape);
  return problem === null ? null : SAFE_TEXT_RULES[problem];
};

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
