import { Schema } from "effect";
// The lint pattern for domain/ names only files directly in it; events.ts is a domain file too.
import { Platform } from "../events.ts";
import { Count, Instant, Ringgit } from "./http.ts";

// GET and POST /api/posts: the member's own posts, and a new one for approval.

export const POST_STATUSES = ["pending", "approved", "rejected", "reversed"] as const;
export const PostStatus = Schema.Literals(POST_STATUSES);
export type PostStatus = typeof PostStatus.Type;

const Title = Schema.String.pipe(
  Schema.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(200, { message: "must be at most 200 characters" }),
  ),
);
const Url = Schema.String.pipe(
  Schema.check(
    Schema.isMaxLength(2000),
    Schema.isPattern(/^https?:\/\/[^\s/$.?#].[^\s]*$/i, { message: "must be an http or https link" }),
  ),
);
/** The title is trimmed before it is checked. */
export const NewPostBody = Schema.Struct({ title: Title, url: Url, platform: Platform });
export type NewPostBody = typeof NewPostBody.Type;

/** A post as its member sees it; `rejectionReason` only on a rejected one, `reversalReason` on a reversed one. */
export const Post = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  url: Schema.String,
  platform: Platform,
  earnings: Ringgit,
  status: PostStatus,
  rejectionReason: Schema.optionalKey(Schema.String),
  reversalReason: Schema.optionalKey(Schema.String),
  createdAt: Instant,
}).annotate({ identifier: "Post" });
export type Post = typeof Post.Type;
export const Posts = Schema.Array(Post);

/** How many of the caller's posts are in each status, over all months (the dashboard's posts card). */
export const PostCounts = Schema.Struct({
  pending: Count,
  approved: Count,
  rejected: Count,
  reversed: Count,
}).annotate({ identifier: "PostCounts" });
export type PostCounts = typeof PostCounts.Type;

/**
 * A link already held by a pending or approved post, however it was written (decision 14): the
 * reason is on `url`, and when the holder is the caller's own post, `existingPostId` names it.
 */
export const LinkTaken = Schema.Struct({
  error: Schema.String,
  fields: Schema.Struct({ url: Schema.String }),
  existingPostId: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "LinkTaken" });
export type LinkTaken = typeof LinkTaken.Type;
