import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { monthlyStatement } from "../../../domain/statement.ts";
import { tempDir } from "../../testing/harness.ts";
import { DEFAULT_FONT_DIR, drawableLanguage, scriptRuns, statementFonts } from "./fonts.ts";
import { renderMonthly } from "./render.ts";

const HAS_PDFTOTEXT = spawnSync("pdftotext", ["-v"]).error === undefined;

const logged = () => {
  const lines: Array<{ detail: object; message: string }> = [];
  return { lines, warn: (detail: object, message: string) => void lines.push({ detail, message }) };
};

describe("statement fonts", () => {
  it("cuts text into runs of one script, keeping spaces, digits and marks with their words", () => {
    expect(scriptRuns("நிலை 1 கமிஷன்")).toEqual([{ text: "நிலை 1 கமிஷன்", script: "tamil" }]);
    expect(scriptRuns("பதிவிட்டவர் Rashid · 陈美玲")).toEqual([
      { text: "பதிவிட்டவர் ", script: "tamil" },
      { text: "Rashid · ", script: "latin" },
      { text: "陈美玲", script: "cjk" },
    ]);
    expect(scriptRuns("12 Sep")).toEqual([{ text: "12 Sep", script: "latin" }]);
    expect(scriptRuns("தனிப்பட்ட · உங்கள்")).toEqual([
      { text: "தனிப்பட்ட ", script: "tamil" },
      { text: "· ", script: "latin" },
      { text: "உங்கள்", script: "tamil" },
    ]);
  });

  it("falls back to Helvetica and English, and says so once per font, when the folder has none", async () => {
    const log = logged();
    const fonts = statementFonts(tempDir("jemput-no-fonts-"), log);
    expect(fonts.latin.regular.src).toBe("Helvetica");
    expect(fonts.cjk).toBeNull();
    expect(fonts.tamil).toBeNull();
    expect(log.lines.map((l) => l.message)).toEqual(Array(3).fill("statement font missing"));
    expect(drawableLanguage("ta", fonts)).toBe("en");
    expect(drawableLanguage("ms", fonts)).toBe("ms");

    const member = { memberId: 1, name: "Kumar Tester", referralId: "JMP7K2QX", language: "ta" as const };
    const pdf = await renderMonthly(fonts, member, monthlyStatement(202609, [], []), new Date());
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    if (!HAS_PDFTOTEXT) return;
    const file = path.join(tempDir("jemput-fallback-"), "s.pdf");
    fs.writeFileSync(file, pdf);
    expect(spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout).toContain("Monthly statement");
  });

  it.skipIf(!fs.existsSync(path.join(DEFAULT_FONT_DIR, "truetype/noto/NotoSansTamil-Regular.ttf")))(
    "finds Debian's Noto fonts, in their own folders or all in one",
    () => {
      const log = logged();
      const fonts = statementFonts(DEFAULT_FONT_DIR, log);
      expect(log.lines).toEqual([]);
      expect(fonts.cjk?.regular.family).toBe("NotoSansCJKsc-Regular");
      const flat = tempDir("jemput-fonts-");
      fs.copyFileSync(fonts.tamil!.regular.src, path.join(flat, "NotoSansTamil-Regular.ttf"));
      const found = statementFonts(flat, logged());
      expect(found.tamil?.regular.src).toBe(path.join(flat, "NotoSansTamil-Regular.ttf"));
      expect(found.tamil?.bold).toEqual(found.tamil?.regular);
    },
  );
});
