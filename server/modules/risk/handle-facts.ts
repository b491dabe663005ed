import { Effect } from "effect";
import type { Platform } from "../../../domain/events.ts";
import { EVIDENCE_POSTS_MAX, type HandleClaim, type MismatchRecord } from "../../../domain/risk/handle-rules.ts";
import type { Sql } from "../../platform/db/database.ts";
import { EVIDENCE_JOIN, EVIDENCE_STATUS } from "../evidence-status/columns.ts";

// What the handle rules look at (domain/risk/handle-rules.ts), read from social_handles and from
// each post's evidence as the review queue works it out (server/modules/evidence-status/columns.ts: one
// definition of a mismatch for both). Around some members: every claim of a handle one of them
// claims, so a shared handle is seen whole from either side, and their own mismatched posts.

interface ClaimRow {
  member_id: number;
  platform: Platform;
  handle: string;
  claimed_at: Date;
  verified_at: Date | null;
}
const toClaim = (r: ClaimRow): HandleClaim => ({
  memberId: r.member_id,
  platform: r.platform,
  handle: r.handle,
  claimedAt: r.claimed_at.toISOString(),
  verifiedAt: r.verified_at?.toISOString() ?? null,
});

const CLAIM_COLUMNS = `o.member_id, o.platform, o.handle, o.claimed_at, o.verified_at`;

/** Every claim of a handle that one of `memberIds` claims, theirs included. */
export const claimsAround = (sql: Sql, memberIds: ReadonlyArray<number>) =>
  Effect.map(
    sql.query<ClaimRow>(
      `SELECT DISTINCT ${CLAIM_COLUMNS} FROM social_handles s
         JOIN social_handles o ON o.platform = s.platform AND o.handle = s.handle
        WHERE s.member_id = ANY($1::int[])`,
      [memberIds],
    ),
    (rows) => rows.map(toClaim),
  );

/** Every claim of a handle more than one member claims (a scan). */
export const sharedClaims = (sql: Sql) =>
  Effect.map(
    sql.query<ClaimRow>(
      `SELECT ${CLAIM_COLUMNS} FROM social_handles o
        WHERE (o.platform, o.handle) IN (SELECT platform, handle FROM social_handles GROUP BY 1, 2 HAVING count(*) > 1)`,
    ),
    (rows) => rows.map(toClaim),
  );

/**
 * Each member's posts whose author is not their handle, newest first; `memberIds` null for
 * everyone. Only a post the platform found can be a mismatch: saying so lets a scan start from
 * the evidence rather than from every post.
 */
export const mismatchesOf = (sql: Sql, memberIds: ReadonlyArray<number> | null) =>
  Effect.map(
    sql.query<{ member_id: number; n: number; post_ids: Array<string> }>(
      `SELECT po.member_id, count(*)::int AS n, (array_agg(po.post_id ORDER BY po.submitted_at DESC, po.post_id))[1:${EVIDENCE_POSTS_MAX}] AS post_ids
         FROM posts po ${EVIDENCE_JOIN}
        WHERE ($1::int[] IS NULL OR po.member_id = ANY($1::int[])) AND e.outcome = 'found' AND ${EVIDENCE_STATUS} = 'mismatch'
        GROUP BY po.member_id`,
      [memberIds],
    ),
    (rows): Array<MismatchRecord> => rows.map((r) => ({ memberId: r.member_id, count: r.n, postIds: r.post_ids })),
  );
