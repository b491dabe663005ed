// Which characters text that leaves Jemput in a file may not hold, and how a refusal says so
// (domain/safe-text.ts tells why). Plain functions without Effect: the web app's forms check
// typed text with them, and its first screens must not carry Effect's modules (decision 28).

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
