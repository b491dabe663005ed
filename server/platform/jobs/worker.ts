import crypto from "node:crypto";
import os from "node:os";
import { Cause, Data, Effect, Exit, Fiber, type ManagedRuntime } from "effect";
import { RetryPolicy } from "../brevo/retry.ts";
import { Database } from "../db/database.ts";
import type { Logger } from "../logging/logger.ts";
import {
  claimJob,
  completeJob,
  failJob,
  holdLease,
  releaseJob,
  retryJobLater,
  type JobRow,
  type Lease,
} from "./store.ts";

// The worker loop every server process runs: claim a job, run its handler while a heartbeat
// keeps the lock fresh, then record the outcome. Handlers write their progress as they go
// (checked against the lock), so a job claimed again after a crash resumes where it stopped.
// A handler names the services it needs (R, the database unless it says more) and the
// worker's runtime must provide them: the queue itself needs only the database, not what the
// app composes around it.
export interface JobContext {
  readonly job: JobRow;
  readonly lease: Lease;
}
export type JobHandler<R = Database> = (context: JobContext) => Effect.Effect<unknown, unknown, R>;
export type JobHandlers<R = Database> = Readonly<Record<string, JobHandler<R>>>;

/** A failure that trying again cannot fix: the job is marked failed at once. */
export class JobFailed extends Data.TaggedError("JobFailed")<{ readonly reason: string }> {
  override get message() {
    return this.reason;
  }
}

const PERMANENT = new Set(["JobFailed", "BrevoRejected", "BrevoNotConfigured"]);

export interface WorkerOptions {
  readonly id?: string;
  /** How often an idle worker looks for work. */
  readonly pollMs?: number;
  /** A running job whose lock is older than this is taken over. */
  readonly staleAfterMs?: number;
  readonly heartbeatMs?: number;
  /** Claims after which a failing job is marked failed. */
  readonly maxAttempts?: number;
  /** The first wait before a failed job is tried again; it doubles with each attempt. */
  readonly requeueBaseMs?: number;
  /** In-place retries of Brevo calls (429, 5xx). */
  readonly brevoRetry?: RetryPolicy;
}

export interface Worker {
  readonly id: string;
  readonly stop: () => Promise<void>;
}

const reasonOf = (cause: Cause.Cause<unknown>): { tag: string | undefined; message: string } => {
  const failure = cause.reasons.find(Cause.isFailReason)?.error as { _tag?: string; message?: string } | undefined;
  if (failure) return { tag: failure._tag, message: failure.message || String(failure) };
  const defect = Cause.squash(cause) as { message?: string };
  return { tag: undefined, message: defect?.message ?? String(defect) };
};

export const startWorker = <R = Database>(
  runtime: ManagedRuntime.ManagedRuntime<NoInfer<R> | Database, Error>,
  handlers: JobHandlers<R>,
  logger: Logger,
  options: WorkerOptions = {},
): Worker => {
  const id = options.id ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const {
    pollMs = 1_000,
    staleAfterMs = 60_000,
    heartbeatMs = 15_000,
    maxAttempts = 5,
    requeueBaseMs = 30_000,
  } = options;
  const kinds = Object.keys(handlers);

  const settle = (job: JobRow, lease: Lease, exit: Exit.Exit<unknown, unknown>) =>
    Effect.gen(function* () {
      const db = yield* Database;
      const log = { jobId: job.id, kind: job.kind, attempt: job.attempts };
      if (Exit.isSuccess(exit)) {
        yield* completeJob(db, lease, exit.value);
        logger.info(log, "job done");
        return;
      }
      const { tag, message } = reasonOf(exit.cause);
      if (tag === "LeaseLost") {
        logger.warn(log, "job taken over by another worker");
      } else if ((tag !== undefined && PERMANENT.has(tag)) || job.attempts >= maxAttempts) {
        yield* failJob(db, lease, message);
        logger.error({ ...log, error: message }, "job failed");
      } else {
        const delayMs = Math.min(3_600_000, requeueBaseMs * 2 ** (job.attempts - 1));
        yield* retryJobLater(db, lease, message, delayMs);
        logger.warn({ ...log, error: message, delayMs }, "job will be tried again");
      }
    }).pipe(
      Effect.catch((error) =>
        Effect.sync(() => logger.error({ jobId: job.id, err: error }, "could not record a job's outcome")),
      ),
    );

  const run = (job: JobRow) =>
    Effect.gen(function* () {
      const db = yield* Database;
      const lease: Lease = { jobId: job.id, workerId: id };
      const handler = handlers[job.kind]!;
      // The heartbeat only ever ends by failing (LeaseLost or a database error), which stops the handler.
      const heartbeat = Effect.forever(Effect.sleep(heartbeatMs).pipe(Effect.andThen(holdLease(db, lease))));
      const work = Effect.suspend(() => handler({ job, lease }));
      const exit = yield* Effect.exit(Effect.raceFirst(work, heartbeat));
      yield* settle(job, lease, exit);
    }).pipe(
      // Stopping the server hands the job back instead of leaving it to go stale.
      Effect.onInterrupt(() =>
        Database.use((db) => releaseJob(db, { jobId: job.id, workerId: id })).pipe(Effect.ignore),
      ),
    );

  const loop = Effect.gen(function* () {
    const db = yield* Database;
    for (;;) {
      const job = yield* claimJob(db, id, staleAfterMs, kinds).pipe(
        Effect.catch((error) =>
          Effect.sync(() => {
            logger.error({ err: error }, "could not claim a job");
            return null;
          }),
        ),
      );
      if (job === null) yield* Effect.sleep(pollMs);
      else yield* run(job);
    }
  });

  const program = options.brevoRetry ? loop.pipe(Effect.provideService(RetryPolicy, options.brevoRetry)) : loop;
  const fiber = runtime.runFork(program);
  return { id, stop: () => runtime.runPromise(Fiber.interrupt(fiber)) };
};
