import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Exit, Schema } from "effect";
import { SAFE_TEXT_RULES, textProblem, textRule, isSafeText, type SafeTextProblem } from "./safe-text.ts";

// Every character of each refused class, and text around it: whatever a name holds besides, one
// such character refuses it, with its class as the reason.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const CLASSES: Readonly<Record<SafeTextProblem, ReadonlyArray<number>>> = {
  lineBreak: [0x0a, 0x0d, 0x85, 0x2028, 0x2029],
  control: [...range(0x00, 0x09), 0x0b, 0x0c, ...range(0x0e, 0x1f), ...range(0x7f, 0x84), ...range(0x86, 0x9f)],
  bidi: [...range(0x202a, 0x202e), ...range(0x2066, 0x2069), 0x200e, 0x200f, 0x061c],
  invisible: [0xad, 0x180e, 0x200b, ...range(0x2060, 0x2064), 0xfeff, 0xe0001, 0xe0041],
};

const ordinary = fc.string({ unit: "grapheme" }).filter((text) => textProblem(text) === null);

describe("safe text", () => {
  for (const [problem, codes] of Object.entries(CLASSES) as Array<[SafeTextProblem, ReadonlyArray<number>]>) {
    it(`refuses every ${problem} character wherever it stands in a line`, () => {
      fc.assert(
        fc.property(ordinary, fc.constantFrom(...codes), ordinary, (before, code, after) => {
          expect(textProblem(`${before}${String.fromCodePoint(code)}${after}`)).toBe(problem);
        }),
      );
    });
  }

  it("keeps names in every script the app speaks, joiners and ordinary punctuation", () => {
    for (const name of [
      "Nur Aisyah binti Ahmad",
      "Tan Mei Ling 陈美玲",
      "முருகன் செல்வம்",
      "O'Brien-Smith, Jr.",
      "👩‍👩‍👧 family",
      "Ali @ Abu",
    ])
      expect(textProblem(name)).toBeNull();
  });

  it("lets multi-line text keep line feeds and tabs, but not other controls or bidi overrides", () => {
    expect(textProblem("Beauty\r\n\tand travel\n", "lines")).toBeNull();
    expect(textProblem("Beauty\u001b[31m", "lines")).toBe("control");
    expect(textProblem("Beauty \u202Eevil", "lines")).toBe("bidi");
    expect(textProblem("Beauty\nand travel")).toBe("lineBreak");
  });

  it("words each reason for the field it follows, and a schema check refuses with it", () => {
    expect(textRule("Ahmad\u0007")).toBe(SAFE_TEXT_RULES.control);
    const Name = Schema.String.pipe(Schema.check(isSafeText()));
    expect(Exit.isSuccess(Schema.decodeUnknownExit(Name)("Ahmad"))).toBe(true);
    const refused = Schema.decodeUnknownExit(Name)("Ah\u202Emad");
    expect(String(refused)).toContain(SAFE_TEXT_RULES.bidi);
  });
});
