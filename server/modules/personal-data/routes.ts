import { Effect, Schema } from "effect";
import { Router } from "express";
import { ADMIN_HEADERS, requireAdminAction } from "../admin/guard.ts";
import { requireMember } from "../auth/session.ts";
import type { Config } from "../../platform/config/config.ts";
import { Database } from "../../platform/db/database.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { eraseMember, exportData } from "./handlers.ts";
import { dataAccessLog } from "./queries.ts";

// PDPA: a member downloads everything held about them or erases it; admins read who accessed
// or exported members' data.
const ErasureBody = Schema.Struct({
  password: Schema.String.pipe(Schema.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(1_000, { message: "must be at most 1,000 characters" }),
  )),
});

const LogQuery = Schema.Struct({
  limit: Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(/^([1-9]\d?|[1-4]\d\d|500)$/, { message: "must be a whole number from 1 to 500" })))),
});

export const personalDataRoutes = (runtime: AppRuntime, config: Config) =>
  Router()
    .get("/api/profile/data-export", route(runtime, (req) => Effect.gen(function* () {
      const caller = yield* requireMember(req);
      const data = yield* exportData(caller);
      return {
        body: `${JSON.stringify(data, null, 2)}\n`,
        headers: {
          ...PRIVATE_NO_STORE,
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="jemput-my-data-${data.exportedAt.slice(0, 10)}.json"`,
        },
      };
    })))
    .post("/api/profile/erasure", route(runtime, (req) => Effect.gen(function* () {
      const caller = yield* requireMember(req);
      const { password } = yield* decodeInput(ErasureBody, "Invalid erasure request")(req.body ?? {});
      return { body: yield* eraseMember(caller, password, config.uploadsDir, String(req.id ?? "")), headers: PRIVATE_NO_STORE };
    })))
    .get("/api/admin/data-access", route(runtime, (req) => Effect.gen(function* () {
      yield* requireAdminAction(req);
      const { limit } = yield* decodeInput(LogQuery, "Invalid data access query")({ limit: req.query["limit"] || undefined });
      return { body: yield* dataAccessLog(yield* Database, Number(limit ?? 100)), headers: ADMIN_HEADERS };
    })));
