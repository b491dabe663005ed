import { Data, Effect } from "effect";
import type { Sql } from "../db/database.ts";

// The jobs table: enqueue, claim with FOR UPDATE SKIP LOCKED, and every later write checked
// against the claimant's lock, so a worker whose job was taken over (its lock went stale)
// can no longer record anything for it.
export type JobState = "queued" | "running" | "done" | "failed";

export interface JobRow {
  readonly id: number;
  readonly kind: string;
  readonly state: JobState;
  readonly payload: Record<string, unknown>;
  readonly progress: Record<string, unknown>;
  readonly result: unknown;
  readonly error: string | null;
  readonly attempts: number;
  readonly run_after: Date;
  readonly locked_by: string | null;
  readonly locked_at: Date | null;
  readonly created_by: number | null;
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** Who holds a running job: its id and the worker that claimed it. */
export interface Lease {
  readonly jobId: number;
  readonly workerId: string;
}

export class LeaseLost extends Data.TaggedError("LeaseLost")<{ readonly jobId: number }> {
  override get message() {
    return `job ${this.jobId} was taken over by another worker`;
  }
}

export interface NewJob {
  readonly kind: string;
  readonly payload: object;
  readonly progress?: object;
  readonly createdBy?: number | null;
}

export const enqueueJob = (sql: Sql, job: NewJob) =>
  Effect.map(
    sql.query<{ id: number }>(
      `INSERT INTO jobs (kind, payload, progress, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
      [job.kind, JSON.stringify(job.payload), JSON.stringify(job.progress ?? {}), job.createdBy ?? null],
    ),
    ([row]) => row!.id,
  );

/**
 * For kinds that run one at a time (a unique index on active jobs): the new job's id, or null
 * when one is already queued or running.
 */
export const enqueueSingleJob = (sql: Sql, job: NewJob) =>
  Effect.map(
    sql.query<{ id: number }>(
      `INSERT INTO jobs (kind, payload, progress, created_by) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
      [job.kind, JSON.stringify(job.payload), JSON.stringify(job.progress ?? {}), job.createdBy ?? null],
    ),
    ([row]) => row?.id ?? null,
  );

/** The progress of a job its creator just enqueued, in the same transaction (no worker holds it yet). */
export const setProgress = (sql: Sql, jobId: number, progress: object) =>
  Effect.asVoid(sql.query(`UPDATE jobs SET progress = $2 WHERE id = $1`, [jobId, JSON.stringify(progress)]));

/** Erasure: jobs of `kind` addressed to `email` (lower case), as a mail's payload or its result names it, go. */
export const dropJobsTo = (sql: Sql, kind: string, email: string) =>
  Effect.asVoid(
    sql.query(
      `DELETE FROM jobs WHERE kind = $2 AND $1 IN (lower(payload #>> '{mail,to}'), lower(payload ->> 'to'), lower(result ->> 'to'))`,
      [email, kind],
    ),
  );

/**
 * For kinds whose one job works through a queue of its own (post evidence): makes sure a job of
 * `kind` is queued, due within `delayMs`. A queued one is locked and brought forward, so a
 * worker cannot claim it until this transaction commits and its work is visible; else a new one
 * is queued. A job already running does not count: it may have looked at its queue already.
 */
export const wakeJob = (sql: Sql, kind: string, delayMs: number) =>
  Effect.asVoid(
    sql.query(
      `WITH queued AS (
         UPDATE jobs SET run_after = least(run_after, now() + make_interval(secs => $2::double precision / 1000))
          WHERE id = (SELECT id FROM jobs WHERE kind = $1 AND state = 'queued' ORDER BY id LIMIT 1 FOR UPDATE)
         RETURNING id)
       INSERT INTO jobs (kind, run_after)
       SELECT $1, now() + make_interval(secs => $2::double precision / 1000) WHERE NOT EXISTS (SELECT 1 FROM queued)`,
      [kind, delayMs],
    ),
  );

export const activeJobOfKind = (sql: Sql, kind: string) =>
  Effect.map(
    sql.query<JobRow>(`SELECT * FROM jobs WHERE kind = $1 AND state IN ('queued', 'running') ORDER BY id LIMIT 1`, [
      kind,
    ]),
    ([row]) => row ?? null,
  );

const claim = (sql: Sql, workerId: string, candidate: string, params: ReadonlyArray<unknown>) =>
  Effect.map(
    sql.query<JobRow>(
      `UPDATE jobs SET state = 'running', locked_by = $1, locked_at = now(), attempts = attempts + 1, updated_at = now()
        WHERE id = (${candidate} LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [workerId, ...params],
    ),
    ([row]) => row ?? null,
  );

/**
 * The next job to run: queued and due (oldest first), else one running under a lock older than
 * `staleAfterMs` (its worker died or hung). Each is one walk of a small partial index; claiming
 * counts an attempt.
 */
export const claimJob = (sql: Sql, workerId: string, staleAfterMs: number, kinds: ReadonlyArray<string>) =>
  Effect.flatMap(
    claim(
      sql,
      workerId,
      `SELECT id FROM jobs WHERE state = 'queued' AND run_after <= now() AND kind = ANY($2::text[]) ORDER BY run_after, id`,
      [kinds],
    ),
    (job) =>
      job !== null
        ? Effect.succeed(job)
        : claim(
            sql,
            workerId,
            `SELECT id FROM jobs WHERE state = 'running' AND locked_at < now() - make_interval(secs => $3::double precision / 1000) AND kind = ANY($2::text[]) ORDER BY locked_at`,
            [kinds, staleAfterMs],
          ),
  );

const leased = <R extends object>(rows: Array<R>, lease: Lease) =>
  rows.length > 0 ? Effect.succeed(rows[0]!) : Effect.fail(new LeaseLost({ jobId: lease.jobId }));

const WHERE_HELD = `WHERE id = $1 AND locked_by = $2 AND state = 'running'`;

/** Renews the lock; fails with LeaseLost when another worker holds the job now. */
export const holdLease = (sql: Sql, lease: Lease) =>
  Effect.flatMap(
    sql.query(`UPDATE jobs SET locked_at = now() ${WHERE_HELD} RETURNING id`, [lease.jobId, lease.workerId]),
    (rows) => leased(rows, lease),
  );

/** Merges `changes` into the progress (and renews the lock); the whole progress comes back. */
export const saveProgress = (sql: Sql, lease: Lease, changes: object) =>
  Effect.flatMap(
    sql.query<{ progress: Record<string, unknown> }>(
      `UPDATE jobs SET progress = progress || $3::jsonb, locked_at = now(), updated_at = now() ${WHERE_HELD} RETURNING progress`,
      [lease.jobId, lease.workerId, JSON.stringify(changes)],
    ),
    (rows) => Effect.map(leased(rows, lease), (row) => row.progress),
  );

/** Adds one to `done` and to the named counter of the progress. */
export const countProgress = (sql: Sql, lease: Lease, counter: string) =>
  Effect.flatMap(
    sql.query(
      `UPDATE jobs SET progress = progress || jsonb_build_object(
              'done', coalesce((progress ->> 'done')::int, 0) + 1, $3::text, coalesce((progress ->> $3)::int, 0) + 1),
              locked_at = now(), updated_at = now() ${WHERE_HELD} RETURNING id`,
      [lease.jobId, lease.workerId, counter],
    ),
    (rows) => leased(rows, lease),
  );

export const setPayload = (sql: Sql, lease: Lease, payload: object) =>
  Effect.flatMap(
    sql.query(`UPDATE jobs SET payload = $3::jsonb, updated_at = now() ${WHERE_HELD} RETURNING id`, [
      lease.jobId,
      lease.workerId,
      JSON.stringify(payload),
    ]),
    (rows) => leased(rows, lease),
  );

const finish = (sql: Sql, lease: Lease, set: string, params: ReadonlyArray<unknown>) =>
  Effect.flatMap(
    sql.query(
      `UPDATE jobs SET ${set}, locked_by = NULL, locked_at = NULL, updated_at = now() ${WHERE_HELD} RETURNING id`,
      [lease.jobId, lease.workerId, ...params],
    ),
    (rows) => leased(rows, lease),
  );

export const completeJob = (sql: Sql, lease: Lease, result: unknown) =>
  finish(sql, lease, `state = 'done', result = $3::jsonb, error = NULL`, [JSON.stringify(result ?? null)]);

export const failJob = (sql: Sql, lease: Lease, error: string) =>
  finish(sql, lease, `state = 'failed', error = $3`, [error]);

/** Back to the queue after a passing failure, due again after `delayMs`; the error is kept for the tab. */
export const retryJobLater = (sql: Sql, lease: Lease, error: string, delayMs: number) =>
  finish(
    sql,
    lease,
    `state = 'queued', error = $3, run_after = now() + make_interval(secs => $4::double precision / 1000)`,
    [error, delayMs],
  );

/** A worker that stops hands its job back at once; the stop does not count as an attempt. */
export const releaseJob = (sql: Sql, lease: Lease) =>
  finish(sql, lease, `state = 'queued', attempts = greatest(attempts - 1, 0), run_after = now()`, []);
