import { MONTH_NAMES, monthOf, previousPeriod, yearOf, type Period } from "../../domain/period.ts";

export { MONTH_NAMES } from "../../domain/period.ts";
import { currentLanguage, dateFormat } from "./i18n/locale.ts";

export const FIRST_REPORT_YEAR = 2023;

// Grows by itself each January, unlike a fixed list of years.
export function reportYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = FIRST_REPORT_YEAR; year <= Math.max(currentYear, FIRST_REPORT_YEAR); year++) years.push(year);
  return years;
}

// The `count` months up to and including `last`, oldest first.
export function trailingPeriods(last: Period, count: number): Period[] {
  const periods = [last];
  while (periods.length < count) periods.unshift(previousPeriod(periods[0]!));
  return periods;
}

// English names come from the list (no locale data to load); other languages from Intl.
const firstOfMonth = (period: Period) => new Date(Date.UTC(yearOf(period), monthOf(period) - 1, 1));

export const monthName = (period: Period): string =>
  currentLanguage() === "en"
    ? (MONTH_NAMES[monthOf(period) - 1] ?? String(monthOf(period)))
    : dateFormat({ month: "long", timeZone: "UTC" }).format(firstOfMonth(period));
export const shortMonthName = (period: Period): string =>
  currentLanguage() === "en"
    ? monthName(period).slice(0, 3)
    : dateFormat({ month: "short", timeZone: "UTC" }).format(firstOfMonth(period));
export const periodTitle = (period: Period): string =>
  currentLanguage() === "en"
    ? `${monthName(period)} ${yearOf(period)}`
    : dateFormat({ month: "long", year: "numeric", timeZone: "UTC" }).format(firstOfMonth(period));
