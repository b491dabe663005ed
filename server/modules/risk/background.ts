import { Effect, Fiber, Schedule, type ManagedRuntime } from "effect";
import { RiskSettings } from "../../platform/config/risk-settings.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import type { Logger } from "../../platform/logging/logger.ts";
import type { AppServices } from "../../platform/runtime.ts";
import { evaluateAllPending } from "./evaluate.ts";
import { rederiveBankSignals } from "./rederive.ts";

// The rules run beside the requests, not in them: a registration or a submission only records
// its signals and queues the member (one statement), and this loop looks at the queue every few
// seconds. Any number of instances may run it: each batch is taken by one of them.

/** Signals not seen for the retention are deleted: personal data kept no longer than the rules need. */
export const pruneSignals = Effect.fn("Risk.pruneSignals")(function* () {
  const { retentionDays } = yield* RiskSettings;
  const db = yield* Database;
  const at = yield* now;
  const cutoff = new Date(at.getTime() - retentionDays * 86_400_000);
  const gone = yield* db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM risk_signals WHERE last_seen_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [cutoff],
  );
  return gone[0]?.n ?? 0;
});

export const startRiskEvaluator = (
  runtime: ManagedRuntime.ManagedRuntime<AppServices, Error>,
  logger: Logger,
  everyMs = 2_000,
  pruneEveryMs = 3_600_000,
) => {
  const report = (what: string) => (error: unknown) => Effect.sync(() => logger.error({ err: error }, what));
  const evaluate = evaluateAllPending().pipe(
    Effect.tap((members) => Effect.sync(() => members > 0 && logger.debug({ members }, "risk rules evaluated"))),
    Effect.catch(report("could not evaluate the risk rules")),
  );
  // At start and after each pruning: current bank accounts missing their signal get it again.
  const prune = pruneSignals().pipe(
    Effect.tap((n) => Effect.sync(() => n > 0 && logger.info({ signals: n }, "pruned risk signals past retention"))),
    Effect.andThen(rederiveBankSignals()),
    Effect.tap((n) => Effect.sync(() => n > 0 && logger.info({ signals: n }, "bank account signals made again"))),
    Effect.catch(report("could not prune risk signals")),
  );
  const fibers = [
    runtime.runFork(Effect.repeat(evaluate, Schedule.spaced(everyMs))),
    runtime.runFork(Effect.repeat(prune, Schedule.spaced(pruneEveryMs))),
  ];
  return { stop: () => runtime.runPromise(Effect.forEach(fibers, Fiber.interrupt)).then(() => undefined) };
};
