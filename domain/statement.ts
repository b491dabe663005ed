import type { Sen } from "./money.ts";
import { makePeriod, MONTH_RULE, parseMonth, parseYear, yearOf, YEAR_RULE, type Period } from "./period.ts";

// A member's statements: what a month's statement and a year's summary hold, from the member's
// ledger lines and payouts. The balance is the ledger less every payout that was not failed (as
// payouts/balances.ts keeps it); a payout counts in the month it pays up to (its close), so a
// month's balance carried forward is what that month's close left unpaid.

export const INCOME_KINDS = ["personal", "level1_override", "level2_override"] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
export const REVERSAL_KINDS = ["personal_reversal", "level1_reversal", "level2_reversal"] as const;
export type ReversalKind = (typeof REVERSAL_KINDS)[number];
export type LedgerKind = IncomeKind | ReversalKind;

export interface StatementLine {
  readonly position: number;
  readonly kind: LedgerKind;
  /** Positive for income, zero or negative for a reversal. */
  readonly amountSen: Sen;
  readonly period: Period;
  readonly createdAt: string;
  /** The member's own post's title, or the name of the recruit whose post paid an override. */
  readonly detail: string | null;
}

export interface StatementPayout {
  readonly payoutId: string;
  readonly period: Period;
  readonly amountSen: Sen;
  /** Withheld under section 107D (decision 62): the bank was sent amountSen - withheldSen. */
  readonly withheldSen: Sen;
  readonly status: "issued" | "paid" | "failed";
  readonly reference: string | null;
  readonly issuedAt: string;
  readonly paidAt: string | null;
  /** The validation link of the payout's self-billed e-invoice, once LHDN validated it (decision 61). */
  readonly einvoiceLink?: string | null;
}

export interface MonthlyStatement {
  readonly period: Period;
  readonly openingSen: Sen;
  readonly income: Readonly<Record<IncomeKind, ReadonlyArray<StatementLine>>>;
  readonly incomeSen: Readonly<Record<IncomeKind, Sen>>;
  readonly reversals: ReadonlyArray<StatementLine>;
  readonly reversalsSen: Sen;
  /** Income less reversals: what the month earned. */
  readonly netSen: Sen;
  readonly payouts: ReadonlyArray<StatementPayout>;
  readonly payoutsSen: Sen;
  readonly closingSen: Sen;
}

export interface YearMonth {
  readonly period: Period;
  readonly incomeSen: Readonly<Record<IncomeKind, Sen>>;
  readonly reversalsSen: Sen;
  readonly netSen: Sen;
  readonly payoutsSen: Sen;
}

export interface YearlySummary {
  readonly year: number;
  readonly openingSen: Sen;
  readonly months: ReadonlyArray<YearMonth>;
  readonly total: Omit<YearMonth, "period">;
  readonly closingSen: Sen;
}

const sum = (amounts: ReadonlyArray<Sen>): Sen => amounts.reduce((a, b) => a + b, 0);
const isReversal = (kind: LedgerKind): kind is ReversalKind => kind.endsWith("_reversal");
/** A failed payout paid nothing: its lines went back to the balance. */
const counted = (payouts: ReadonlyArray<StatementPayout>) => payouts.filter((p) => p.status !== "failed");

/** The balance carried into `period`: every line before it less every payout before it. */
export const balanceBefore = (
  period: Period,
  lines: ReadonlyArray<StatementLine>,
  payouts: ReadonlyArray<StatementPayout>,
): Sen =>
  sum(lines.filter((l) => l.period < period).map((l) => l.amountSen)) -
  sum(counted(payouts.filter((p) => p.period < period)).map((p) => p.amountSen));

const perKind = <T>(of: (kind: IncomeKind) => T): Record<IncomeKind, T> => ({
  personal: of("personal"),
  level1_override: of("level1_override"),
  level2_override: of("level2_override"),
});

