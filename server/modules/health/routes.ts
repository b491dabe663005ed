import { Effect } from "effect";
import { Router } from "express";
import { Health } from "../../../domain/contract/system.ts";
import { Database } from "../../platform/db/database.ts";
import { ReadDatabase } from "../../platform/db/read-database.ts";
import { subscriptionLag } from "../../platform/event-store/subscription.ts";
import { encode } from "../../platform/http/encode.ts";
import { route } from "../../platform/http/route.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { schemaLevel } from "./queries.ts";

export const healthRoutes = (runtime: AppRuntime) =>
  Router().get(
    "/api/health",
    route(runtime, () =>
      Effect.gen(function* () {
        const db = yield* Database;
        const replica = yield* (yield* ReadDatabase).status;
        return {
          body: encode(Health, {
            status: "ok",
            database: db.mode,
            migrationLevel: yield* schemaLevel(db),
            // A subscription far behind still answers ok: reads catch up as they need to.
            subscriptions: yield* subscriptionLag(db),
            // Only with a replica configured; its state never fails the check (reads fall back).
            ...(replica && { replica: { ...replica, checkedAt: replica.checkedAt?.toISOString() ?? null } }),
          }),
        };
      }),
    ),
  );
