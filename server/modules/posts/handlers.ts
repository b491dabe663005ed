import { Effect } from "effect";
import { streams, type Platform } from "../../../domain/events.ts";
import * as post from "../../../domain/post.ts";
import { canonicalLink } from "../../../domain/post-link.ts";
import { now } from "../../platform/clock/now.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { fromStream, handle } from "../../platform/event-store/command.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { approveCommand, payableAtFor } from "./approval.ts";
import { decidedAgainWhenTaken, linkHeldBy } from "./post-links.ts";
import { toReviewPost } from "./review.ts";
import { queueForRules, recordSignals } from "../risk/signals.ts";
import type { StoredEvent } from "../../platform/event-store/store.ts";

/** A rejection or reversal changes the poster's rate: the rules look at them again. */
const requeuePoster = (events: ReadonlyArray<StoredEvent>, at: string) =>
  Effect.gen(function* () {
    const posters = events.flatMap((e) =>
      e.event.type === "PostRejected" || e.event.type === "PostReversed" ? [e.event.data.memberId] : [],
    );
    if (posters.length > 0) yield* queueForRules(yield* Database, posters, new Date(at));
  });

export interface NewPost {
  readonly title: string;
  readonly url: string;
  readonly platform: Platform;
}

export const submitPost = Effect.fn("Posts.submit")(function* (memberId: number, input: NewPost, metadata: Metadata) {
  const at = (yield* now).toISOString();
  const postId = crypto.randomUUID();
  const streamId = streams.post(postId);
  const key = canonicalLink(input.url);
  // The link's holder is loaded with the stream, so a submission decided again looks again.
  const load = (sql: Sql) =>
    Effect.zipWith(fromStream(post, streamId)(sql), linkHeldBy(sql, key, memberId), (loaded, holder) => ({
      ...loaded,
      holder,
    }));
  yield* decidedAgainWhenTaken(
    handle({
      decider: post,
      streamId,
      load,
      command: ({ holder }): post.PostCommand => ({
        type: "SubmitPost",
        postId,
        memberId,
        ...input,
        linkHeldBy: holder,
        at,
      }),
      metadata,
    }),
  );
  // The link as a signal, and the member queued for the burst rule.
  yield* recordSignals(yield* Database, memberId, "post", [{ kind: "post_link", value: key }], new Date(at));
  return postId;
});

/**
 * Approves a pending post: the post as the review queue shows it, and whether this call approved
 * it (a second approval pays nothing and answers `changed: false`).
 */
export const approvePost = Effect.fn("Posts.approve")(function* (postId: string, metadata: Metadata) {
  const at = (yield* now).toISOString();
  const { loaded, projected } = yield* handle(approveCommand(postId, at, yield* payableAtFor(at), metadata));
  // The decider refuses a post it was not shown, so the row is there from here on.
  const decided = projected.flat()[0];
  return { post: toReviewPost({ ...loaded.row!, ...decided }), changed: decided !== undefined };
});

/**
 * Reverses an approved post: its approval's credits come off as negative lines in this month
 * (Malaysian time). Folds the stream, where the approval's credits are. Refused when the post
 * is not approved or already reversed.
 */
export const reversePost = Effect.fn("Posts.reverse")(function* (postId: string, reason: string, metadata: Metadata) {
  const at = (yield* now).toISOString();
  const { events } = yield* handle({
    decider: post,
    streamId: streams.post(postId),
    command: { type: "ReversePost", postId, reason, at },
    metadata,
  });
  yield* requeuePoster(events, at);
  return events;
});

/** Rejects a pending post with the reason the member will read; the events appended (none if it already was). */
export const rejectPost = Effect.fn("Posts.reject")(function* (postId: string, reason: string, metadata: Metadata) {
  const at = (yield* now).toISOString();
  const { events } = yield* handle({
    decider: post,
    streamId: streams.post(postId),
    command: { type: "RejectPost", postId, reason, at },
    metadata,
  });
  yield* requeuePoster(events, at);
  return events;
});
