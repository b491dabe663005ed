import { Effect, Fiber, Schedule, type ManagedRuntime } from "effect";
import { Database, type Sql } from "../db/database.ts";
import type { Logger } from "../logging/logger.ts";
import { pruneOutbox } from "../outbox/store.ts";

// Finished jobs and outbox mail are kept for a month: long enough for an admin to look back
// at a campaign or an operator to find a mail, short enough that reset links and old
// recipient lists do not pile up. Queued and running jobs are never touched.
export interface Retention {
  readonly finishedJobsDays: number;
  readonly outboxDays: number;
}
export const RETENTION: Retention = { finishedJobsDays: 30, outboxDays: 30 };

export const pruneFinishedWork = (sql: Sql, retention: Retention = RETENTION) =>
  Effect.gen(function* () {
    // Campaign recipients (job_items) go with their job (ON DELETE CASCADE).
    const jobs = yield* sql.query<{ id: number }>(
      `DELETE FROM jobs WHERE state IN ('done', 'failed') AND updated_at < now() - make_interval(days => $1) RETURNING id`,
      [retention.finishedJobsDays],
    );
    const outbox = yield* pruneOutbox(sql, retention.outboxDays);
    return { jobs: jobs.length, outbox };
  });

/** Prunes at start and then every `everyMs`; any number of processes may do it at once. */
export const startHousekeeping = (
  runtime: ManagedRuntime.ManagedRuntime<Database, Error>,
  logger: Logger,
  everyMs = 3_600_000,
  retention: Retention = RETENTION,
) => {
  const once = Database.use((sql) => pruneFinishedWork(sql, retention)).pipe(
    Effect.tap((pruned) =>
      Effect.sync(() => {
        if (pruned.jobs + pruned.outbox > 0) logger.info(pruned, "pruned finished jobs and old outbox mail");
      }),
    ),
    Effect.catch((error) => Effect.sync(() => logger.error({ err: error }, "could not prune finished jobs"))),
  );
  const fiber = runtime.runFork(Effect.repeat(once, Schedule.spaced(everyMs)));
  return { stop: () => runtime.runPromise(Fiber.interrupt(fiber)) };
};
