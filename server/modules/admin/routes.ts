import { Effect, Schema } from "effect";
import { Router } from "express";
import { periodOf } from "../../../domain/period.ts";
import { Database } from "../../platform/db/database.ts";
import { Now } from "../../platform/clock/now.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { ADMIN_HEADERS, requireAdminAction } from "./guard.ts";
import { adminStats, auditLog } from "./queries.ts";

const AuditQuery = Schema.Struct({
  limit: Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^([1-9]\d?|[1-4]\d\d|500)$/, { message: "must be a whole number from 1 to 500" })))),
});

export const adminRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/admin/stats", route(runtime, (req) => Effect.gen(function* () {
      yield* requireAdminAction(req);
      const db = yield* Database;
      return { body: yield* adminStats(db, periodOf((yield* Now)())), headers: ADMIN_HEADERS };
    })))
    .get("/api/admin/audit", route(runtime, (req) => Effect.gen(function* () {
      yield* requireAdminAction(req);
      const { limit } = yield* decodeInput(AuditQuery, "Invalid audit query")({ limit: req.query["limit"] || undefined });
      const db = yield* Database;
      return { body: yield* auditLog(db, Number(limit ?? 100)), headers: ADMIN_HEADERS };
    })));
