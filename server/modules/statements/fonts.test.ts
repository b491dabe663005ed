import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { monthlyStatement } from "../../../domain/statement.ts";
import { tempDir } from "../../testing/harness.ts";
import { FORMER_MEMBER } from "../../../domain/member-name.ts";
import { DEFAULT_FONT_DIR, drawableLanguage, fontSource, scriptRuns, statementFonts } from "./fonts.ts";
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

  it.skipIf(!HAS_PDFTOTEXT || !fs.existsSync(path.join(DEFAULT_FONT_DIR, "opentype/noto/NotoSansCJK-Regular.ttc")))(
    "opens each font once per process, and names an erased recruit in the member's language",
    async () => {
      const fonts = statementFonts(DEFAULT_FONT_DIR, logged());
      // The same parsed font for every statement, not the 20 MB file read and parsed again.
      expect(fontSource(fonts.cjk!.regular)).toBe(fontSource(fonts.cjk!.regular));
      expect(fontSource(fonts.cjk!.bold)).not.toBe(fontSource(fonts.cjk!.regular));
      expect(fontSource({ src: "Helvetica", standard: true })).toBe("Helvetica");

      const line = (position: number, detail: string) => ({
        position,
        kind: "level1_override" as const,
        amountSen: 3000,
        period: 202609,
        createdAt: "2026-09-12T04:00:00.000Z",
        detail,
      });
      const statement = monthlyStatement(202609, [line(1, "陈美玲"), line(2, FORMER_MEMBER)], []);
      const dir = tempDir("jemput-statement-fonts-");
      for (const [language, erased] of [
        ["zh", "前成员"],
        ["zh", "前成员"],
        ["ms", "Bekas ahli"],
      ] as const) {
        const member = { memberId: 1, name: "Mei Ling Tan", referralId: "MEI1001", language };
        const file = path.join(dir, `${language}.pdf`);
        fs.writeFileSync(file, await renderMonthly(fonts, member, statement, new Date("2026-10-01T00:00:00Z")));
        const text = spawnSync("pdftotext", [file, "-"], { encoding: "utf8" }).stdout;
        expect(text).toContain("陈美玲");
        expect(text).toContain(erased);
        expect(text).not.toContain(FORMER_MEMBER);
      }
    },
  );
});
