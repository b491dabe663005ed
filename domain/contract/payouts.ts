import { Schema } from "effect";
import { PAYMENT_FORMATS } from "../payment-file.ts";
import { DUITNOW_ID_TYPES } from "../payout-destination.ts";
import { PAYEE_PARTS } from "../payee-identity.ts";
import { isSafeText } from "../safe-text.ts";
import { Count, hasNoNul, Instant, Month, MonthValue, PeriodQuery, Ringgit, Year, YearValue } from "./http.ts";

// Payouts: closing a finished month issues one per member with income (409 before the month
// has ended in Malaysia; closing again issues nothing); an admin pays them through the bank and
// records the reference. A member sees their own, without bank details.

// A failed payout (the bank could not pay it) stays listed; its lines are unpaid again.
export const PAYOUT_STATUSES = ["issued", "paid", "failed"] as const;
const PayoutStatus = Schema.Literals(PAYOUT_STATUSES);

/** A preview's digest: what the admin confirmed (decision 39). */
const Digest = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[0-9a-f]{32}$/, { message: "must be the digest of a preview, 32 hex digits" })),
);

/**
 * With `digest`, the close is bound to the preview the admin confirmed: when it would now issue
 * anything else, it is refused with 409 and the new preview.
 */
export const CloseBody = Schema.Struct({ month: MonthValue, year: YearValue, digest: Schema.optional(Digest) });

const PreviewMember = Schema.Struct({ memberId: Count, name: Schema.String, amount: Ringgit });

/**
 * What closing a finished month would issue now, changing nothing: the payouts and their total,
 * the members a review holds (an open flag, a suspension) or, with EINVOICE=on, whose identity,
 * TIN or address is missing (`payee_details`, decision 58), with what stays unpaid, the members
 * whose approved posts are still in their holding period (`pending`) with what stays unpaid
 * for a later close (`pendingAmount`), and the payouts that would have no account or DuitNow ID
 * the bank file can pay. `closed`: closed already, so nothing would be issued.
 */
export const ClosePreview = Schema.Struct({
  month: Month,
  year: Year,
  closed: Schema.Boolean,
  payouts: Count,
  total: Ringgit,
  held: Schema.Array(
    Schema.Struct({
      ...PreviewMember.fields,
      reason: Schema.Literals(["flag", "suspended", "payee_details"]),
    }).annotate({
      identifier: "HeldMember",
    }),
  ),
  heldAmount: Ringgit,
  pending: Count,
  pendingAmount: Ringgit,
  withoutDetails: Schema.Array(PreviewMember.annotate({ identifier: "PreviewMember" })),
  withoutDetailsAmount: Ringgit,
  /** PAYOUT_MINIMUM (decision 62): members whose payable balance is below it are carried forward. */
  minimum: Ringgit,
  belowMinimum: Count,
  belowMinimumAmount: Ringgit,
  /** Payouts withholding 2% under section 107D, and what they withhold (decision 62). */
  withholding: Count,
  withheldAmount: Ringgit,
  digest: Schema.String,
}).annotate({ identifier: "ClosePreview" });
export type ClosePreview = typeof ClosePreview.Type;

/** The 409 of a bound close whose figures changed: the preview as it is now. */
export const CloseChangedBody = Schema.Struct({
  error: Schema.String,
  code: Schema.Literal("close_changed"),
  preview: ClosePreview,
}).annotate({ identifier: "CloseChangedBody" });

/** The bank's reference, trimmed before it is checked. */
// The bank's reference is one line of plain text (domain/safe-text.ts), and no other payout's.
export const PaidBody = Schema.Struct({
  reference: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "is required" }),
      Schema.isMaxLength(100, { message: "must be at most 100 characters" }),
      hasNoNul,
      isSafeText(),
    ),
  ),
});

export const PayoutIdParams = Schema.Struct({ id: Schema.String });

/**
 * Issuing a closed month's payment file (docs/payouts.md): `csv`, the DuitNow/IBG bulk-payment
 * CSV (the default), or `pain.001`, ISO 20022 pain.001.001.09 XML; one file per issue. With
 * `digest` (the preview's), refused with 409 when the file would hold anything else.
 */
export const IssueBody = Schema.Struct({
  month: MonthValue,
  year: YearValue,
  format: Schema.optional(Schema.Literals(PAYMENT_FORMATS)),
  digest: Schema.optional(Digest),
});

/** An issued file, downloaded again by its `id` (`202611-1`: the month and the issue). */
export const BankFileParams = Schema.Struct({ id: Schema.String });

/** A payout the file cannot hold: no account or DuitNow ID kept, or a bank name not on the list. */
const LeftOutPayout = Schema.Struct({
  payoutId: Schema.String,
  memberId: Count,
  name: Schema.String,
  amount: Ringgit,
  reason: Schema.Literals(["no_details", "unknown_bank"]),
}).annotate({ identifier: "LeftOutPayout" });

