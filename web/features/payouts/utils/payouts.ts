import { formatDate } from "../../../lib/format.ts";
import type { Tone } from "../../../ui/theme.ts";
import type { MemberPayout, MemberReversal, PayoutSummary } from "../api/payouts.ts";

const STATUSES: Readonly<Record<string, { label: string; tone: Tone }>> = {
  issued: { label: "Issued", tone: "blue" },
  paid: { label: "Paid", tone: "green" },
  failed: { label: "Failed", tone: "red" },
};

/** The badge of a payout's status; a status this app does not know yet is shown as it comes. */
export const payoutStatus = (status: string): { label: string; tone: Tone } =>
  STATUSES[status] ?? { label: status, tone: "neutral" };

// Months and days through Intl, as formatDate does on this screen anyway: web/lib/periods.ts
// would become a chunk of its own, one more request for the reports screen.
const MONTH = new Intl.DateTimeFormat("en-MY", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY = new Intl.DateTimeFormat("en-MY", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "November 2026": the month a payout pays. */
export const payoutMonth = ({ month, year }: { month: number; year: number }): string =>
  MONTH.format(Date.UTC(year, month - 1, 1));

/** "30 November 2026": the last day of a month, after which it can be closed. */
export const lastDayOf = ({ month, year }: { month: number; year: number }): string =>
  DAY.format(Date.UTC(year, month, 0));

/** Under the next payout's amount: when it comes, or that the next close has nothing to pay. */
export const nextPayoutNote = ({ willPay, nextClose }: PayoutSummary): string =>
  willPay > 0 ? `After ${lastDayOf(nextClose)}` : `Nothing due after ${lastDayOf(nextClose)}`;

/** What happened to a payout, in a line under its month. */
export const payoutDetail = (payout: MemberPayout): string => {
  if (payout.status === "paid") return `Paid ${formatDate(payout.paidAt)}`;
  if (payout.status === "failed") return "The bank could not pay it; it is added to your next payout";
  return `Issued ${formatDate(payout.issuedAt)}, waiting for the bank transfer`;
};

/**
 * What a reversal took back: the member's own post by its title (or "Your post" once erased),
 * or a recruit's post, named no further than the team views name it.
 */
export const reversalSubject = (reversal: MemberReversal): string =>
  reversal.kind === "personal_reversal"
    ? reversal.title
      ? `Your post "${reversal.title}" was reversed`
      : "Your post was reversed"
    : "A recruit's post was reversed";
