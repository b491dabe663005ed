import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  formatRM,
  formatRMJoined,
  LEVEL1_RATE_BPS,
  LEVEL2_RATE_BPS,
  overrideOf,
  parseRinggit,
  percentLabel,
  POST_REWARD_SEN,
  toDecimalString,
  toRinggit,
} from "./money.ts";

// parseRinggit accepts at most 12 ringgit digits.
const MAX_PARSEABLE_SEN = 999_999_999_999 * 100 + 99;

describe("formatRM", () => {
  it("shows two decimals and groups thousands", () => {
    expect(formatRM(0)).toBe("RM 0.00");
    expect(formatRM(5)).toBe("RM 0.05");
    expect(formatRM(20_000)).toBe("RM 200.00");
    expect(formatRM(99_999)).toBe("RM 999.99");
    expect(formatRM(123_400)).toBe("RM 1,234.00");
    expect(formatRM(123_456_789)).toBe("RM 1,234,567.89");
    expect(formatRM(100_000_000_000)).toBe("RM 1,000,000,000.00");
  });

  it("puts the sign before RM", () => {
    expect(formatRM(-123_450)).toBe("-RM 1,234.50");
  });

  it("joins RM to its figure with a non-breaking space for screens, and changes nothing else", () => {
    expect(formatRMJoined(123_400)).toBe("RM\u00a01,234.00");
    expect(formatRMJoined(-5)).toBe("-RM\u00a00.05");
    fc.assert(
      fc.property(fc.integer({ min: -MAX_PARSEABLE_SEN, max: MAX_PARSEABLE_SEN }), (sen) => {
        expect(formatRMJoined(sen).replace("\u00a0", " ")).toBe(formatRM(sen));
      }),
    );
  });

  it("agrees with toDecimalString once the commas are removed (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PARSEABLE_SEN }), (sen) => {
        const shown = formatRM(sen);
        expect(shown).toMatch(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
        expect(shown.slice(3).replaceAll(",", "")).toBe(toDecimalString(sen));
      }),
    );
  });
});

describe("toDecimalString", () => {
  it("writes ringgit with exactly two decimals and no grouping", () => {
    expect(toDecimalString(0)).toBe("0.00");
    expect(toDecimalString(7)).toBe("0.07");
    expect(toDecimalString(150)).toBe("1.50");
    expect(toDecimalString(123_456_789)).toBe("1234567.89");
    expect(toDecimalString(-1)).toBe("-0.01");
  });

  it("toRinggit is the same number", () => {
    expect(toRinggit(123_450)).toBe(1234.5);
    expect(toRinggit(20_000)).toBe(200);
  });
});

describe("parseRinggit", () => {
  it("reads whole ringgit, one or two decimals, trimmed", () => {
    expect(parseRinggit("12")).toBe(1200);
    expect(parseRinggit("12.3")).toBe(1230);
    expect(parseRinggit("12.30")).toBe(1230);
    expect(parseRinggit(" 0.05 ")).toBe(5);
  });

  it("rejects anything else", () => {
    for (const text of ["", "-1", "1.234", "1,234.00", "RM 12", "12.", ".5", "abc", "1e3", "1234567890123"]) {
      expect(parseRinggit(text), text).toBeNull();
    }
  });

  it("round-trips with toDecimalString (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PARSEABLE_SEN }), (sen) => {
        expect(parseRinggit(toDecimalString(sen))).toBe(sen);
      }),
    );
  });

  it("canonical text survives parse then print (property)", () => {
    const canonical = fc
      .tuple(fc.integer({ min: 0, max: 999_999_999_999 }), fc.integer({ min: 0, max: 99 }))
      .map(([ringgit, sen]) => `${ringgit}.${sen.toString().padStart(2, "0")}`);
    fc.assert(
      fc.property(canonical, (text) => {
        const sen = parseRinggit(text);
        expect(sen).not.toBeNull();
        expect(toDecimalString(sen ?? -1)).toBe(text);
      }),
    );
  });
});

describe("overrideOf", () => {
  it("pays RM 30 and RM 10 on a RM 200 post", () => {
    expect(overrideOf(20_000, 1_500)).toBe(3_000);
    expect(overrideOf(20_000, 500)).toBe(1_000);
    expect(overrideOf(POST_REWARD_SEN, LEVEL1_RATE_BPS)).toBe(3_000);
    expect(overrideOf(POST_REWARD_SEN, LEVEL2_RATE_BPS)).toBe(1_000);
  });

  it("rounds half up to a whole sen", () => {
    expect(overrideOf(10, 500)).toBe(1); // 0.5 sen
    expect(overrideOf(9, 500)).toBe(0); // 0.45 sen
    expect(overrideOf(3, 1_500)).toBe(0); // 0.45 sen
    expect(overrideOf(4, 1_500)).toBe(1); // 0.6 sen
  });

  it("is a non-negative integer within half a sen of the exact share (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, rate) => {
          const share = overrideOf(amount, rate);
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(amount);
          // |share - amount*rate/10000| <= 1/2, kept in integers
          expect(Math.abs(share * 10_000 - amount * rate)).toBeLessThanOrEqual(5_000);
        },
      ),
    );
  });
});

describe("percentLabel", () => {
  it("writes the override rates as people read them", () => {
    expect([percentLabel(LEVEL1_RATE_BPS), percentLabel(LEVEL2_RATE_BPS), percentLabel(1_250)]).toEqual([
      "15%",
      "5%",
      "12.5%",
    ]);
  });
});
