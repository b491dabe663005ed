import { Effect } from "effect";
import { streams, type Platform } from "../../../domain/events.ts";
import * as post from "../../../domain/post.ts";
import { Now } from "../../platform/clock/now.ts";
import { handle } from "../../platform/event-store/command.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { approveCommand } from "./approve.ts";

export interface NewPost { readonly title: string; readonly url: string; readonly platform: Platform }

export const submitPost = Effect.fn("Posts.submit")(function* (memberId: number, input: NewPost, metadata: Metadata) {
  const now = yield* Now;
  const postId = crypto.randomUUID();
  yield* handle({ decider: post, streamId: streams.post(postId), command: { type: "SubmitPost", postId, memberId, ...input, at: now().toISOString() }, metadata });
  return postId;
});

/** Approves a pending post as the system or the CLI would; `approved` is false when it already was. */
export const approvePost = Effect.fn("Posts.approve")(function* (postId: string, metadata: Metadata) {
  const { events } = yield* handle(approveCommand(postId, (yield* Now)().toISOString(), { metadata }));
  return { approved: events.length > 0 };
});

/** Rejects a pending post with the reason the member will read; the events appended (none if it already was). */
export const rejectPost = Effect.fn("Posts.reject")(function* (postId: string, reason: string, metadata: Metadata) {
  const now = yield* Now;
  const { events } = yield* handle({ decider: post, streamId: streams.post(postId), command: { type: "RejectPost", postId, reason, at: now().toISOString() }, metadata });
  return events;
});
