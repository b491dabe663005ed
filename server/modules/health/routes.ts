import { Duration, Effect } from "effect";
import { healthApi } from "../../../domain/contract/routes/health.ts";
import { healthProblems } from "../../../domain/health.ts";
import { Database } from "../../platform/db/database.ts";
import { ReadDatabase } from "../../platform/db/read-database.ts";
import { subscriptionLag } from "../../platform/event-store/subscription.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { schemaLevel } from "./queries.ts";

/** Longer than this and the database counts as not answering: a load balancer moves on. */
const DATABASE_TIMEOUT = Duration.seconds(3);

const causeOf = (error: unknown) => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (cause as Error)?.message ?? String(cause);
};

// 200 while the instance can serve (`degraded` names what needs looking at but still serves),
// 503 with the cause when it cannot reach its database: what a load balancer's check and an
// operator both need (decision 60).
export const healthRoutes = implement(healthApi, {
  health: () =>
    Effect.gen(function* () {
      const db = yield* Database;
      const replica = yield* (yield* ReadDatabase).status;
      const read = yield* Effect.all([schemaLevel(db), subscriptionLag(db)]).pipe(
        Effect.timeoutOrElse({
          duration: DATABASE_TIMEOUT,
          orElse: () => Effect.fail(new Error(`no answer within ${Duration.format(DATABASE_TIMEOUT)}`)),
        }),
        Effect.result,
      );
      if (read._tag === "Failure")
        return answer(503, { status: "unavailable", failing: "database", reason: causeOf(read.failure) });
      const [migrationLevel, subscriptions] = read.success;
      const problems = healthProblems(subscriptions, replica);
      return {
        status: problems.length === 0 ? "ok" : "degraded",
        database: db.mode,
        migrationLevel,
        subscriptions,
        ...(replica && { replica: { ...replica, checkedAt: replica.checkedAt?.toISOString() ?? null } }),
        problems,
      };
    }),
});
