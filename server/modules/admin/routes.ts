import { Effect } from "effect";
import { adminApi } from "../../../domain/contract/routes/admin.ts";
import { periodOf } from "../../../domain/period.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { implement } from "../../platform/http/bind.ts";
import { adminHome } from "./home.ts";
import { adminStats, auditLog } from "./queries.ts";

// The admin's overview: the figure cards, what needs doing, and the audit of admin decisions.
export const adminRoutes = implement(adminApi, {
  stats: () =>
    Effect.gen(function* () {
      return yield* adminStats(yield* Database, periodOf(yield* now));
    }),
  home: () =>
    Effect.gen(function* () {
      return yield* adminHome(yield* Database, yield* now);
    }),
  audit: ({ query }) =>
    Effect.gen(function* () {
      return yield* auditLog(yield* Database, Number(query.limit ?? 100));
    }),
});
