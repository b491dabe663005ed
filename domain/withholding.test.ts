import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { decide, evolve, initialState, malaysianYearOf, withheld107D } from "./withholding.ts";

const AT = "2027-01-05T02:00:00.000Z";
const ok = <A>(result: Result.Result<A, unknown>): A => {
  if (Result.isFailure(result)) throw new Error("refused");
  return result.success;
};

describe("withheld107D", () => {
  it("is 2% of the gross rounded half up to a whole sen, so sent + withheld = gross", () => {
    expect(withheld107D(23_000)).toBe(460);
    // 2% of RM 0.25 is 0.5 sen: up. Of RM 0.24, 0.48 sen: down. Of RM 0.74, 1.48: 1; of 0.75, 1.5: 2.
    expect(withheld107D(25)).toBe(1);
    expect(withheld107D(24)).toBe(0);
    expect(withheld107D(74)).toBe(1);
    expect(withheld107D(75)).toBe(2);
    expect(withheld107D(0)).toBe(0);
    expect(withheld107D(-500)).toBe(0);
    for (const gross of [1, 49, 50, 99, 12_345, 10_020_000]) {
      const withheld = withheld107D(gross);
      expect(Math.abs(withheld - gross * 0.02)).toBeLessThanOrEqual(0.5);
      expect(gross - withheld + withheld).toBe(gross);
    }
  });

  it("counts a payout in the Malaysian year it is issued in", () => {
    expect(malaysianYearOf("2026-12-31T15:59:59.999Z")).toBe(2026);
    expect(malaysianYearOf("2026-12-31T16:00:00.000Z")).toBe(2027);
  });
});

describe("marking a year", () => {
  const command = (paid: ReadonlyArray<{ memberId: number; paidSen: number }>) =>
    ({ type: "MarkWithholding107D", year: 2027, paid, at: AT }) as const;

  it("marks only members paid more than RM 100,000, and logs the review even when it marks nobody", () => {
    const events = ok(
      decide(
        command([
          { memberId: 3, paidSen: 10_000_000 },
          { memberId: 2, paidSen: 10_000_001 },
        ]),
        initialState(),
      ),
    );
    expect(events).toEqual([
      { type: "Withholding107DMarked", data: { memberId: 2, year: 2027, paidSen: 10_000_001, at: AT } },
      { type: "Withholding107DReviewed", data: { year: 2027, marked: 1, at: AT } },
    ]);
    expect(ok(decide(command([]), initialState()))).toEqual([
      { type: "Withholding107DReviewed", data: { year: 2027, marked: 0, at: AT } },
    ]);
  });

  it("marks a member once, and marking again with nobody new logs nothing", () => {
    const state = ok(decide(command([{ memberId: 2, paidSen: 20_000_000 }]), initialState())).reduce(
      evolve,
      initialState(),
    );
    expect(state).toEqual({ reviewed: true, marked: [2] });
    expect(ok(decide(command([{ memberId: 2, paidSen: 20_000_000 }]), state))).toEqual([]);
    expect(ok(decide(command([{ memberId: 5, paidSen: 10_500_000 }]), state)).map((e) => e.type)).toEqual([
      "Withholding107DMarked",
      "Withholding107DReviewed",
    ]);
  });
});
