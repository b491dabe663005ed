import { Data, Effect } from "effect";
import type { Credit } from "../../../domain/events.ts";
import { batchSkip, batchTotals, type BatchTotals, type SkipReason } from "../../../domain/review-batch.ts";
import { now } from "../../platform/clock/now.ts";
import type { DbError, Sql } from "../../platform/db/database.ts";
import { handle } from "../../platform/event-store/command.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { approveCommand, payableAtFor, type ApprovalLoaded } from "../posts/approval.ts";
import { toReviewPost, type ReviewRow } from "../posts/review.ts";

// Approving the posts of a batch whose evidence matches (decision 54). Each post is approved on
// its own through the command path, with the approval's own load (the post's stream, its review
// row and its poster's upline in one round trip): the batch only refuses, in that load, a post
// that is no longer pending or whose evidence (the review row's status, worked out by
// evidence-status/columns.ts as the queue's is) no longer matches. The append is at the version the
// stream was read at, so two requests approving the same post race on its stream: one appends,
// the other reads again, finds it approved and skips it. One transaction per post's events; a
// batch stopped half way has approved what it answered and nothing else.

/** A post the batch leaves as it was, found in its load. */
class Skipped extends Data.TaggedError("ReviewBatchSkipped")<{
  readonly reason: SkipReason;
  readonly row: ReviewRow | undefined;
}> {}

/** Another look at a post the batch would approve (the automatic approver's risk check); a reason refuses it. */
export type ExtraCheck = (sql: Sql, row: ReviewRow) => Effect.Effect<SkipReason | null, DbError>;

/** A post as the review queue shows it. */
type ReviewPost = ReturnType<typeof toReviewPost>;

export interface Skip {
  readonly postId: string;
  readonly reason: SkipReason;
  readonly post: ReviewPost | null;
}

export interface BatchResult extends BatchTotals {
  readonly approved: ReadonlyArray<ReviewPost>;
  readonly skipped: ReadonlyArray<Skip>;
}

type ApprovalLoad = NonNullable<ReturnType<typeof approveCommand>["load"]>;

const guardedLoad = (load: ApprovalLoad, extra?: ExtraCheck) => (sql: Sql) =>
  Effect.gen(function* () {
    const loaded: ApprovalLoaded = yield* load(sql);
    const reason = batchSkip(loaded.state.status, loaded.row?.evidence_status ?? null);
    if (reason !== null) return yield* new Skipped({ reason, row: loaded.row });
    const refused = extra && loaded.row ? yield* extra(sql, loaded.row) : null;
    if (refused !== null) return yield* new Skipped({ reason: refused, row: loaded.row });
    return loaded;
  });

/** Approves `postId` if it is still pending and still matches: its credits and row, or why not. */
const approveOne = (postId: string, at: string, payableAt: string, metadata: Metadata, extra?: ExtraCheck) => {
  const command = approveCommand(postId, at, payableAt, metadata);
  return handle({ ...command, load: guardedLoad(command.load!, extra) }).pipe(
    Effect.map(({ loaded, events, projected }) => {
      const event = events[0]?.event;
      const credits: ReadonlyArray<Credit> = event?.type === "PostApproved" ? event.data.credits : [];
      return { ok: true as const, post: toReviewPost({ ...loaded.row!, ...projected.flat()[0] }), credits };
    }),
    Effect.catchTags({
      ReviewBatchSkipped: ({ reason, row }) =>
        Effect.succeed({ ok: false as const, skip: { postId, reason, post: row ? toReviewPost(row) : null } }),
      // A poster the referral tree does not know, or a stream that is not a post's: nothing to approve.
      MemberNotFound: () => Effect.succeed({ ok: false as const, skip: { postId, reason: "not_found", post: null } }),
    }),
  );
};

/**
 * Approves each of `postIds` (duplicates once) that is still pending and still matches, in the
 * order given, one after another: what it approved with their totals, and what it skipped and why.
 */
export const approveBatch = Effect.fn("Review.approveBatch")(function* (
  postIds: ReadonlyArray<string>,
  metadata: Metadata,
  extra?: ExtraCheck,
) {
  const at = (yield* now).toISOString();
  // The holding period is read once for the batch and its end carried in each event (decision 53).
  const payableAt = yield* payableAtFor(at);
  const outcomes = yield* Effect.forEach([...new Set(postIds)], (postId) =>
    approveOne(postId, at, payableAt, metadata, extra),
  );
  const approved = outcomes.flatMap((o) => (o.ok ? [o] : []));
  return {
    ...batchTotals(approved.map((o) => o.credits)),
    approved: approved.map((o) => o.post),
    skipped: outcomes.flatMap((o) => (o.ok ? [] : [o.skip as Skip])),
  } satisfies BatchResult;
});
