import { Effect } from "effect";
import { Router } from "express";
import {
  DataAccessLog,
  DataAccessQuery,
  DataExport,
  ErasureBody,
  ErasureResult,
} from "../../../domain/contract/personal-data.ts";
import { ADMIN_HEADERS, requireAdminAction } from "../admin/guard.ts";
import { requireMember } from "../credentials/session.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { eraseMember, exportData } from "./handlers.ts";
import { dataAccessLog } from "./queries.ts";

// PDPA: a member downloads everything held about them or erases it; admins read who accessed
// or exported members' data.

export const personalDataRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/profile/data-export",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const data = yield* exportData(caller);
          return {
            body: `${JSON.stringify(encode(DataExport, data), null, 2)}\n`,
            headers: {
              ...PRIVATE_NO_STORE,
              "Content-Type": "application/json; charset=utf-8",
              "Content-Disposition": `attachment; filename="jemput-my-data-${data.exportedAt.slice(0, 10)}.json"`,
            },
          };
        }),
      ),
    )
    .post(
      "/api/profile/erasure",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const { password } = yield* decodeInput(ErasureBody, "Invalid erasure request")(req.body ?? {});
          return {
            body: encode(ErasureResult, yield* eraseMember(caller, password, String(req.id ?? ""))),
            headers: PRIVATE_NO_STORE,
          };
        }),
      ),
    )
    .get(
      "/api/admin/data-access",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const { limit } = yield* decodeInput(
            DataAccessQuery,
            "Invalid data access query",
          )({ limit: req.query["limit"] || undefined });
          return {
            body: encode(DataAccessLog, yield* dataAccessLog(yield* Database, Number(limit ?? 100))),
            headers: ADMIN_HEADERS,
          };
        }),
      ),
    );
