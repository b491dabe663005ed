import { Schema } from "effect";
import { Evidence, Platform, RiskRule, SignalKind } from "../events.ts";
import { PostEvidence } from "./admin-posts.ts";
import { Count, hasNoNul, Instant, Ringgit, wholeNumberParam } from "./http.ts";

// The Risk tab (routes/risk.ts): the queue of fraud flags and the decisions on them. A flag
// holds its members' money (nothing is paid out while it is open); clearing lifts the hold,
// confirming may suspend members and reverse their posts, all with the admin's reason.

export const RiskFlagStatus = Schema.Literals(["open", "cleared", "confirmed"]);
export type RiskFlagStatus = typeof RiskFlagStatus.Type;

export const RiskFlagsQuery = Schema.Struct({
  /** "all" lists every flag; the default is the open queue. */
  status: Schema.optional(Schema.Literals(["open", "cleared", "confirmed", "all"])),
  /** Only the flags that involve this member (the member details dialog). */
  memberId: wholeNumberParam(/^[1-9]\d{0,9}$/, "must be a member id"),
});

export const RiskFlagParams = Schema.Struct({ flagId: Schema.String });

/** One member a flag involves, as a reviewer sees them: who, their upline, and what is held. */
export const RiskMember = Schema.Struct({
  memberId: Count,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  referralCode: Schema.String,
  referrerId: Schema.NullOr(Count),
  joinedAt: Instant,
  suspended: Schema.Boolean,
  /** Whether the flag holds them: only the members whose own actions made it (decision 41). */
  held: Schema.Boolean,
  /** The member's positive unpaid balance: what an open flag keeps from the next payout when it holds them. */
  heldAmount: Ringgit,
  approvedPosts: Count,
  rejectedPosts: Count,
  /** Approved and then taken back. */
  reversedPosts: Count,
}).annotate({ identifier: "RiskMember" });
export type RiskMember = typeof RiskMember.Type;

/** A referral link between two of the flag's members (the graph the panel draws). */
export const RiskLink = Schema.Struct({ referrerId: Count, memberId: Count, level: Schema.Literals([1, 2]) });
export type RiskLink = typeof RiskLink.Type;

export const RiskDecision = Schema.Struct({
  status: Schema.Literals(["cleared", "confirmed"]),
  adminId: Count,
  adminName: Schema.NullOr(Schema.String),
  reason: Schema.String,
  suspendedMemberIds: Schema.Array(Count),
  reversedPostIds: Schema.Array(Schema.String),
  at: Instant,
});

/** A handle two or more of a shared-handle flag's members claim, one row per member, as it is now. */
export const RiskHandle = Schema.Struct({
  memberId: Count,
  platform: Platform,
  handle: Schema.String,
  verified: Schema.Boolean,
  claimedAt: Instant,
  verifiedAt: Schema.NullOr(Instant),
}).annotate({ identifier: "RiskHandle" });
export type RiskHandle = typeof RiskHandle.Type;

/** A post a flag's evidence names (a handle mismatch's), with what the platform says about it now. */
export const RiskEvidencePost = Schema.Struct({
  postId: Schema.String,
  memberId: Count,
  /** Empty once the member erased their data. */
  url: Schema.String,
  platform: Platform,
  status: Schema.String,
  evidence: PostEvidence,
}).annotate({ identifier: "RiskEvidencePost" });
export type RiskEvidencePost = typeof RiskEvidencePost.Type;

export const RiskFlag = Schema.Struct({
  flagId: Schema.String,
  rule: RiskRule,
  /** The rule's name as the panel shows it. */
  title: Schema.String,
  status: RiskFlagStatus,
  evidence: Evidence,
  shared: Schema.Array(SignalKind),
  members: Schema.Array(RiskMember),
  links: Schema.Array(RiskLink),
  /** The sum of the held members' positive unpaid balances while the flag is open; everyone's once decided. */
  heldAmount: Ringgit,
  raisedAt: Instant,
  updatedAt: Instant,
  reviewNote: Schema.NullOr(Schema.String),
  decision: Schema.NullOr(RiskDecision),
  /** A shared handle's claims, and a mismatch's posts: read when the flag is, so what was erased is not shown. */
  handles: Schema.Array(RiskHandle),
  evidencePosts: Schema.Array(RiskEvidencePost),
}).annotate({ identifier: "RiskFlag" });
export type RiskFlag = typeof RiskFlag.Type;
export const RiskFlags = Schema.Array(RiskFlag);

/** An approved post of a flag's member, which a confirmation may reverse. */
export const RiskPost = Schema.Struct({
  postId: Schema.String,
  memberId: Count,
  title: Schema.String,
  url: Schema.String,
  platform: Schema.String,
  earnings: Ringgit,
  approvedAt: Schema.NullOr(Instant),
}).annotate({ identifier: "RiskPost" });
export type RiskPost = typeof RiskPost.Type;

export const RiskFlagDetail = Schema.Struct({ flag: RiskFlag, posts: Schema.Array(RiskPost) }).annotate({
  identifier: "RiskFlagDetail",
});
export type RiskFlagDetail = typeof RiskFlagDetail.Type;

const Reason = Schema.String.pipe(
  Schema.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(500, { message: "must be at most 500 characters" }),
    hasNoNul,
  ),
);
const MemberIds = Schema.Array(Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))).pipe(
  Schema.check(Schema.isMaxLength(500, { message: "must name at most 500 members" })),
);
const PostIds = Schema.Array(Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w-]{1,64}$/)))).pipe(
  Schema.check(Schema.isMaxLength(1000, { message: "must name at most 1000 posts" })),
);

/** A note while the flag stays open; trimmed before it is checked. */
export const ReviewFlagBody = Schema.Struct({ note: Reason });
/** Not fraud: the reason is required (trimmed before it is checked). */
export const ClearFlagBody = Schema.Struct({ reason: Reason });
/** Fraud: which members to suspend and which of their approved posts to reverse, and why. */
export const ConfirmFlagBody = Schema.Struct({
  reason: Reason,
  suspendMemberIds: Schema.optional(MemberIds),
  reversePostIds: Schema.optional(PostIds),
});
export type ConfirmFlagBody = typeof ConfirmFlagBody.Type;

export const RiskFlagResult = Schema.Struct({ flag: RiskFlag, changed: Schema.Boolean }).annotate({
  identifier: "RiskFlagResult",
});
export type RiskFlagResult = typeof RiskFlagResult.Type;