const IssuedFileFields = {
  id: Schema.String,
  issue: Count,
  fileName: Schema.String,
  format: Schema.Literals(PAYMENT_FORMATS),
  issuedAt: Instant,
  payments: Count,
  total: Ringgit,
};
export const IssuedFile = Schema.Struct(IssuedFileFields).annotate({ identifier: "IssuedFile" });
export type IssuedFile = typeof IssuedFile.Type;

/**
 * What issuing the month's file would write now, changing nothing: the issue it would be, the
 * file that issue holds already (then issuing is refused: download it, or re-issue), the
 * payments and their total, and the payouts left out with why.
 */
export const BankFilePreview = Schema.Struct({
  month: Month,
  year: Year,
  issue: Count,
  issued: Schema.NullOr(IssuedFile),
  payments: Count,
  total: Ringgit,
  leftOut: Schema.Array(LeftOutPayout),
  leftOutAmount: Ringgit,
  digest: Schema.String,
}).annotate({ identifier: "BankFilePreview" });
export type BankFilePreview = typeof BankFilePreview.Type;

/** The file just issued: download it by `id`. The payouts left out are not in it. */
export const IssueResult = Schema.Struct({
  month: Month,
  year: Year,
  ...IssuedFileFields,
  leftOut: Schema.Array(LeftOutPayout),
  leftOutAmount: Ringgit,
}).annotate({ identifier: "IssueResult" });
export type IssueResult = typeof IssueResult.Type;

/** Why the month's payment file may be issued again, trimmed before it is checked. */
export const ReissueBody = Schema.Struct({
  month: MonthValue,
  year: YearValue,
  reason: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "is required" }),
      Schema.isMaxLength(500, { message: "must be at most 500 characters" }),
      hasNoNul,
    ),
  ),
});

/** The issue now open (2 for the first re-issue), and the file it replaces. */
export const ReissueResult = Schema.Struct({
  month: Month,
  year: Year,
  issue: Count,
  replaces: Schema.String,
}).annotate({ identifier: "ReissueResult" });
export type ReissueResult = typeof ReissueResult.Type;

/**
 * `held`: members left unpaid by a fraud hold, with `heldAmount` their sum (paid by a close after
 * the hold); `pending`: members whose lines are still in their holding period, with
 * `pendingAmount` their sum (paid by a close after it ends); `belowMinimum`: members whose
 * balance was below PAYOUT_MINIMUM, carried forward, with their sum; `withheldAmount`: what the
 * payouts withheld under section 107D (decision 62).
 */
export const CloseResult = Schema.Struct({
  month: Month,
  year: Year,
  issued: Count,
  total: Ringgit,
  held: Count,
  heldAmount: Ringgit,
  pending: Count,
  pendingAmount: Ringgit,
  belowMinimum: Count,
  belowMinimumAmount: Ringgit,
  withheldAmount: Ringgit,
}).annotate({
  identifier: "CloseResult",
});
export type CloseResult = typeof CloseResult.Type;

/** A member's payout with the bank details the admin pays it to (none for an erased member). */
export const AdminPayout = Schema.Struct({
  id: Schema.String,
  memberId: Count,
  memberName: Schema.String,
  email: Schema.NullOr(Schema.String),
  month: Month,
  year: Year,
  bankAccountHolderName: Schema.NullOr(Schema.String),
  bankName: Schema.NullOr(Schema.String),
  /** The bank's SWIFT/BIC; null beside a name that named no bank on the list (not in the file). */
  bankCode: Schema.NullOr(Schema.String),
  /** The account number, or the DuitNow ID when `duitNowIdType` is set, masked. */
  bankAccountNumber: Schema.NullOr(Schema.String),
  duitNowIdType: Schema.NullOr(Schema.Literals(DUITNOW_ID_TYPES)),
  /** The payout's gross; the bank pays `sent`, `withheld` going to LHDN (section 107D, decision 62). */
  amount: Ringgit,
  withheld: Ringgit,
  sent: Ringgit,
  status: PayoutStatus,
  reference: Schema.NullOr(Schema.String),
  issuedAt: Instant,
  paidAt: Schema.NullOr(Instant),
}).annotate({ identifier: "AdminPayout" });
export type AdminPayout = typeof AdminPayout.Type;
export const AdminPayouts = Schema.Array(AdminPayout);

/** `changed: false` when it was already paid with that reference. */
export const PaidResult = Schema.Struct({ payout: AdminPayout, changed: Schema.Boolean }).annotate({
  identifier: "PaidResult",
});
export type PaidResult = typeof PaidResult.Type;

/** Why the bank could not pay it, trimmed before it is checked. */
export const FailedBody = Schema.Struct({
  reason: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "is required" }),
      Schema.isMaxLength(500, { message: "must be at most 500 characters" }),
      hasNoNul,
      isSafeText(),
    ),
  ),
});

/** `changed: false` when it had failed already. */
export const FailedResult = Schema.Struct({ payout: AdminPayout, changed: Schema.Boolean }).annotate({
  identifier: "FailedResult",
});
export type FailedResult = typeof FailedResult.Type;

