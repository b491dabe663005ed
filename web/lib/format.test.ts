import { describe, expect, it } from "vitest";
import { formatRM, formatSignedRM, rm, rmSigned, rmWhole } from "./format.ts";

// The spaces inside an amount are non-breaking: a narrow screen never ends a line on "RM" or on
// a reversal's minus sign and starts the next with the figure.
const NBSP = "\u00a0";

describe("rm", () => {
  it("shows ringgit from the API as RM with sen, grouped by thousands, RM joined to its figure", () => {
    expect(rm(1234.5)).toBe(`RM${NBSP}1,234.50`);
    expect(rm("1000000")).toBe(`RM${NBSP}1,000,000.00`);
    expect(rm(null)).toBe(`RM${NBSP}0.00`);
    expect(formatRM(20_000)).toBe(`RM${NBSP}200.00`);
    expect(rmWhole(1234.4)).toBe(`RM${NBSP}1,234`);
  });
});

describe("rmSigned", () => {
  it("sets a reversal's minus sign apart, and shows other amounts as they are", () => {
    expect(rmSigned(-200)).toBe(`\u2212${NBSP}RM${NBSP}200.00`);
    expect(rmSigned("-1234.5")).toBe(`\u2212${NBSP}RM${NBSP}1,234.50`);
    expect(rmSigned(0)).toBe(`RM${NBSP}0.00`);
    expect(formatSignedRM(-3_000)).toBe(`\u2212${NBSP}RM${NBSP}30.00`);
    expect(formatSignedRM(20_000)).toBe(`RM${NBSP}200.00`);
  });
});
