import { Effect } from "effect";
import { Router } from "express";
import { AdminHome, AdminStats, AuditLog, AuditQuery } from "../../../domain/contract/admin.ts";
import { periodOf } from "../../../domain/period.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { encode } from "../../platform/http/encode.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { ADMIN_HEADERS, requireAdminAction } from "./guard.ts";
import { adminHome } from "./home.ts";
import { adminStats, auditLog } from "./queries.ts";

export const adminRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/admin/stats",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const db = yield* Database;
          return { body: encode(AdminStats, yield* adminStats(db, periodOf(yield* now))), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .get(
      "/api/admin/home",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const db = yield* Database;
          return { body: encode(AdminHome, yield* adminHome(db, yield* now)), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .get(
      "/api/admin/audit",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const { limit } = yield* decodeInput(
            AuditQuery,
            "Invalid audit query",
          )({ limit: req.query["limit"] || undefined });
          const db = yield* Database;
          return { body: encode(AuditLog, yield* auditLog(db, Number(limit ?? 100))), headers: ADMIN_HEADERS };
        }),
      ),
    );