/**
 * Applying the bank's result takes multipart/form-data: `file`, the bank's result as CSV
 * (at most 1 MB and 5,000 lines) with the header `reference,status,bank_reference`: our payout
 * id, `paid` (or `success`) or `failed` (or `rejected`), and the bank's reference of a paid
 * transfer (required) or why a failed one failed (optional). With `month` and `year` (both or
 * neither), every line must be a payout of that month (PO-yyyymm-…), else the file is refused.
 */
export const ReconcileForm = Schema.Struct({
  file: Schema.String.annotate({ contentMediaType: "text/csv", description: "The bank's result file" }),
  ...PeriodQuery.fields,
});

const ReconciledLine = Schema.Struct({
  line: Count,
  reference: Schema.String,
  status: Schema.Literals(["paid", "failed"]),
}).annotate({ identifier: "ReconciledLine", description: "A line of the file, counted from the header (line 1)" });

/** Every line of the file in one of three lists: applied now, already so, or naming no payout. */
export const ReconcileReport = Schema.Struct({
  lines: Count,
  applied: Schema.Array(ReconciledLine),
  unchanged: Schema.Array(ReconciledLine),
  unmatched: Schema.Array(ReconciledLine),
}).annotate({ identifier: "ReconcileReport" });
export type ReconcileReport = typeof ReconcileReport.Type;

/** `amount` is the gross; `sent` what reached the bank, `withheld` the tax withheld under section 107D. */
export const MemberPayout = Schema.Struct({
  id: Schema.String,
  month: Month,
  year: Year,
  amount: Ringgit,
  withheld: Ringgit,
  sent: Ringgit,
  status: PayoutStatus,
  reference: Schema.NullOr(Schema.String),
  issuedAt: Instant,
  paidAt: Schema.NullOr(Instant),
}).annotate({ identifier: "MemberPayout" });
export type MemberPayout = typeof MemberPayout.Type;
export const MemberPayouts = Schema.Array(MemberPayout);

export const REVERSAL_KINDS = ["personal_reversal", "level1_reversal", "level2_reversal"] as const;

/**
 * Pay taken back from a member in a month (a negative amount): for their own post, its title
 * (none once their data is erased) and the admin's reason; for a recruit's post, neither.
 */
export const MemberReversal = Schema.Struct({
  month: Month,
  year: Year,
  amount: Ringgit,
  kind: Schema.Literals(REVERSAL_KINDS),
  title: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String),
}).annotate({ identifier: "MemberReversal" });
export type MemberReversal = typeof MemberReversal.Type;

/**
 * The month the next close pays up to, the first instant (Malaysian time) it can be closed, and
 * the Malaysian date its money is expected in the member's bank: PAYOUT_DAY of the month after,
 * or today once that day has passed with the month still open (decision 62).
 */
export const NextClose = Schema.Struct({
  month: Month,
  year: Year,
  closesAt: Instant,
  expectedPayDate: Schema.String.annotate({ format: "date", description: "A Malaysian calendar date, YYYY-MM-DD" }),
}).annotate({
  identifier: "NextClose",
});

/** Part of a member's balance still in its holding period, and the Malaysian day it becomes payable. */
export const PendingAmount = Schema.Struct({
  payableOn: Schema.String.annotate({ format: "date", description: "A Malaysian calendar date, YYYY-MM-DD" }),
  amount: Ringgit,
}).annotate({ identifier: "PendingAmount" });
export type PendingAmount = typeof PendingAmount.Type;

/**
 * A member's money: the sum of their unpaid ledger lines (at or below zero it carries forward),
 * of which `pendingBalance` is still in its holding period (decision 53) and becomes payable as
 * `pending` says, day by day, earliest first; what the next close would pay from today's unpaid
 * lines up to its month that are payable by the time it can first run (0 when those sum to zero
 * or less), their payouts, newest month first, and their reversals, newest first (at most 50).
 */
export const PayoutSummary = Schema.Struct({
  /** Money is owed and there is no account or DuitNow ID the bank file can pay it to. */
  paymentDetailsNeeded: Schema.Boolean,
  /** A review holds the member's payout (an open fraud flag naming them, or a suspension). */
  onHold: Schema.Boolean,
  /**
   * With EINVOICE=on and money owed: what of their identity, TIN and address is missing; a close
   * holds the balance until they are given (decision 58). Empty otherwise.
   */
  payeeDetailsMissing: Schema.Array(Schema.Literals(PAYEE_PARTS)),
  unpaidBalance: Ringgit,
  pendingBalance: Ringgit,
  pending: Schema.Array(PendingAmount),
  nextClose: NextClose,
  willPay: Ringgit,
  /**
   * PAYOUT_MINIMUM (decision 62), and whether what the next close would pay is above nothing but
   * below it: then it pays nothing and the balance is carried forward (`willPay` is 0).
   */
  minimum: Ringgit,
  belowMinimum: Schema.Boolean,
  payouts: MemberPayouts,
  reversals: Schema.Array(MemberReversal),
}).annotate({ identifier: "PayoutSummary" });
export type PayoutSummary = typeof PayoutSummary.Type;
