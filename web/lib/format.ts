import { formatRMJoined, fromRinggit, type Sen } from "../../domain/money.ts";
import { dateFormat } from "./i18n/locale.ts";

// Screens show money as the domain's joined format: "RM" never ends a line apart from its figure.
export const formatRM: (sen: Sen) => string = formatRMJoined;

// The API carries ringgit as JSON numbers or decimal strings; screens always show "RM 1,234.00".
export const rm = (amount: number | string | null | undefined): string => formatRM(fromRinggit(amount ?? 0));

// "− RM 200.00": an amount taken back (a reversal), with a real minus sign set apart so it reads
// as a deduction in a column of amounts; anything not negative is shown as rm shows it.
export const formatSignedRM = (sen: Sen): string => (sen < 0 ? `\u2212\u00a0${formatRM(-sen)}` : formatRM(sen));
export const rmSigned = (amount: number | string | null | undefined): string =>
  formatSignedRM(fromRinggit(amount ?? 0));

// "RM 1,234": whole ringgit, for places shown without sen (e.g. "Your Override").
export const rmWhole = (amount: number | string | null | undefined): string =>
  rm(Math.round(fromRinggit(amount ?? 0) / 100)).replace(/\.00$/, "");

// Dates are shown in Malaysian style (day month year in English and Malay), in the reader's
// language and own time zone.
export const formatDate = (iso: string | null | undefined): string => {
  if (!iso) return "-";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "-"
    : dateFormat({ day: "numeric", month: "short", year: "numeric" }).format(date);
};

// Counts are grouped by hand: the first Intl call of a page loads the locale's data, some 20 to
// 40 ms on a fast machine and four times that on a phone, which the dashboard's first screen
// would otherwise pay for two numbers. Anything but a whole number still goes through Intl.
export const formatNumber = (value: number | null | undefined): string => {
  const number = value ?? 0;
  if (!Number.isSafeInteger(number)) return number.toLocaleString("en-MY");
  return `${number < 0 ? "-" : ""}${String(Math.abs(number)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
};
