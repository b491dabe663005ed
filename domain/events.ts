import { Schema } from "effect";

// Events are the money-and-team facts, past tense, ids only: personal data lives in
// ordinary tables so it can be corrected or erased without rewriting history.
export const MemberId = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)));
export const Instant = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/)),
);
export const PeriodSchema = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 200001, maximum: 299912 })));
export const Amount = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)));
export const Platform = Schema.Literals(["instagram", "tiktok", "youtube", "facebook", "twitter"]);
export const CreditKind = Schema.Literals(["personal", "level1_override", "level2_override"]);
/** What a reversal takes back, one kind per credit kind (`reversalKindOf`). */
export const DebitKind = Schema.Literals(["personal_reversal", "level1_reversal", "level2_reversal"]);
export type Platform = typeof Platform.Type;
export type CreditKind = typeof CreditKind.Type;
export type DebitKind = typeof DebitKind.Type;
/** A ledger line's kind: a credit (positive) or a reversal of one (negative). */
export type LedgerKind = CreditKind | DebitKind;

export const reversalKindOf = (kind: CreditKind): DebitKind =>
  kind === "personal" ? "personal_reversal" : kind === "level1_override" ? "level1_reversal" : "level2_reversal";

export const Credit = Schema.Struct({ memberId: MemberId, kind: CreditKind, amountSen: Amount });
export type Credit = typeof Credit.Type;
/** An amount taken back by a reversal: positive here, a negative ledger line when projected. */
export const Debit = Schema.Struct({ memberId: MemberId, kind: DebitKind, amountSen: Amount });
export type Debit = typeof Debit.Type;

const event = <T extends string, F extends Schema.Struct.Fields>(type: T, fields: F) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) });

export const MemberRegistered = event("MemberRegistered", {
  memberId: MemberId,
  referralCode: Schema.String,
  referrerId: Schema.NullOr(MemberId),
  level2ReferrerId: Schema.NullOr(MemberId),
  at: Instant,
});
export const AdminGranted = event("AdminGranted", { memberId: MemberId, at: Instant });
export const AdminRevoked = event("AdminRevoked", { memberId: MemberId, at: Instant });
/** The member's personal data was erased at their request; the money-and-team facts stay. */
export const MemberErased = event("MemberErased", { memberId: MemberId, at: Instant });
export const PostSubmitted = event("PostSubmitted", {
  postId: Schema.String,
  memberId: MemberId,
  title: Schema.String,
  url: Schema.String,
  platform: Platform,
  at: Instant,
  /** The key the link is held by (domain/post-link.ts); events from before it existed are keyed when projected. */
  canonicalLink: Schema.optionalKey(Schema.String),
});
export const PostApproved = event("PostApproved", {
  postId: Schema.String,
  memberId: MemberId,
  period: PeriodSchema,
  credits: Schema.Array(Credit),
  at: Instant,
  /**
   * When a close may first pay the credits: after the holding period (decision 53). Absent in
   * approvals from before it, which were payable at once (`at`).
   */
  payableAt: Schema.optionalKey(Instant),
});
export const PostRejected = event("PostRejected", {
  postId: Schema.String,
  memberId: MemberId,
  reason: Schema.String,
  at: Instant,
});
/**
 * An approved post taken back (taken down, fake, bought views): `debits` are exactly the
 * approval's credits, taken back as negative ledger lines in `period`, the Malaysian month of
 * the reversal (the months already closed stay as they were; a balance may go below zero).
 */
export const PostReversed = event("PostReversed", {
  postId: Schema.String,
  memberId: MemberId,
  period: PeriodSchema,
  reason: Schema.String,
  debits: Schema.Array(Debit),
  at: Instant,
  /**
   * When a close may first take the debits back: when the approval's credits became payable, or
   * `at` if that was earlier (decision 53). Absent in reversals from before it: `at`.
   */
  payableAt: Schema.optionalKey(Instant),
});
/**
 * A payout of a member's unpaid ledger lines up to the end of the month closed (`period`):
 * `positions` names the lines it pays (the member's lines at those log positions), so a line
 * is paid by exactly one payout and a line that committed after the close stays unpaid for
 * the next one.
 */
