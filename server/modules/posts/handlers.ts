import { Effect } from "effect";
import { streams, type Platform } from "../../../domain/events.ts";
import * as post from "../../../domain/post.ts";
import { Now } from "../../platform/clock/now.ts";
import { handle } from "../../platform/event-store/command.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { approveCommand } from "./approval-state.ts";
import { toReviewPost } from "./review.ts";

export interface NewPost {
  readonly title: string;
  readonly url: string;
  readonly platform: Platform;
}

export const submitPost = Effect.fn("Posts.submit")(function* (memberId: number, input: NewPost, metadata: Metadata) {
  const now = yield* Now;
  const postId = crypto.randomUUID();
  yield* handle({
    decider: post,
    streamId: streams.post(postId),
    command: { type: "SubmitPost", postId, memberId, ...input, at: now().toISOString() },
    metadata,
  });
  return postId;
});

/** Approves a pending post as the system or the CLI would; `approved` is false when it already was. */
export const approvePost = Effect.fn("Posts.approve")(function* (postId: string, metadata: Metadata) {
  const { events } = yield* handle(approveCommand(postId, (yield* Now)().toISOString(), { metadata }));
  return { approved: events.length > 0 };
});

/**
 * Approves for the admin holding the session whose token hashes to `tokenHash` (401, 403
 * otherwise): the post as the review queue shows it, and whether this call approved it.
 */
export const approveBySession = Effect.fn("Posts.approveBySession")(function* (
  tokenHash: string,
  postId: string,
  requestId: string,
) {
  const at = (yield* Now)().toISOString();
  const { loaded, projected } = yield* handle(approveCommand(postId, at, { tokenHash, requestId }));
  // The decider refuses a post it was not shown, so the row is there from here on.
  const decided = projected.flat()[0];
  return { post: toReviewPost({ ...loaded.row!, ...decided }), changed: decided !== undefined };
});

/** Rejects a pending post with the reason the member will read; the events appended (none if it already was). */
export const rejectPost = Effect.fn("Posts.reject")(function* (postId: string, reason: string, metadata: Metadata) {
  const now = yield* Now;
  const { events } = yield* handle({
    decider: post,
    streamId: streams.post(postId),
    command: { type: "RejectPost", postId, reason, at: now().toISOString() },
    metadata,
  });
  return events;
});
