import { LOCALE_TAGS, type Language } from "../../../../domain/languages.ts";
import { formatDate, rm } from "../../../lib/format.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { appStore } from "../../../lib/store.ts";
import type { Tone } from "../../../ui/theme.ts";
import type { MemberPayout, MemberReversal, PayoutSummary } from "../api/payouts.ts";
import { payoutsText } from "../i18n.ts";

// The screen's words come from its catalog, in the reader's language (English in the tests).

const STATUS_TONES: Readonly<Record<string, Tone>> = { issued: "blue", paid: "green", failed: "red" };
const STATUS_KEYS = { issued: "status.issued", paid: "status.paid", failed: "status.failed" } as const;
const isKnownStatus = (status: string): status is keyof typeof STATUS_KEYS => status in STATUS_KEYS;

/** The badge of a payout's status; a status this app does not know yet is shown as it comes. */
export const payoutStatus = (status: string): { label: string; tone: Tone } =>
  isKnownStatus(status)
    ? { label: translate(payoutsText, STATUS_KEYS[status]), tone: STATUS_TONES[status] ?? "neutral" }
    : { label: status, tone: "neutral" };

// Months and days through Intl, as formatDate does on this screen anyway: web/lib/periods.ts
// would become a chunk of its own, one more request for the reports screen. One pair of formats
// per language, made when first needed.
type Formats = { month: Intl.DateTimeFormat; day: Intl.DateTimeFormat };
const formats = new Map<Language, Formats>();
function formatsOf(language: Language): Formats {
  let found = formats.get(language);
  if (!found) {
    const locale = LOCALE_TAGS[language];
    found = {
      month: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
      day: new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    };
    formats.set(language, found);
  }
  return found;
}
const current = (): Formats => formatsOf(appStore.get(languageAtom));

/** "November 2026": the month a payout pays. */
export const payoutMonth = ({ month, year }: { month: number; year: number }): string =>
  current().month.format(Date.UTC(year, month - 1, 1));

/** "30 November 2026": the last day of a month, after which it can be closed. */
export const lastDayOf = ({ month, year }: { month: number; year: number }): string =>
  current().day.format(Date.UTC(year, month, 0));

/** "5 December 2026": the Malaysian day (YYYY-MM-DD) a pending amount becomes payable. */
export const payableDay = (payableOn: string): string => {
  const [year, month, day] = payableOn.split("-").map(Number);
  return current().day.format(Date.UTC(year!, month! - 1, day!));
};

/** Under the unpaid balance: how much of it is still pending, when some is. */
export const unpaidNote = ({ pendingBalance }: PayoutSummary): string =>
  pendingBalance > 0
    ? translate(payoutsText, "balance.includesPending", { amount: rm(pendingBalance) })
    : translate(payoutsText, "balance.unpaidNote");

/**
 * Under the next payout's amount: the day it is expected in the bank (PAYOUT_DAY of the month
 * after, decision 62), that a balance below the minimum waits until it reaches it, or that the
 * next close has nothing to pay.
 */
export const nextPayoutNote = ({ willPay, nextClose, belowMinimum, minimum }: PayoutSummary): string => {
  if (belowMinimum) return translate(payoutsText, "balance.belowMinimum", { minimum: rm(minimum) });
  if (willPay <= 0) return translate(payoutsText, "balance.nothingDue", { date: lastDayOf(nextClose) });
  return translate(payoutsText, "balance.expected", {
    payDate: payableDay(nextClose.expectedPayDate),
    date: lastDayOf(nextClose),
  });
};

/** What happened to a payout, in a line under its month. */
export const payoutDetail = (payout: MemberPayout): string => {
  if (payout.status === "paid") return translate(payoutsText, "detail.paid", { date: formatDate(payout.paidAt) });
  if (payout.status === "failed") return translate(payoutsText, "detail.failed");
  return translate(payoutsText, "detail.issued", { date: formatDate(payout.issuedAt) });
};

/** Of a payout that withheld under section 107D: what reached the bank and what was withheld; null otherwise. */
export const withheldDetail = (payout: MemberPayout): string | null =>
  payout.withheld > 0
    ? translate(payoutsText, "detail.withheld", { sent: rm(payout.sent), withheld: rm(payout.withheld) })
    : null;

/**
 * What a reversal took back: the member's own post by its title (or "Your post" once erased),
 * or a recruit's post, named no further than the team views name it.
 */
export const reversalSubject = (reversal: MemberReversal): string =>
  reversal.kind === "personal_reversal"
    ? reversal.title
      ? translate(payoutsText, "reversals.ownPost", { title: reversal.title })
      : translate(payoutsText, "reversals.ownPostUntitled")
    : translate(payoutsText, "reversals.recruitPost");
