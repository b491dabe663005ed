import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  hasEnded,
  isValidPeriod,
  makePeriod,
  monthOf,
  nextPeriod,
  parseMonth,
  parseYear,
  periodLabel,
  periodOf,
  periodStart,
  previousPeriod,
  yearOf,
} from "./period.ts";

describe("periodOf", () => {
  it("uses Malaysian time (UTC+8) at a month boundary", () => {
    expect(periodOf("2026-11-30T15:59:59.999Z")).toBe(202611);
    expect(periodOf("2026-11-30T16:00:00.000Z")).toBe(202612);
    expect(periodOf("2026-11-01T00:00:00.000Z")).toBe(202611);
    expect(periodOf("2026-10-31T16:00:00Z")).toBe(202611);
  });

  it("uses Malaysian time at the year boundary", () => {
    expect(periodOf("2026-12-31T15:59:59.999Z")).toBe(202612);
    expect(periodOf("2026-12-31T16:00:00.000Z")).toBe(202701);
  });

  it("accepts a Date as well as a string", () => {
    expect(periodOf(new Date("2026-12-31T16:00:00.000Z"))).toBe(202701);
  });

  it("puts every instant between its period's start and the next one's (property)", () => {
    const ms = fc.integer({ min: Date.UTC(2000, 0, 1, 0, 0, 0), max: Date.UTC(2099, 11, 31, 12, 0, 0) });
    fc.assert(
      fc.property(ms, (t) => {
        const p = periodOf(new Date(t));
        expect(isValidPeriod(p)).toBe(true);
        expect(periodStart(p).getTime()).toBeLessThanOrEqual(t);
        expect(periodStart(nextPeriod(p)).getTime()).toBeGreaterThan(t);
      }),
    );
  });
});

describe("period arithmetic", () => {
  it("steps months and wraps years", () => {
    expect(nextPeriod(202611)).toBe(202612);
    expect(nextPeriod(202612)).toBe(202701);
    expect(previousPeriod(202701)).toBe(202612);
    expect(previousPeriod(202603)).toBe(202602);
  });

  it("next and previous are inverses on valid periods (property)", () => {
    const period = fc
      .tuple(fc.integer({ min: 2001, max: 2998 }), fc.integer({ min: 1, max: 12 }))
      .map(([y, m]) => makePeriod(y, m));
    fc.assert(
      fc.property(period, (p) => {
        expect(previousPeriod(nextPeriod(p))).toBe(p);
        expect(nextPeriod(previousPeriod(p))).toBe(p);
        expect(isValidPeriod(nextPeriod(p))).toBe(true);
      }),
    );
  });

  it("splits and labels", () => {
    expect(yearOf(202611)).toBe(2026);
    expect(monthOf(202611)).toBe(11);
    expect(periodLabel(202603)).toBe("2026-03");
    expect(isValidPeriod(202613)).toBe(false);
    expect(isValidPeriod(202600)).toBe(false);
    expect(isValidPeriod(199912)).toBe(false);
  });

  it("starts a period at midnight Malaysian time", () => {
    expect(periodStart(202612).toISOString()).toBe("2026-11-30T16:00:00.000Z");
    expect(periodStart(202701).toISOString()).toBe("2026-12-31T16:00:00.000Z");
  });
});

describe("hasEnded", () => {
  it("is false until midnight of the next month in Malaysia", () => {
    expect(hasEnded(202611, "2026-11-15T00:00:00Z")).toBe(false);
    expect(hasEnded(202611, "2026-11-30T15:59:59.999Z")).toBe(false);
    expect(hasEnded(202611, "2026-11-30T16:00:00.000Z")).toBe(true);
    expect(hasEnded(202612, "2026-12-31T15:59:59.999Z")).toBe(false);
    expect(hasEnded(202612, "2026-12-31T16:00:00Z")).toBe(true);
  });

  it("is true for past months and false for future ones", () => {
    expect(hasEnded(202501, "2026-11-15T00:00:00Z")).toBe(true);
    expect(hasEnded(202701, "2026-11-15T00:00:00Z")).toBe(false);
  });
});

describe("parseMonth and parseYear", () => {
  it("read digits or a number within range", () => {
    expect(["5", "05", 5, "12"].map(parseMonth)).toEqual([5, 5, 5, 12]);
    expect(["2026", 2026, "2999"].map(parseYear)).toEqual([2026, 2026, 2999]);
  });

  it("refuse anything else", () => {
    expect(["0", "13", "May", "1.5", " 5", 5.5, null, [5]].map(parseMonth)).toEqual(Array(8).fill(null));
    expect(["26", "1999", "3000", "20x6", 2026.5].map(parseYear)).toEqual(Array(5).fill(null));
  });
});
