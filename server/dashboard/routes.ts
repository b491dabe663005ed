import { Effect } from "effect";
import { Router, type Request } from "express";
import { periodOf } from "../../domain/period.ts";
import { requireMember } from "../auth/session.ts";
import { Database } from "../db/database.ts";
import { Now } from "../events/now.ts";
import { PRIVATE_NO_STORE, route } from "../http/route.ts";
import type { AppRuntime } from "../runtime.ts";
import { dashboardStats, leaderboard, recentActivities } from "./queries.ts";
import { teamOf } from "./team.ts";


// Every dashboard call: the signed-in member, the current Malaysian month, one query.
const forMember = <A>(read: (db: Database["Service"], memberId: number, period: number) => Effect.Effect<A, unknown>) => (req: Request) =>
  Effect.gen(function* () {
    const caller = yield* requireMember(req);
    const db = yield* Database;
    const period = periodOf((yield* Now)());
    return { body: yield* read(db, caller.memberId, period), headers: PRIVATE_NO_STORE };
  });

export const dashboardRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/dashboard/stats", route(runtime, forMember(dashboardStats)))
    .get("/api/dashboard/activities", route(runtime, forMember((db, id) => recentActivities(db, id))))
    .get("/api/dashboard/team", route(runtime, forMember(teamOf)))
    .get("/api/dashboard/leaderboard", route(runtime, forMember((db) => leaderboard(db))));
