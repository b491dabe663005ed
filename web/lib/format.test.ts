import { describe, expect, it } from "vitest";
import { formatSignedRM, rmSigned } from "./format.ts";

describe("rmSigned", () => {
  it("sets a reversal's minus sign apart, and shows other amounts as they are", () => {
    expect(rmSigned(-200)).toBe("\u2212 RM 200.00");
    expect(rmSigned("-1234.5")).toBe("\u2212 RM 1,234.50");
    expect(rmSigned(0)).toBe("RM 0.00");
    expect(formatSignedRM(-3_000)).toBe("\u2212 RM 30.00");
    expect(formatSignedRM(20_000)).toBe("RM 200.00");
  });
});
