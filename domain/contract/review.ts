import { Schema } from "effect";
import { APPROVE_MATCHING_LIMIT } from "../review-batch.ts";
import { ReviewPost } from "./admin-posts.ts";
import { Count, Ringgit } from "./http.ts";

// /api/admin/posts/approve-matching: the posts of a page whose evidence matches, approved in one
// confirmed action (decision 54). The body names the posts the admin saw; each is approved on its
// own only while it is still pending and still matches, so a retry, a double click or a second
// admin pays nothing twice. The preview answers the same figures and changes nothing.

const PostId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w-]{1,64}$/, { message: "must be post ids" })));

export const ApproveMatchingBody = Schema.Struct({
  postIds: Schema.Array(PostId).pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "must name at least one post" }),
      Schema.isMaxLength(APPROVE_MATCHING_LIMIT, {
        message: `must name at most ${APPROVE_MATCHING_LIMIT} posts (one page)`,
      }),
    ),
  ),
});
export type ApproveMatchingBody = typeof ApproveMatchingBody.Type;

/** Why a post named was left as it was: gone, no longer pending, or its evidence no longer matches. */
export const SkipReason = Schema.Literals(["not_found", "not_pending", "not_matching"]);
export type SkipReason = typeof SkipReason.Type;

/** The money of the approvals: RM 200 to each poster, the overrides to their uplines. */
const Figures = {
  count: Count,
  posters: Ringgit,
  overrides: Ringgit,
  total: Ringgit,
};

export const ApproveMatchingPreview = Schema.Struct({
  ...Figures,
  skipped: Schema.Array(Schema.Struct({ postId: Schema.String, reason: SkipReason })),
}).annotate({ identifier: "ApproveMatchingPreview" });
export type ApproveMatchingPreview = typeof ApproveMatchingPreview.Type;

export const ApproveMatchingResult = Schema.Struct({
  ...Figures,
  /** The posts this request approved, as the review queue shows them now. */
  approved: Schema.Array(ReviewPost),
  /** The posts left as they were, with the post as it is now (null when there is none). */
  skipped: Schema.Array(Schema.Struct({ postId: Schema.String, reason: SkipReason, post: Schema.NullOr(ReviewPost) })),
}).annotate({ identifier: "ApproveMatchingResult" });
export type ApproveMatchingResult = typeof ApproveMatchingResult.Type;
