import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { EVIDENCE_JOIN, EVIDENCE_STATUS } from "../evidence-status/columns.ts";

// The posts an operator's bulk approval takes (`jemput posts approve-matching`, decision 56):
// the oldest pending posts whose evidence matches, by the same status SQL as the queue and the
// batch, and how many such posts are waiting in all. Changes nothing: the batch decides again,
// post by post.

const OLDEST = `SELECT po.post_id, count(*) OVER ()::int AS waiting FROM posts po ${EVIDENCE_JOIN}
  WHERE po.status = 'pending' AND ${EVIDENCE_STATUS} = 'matches'
  ORDER BY po.submitted_at, po.post_id`;

export interface OldestMatching {
  /** Up to the limit, oldest first. */
  readonly postIds: ReadonlyArray<string>;
  /** Every pending post whose evidence matches now, the limit aside. */
  readonly waiting: number;
}

/** The oldest `limit` pending posts whose evidence matches, and how many match in all. */
export const oldestMatching = (sql: Sql, limit: number) =>
  Effect.map(
    sql.query<{ post_id: string; waiting: number }>(`${OLDEST} LIMIT $1`, [limit]),
    (rows): OldestMatching => ({ postIds: rows.map((r) => r.post_id), waiting: rows[0]?.waiting ?? 0 }),
  );
