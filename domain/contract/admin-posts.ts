import { Schema } from "effect";
import { Count, hasNoNul, Instant, Ringgit } from "./http.ts";
import { PostStatus } from "./posts.ts";

// /api/admin/posts: the review queue, approval, rejection and reversal. Approving pays the poster
// and the upline once: a second approval answers 200 with `changed: false`. Reversing takes that
// back once: a second reversal answers 409.

export const PostIdParams = Schema.Struct({ id: Schema.String });

const Reason = Schema.String.pipe(
  Schema.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(500, { message: "must be at most 500 characters" }),
    hasNoNul,
  ),
);
/** The reason is trimmed before it is checked. */
export const RejectBody = Schema.Struct({ reason: Reason });
/** Why an approved post is taken back (taken down, fake, bought views); trimmed before it is checked. */
export const ReverseBody = Schema.Struct({ reason: Reason });

/**
 * What the platform says about a post (decision 52): `matches` when the author it names is the
 * member's handle there, `mismatch` another author, `missing` the platform says the post does not
 * exist or is private, `unverifiable` it names no author (Instagram, Facebook) or was not asked
 * (evidence off, unreachable; `detail` says which), `pending` not asked yet.
 */
export const EvidenceStatus = Schema.Literals(["matches", "mismatch", "missing", "unverifiable", "pending"]);
export type EvidenceStatus = typeof EvidenceStatus.Type;
export const PostEvidence = Schema.Struct({
  status: EvidenceStatus,
  /** The author as the platform names them (its display name, else the handle). */
  author: Schema.NullOr(Schema.String),
  authorHandle: Schema.NullOr(Schema.String),
  authorUrl: Schema.NullOr(Schema.String),
  title: Schema.NullOr(Schema.String),
  thumbnailUrl: Schema.NullOr(Schema.String),
  /** Why the status is what it is, when the platform's answer alone does not say ("HTTP 404"). */
  detail: Schema.NullOr(Schema.String),
  checkedAt: Schema.NullOr(Instant),
  /** The member's handle on the post's platform, and whether they proved it by signing in there. */
  memberHandle: Schema.NullOr(Schema.String),
  memberHandleVerified: Schema.Boolean,
}).annotate({ identifier: "PostEvidence" });
export type PostEvidence = typeof PostEvidence.Type;

/**
 * The posts of one status (pending by default); with `evidence`, only those whose evidence is now
 * that: `status=approved&evidence=missing` lists approved posts the platform says are gone, the
 * ones to reverse before a close pays them (decision 53).
 */
export const ReviewQueueQuery = Schema.Struct({
  status: Schema.optional(PostStatus),
  evidence: Schema.optional(EvidenceStatus),
});

/**
 * Where an approved post's pay stands (decision 53): `holding` until `payableAt`, `payable` from
 * then until a close pays it, `paid` once one has (a reversal then takes it back from the
 * member's later income), as of the moment the list is read.
 */
export const PayState = Schema.Literals(["holding", "payable", "paid"]);
export const PostPay = Schema.Struct({ state: PayState, payableAt: Instant }).annotate({ identifier: "PostPay" });
export type PostPay = typeof PostPay.Type;

/** A post in the review queue with the member who submitted it. */
export const ReviewPost = Schema.Struct({
  id: Schema.String,
  memberId: Count,
  memberName: Schema.NullOr(Schema.String),
  memberEmail: Schema.NullOr(Schema.String),
  title: Schema.String,
  url: Schema.String,
  platform: Schema.String,
  status: PostStatus,
  earnings: Ringgit,
  rejectionReason: Schema.NullOr(Schema.String),
  submittedAt: Instant,
  decidedAt: Schema.NullOr(Instant),
  reversalReason: Schema.NullOr(Schema.String),
  reversedAt: Schema.NullOr(Instant),
  evidence: PostEvidence,
  /** An approved post's pay, in the queue's lists (decision 57); a decision's answer leaves it out. */
  pay: Schema.optionalKey(PostPay),
}).annotate({ identifier: "ReviewPost" });
export type ReviewPost = typeof ReviewPost.Type;
export const ReviewQueue = Schema.Array(ReviewPost);

/** `changed: false` when the post already had that decision: nothing was paid or recorded again. */
export const ReviewResult = Schema.Struct({ post: ReviewPost, changed: Schema.Boolean }).annotate({
  identifier: "ReviewResult",
});
export type ReviewResult = typeof ReviewResult.Type;
