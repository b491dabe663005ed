import type { Sen } from "./money.ts";
import { parseYear, yearOf, YEAR_RULE, type Period } from "./period.ts";
import { INCOME_KINDS, type IncomeKind, type LedgerKind, type StatementLine } from "./statement.ts";

// The figures of a member's CP58, the statement of incentive payments a company gives each agent,
// dealer or distributor (s.83A of the Income Tax Act 1967) by 31 March of the next year
// (decision 63). They are the yearly earnings summary's (domain/statement.ts): the ledger lines
// of the year's twelve months, each reversal netted against the kind it takes back, so a CP58
// and the summary of the same year always agree to the sen.

/** Above this (RM 5,000) in a year the CP58 must be given; at or below, only when asked for. */
export const CP58_THRESHOLD_SEN: Sen = 500_000;

/** What each kind of reversal takes back. */
const REVERSED: Readonly<Record<LedgerKind, IncomeKind>> = {
  personal: "personal",
  level1_override: "level1_override",
  level2_override: "level2_override",
  personal_reversal: "personal",
  level1_reversal: "level1_override",
  level2_reversal: "level2_override",
};

export interface Cp58Figures {
  readonly year: number;
  /** Part C's monetary incentives by kind, each net of its reversals in the year. */
  readonly incentivesSen: Readonly<Record<IncomeKind, Sen>>;
  /** What the year's reversals took back, by kind (zero or negative). */
  readonly reversedSen: Readonly<Record<IncomeKind, Sen>>;
  readonly monetarySen: Sen;
  /** Jemput gives no incentive in kind (vehicles, travel, goods): always zero. */
  readonly nonMonetarySen: Sen;
  readonly totalSen: Sen;
  /** Whether the total is above RM 5,000, so the CP58 must be given unasked. */
  readonly mustSend: boolean;
  /** The ledger lines the figures come from. */
  readonly lineCount: number;
}

const zeroes = (): Record<IncomeKind, Sen> => ({ personal: 0, level1_override: 0, level2_override: 0 });

/** A member's CP58 of `year` from their ledger lines (lines of other years are ignored). */
export const cp58Figures = (
  year: number,
  lines: ReadonlyArray<Pick<StatementLine, "kind" | "amountSen" | "period">>,
) => {
  const incentivesSen = zeroes();
  const reversedSen = zeroes();
  let lineCount = 0;
  for (const line of lines) {
    if (yearOf(line.period) !== year) continue;
    lineCount += 1;
    const kind = REVERSED[line.kind];
    incentivesSen[kind] += line.amountSen;
    if (line.kind !== kind) reversedSen[kind] += line.amountSen;
  }
  const monetarySen = INCOME_KINDS.reduce((total, kind) => total + incentivesSen[kind], 0);
  const nonMonetarySen = 0;
  const totalSen = monetarySen + nonMonetarySen;
  return {
    year,
    incentivesSen,
    reversedSen,
    monetarySen,
    nonMonetarySen,
    totalSen,
    mustSend: totalSen > CP58_THRESHOLD_SEN,
    lineCount,
  } satisfies Cp58Figures;
};

export const ENDED_RULE = "must be a year that has ended";

/**
 * The year of a CP58: a year that has ended in Malaysia (`today` is the current Malaysian
 * month), since a CP58 states a whole year. Refused with 400-worthy reasons by field.
 */
export const cp58YearAsked = (
  raw: { readonly year: unknown },
  today: Period,
): { ok: true; value: { year: number } } | { ok: false; fields: Readonly<Record<string, string>> } => {
  const year = parseYear(raw.year);
  if (year === null) return { ok: false, fields: { year: YEAR_RULE } };
  if (year >= yearOf(today)) return { ok: false, fields: { year: ENDED_RULE } };
  return { ok: true, value: { year } };
};

/** "jemput-cp58-2025.pdf": names only the year, never the member. */
export const cp58FileName = (year: number): string => `jemput-cp58-${year}.pdf`;
