import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// The seam for checking a post's evidence again before a close pays it (decision 53): an approved
// post's pay waits out its holding period, and a post found taken down meanwhile is reversed,
// which takes its pay back before any close has paid it. A re-check before a close asks for the
// posts below, fetches their evidence again and reverses (posts/handlers.ts reversePost) those
// the platform no longer shows.

/**
 * The approved posts (not reversed) whose pay is still in its holding period at `at`, the first
 * to become payable first, at most `limit`. Reads the whole ledger: for a check before a close,
 * not for every request.
 */
export const postsInHolding = (sql: Sql, at: Date, limit = 10_000) =>
  Effect.map(
    sql.query<{ post_id: string }>(
      `SELECT p.post_id
         FROM ledger_lines l JOIN posts p ON p.post_id = l.post_id
        WHERE l.kind = 'personal' AND l.payable_at > $1 AND p.status = 'approved'
        ORDER BY l.payable_at, l.position
        LIMIT $2`,
      [at, limit],
    ),
    (rows) => rows.map((r) => r.post_id),
  );