const totalsOf = (lines: ReadonlyArray<StatementLine>, payouts: ReadonlyArray<StatementPayout>) => {
  const income = perKind((kind) => lines.filter((l) => l.kind === kind));
  const incomeSen = perKind((kind) => sum(income[kind].map((l) => l.amountSen)));
  const reversalsSen = sum(lines.filter((l) => isReversal(l.kind)).map((l) => l.amountSen));
  const netSen = sum(Object.values(incomeSen)) + reversalsSen;
  return { income, incomeSen, reversalsSen, netSen, payoutsSen: sum(counted(payouts).map((p) => p.amountSen)) };
};

/** One month's statement from a member's lines and payouts (any months: others are ignored). */
export const monthlyStatement = (
  period: Period,
  lines: ReadonlyArray<StatementLine>,
  payouts: ReadonlyArray<StatementPayout>,
): MonthlyStatement => {
  const inMonth = [...lines].filter((l) => l.period === period).sort((a, b) => a.position - b.position);
  const paid = counted(payouts.filter((p) => p.period === period));
  const openingSen = balanceBefore(period, lines, payouts);
  const { income, incomeSen, reversalsSen, netSen, payoutsSen } = totalsOf(inMonth, paid);
  return {
    period,
    openingSen,
    income,
    incomeSen,
    reversals: inMonth.filter((l) => isReversal(l.kind)),
    reversalsSen,
    netSen,
    payouts: paid,
    payoutsSen,
    closingSen: openingSen + netSen - payoutsSen,
  };
};

/** A year's summary, month by month, for an income tax return. */
export const yearlySummary = (
  year: number,
  lines: ReadonlyArray<StatementLine>,
  payouts: ReadonlyArray<StatementPayout>,
): YearlySummary => {
  const months = Array.from({ length: 12 }, (_, i) => {
    const period = makePeriod(year, i + 1);
    const { incomeSen, reversalsSen, netSen, payoutsSen } = totalsOf(
      lines.filter((l) => l.period === period),
      payouts.filter((p) => p.period === period),
    );
    return { period, incomeSen, reversalsSen, netSen, payoutsSen };
  });
  const openingSen = balanceBefore(makePeriod(year, 1), lines, payouts);
  const total = {
    incomeSen: perKind((kind) => sum(months.map((m) => m.incomeSen[kind]))),
    reversalsSen: sum(months.map((m) => m.reversalsSen)),
    netSen: sum(months.map((m) => m.netSen)),
    payoutsSen: sum(months.map((m) => m.payoutsSen)),
  };
  return { year, openingSen, months, total, closingSen: openingSen + total.netSen - total.payoutsSen };
};

/** A period asked for, or the fields that refuse it with their reasons. */
export type Asked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly fields: Readonly<Record<string, string>> };

export const FUTURE_RULE = "must not be in the future";

// A period not yet begun in Malaysia has no statement; `today` is the current Malaysian month.

/** The year of a yearly summary: 400-worthy reasons by field. */
export const yearAsked = (raw: { readonly year: unknown }, today: Period): Asked<{ year: number }> => {
  const year = parseYear(raw.year);
  if (year === null) return { ok: false, fields: { year: YEAR_RULE } };
  if (year > yearOf(today)) return { ok: false, fields: { year: FUTURE_RULE } };
  return { ok: true, value: { year } };
};

/** The month and year of a monthly statement, each field refused with its reason. */
export const monthAsked = (
  raw: { readonly year: unknown; readonly month: unknown },
  today: Period,
): Asked<{ year: number; month: number }> => {
  const year = parseYear(raw.year);
  const month = parseMonth(raw.month);
  if (year === null || month === null)
    return {
      ok: false,
      fields: { ...(year === null ? { year: YEAR_RULE } : {}), ...(month === null ? { month: MONTH_RULE } : {}) },
    };
  if (year > yearOf(today)) return { ok: false, fields: { year: FUTURE_RULE } };
  if (makePeriod(year, month) > today) return { ok: false, fields: { month: FUTURE_RULE } };
  return { ok: true, value: { year, month } };
};

/** "jemput-statement-2026-09.pdf", "jemput-earnings-2026.pdf": they sort by period in a folder. */
export const statementFileName = (year: number, month: number | null): string =>
  month === null ? `jemput-earnings-${year}.pdf` : `jemput-statement-${year}-${String(month).padStart(2, "0")}.pdf`;
