import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import type { JobRow } from "../../platform/jobs/store.ts";

// What the Brevo tab shows of a job. The payload is left out: a mail job's payload holds the
// mail until it is sent, and a reset link is not for admins to read.
export const jobView = (job: JobRow) => ({
  id: job.id,
  kind: job.kind,
  state: job.state,
  progress: job.progress,
  result: job.result ?? null,
  error: job.error,
  attempts: job.attempts,
  createdBy: job.created_by,
  createdAt: job.created_at.toISOString(),
  updatedAt: job.updated_at.toISOString(),
  runAfter: job.run_after.toISOString(),
});

export const recentJobs = (
  sql: Sql,
  options: { readonly limit: number; readonly kinds: ReadonlyArray<string> | null },
) =>
  Effect.map(
    options.kinds === null
      ? sql.query<JobRow>(`SELECT * FROM jobs ORDER BY id DESC LIMIT $1`, [options.limit])
      : sql.query<JobRow>(`SELECT * FROM jobs WHERE kind = ANY($2::text[]) ORDER BY id DESC LIMIT $1`, [
          options.limit,
          options.kinds,
        ]),
    (rows) => rows.map(jobView),
  );

export const jobById = (sql: Sql, id: number) =>
  Effect.flatMap(sql.query<JobRow>(`SELECT * FROM jobs WHERE id = $1`, [id]), ([row]) =>
    row ? Effect.succeed(row) : Effect.fail(new NotFound({ what: "Job" })),
  );

/** The job once it is done or failed, or as it stands when `waitMs` has passed. */
export const waitForJob = (sql: Sql, id: number, waitMs: number, pollMs = 200) =>
  Effect.gen(function* () {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const job = yield* jobById(sql, id);
      if (job.state === "done" || job.state === "failed" || Date.now() >= deadline) return job;
      yield* Effect.sleep(Math.min(pollMs, Math.max(0, deadline - Date.now())));
    }
  });
