import { Schema } from "effect";
import { Count, hasNoNul, Instant, Ringgit } from "./http.ts";
import { PostStatus } from "./posts.ts";

// /api/admin/posts: the review queue, approval, rejection and reversal. Approving pays the poster
// and the upline once: a second approval answers 200 with `changed: false`. Reversing takes that
// back once: a second reversal answers 409.

export const ReviewQueueQuery = Schema.Struct({ status: Schema.optional(PostStatus) });

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
}).annotate({ identifier: "ReviewPost" });
export type ReviewPost = typeof ReviewPost.Type;
export const ReviewQueue = Schema.Array(ReviewPost);

/** `changed: false` when the post already had that decision: nothing was paid or recorded again. */
export const ReviewResult = Schema.Struct({ post: ReviewPost, changed: Schema.Boolean }).annotate({
  identifier: "ReviewResult",
});
export type ReviewResult = typeof ReviewResult.Type;
