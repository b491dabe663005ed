// Income belongs to the calendar month of Malaysian time. Malaysia keeps UTC+8 all year
// (no daylight saving since 1982), so a fixed offset is exact and needs no time-zone data.
const MYT_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A month as the integer yyyymm, e.g. 202611. */
export type Period = number;

export const periodOf = (instant: string | Date): Period => {
  const ms = (typeof instant === "string" ? Date.parse(instant) : instant.getTime()) + MYT_OFFSET_MS;
  const local = new Date(ms);
  return local.getUTCFullYear() * 100 + (local.getUTCMonth() + 1);
};

export const makePeriod = (year: number, month: number): Period => year * 100 + month;

/** The period a checked query or body names, its month and year as numbers or their digits. */
export const periodNamed = (named: { readonly year: number | string; readonly month: number | string }): Period =>
  makePeriod(Number(named.year), Number(named.month));

export const yearOf = (period: Period): number => Math.floor(period / 100);
export const monthOf = (period: Period): number => period % 100;

export const isValidPeriod = (period: Period): boolean =>
  Number.isInteger(period) &&
  monthOf(period) >= 1 &&
  monthOf(period) <= 12 &&
  yearOf(period) >= 2000 &&
  yearOf(period) <= 2999;

// A month and a year as people give them (query strings, JSON bodies, CLI options): digits or a
// number. Every route and the CLI read them here, and refuse with these words.
export const MONTH_TEXT = /^(0?[1-9]|1[0-2])$/;
/** isValidPeriod's years, 2000 to 2999. */
export const YEAR_TEXT = /^2\d{3}$/;
export const MONTH_RULE = "must be a month from 1 to 12";
export const YEAR_RULE = "must be a year such as 2026";

const readWith =
  (pattern: RegExp) =>
  (raw: unknown): number | null => {
    const text = typeof raw === "number" ? String(raw) : raw;
    return typeof text === "string" && pattern.test(text) ? Number(text) : null;
  };

/** A month from 1 to 12 ("5", "05" or 5); null for anything else. */
export const parseMonth = readWith(MONTH_TEXT);
/** A year from 2000 to 2999 ("2026" or 2026); null for anything else. */
export const parseYear = readWith(YEAR_TEXT);

export const nextPeriod = (period: Period): Period =>
  monthOf(period) === 12 ? makePeriod(yearOf(period) + 1, 1) : period + 1;

export const previousPeriod = (period: Period): Period =>
  monthOf(period) === 1 ? makePeriod(yearOf(period) - 1, 12) : period - 1;

/** The UTC instant at which the period starts in Malaysia. */
export const periodStart = (period: Period): Date =>
  new Date(Date.UTC(yearOf(period), monthOf(period) - 1, 1) - MYT_OFFSET_MS);

/** True once the whole period lies before `instant`. */
export const hasEnded = (period: Period, instant: string): boolean =>
  Date.parse(instant) >= periodStart(nextPeriod(period)).getTime();

export const periodLabel = (period: Period): string =>
  `${yearOf(period)}-${monthOf(period).toString().padStart(2, "0")}`;

/** The months' English names, January first. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
