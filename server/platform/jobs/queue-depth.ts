import { Effect } from "effect";
import type { Sql } from "../db/database.ts";

// How much background work waits, for the metrics: queued jobs (and of them, those due now),
// running ones, and how long the oldest due job has waited. The partial indexes on queued and
// running jobs keep this to the live part of the table, however many finished jobs it keeps.
export interface QueueDepth {
  readonly queued: number;
  readonly due: number;
  readonly running: number;
  readonly oldestDueSeconds: number;
}

export const queueDepth = (sql: Sql) =>
  Effect.map(
    sql.query<QueueDepth>(
      `SELECT count(*) FILTER (WHERE state = 'queued')::int AS queued,
              count(*) FILTER (WHERE state = 'queued' AND run_after <= now())::int AS due,
              count(*) FILTER (WHERE state = 'running')::int AS running,
              coalesce(extract(epoch FROM now() - min(run_after) FILTER (WHERE state = 'queued' AND run_after <= now())), 0)::float8
                AS "oldestDueSeconds"
         FROM jobs WHERE state IN ('queued', 'running')`,
    ),
    ([row]) => row!,
  );

/** Jobs that failed (gave up) in the last hour, by kind: only kinds with a failure are listed. */
export const failedLately = (sql: Sql) =>
  sql.query<{ kind: string; failed: number }>(
    `SELECT kind, count(*)::int AS failed FROM jobs
      WHERE state = 'failed' AND updated_at > now() - interval '1 hour' GROUP BY kind ORDER BY kind`,
  );
