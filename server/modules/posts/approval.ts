import { Effect } from "effect";
import { MemberNotFound } from "../../../domain/errors.ts";
import { streams } from "../../../domain/events.ts";
import { payableAtAfter } from "../../../domain/holding.ts";
import * as post from "../../../domain/post.ts";
import { HoldingPeriod } from "../../platform/config/holding-period.ts";
import type { DbError, Sql } from "../../platform/db/database.ts";
import { fromStream, type Command, type Loaded } from "../../platform/event-store/command.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { REVIEW_COLUMNS, REVIEW_FROM, type ReviewRow } from "./review.ts";

// An approval, the hottest write an admin makes. Its state comes from the post's stream, folded
// by the post decider as a rejection's and a reversal's do (the event store's fromStream); what
// the stream does not hold, the poster's upline and the post as the review queue shows it (the
// answer), is read beside it in the same round trip. The command path (handle) then decides and
// appends the event with its projection in one more (handlers.ts).
interface ContextRow extends ReviewRow {
  readonly referrer_id: number | null;
  readonly level2_referrer_id: number | null;
  readonly owner_found: boolean;
}

/** $1 the post id. */
const CONTEXT = `SELECT ${REVIEW_COLUMNS}, u.referrer_id, u.level2_referrer_id, u.member_id IS NOT NULL AS owner_found
  FROM ${REVIEW_FROM} LEFT JOIN members u ON u.member_id = po.member_id
 WHERE po.post_id = $1`;

export interface ApprovalLoaded extends Loaded<post.PostState> {
  /** The post's review row with its poster's upline; none when no such post was submitted. */
  readonly row: ContextRow | undefined;
}

const load =
  (postId: string) =>
  (sql: Sql): Effect.Effect<ApprovalLoaded, MemberNotFound | DbError> =>
    Effect.flatMap(
      fromStream(post, streams.post(postId), [{ text: CONTEXT, values: [postId] }])(sql),
      ({ state, version, along }) => {
        const row = along[0]?.[0] as ContextRow | undefined;
        // A post whose poster the tree does not know would pay no upline: refused, not guessed.
        if (state.status !== "none" && row?.owner_found !== true)
          return Effect.fail(new MemberNotFound({ memberId: state.memberId }));
        return Effect.succeed({ state, version, row });
      },
    );

/**
 * When an approval at `at` becomes payable under the runtime's holding period (decision 53): read
 * once per approval and carried in its event, so the setting read later changes nothing.
 */
export const payableAtFor = (at: string) =>
  Effect.gen(function* () {
    return payableAtAfter(at, (yield* HoldingPeriod).days);
  });

/**
 * The approval of `postId` at `at`, for the command path; what it credits becomes payable at
 * `payableAt` (payableAtFor).
 */
export const approveCommand = (
  postId: string,
  at: string,
  payableAt: string,
  metadata: Metadata,
): Command<post.PostState, post.PostCommand, ApprovalLoaded, MemberNotFound | DbError, never> => ({
  decider: post,
  streamId: streams.post(postId),
  load: load(postId),
  command: ({ row }) => ({
    type: "ApprovePost",
    postId,
    upline: { referrerId: row?.referrer_id ?? null, level2ReferrerId: row?.level2_referrer_id ?? null },
    at,
    payableAt,
  }),
  metadata,
});
