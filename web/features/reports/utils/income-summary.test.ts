import { describe, expect, it } from "vitest";
import type { IncomeRecord } from "../api/income.ts";
import { summariseIncome } from "./income-summary.ts";

const line = (id: number, type: IncomeRecord["type"], amount: string): IncomeRecord => ({
  id,
  type,
  amount,
  createdAt: "2026-11-03T04:00:00.000Z",
});

describe("summariseIncome", () => {
  it("counts and sums each type in whole sen", () => {
    const summary = summariseIncome([
      line(1, "personal", "200.00"),
      line(2, "personal", "200.00"),
      line(3, "level1_override", "30.00"),
      line(4, "level2_override", "10.00"),
      line(5, "level1_override", "30.00"),
    ]);
    expect(summary.totalSen).toBe(47_000);
    expect(summary.byType).toEqual({
      personal: { count: 2, sen: 40_000 },
      level1_override: { count: 2, sen: 6_000 },
      level2_override: { count: 1, sen: 1_000 },
    });
  });

  it("adds amounts that floats would get wrong exactly", () => {
    const summary = summariseIncome([line(1, "level1_override", "0.10"), line(2, "level1_override", "0.20")]);
    expect(summary.totalSen).toBe(30);
  });

  it("sums reversal lines apart, and counts them in the total", () => {
    const summary = summariseIncome([
      line(1, "personal", "200.00"),
      line(2, "personal_reversal", "-200.00"),
      line(3, "level1_override", "30.00"),
      line(4, "level1_reversal", "-30.00"),
    ]);
    expect(summary.totalSen).toBe(0);
    expect(summary.reversals).toEqual({ count: 2, sen: -23_000 });
    expect(summary.byType.personal).toEqual({ count: 1, sen: 20_000 });
  });

  it("gives zeros for an empty month", () => {
    const summary = summariseIncome([]);
    expect(summary.totalSen).toBe(0);
    expect(summary.byType.personal).toEqual({ count: 0, sen: 0 });
  });
});
