import { describe, expect, it } from "vitest";
import { monthName, periodTitle, reportYears, shortMonthName, trailingPeriods } from "./periods.ts";

describe("reportYears", () => {
  it("runs from 2023 to the current year", () => {
    expect(reportYears(2025)).toEqual([2023, 2024, 2025]);
    expect(reportYears(2027)).toEqual([2023, 2024, 2025, 2026, 2027]);
  });

  it("still offers 2023 on a clock set before it", () => {
    expect(reportYears(2020)).toEqual([2023]);
  });
});

describe("trailingPeriods", () => {
  it("gives the twelve months up to the selected one, across a year boundary", () => {
    const periods = trailingPeriods(202603, 12);
    expect(periods).toHaveLength(12);
    expect(periods[0]).toBe(202504);
    expect(periods.slice(-4)).toEqual([202512, 202601, 202602, 202603]);
  });
});

describe("month names", () => {
  it("names a period", () => {
    expect(monthName(202611)).toBe("November");
    expect(shortMonthName(202601)).toBe("Jan");
    expect(periodTitle(202611)).toBe("November 2026");
  });
});
