import { Effect } from "effect";
import type { Sql } from "../db/database.ts";
import type { Lease } from "./store.ts";

// A job's items (job_items): one row per member a job works through, fixed when it starts and
// each finished once.

/** The job's items, in the transaction that enqueued it: how many. */
export const addItems = (tx: Sql, jobId: number, items: ReadonlyArray<number>) =>
  Effect.map(
    tx.query<{ n: number }>(
      `WITH added AS (INSERT INTO job_items (job_id, item) SELECT $1, unnest($2::int[]) RETURNING 1)
       SELECT count(*)::int AS n FROM added`,
      [jobId, items],
    ),
    ([row]) => row?.n ?? 0,
  );

/** Marks a pending item done under the job's lease: whether it was still pending. */
export const finishItem = (tx: Sql, lease: Lease, item: number, state: string, detail: string) =>
  Effect.map(
    tx.query(
      `UPDATE job_items SET state = $3, detail = $4, updated_at = now() WHERE job_id = $1 AND item = $2 AND state = 'pending' RETURNING item`,
      [lease.jobId, item, state, detail.slice(0, 500)],
    ),
    (rows) => rows.length > 0,
  );

/** Erasure: an item's detail can quote a mail service's answer about the member's address. */
export const eraseItemDetails = (tx: Sql, item: number) =>
  Effect.asVoid(
    tx.query(`UPDATE job_items SET detail = 'erased' WHERE item = $1 AND detail IS NOT NULL AND detail <> 'erased'`, [
      item,
    ]),
  );
