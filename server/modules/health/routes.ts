import { Effect } from "effect";
import { healthApi } from "../../../domain/contract/routes/health.ts";
import { Database } from "../../platform/db/database.ts";
import { ReadDatabase } from "../../platform/db/read-database.ts";
import { subscriptionLag } from "../../platform/event-store/subscription.ts";
import { implement } from "../../platform/http/bind.ts";
import { schemaLevel } from "./queries.ts";

export const healthRoutes = implement(healthApi, {
  health: () =>
    Effect.gen(function* () {
      const db = yield* Database;
      const replica = yield* (yield* ReadDatabase).status;
      return {
        status: "ok",
        database: db.mode,
        migrationLevel: yield* schemaLevel(db),
        // A subscription far behind still answers ok: reads catch up as they need to.
        subscriptions: yield* subscriptionLag(db),
        // Only with a replica configured; its state never fails the check (reads fall back).
        ...(replica && { replica: { ...replica, checkedAt: replica.checkedAt?.toISOString() ?? null } }),
      };
    }),
});
