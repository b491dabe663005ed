import { describe, expect, it } from "vitest";
import { malaysianDateOf, payableAtAfter, pendingByDay, reversalPayableAt } from "./holding.ts";

describe("the holding period", () => {
  it("ends whole days after the approval, and at once with none", () => {
    expect(payableAtAfter("2026-11-28T07:00:00.000Z", 7)).toBe("2026-12-05T07:00:00.000Z");
    expect(payableAtAfter("2026-11-28T07:00:00.000Z", 0)).toBe("2026-11-28T07:00:00.000Z");
    expect(payableAtAfter("2026-11-28T07:00:00.000Z", 90)).toBe("2027-02-26T07:00:00.000Z");
  });

  it("makes a reversal payable with its approval, never before the reversal", () => {
    expect(reversalPayableAt("2026-12-05T07:00:00.000Z", "2026-12-01T00:00:00.000Z")).toBe("2026-12-05T07:00:00.000Z");
    expect(reversalPayableAt("2026-12-05T07:00:00.000Z", "2026-12-09T00:00:00.000Z")).toBe("2026-12-09T00:00:00.000Z");
  });

  it("names the Malaysian day an instant falls on", () => {
    expect(malaysianDateOf("2026-12-04T15:59:59.999Z")).toBe("2026-12-04");
    expect(malaysianDateOf("2026-12-04T16:00:00.000Z")).toBe("2026-12-05");
  });

  it("adds up what becomes payable day by day, earliest first, leaving out days that add up to nothing", () => {
    const at = (iso: string) => Date.parse(iso);
    expect(
      pendingByDay([
        { amountSen: 20_000, payableAt: at("2026-12-06T03:00:00.000Z") },
        // The same Malaysian day as the first, though a UTC day earlier.
        { amountSen: 3_000, payableAt: at("2026-12-05T17:00:00.000Z") },
        { amountSen: 20_000, payableAt: at("2026-12-05T01:00:00.000Z") },
        // A post approved and reversed within its holding period.
        { amountSen: 20_000, payableAt: at("2026-12-09T01:00:00.000Z") },
        { amountSen: -20_000, payableAt: at("2026-12-09T01:00:00.000Z") },
      ]),
    ).toEqual([
      { payableOn: "2026-12-05", amountSen: 20_000 },
      { payableOn: "2026-12-06", amountSen: 23_000 },
    ]);
    expect(pendingByDay([])).toEqual([]);
  });
});
