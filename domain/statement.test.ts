import { describe, expect, it } from "vitest";
import { nextPeriod } from "./period.ts";
import {
  balanceBefore,
  monthAsked,
  monthlyStatement,
  statementFileName,
  yearAsked,
  yearlySummary,
  type LedgerKind,
  type StatementLine,
  type StatementPayout,
} from "./statement.ts";

let position = 0;
const line = (period: number, kind: LedgerKind, amountSen: number): StatementLine => ({
  position: ++position,
  kind,
  amountSen,
  period,
  createdAt: "2026-09-12T06:00:00.000Z",
  detail: null,
});
const payout = (period: number, amountSen: number, status: StatementPayout["status"] = "paid"): StatementPayout => ({
  payoutId: `p-${period}-${amountSen}`,
  period,
  amountSen,
  withheldSen: 0,
  status,
  reference: status === "paid" ? "MBB123" : null,
  issuedAt: "2026-10-01T01:00:00.000Z",
  paidAt: null,
});

// August: one post. September: two posts, a recruit's and a level-2 recruit's. October: the
// September post reversed, nothing earned. Each month closed and paid, September's payout failed once.
const lines = [
  line(202608, "personal", 20_000),
  line(202609, "personal", 20_000),
  line(202609, "personal", 20_000),
  line(202609, "level1_override", 3_000),
  line(202609, "level2_override", 1_000),
  line(202610, "personal_reversal", -20_000),
];
const payouts = [payout(202608, 20_000), payout(202609, 44_000, "failed"), payout(202609, 44_000)];

describe("a month's statement", () => {
  const september = monthlyStatement(202609, lines, payouts);

  it("lists the month's income by type, with totals, and leaves other months out", () => {
    expect(september.income.personal.map((l) => l.amountSen)).toEqual([20_000, 20_000]);
    expect(september.incomeSen).toEqual({ personal: 40_000, level1_override: 3_000, level2_override: 1_000 });
    expect(september.reversals).toEqual([]);
    expect(september.netSen).toBe(44_000);
  });

  it("opens with what earlier months left unpaid and carries forward what the month leaves", () => {
    expect(september.openingSen).toBe(0);
    expect(september.payouts.map((p) => p.amountSen)).toEqual([44_000]);
    expect(september.payoutsSen).toBe(44_000);
    expect(september.closingSen).toBe(0);
  });

  it("subtracts reversals, so a balance may be carried forward below zero", () => {
    const october = monthlyStatement(202610, lines, payouts);
    expect(october.reversalsSen).toBe(-20_000);
    expect(october.netSen).toBe(-20_000);
    expect(october.closingSen).toBe(-20_000);
    expect(monthlyStatement(202611, lines, payouts).openingSen).toBe(-20_000);
  });

  it("carries each month's closing balance into the next month's opening", () => {
    for (const period of [202607, 202608, 202609, 202610, 202611, 202612]) {
      expect(monthlyStatement(period, lines, payouts).closingSen).toBe(
        balanceBefore(nextPeriod(period), lines, payouts),
      );
    }
  });
});

describe("a year's summary", () => {
  const year = yearlySummary(2026, lines, payouts);

  it("totals each month by type and the year as the months' sum", () => {
    expect(year.months).toHaveLength(12);
    expect(year.months[8]).toMatchObject({ period: 202609, netSen: 44_000, payoutsSen: 44_000 });
    expect(year.months[9]).toMatchObject({ reversalsSen: -20_000, netSen: -20_000, payoutsSen: 0 });
    expect(year.total).toEqual({
      incomeSen: { personal: 60_000, level1_override: 3_000, level2_override: 1_000 },
      reversalsSen: -20_000,
      netSen: 44_000,
      payoutsSen: 64_000,
    });
    expect(year.openingSen).toBe(0);
    expect(year.closingSen).toBe(-20_000);
  });

  it("agrees with the twelve monthly statements", () => {
    for (const month of year.months) {
      const statement = monthlyStatement(month.period, lines, payouts);
      expect(month).toEqual({
        period: month.period,
        incomeSen: statement.incomeSen,
        reversalsSen: statement.reversalsSen,
        netSen: statement.netSen,
        payoutsSen: statement.payoutsSen,
      });
    }
    expect(year.closingSen).toBe(monthlyStatement(202612, lines, payouts).closingSen);
  });

  it("opens with the balance of earlier years", () => {
    const next = yearlySummary(2027, lines, payouts);
    expect(next.openingSen).toBe(-20_000);
  });
});

describe("the period a statement is asked for", () => {
  const today = 202611;
  it("accepts a past or current month and year", () => {
    expect(monthAsked({ year: "2026", month: "09" }, today)).toEqual({ ok: true, value: { year: 2026, month: 9 } });
    expect(monthAsked({ year: 2026, month: 11 }, today)).toEqual({ ok: true, value: { year: 2026, month: 11 } });
    expect(yearAsked({ year: 2026 }, today)).toEqual({ ok: true, value: { year: 2026 } });
  });

  it("names each bad field", () => {
    expect(monthAsked({ year: "26", month: "13" }, today)).toEqual({
      ok: false,
      fields: { year: "must be a year such as 2026", month: "must be a month from 1 to 12" },
    });
    expect(monthAsked({ year: "2026", month: undefined }, today)).toEqual({
      ok: false,
      fields: { month: "must be a month from 1 to 12" },
    });
    expect(yearAsked({ year: undefined }, today)).toEqual({
      ok: false,
      fields: { year: "must be a year such as 2026" },
    });
  });

  it("refuses a period that has not begun", () => {
    expect(monthAsked({ year: "2026", month: "12" }, today)).toEqual({
      ok: false,
      fields: { month: "must not be in the future" },
    });
    expect(monthAsked({ year: "2027", month: "1" }, today)).toEqual({
      ok: false,
      fields: { year: "must not be in the future" },
    });
    expect(yearAsked({ year: "2027" }, today)).toEqual({ ok: false, fields: { year: "must not be in the future" } });
  });

  it("names files so they sort by period", () => {
    expect(statementFileName(2026, 9)).toBe("jemput-statement-2026-09.pdf");
    expect(statementFileName(2026, null)).toBe("jemput-earnings-2026.pdf");
  });
});
