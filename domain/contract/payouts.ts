import { Schema } from "effect";
import { Count, hasNoNul, Instant, Month, MonthValue, Ringgit, Year, YearValue } from "./http.ts";

// Payouts: closing a finished month issues one per member with income (409 before the month
// has ended in Malaysia; closing again issues nothing); an admin pays them through the bank and
// records the reference. A member sees their own, without bank details.

export const PAYOUT_STATUSES = ["issued", "paid"] as const;
const PayoutStatus = Schema.Literals(PAYOUT_STATUSES);

export const CloseBody = Schema.Struct({ month: MonthValue, year: YearValue });

/** The bank's reference, trimmed before it is checked. */
export const PaidBody = Schema.Struct({
  reference: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "is required" }),
      Schema.isMaxLength(100, { message: "must be at most 100 characters" }),
      hasNoNul,
    ),
  ),
});

export const PayoutIdParams = Schema.Struct({ id: Schema.String });

export const CloseResult = Schema.Struct({ month: Month, year: Year, issued: Count, total: Ringgit }).annotate({
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
  bankAccountNumber: Schema.NullOr(Schema.String),
  amount: Ringgit,
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

export const MemberPayout = Schema.Struct({
  id: Schema.String,
  month: Month,
  year: Year,
  amount: Ringgit,
  status: PayoutStatus,
  reference: Schema.NullOr(Schema.String),
  issuedAt: Instant,
  paidAt: Schema.NullOr(Instant),
}).annotate({ identifier: "MemberPayout" });
export type MemberPayout = typeof MemberPayout.Type;
export const MemberPayouts = Schema.Array(MemberPayout);