export const PayoutIssued = event("PayoutIssued", {
  payoutId: Schema.String,
  memberId: MemberId,
  period: PeriodSchema,
  amountSen: Amount,
  positions: Schema.Array(Schema.Int),
  at: Instant,
  /**
   * Income tax withheld under section 107D (decision 62): 2% of `amountSen`, rounded half up,
   * for a member marked for the payout's year. The bank pays `amountSen - withheldSen`; the
   * payout still pays its lines' whole sum. Absent when nothing is withheld.
   */
  withheldSen: Schema.optionalKey(Amount),
});
export const PayoutMonthClosed = event("PayoutMonthClosed", {
  period: PeriodSchema,
  payouts: Schema.Int,
  totalSen: Amount,
  at: Instant,
  /** Members whose positive balance was held back by a fraud hold, and its sum (absent before holds). */
  held: Schema.optionalKey(Schema.Int),
  heldSen: Schema.optionalKey(Amount),
  /**
   * Members with lines still in their holding period, left unpaid for a later close, and their
   * sum (absent before decision 53).
   */
  pending: Schema.optionalKey(Schema.Int),
  pendingSen: Schema.optionalKey(Amount),
  /**
   * Members whose payable balance was below PAYOUT_MINIMUM, carried forward unpaid, and their
   * sum; what the payouts withheld under section 107D (decision 62; absent before it).
   */
  belowMinimum: Schema.optionalKey(Schema.Int),
  belowMinimumSen: Schema.optionalKey(Amount),
  withheldSen: Schema.optionalKey(Amount),
});
export const PayoutPaid = event("PayoutPaid", {
  payoutId: Schema.String,
  memberId: MemberId,
  period: PeriodSchema,
  amountSen: Amount,
  reference: Schema.String,
  at: Instant,
});

/** The bank could not pay: the payout's lines are unpaid again and go into the next close. */
export const PayoutFailed = event("PayoutFailed", {
  payoutId: Schema.String,
  memberId: MemberId,
  period: PeriodSchema,
  amountSen: Amount,
  reason: Schema.String,
  at: Instant,
});

/** What a member's signals are of (server/modules/risk/signals.ts): compared only by keyed hash. */
export const SignalKind = Schema.Literals([
  "device",
  "network",
  "bank_account",
  "delivery_address",
  "phone",
  "post_link",
]);
export type SignalKind = typeof SignalKind.Type;
/** The fraud rules of domain/risk/rules.ts, one flag rule each. */
export const RiskRule = Schema.Literals([
  "shared_bank_account",
  "self_referral",
  "registration_farm",
  "high_rejection_rate",
  "submission_burst",
  "shared_handle",
  "handle_mismatch",
]);
export type RiskRule = typeof RiskRule.Type;
/**
 * Why a rule raised a flag, in words a reviewer can check: what the members share (kinds
 * only: the values stay in the signals table, which erasure and retention clear) and the
 * figures behind it.
 */
export const Evidence = Schema.Struct({
  summary: Schema.String,
  shared: Schema.Array(SignalKind),
  facts: Schema.Array(Schema.Struct({ label: Schema.String, value: Schema.String })),
  /** The posts the finding rests on, by id (a handle mismatch's): the Risk tab reads them as they are now. */
  posts: Schema.optionalKey(Schema.Array(Schema.String)),
});
export type Evidence = typeof Evidence.Type;

/**
 * A rule found something: `memberIds` are every member involved, the first the one it is about;
 * `heldMemberIds` those of them whose own actions made it, held at the close while it is open
 * (decision 41). Flags raised before that field held every member they named.
 */
