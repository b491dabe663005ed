import { Effect } from "effect";
import { streams, type Platform } from "../../../domain/events.ts";
import * as post from "../../../domain/post.ts";
import { decideAndAppend, inTransaction } from "../../platform/event-store/command.ts";
import { Now } from "../../platform/clock/now.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { approveAs } from "./approve.ts";

export interface NewPost { readonly title: string; readonly url: string; readonly platform: Platform }

export const submitPost = Effect.fn("Posts.submit")(function* (memberId: number, input: NewPost, metadata: Metadata) {
  const now = yield* Now;
  const postId = crypto.randomUUID();
  yield* inTransaction((tx) =>
    decideAndAppend(tx, post, streams.post(postId), { type: "SubmitPost", postId, memberId, ...input, at: now().toISOString() }, metadata),
  );
  return postId;
});

/** Approves a pending post (see approve.ts); `approved` is false when it already was. */
export const approvePost = Effect.fn("Posts.approve")(function* (postId: string, metadata: Metadata) {
  const { changed } = yield* approveAs(postId, metadata);
  return { approved: changed };
});

export const rejectPost = Effect.fn("Posts.reject")(function* (postId: string, reason: string, metadata: Metadata) {
  const now = yield* Now;
  return yield* inTransaction((tx) =>
    decideAndAppend(tx, post, streams.post(postId), { type: "RejectPost", postId, reason, at: now().toISOString() }, metadata),
  );
});
