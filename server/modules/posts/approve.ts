import { Effect, Result } from "effect";
import { MemberNotFound } from "../../../domain/errors.ts";
import { streams } from "../../../domain/events.ts";
import * as post from "../../../domain/post.ts";
import { LIVE_SESSION } from "../auth/session.ts";
import { Database, type DbError } from "../../platform/db/database.ts";
import { Now } from "../../platform/clock/now.ts";
import { appendInOneTrip, type Metadata } from "../../platform/event-store/store.ts";
import { Forbidden, Unauthorized } from "../../platform/http/errors.ts";
import { REVIEW_COLUMNS, toReviewPost, type ReviewRow } from "./review.ts";

// Approvals in two round trips, the hottest write an admin makes. One statement reads what the
// decision needs: the post's projection row (the stream's state: the projection is written in
// the append's transaction), its owner's upline, the stream's version and, from the route, the
// caller's session. The domain's decider decides from that. The event and its projection then
// go in one pipeline (store.ts appendInOneTrip), whose rows give the answer. No transaction
// spans the two: the append names the version the decision was made at and the stream's unique
// key refuses it when another decision got there first; the approval is then decided again.
interface StateRow extends ReviewRow {
  readonly referrer_id: number | null;
  readonly level2_referrer_id: number | null;
  readonly owner_found: boolean | null;
  readonly version: number | null;
}
interface SessionRow extends StateRow { readonly caller_id: number; readonly is_admin: boolean }

const columns = (stream: string) => `${REVIEW_COLUMNS}, u.referrer_id, u.level2_referrer_id, u.member_id IS NOT NULL AS owner_found,
       (SELECT max(e.stream_version) FROM events e WHERE e.stream_id = ${stream}) AS version`;
const JOINS = `LEFT JOIN profiles p ON p.member_id = po.member_id LEFT JOIN members u ON u.member_id = po.member_id`;

/** $1 post id, $2 its stream. */
const BY_ID = `SELECT ${columns("$2")} FROM posts po ${JOINS} WHERE po.post_id = $1`;
/** $1 the session token's hash, $2 post id, $3 its stream: no row without a live session, no post for a non-admin. */
const BY_SESSION = `SELECT c.member_id AS caller_id, c.is_admin, ${columns("$3")}
  FROM (${LIVE_SESSION}) c LEFT JOIN posts po ON c.is_admin AND po.post_id = $2 ${JOINS}`;

export type ReviewPost = ReturnType<typeof toReviewPost>;
export interface Approval { readonly post: ReviewPost; readonly changed: boolean }

const stateOf = (row: StateRow | undefined): post.PostState =>
  row === undefined || row.post_id === null
    ? { status: "none" }
    : { status: row.status as "pending" | "approved" | "rejected", postId: row.post_id, memberId: row.member_id };

type Read = Effect.Effect<{ readonly row: StateRow | undefined; readonly metadata: Metadata }, Unauthorized | Forbidden | DbError, Database>;

const approveFrom = (postId: string, read: Read) =>
  Effect.gen(function* () {
    const at = (yield* Now)().toISOString();
    return yield* Effect.gen(function* () {
      const { row, metadata } = yield* read;
      const state = stateOf(row);
      if (row && state.status !== "none" && !row.owner_found) return yield* Effect.fail(new MemberNotFound({ memberId: row.member_id }));
      const upline = { referrerId: row?.referrer_id ?? null, level2ReferrerId: row?.level2_referrer_id ?? null };
      const decided = post.decide({ type: "ApprovePost", postId, upline, at }, state);
      if (Result.isFailure(decided)) return yield* Effect.fail(decided.failure);
      // The decider refuses a post it was not shown, so the row is there from here on.
      const found = row!;
      const [event] = decided.success;
      // Approving an approved post decides nothing: the answer is the row as read.
      if (event === undefined) return { post: toReviewPost(found), changed: false } satisfies Approval;
      const { projected } = yield* appendInOneTrip(yield* Database, streams.post(postId), found.version ?? 0, event, metadata);
      const decidedRow = projected.flat().find((r) => r["post_id"] === postId);
      return { post: toReviewPost({ ...found, ...decidedRow }), changed: true } satisfies Approval;
    }).pipe(Effect.retry({ times: 8, while: (error) => error._tag === "ConcurrencyConflict" }));
  });

/** Approves as the system or the CLI would: `metadata` names the actor. */
export const approveAs = (postId: string, metadata: Metadata) =>
  approveFrom(postId, Effect.gen(function* () {
    const [row] = yield* (yield* Database).query<StateRow>(BY_ID, [postId, streams.post(postId)]);
    return { row, metadata };
  }));

/** Approves for the admin holding the session whose token hashes to `tokenHash` (401, 403 otherwise). */
export const approveBySession = (tokenHash: string, postId: string, requestId: string) =>
  approveFrom(postId, Effect.gen(function* () {
    const [row] = yield* (yield* Database).query<SessionRow>(BY_SESSION, [tokenHash, postId, streams.post(postId)]);
    if (!row) return yield* Effect.fail(new Unauthorized());
    if (!row.is_admin) return yield* Effect.fail(new Forbidden());
    return { row, metadata: { actor: row.caller_id, requestId } };
  }));