export const RiskFlagRaised = event("RiskFlagRaised", {
  flagId: Schema.String,
  rule: RiskRule,
  memberIds: Schema.Array(MemberId),
  heldMemberIds: Schema.optionalKey(Schema.Array(MemberId)),
  evidence: Evidence,
  at: Instant,
});
/** More members joined what an open flag found (a ring grew): both lists are the whole set now. */
export const RiskFlagWidened = event("RiskFlagWidened", {
  flagId: Schema.String,
  memberIds: Schema.Array(MemberId),
  heldMemberIds: Schema.optionalKey(Schema.Array(MemberId)),
  evidence: Evidence,
  at: Instant,
});
/** An admin looked at the flag and wrote a note; it stays open. */
export const RiskFlagReviewed = event("RiskFlagReviewed", {
  flagId: Schema.String,
  adminId: MemberId,
  note: Schema.String,
  at: Instant,
});
/** Not fraud: the hold on the members lifts. */
export const RiskFlagCleared = event("RiskFlagCleared", {
  flagId: Schema.String,
  adminId: MemberId,
  memberIds: Schema.Array(MemberId),
  reason: Schema.String,
  at: Instant,
});
/** Fraud: the members named are suspended and the posts named reversed, in the same transaction. */
export const RiskFlagConfirmed = event("RiskFlagConfirmed", {
  flagId: Schema.String,
  adminId: MemberId,
  memberIds: Schema.Array(MemberId),
  reason: Schema.String,
  suspendedMemberIds: Schema.Array(MemberId),
  reversedPostIds: Schema.Array(Schema.String),
  at: Instant,
});
/** The account is closed to its owner: sessions ended, login refused, balance held. */
export const MemberSuspended = event("MemberSuspended", {
  memberId: MemberId,
  reason: Schema.String,
  flagId: Schema.NullOr(Schema.String),
  at: Instant,
});
export const MemberReinstated = event("MemberReinstated", { memberId: MemberId, reason: Schema.String, at: Instant });

/**
 * Section 107D (decision 62): the company paid the member more than RM 100,000 in the year before
 * `year` (`paidSen`, the payouts issued then and not failed), so their payouts in `year` withhold 2%.
 */
export const Withholding107DMarked = event("Withholding107DMarked", {
  memberId: MemberId,
  year: Schema.Int,
  paidSen: Amount,
  at: Instant,
});
/** The year's members were looked at (`marked` of them newly): a close of the year need not look again. */
export const Withholding107DReviewed = event("Withholding107DReviewed", {
  year: Schema.Int,
  marked: Schema.Int,
  at: Instant,
});

export const JemputEvent = Schema.Union([
  MemberRegistered,
  AdminGranted,
  AdminRevoked,
  MemberErased,
  PostSubmitted,
  PostApproved,
  PostRejected,
  PostReversed,
  PayoutIssued,
  PayoutMonthClosed,
  PayoutPaid,
  PayoutFailed,
  RiskFlagRaised,
  RiskFlagWidened,
  RiskFlagReviewed,
  RiskFlagCleared,
  RiskFlagConfirmed,
  MemberSuspended,
  MemberReinstated,
  Withholding107DMarked,
  Withholding107DReviewed,
]);
export type JemputEvent = typeof JemputEvent.Type;
export type EventType = JemputEvent["type"];
export type EventOf<T extends EventType> = Extract<JemputEvent, { type: T }>;

export const decodeEvent = Schema.decodeUnknownSync(JemputEvent);

/** Stream names: one per member, per post and per payout month. */
export const streams = {
  member: (memberId: number) => `member-${memberId}`,
  post: (postId: string) => `post-${postId}`,
  payoutMonth: (period: number) => `payouts-${period}`,
  /** One per year: the members whose payouts in it withhold under section 107D. */
  withholding107d: (year: number) => `withholding-107d-${year}`,
  /** One per thing a rule watches (a shared account, a recruit and upline, a poster): its flags in rounds. */
  riskFlag: (flagKey: string) => `risk-${flagKey}`,
} as const;
