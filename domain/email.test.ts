import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailKey } from "./email.ts";

const everyCodePoint = function* () {
  for (let cp = 0; cp <= 0x10ffff; cp++) if (cp < 0xd800 || cp > 0xdfff) yield String.fromCodePoint(cp);
};

// The characters whose case mapping is not one character for one: where a key made by lowering
// alone splits one address into several.
const lengthChanging = [...everyCodePoint()].filter(
  (c) => c.toLowerCase().length !== c.length || c.toUpperCase().length !== c.length,
);

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

describe("emailKey", () => {
  it("gives the dotted capital I, its lowercase spelling and every other i one key", () => {
    const key = emailKey("admin@example.my");
    expect(emailKey("  Admin@Example.MY ")).toBe(key);
    expect(emailKey("admin@example.my")).toBe("admin@example.my");
    expect(emailKey("admin.two@example.my")).not.toBe(key);
    for (const variant of [
      "adm\u0130n@example.my",
      "ADM\u0130N@EXAMPLE.MY",
      "admi\u0307n@example.my",
      "adm\u0131n@example.my",
      "ADMIN@example.my",
      "AdMiN@ExAmPlE.mY",
    ]) {
      expect(emailKey(variant), JSON.stringify(variant)).toBe(key);
    }
    // Each i of an address could be spelled three ways: all of them still reach the one key.
    expect(emailKey("\u0130\u0130\u0130@\u0130.my")).toBe(emailKey("iii@i.my"));
    expect(emailKey("i\u0307i\u0307@x.my")).toBe("ii@x.my");
  });

  it("folds the sample of look-alikes that compatibility normalisation joins", () => {
    const cases: Array<[string, string]> = [
      ["\uff21\uff24\uff2d\uff29\uff2e@example.my", "admin@example.my"], // full-width letters
      ["\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}@example.my", "admin@example.my"], // mathematical bold
      ["\u212aopi@example.my", "kopi@example.my"], // Kelvin sign
      ["\u212bsa@example.my", "\u00e5sa@example.my"], // Ångström sign
      ["o\ufb00ice@example.my", "office@example.my"], // ﬀ ligature
      ["\ufb01tri@example.my", "fitri@example.my"], // ﬁ ligature
      ["\u017fiti@example.my", "siti@example.my"], // long s
      ["stra\u00dfe@example.de", "strasse@example.de"], // ß
      ["STRA\u1e9eE@example.de", "strasse@example.de"], // capital ẞ
      ["STRASSE@example.de", "strasse@example.de"],
      ["\u24d0li@example.my", "ali@example.my"], // circled letter
      ["ali\uff20example\uff0emy", "ali@example.my"], // full-width @ and full stop
      ["\u00a0ali@example.my\u3000", "ali@example.my"], // no-break and ideographic spaces
      ["e\u0301@example.my", "\u00e9@example.my"], // decomposed é
      ["\u00c9@example.my", "\u00e9@example.my"],
      ["\u03a3\u0391\u03a3@example.gr", "\u03c3\u03b1\u03c2@example.gr"], // final sigma
      ["\u03c3\u03b1\u03c3@example.gr", "\u03c3\u03b1\u03c2@example.gr"],
    ];
    for (const [variant, key] of cases) expect(emailKey(variant), JSON.stringify(variant)).toBe(key);
  });

  it("gives every case of a length-changing character one key, stable and idempotent", () => {
    expect(lengthChanging.length).toBeGreaterThan(100);
    for (const c of ["\u0130", "\u00df", "\ufb00", "\u0149", "\u01f0", "\u0390", "\u1f80"]) {
      expect(lengthChanging.map(hex)).toContain(hex(c));
    }
    // And the neighbours whose mapping keeps its length but leads to one that does not (ẞ to ß),
    // or that compatibility normalisation turns into a plain letter.
    for (const c of [...lengthChanging, "\u1e9e", "\u212a", "\u212b", "\u0131", "\u017f"]) {
      const spellings = [c, c.toLowerCase(), c.toUpperCase(), c.toLowerCase().toUpperCase()];
      for (const around of [(s: string) => s, (s: string) => `adm${s}n@example.my`, (s: string) => `${s}@x.my`]) {
        const keys = new Set(spellings.map((s) => emailKey(around(s))));
        expect([...keys], `${hex(c)} ${around("_")}`).toHaveLength(1);
        const [key] = keys;
        expect(emailKey(key!), hex(c)).toBe(key);
        expect(emailKey(around(c)), hex(c)).toBe(key);
      }
    }
  });

  it("is idempotent for every code point and gives each of its cases one key, alone and inside an address", () => {
    const broken: Array<string> = [];
    for (const c of everyCodePoint()) {
      for (const around of [(s: string) => s, (s: string) => `a${s}b@x.my`]) {
        const key = emailKey(around(c));
        if (emailKey(key) !== key) broken.push(`${hex(c)} in ${JSON.stringify(around(c))}: not idempotent`);
        for (const other of [c.toLowerCase(), c.toUpperCase()]) {
          if (emailKey(around(other)) !== key) broken.push(`${hex(c)} in ${JSON.stringify(around(c))}: cases differ`);
        }
      }
    }
    expect(broken).toEqual([]);
  }, 120_000);

  it("is idempotent and ignores case and surrounding space for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const key = emailKey(text);
        expect(emailKey(key)).toBe(key);
        expect(emailKey(` ${text.toUpperCase()} `)).toBe(emailKey(text.toUpperCase()));
        expect(emailKey(key.toUpperCase())).toBe(key);
      }),
      { numRuns: 5_000 },
    );
  }, 60_000);
});
