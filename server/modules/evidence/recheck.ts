import { Effect, Fiber, Schedule } from "effect";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import type { Logger } from "../../platform/logging/logger.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { recheckEvidence } from "./queue.ts";

// The check before pay (decisions 52, 53): an approved post's pay waits out its holding period,
// and in its last day the platform is asked about it again, past the cache. A post the platform
// now says is gone shows in the review queue as taken down, for an admin to reverse before a
// close pays it; nothing is reversed without an admin.

/** How long before its pay becomes payable a post is asked about again. */
export const RECHECK_WINDOW_HOURS = 24;

/**
 * Approved posts whose pay becomes payable within the window after `at`, not asked about since
 * the window opened and not waiting for an answer: at most `limit`, the soonest first.
 */
const DUE = `SELECT l.post_id FROM ledger_lines l
   JOIN posts p ON p.post_id = l.post_id
   LEFT JOIN post_evidence e ON e.post_id = l.post_id
  WHERE l.kind = 'personal' AND p.status = 'approved'
    AND l.payable_at > $1 AND l.payable_at <= $1 + make_interval(hours => ${RECHECK_WINDOW_HOURS})
    AND e.due_at IS NULL
    AND (e.checked_at IS NULL OR e.checked_at < l.payable_at - make_interval(hours => ${RECHECK_WINDOW_HOURS}))
  ORDER BY l.payable_at LIMIT $2`;

/** Queues the posts due for their check before pay; answers how many. */
export const recheckBeforePay = Effect.fn("Evidence.recheckBeforePay")(function* (limit = 5_000) {
  const db = yield* Database;
  const at = yield* now;
  const rows = yield* db.query<{ post_id: string }>(DUE, [at, limit]);
  return yield* recheckEvidence(
    db,
    rows.map((r) => r.post_id),
    at,
  );
});

/** Every instance looks every `everyMs` (an hour): a post already queued is not queued again. */
export const startRecheckBeforePay = (runtime: AppRuntime, logger: Logger, everyMs = 3_600_000) => {
  const sweep = recheckBeforePay().pipe(
    Effect.tap((posts) => Effect.sync(() => posts > 0 && logger.info({ posts }, "posts asked about again before pay"))),
    Effect.catch((error) => Effect.sync(() => logger.error({ err: error }, "could not queue the check before pay"))),
  );
  const fiber = runtime.runFork(Effect.repeat(sweep, Schedule.spaced(everyMs)));
  return { stop: () => runtime.runPromise(Fiber.interrupt(fiber)).then(() => undefined) };
};
