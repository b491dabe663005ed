import { Effect } from "effect";
import { MemberNotFound } from "../../../domain/errors.ts";
import { streams } from "../../../domain/events.ts";
import * as post from "../../../domain/post.ts";
import type { DbError, Sql } from "../../platform/db/database.ts";
import type { Command, Loaded } from "../../platform/event-store/command.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { Forbidden, Unauthorized } from "../../platform/http/errors.ts";
import { LIVE_SESSION, refusal } from "../credentials/session.ts";
import { REVIEW_COLUMNS, type ReviewRow } from "./review.ts";

// The state an approval is decided from. Approvals, the hottest write an admin makes, load it
// from the post's projection row instead of folding the stream: that row is written in the
// append's transaction, so one statement reads it together with the stream's version, the
// owner's upline and (from the route) the caller's session. The command path (handle) then
// decides and appends the event with its projection in one round trip (handlers.ts).
interface StateRow extends ReviewRow {
  readonly referrer_id: number | null;
  readonly level2_referrer_id: number | null;
  readonly owner_found: boolean | null;
  readonly version: number | null;
}
interface SessionRow extends StateRow {
  readonly caller_id: number;
  readonly is_admin: boolean;
}

const columns = (
  stream: string,
) => `${REVIEW_COLUMNS}, u.referrer_id, u.level2_referrer_id, u.member_id IS NOT NULL AS owner_found,
       (SELECT max(e.stream_version) FROM events e WHERE e.stream_id = ${stream}) AS version`;
const JOINS = `LEFT JOIN profiles p ON p.member_id = po.member_id LEFT JOIN members u ON u.member_id = po.member_id`;

/** $1 post id, $2 its stream. */
const BY_ID = `SELECT ${columns("$2")} FROM posts po ${JOINS} WHERE po.post_id = $1`;
/** $1 the session token's hash, $2 post id, $3 its stream: no row without a live session, no post for a non-admin. */
const BY_SESSION = `SELECT c.member_id AS caller_id, c.is_admin, ${columns("$3")}
  FROM (${LIVE_SESSION}) c LEFT JOIN posts po ON c.is_admin AND po.post_id = $2 ${JOINS}`;

export interface PostLoaded extends Loaded<post.PostState> {
  readonly row: StateRow | undefined;
  readonly metadata: Metadata;
}

type LoadError = MemberNotFound | Unauthorized | Forbidden | DbError;

const loaded = (row: StateRow | undefined, metadata: Metadata): Effect.Effect<PostLoaded, MemberNotFound> =>
  Effect.gen(function* () {
    const found = row !== undefined && row.post_id !== null;
    if (found && !row.owner_found) return yield* Effect.fail(new MemberNotFound({ memberId: row.member_id }));
    // An approval never reads the credits (only a reversal does, and it folds the stream).
    const state: post.PostState = found
      ? {
          status: row.status as "pending" | "approved" | "rejected" | "reversed",
          postId: row.post_id,
          memberId: row.member_id,
          credits: [],
        }
      : { status: "none" };
    return { state, version: row?.version ?? 0, row, metadata } satisfies PostLoaded;
  });

type Source = { readonly metadata: Metadata } | { readonly tokenHash: string; readonly requestId: string };

const loadFrom =
  (postId: string, source: Source) =>
  (sql: Sql): Effect.Effect<PostLoaded, LoadError> =>
    "metadata" in source
      ? Effect.flatMap(sql.query<StateRow>(BY_ID, [postId, streams.post(postId)]), ([row]) =>
          loaded(row, source.metadata),
        )
      : Effect.flatMap(
          sql.query<SessionRow>(BY_SESSION, [source.tokenHash, postId, streams.post(postId)]),
          ([row]): Effect.Effect<PostLoaded, LoadError> => {
            if (!row) return refusal(sql, source.tokenHash);
            if (!row.is_admin) return Effect.fail(new Forbidden());
            return loaded(row, { actor: row.caller_id, requestId: source.requestId });
          },
        );

/** The approval of `postId` at `at`, for the command path: as an actor, or for a session's admin. */
export const approveCommand = (
  postId: string,
  at: string,
  source: Source,
): Command<post.PostState, post.PostCommand, PostLoaded, LoadError, never> => ({
  decider: post,
  streamId: streams.post(postId),
  load: loadFrom(postId, source),
  command: ({ row }) => ({
    type: "ApprovePost",
    postId,
    upline: { referrerId: row?.referrer_id ?? null, level2ReferrerId: row?.level2_referrer_id ?? null },
    at,
  }),
  metadata: ({ metadata }) => metadata,
});
