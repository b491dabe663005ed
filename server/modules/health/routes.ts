import { Effect } from "effect";
import { Router } from "express";
import { Database } from "../../platform/db/database.ts";
import { route } from "../../platform/http/route.ts";
import type { AppRuntime } from "../../platform/runtime.ts";

export const healthRoutes = (runtime: AppRuntime) =>
  Router().get(
    "/api/health",
    route(runtime, () =>
      Effect.gen(function* () {
        const db = yield* Database;
        const [row] = yield* db.query<{ level: number | null }>(`SELECT max(version) AS level FROM schema_migrations`);
        return { body: { status: "ok", database: db.mode, migrationLevel: Number(row?.level ?? 0) } };
      }),
    ),
  );
