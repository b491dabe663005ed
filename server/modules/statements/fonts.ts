import { openSync, type Font } from "fontkit";
import fs from "node:fs";
import path from "node:path";
import type { Language } from "../../../domain/languages.ts";

// Statements are drawn with Debian's Noto fonts (fonts-noto-core, fonts-noto-cjk): Latin, Chinese
// and Tamil, each with a bold face. STATEMENT_FONT_DIR names the folder; a font is looked for in
// it directly and in Debian's layout below it (truetype/noto, opentype/noto). A missing Latin font
// falls back to pdfkit's Helvetica; a missing Chinese or Tamil font makes that language's
// statements English, so no page is drawn with glyphs the font lacks.

export const DEFAULT_FONT_DIR = "/usr/share/fonts";

export type Script = "latin" | "cjk" | "tamil";

/**
 * A font pdfkit can register: a file, with the face's PostScript name inside a collection, or
 * one of the PDF standard fonts by name.
 */
export interface FontFace {
  readonly src: string;
  readonly family?: string;
  readonly standard?: true;
}

export interface FontPair {
  readonly regular: FontFace;
  readonly bold: FontFace;
}

export interface StatementFonts {
  readonly latin: FontPair;
  readonly cjk: FontPair | null;
  readonly tamil: FontPair | null;
}

interface Wanted {
  readonly file: string;
  readonly sub: string;
  readonly family?: string;
}

const WANTED: Record<Script, { regular: Wanted; bold: Wanted }> = {
  latin: {
    regular: { file: "NotoSans-Regular.ttf", sub: "truetype/noto" },
    bold: { file: "NotoSans-Bold.ttf", sub: "truetype/noto" },
  },
  cjk: {
    regular: { file: "NotoSansCJK-Regular.ttc", sub: "opentype/noto", family: "NotoSansCJKsc-Regular" },
    bold: { file: "NotoSansCJK-Bold.ttc", sub: "opentype/noto", family: "NotoSansCJKsc-Bold" },
  },
  tamil: {
    regular: { file: "NotoSansTamil-Regular.ttf", sub: "truetype/noto" },
    bold: { file: "NotoSansTamil-Bold.ttf", sub: "truetype/noto" },
  },
};

const HELVETICA: FontPair = {
  regular: { src: "Helvetica", standard: true },
  bold: { src: "Helvetica-Bold", standard: true },
};

const opened = new Map<string, Font>();

/**
 * What pdfkit is given for a face: a standard font by its name, a file as the font parsed from
 * it, once per process. Opened for each statement, the Chinese collection (20 MB a face) cost
 * about a second of the server's thread, in reading, parsing and laying out glyphs afresh; kept,
 * it keeps fontkit's caches, and pdfkit still embeds only the glyphs each statement uses.
 */
export const fontSource = (face: FontFace): string | Font => {
  if (face.standard) return face.src;
  const key = `${face.src}#${face.family ?? ""}`;
  let font = opened.get(key);
  if (!font) {
    font = openSync(face.src, face.family);
    opened.set(key, font);
  }
  return font;
};

const find = (dir: string, wanted: Wanted): FontFace | null => {
  for (const candidate of [path.join(dir, wanted.file), path.join(dir, wanted.sub, wanted.file)]) {
    if (fs.existsSync(candidate)) return wanted.family ? { src: candidate, family: wanted.family } : { src: candidate };
  }
  return null;
};

/** Where a missing font is reported: the server's logger, or the CLI's standard error. */
export interface FontLog {
  readonly warn: (detail: object, message: string) => void;
}

/** The fonts found in `dir`; each one missing is logged once, with what is drawn instead. */
export const statementFonts = (dir: string, logger: FontLog): StatementFonts => {
  const pair = (script: Script, instead: string): FontPair | null => {
    const regular = find(dir, WANTED[script].regular);
    if (!regular) {
      logger.warn({ fontDir: dir, font: WANTED[script].regular.file, instead }, "statement font missing");
      return null;
    }
    // Without its bold face, headings use the regular one.
    return { regular, bold: find(dir, WANTED[script].bold) ?? regular };
  };
  return {
    latin: pair("latin", "Helvetica") ?? HELVETICA,
    cjk: pair("cjk", "English statements for Chinese"),
    tamil: pair("tamil", "English statements for Tamil"),
  };
};

/** The font folder a process was given: STATEMENT_FONT_DIR, else Debian's. */
export const fontDirOf = (env: Readonly<Record<string, string | undefined>>): string =>
  env["STATEMENT_FONT_DIR"] || DEFAULT_FONT_DIR;

/** The language a statement can be drawn in: the member's, unless its font is missing. */
export const drawableLanguage = (language: Language, fonts: StatementFonts): Language =>
  (language === "zh" && !fonts.cjk) || (language === "ta" && !fonts.tamil) ? "en" : language;

const TAMIL = /[\u0B80-\u0BFF]/;
const CJK = /[\u2E80-\u9FFF\u3000-\u303F\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/;

// ASCII digits, spaces and punctuation are in every font, and so are the no-break space and the
// joiners Tamil uses;
// any other symbol (a middle dot, a dash) is drawn in the Latin font, which has it.
const scriptOf = (char: string): Script | null =>
  TAMIL.test(char)
    ? "tamil"
    : CJK.test(char)
      ? "cjk"
      : /[\x20-\x7E\u00A0\u200C\u200D]/.test(char) && !/\p{L}/u.test(char)
        ? null
        : "latin";

/**
 * Text cut into runs of one script, for fonts that each hold one (Noto Sans Tamil has no Latin
 * letters). ASCII spaces, digits and punctuation stay with the run they are in, so a Tamil word
 * and its combining marks are never split.
 */
export const scriptRuns = (text: string): Array<{ text: string; script: Script }> => {
  const runs: Array<{ text: string; script: Script }> = [];
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (last && (script === null || script === last.script)) last.text += char;
    else runs.push({ text: char, script: script ?? "latin" });
  }
  // A run that starts with neutral characters takes the script of the letters that follow.
  return runs.flatMap((run, i) => {
    const next = runs[i + 1];
    if (next && [...run.text].every((char) => scriptOf(char) === null)) {
      next.text = run.text + next.text;
      return [];
    }
    return [run];
  });
};
