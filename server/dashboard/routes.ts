import { Effect } from "effect";
import { Router, type Request } from "express";
import { periodOf } from "../../domain/period.ts";
import { bearerToken, requireMember } from "../auth/session.ts";
import { hashToken } from "../auth/tokens.ts";
import { Database } from "../db/database.ts";
import { Now } from "../events/now.ts";
import { NotFound, Unauthorized } from "../http/errors.ts";
import { PRIVATE_NO_STORE, route } from "../http/route.ts";
import type { AppRuntime } from "../runtime.ts";
import { dashboardStatsBySession, leaderboard, recentActivities } from "./queries.ts";
import { teamMemberOf, teamOf } from "./team.ts";

// Every dashboard call: the signed-in member, the current Malaysian month, one query.
const forMember = <A>(read: (db: Database["Service"], memberId: number, period: number) => Effect.Effect<A, unknown>, headers: Record<string, string> = PRIVATE_NO_STORE) => (req: Request) =>
  Effect.gen(function* () {
    const caller = yield* requireMember(req);
    const db = yield* Database;
    const period = periodOf((yield* Now)());
    return { body: yield* read(db, caller.memberId, period), headers };
  });

/** For answers PostgreSQL wrote as JSON text. */
const JSON_TEXT = { ...PRIVATE_NO_STORE, "Content-Type": "application/json; charset=utf-8" };

// The stats check the session in the same statement that reads them (one round trip).
const stats = (req: Request) =>
  Effect.gen(function* () {
    const token = bearerToken(req);
    if (token === null) return yield* Effect.fail(new Unauthorized());
    const body = yield* dashboardStatsBySession(yield* Database, hashToken(token), periodOf((yield* Now)()));
    if (body === null) return yield* Effect.fail(new Unauthorized());
    return { body, headers: PRIVATE_NO_STORE };
  });

// An id that is not a number is as unknown as one outside the team: 404 either way.
const teamMember = (req: Request) =>
  Effect.gen(function* () {
    const caller = yield* requireMember(req);
    const raw = req.params["memberId"];
    const id = typeof raw === "string" ? raw : "";
    if (!/^[1-9]\d{0,8}$/.test(id)) return yield* Effect.fail(new NotFound({ what: "Team member" }));
    const body = yield* teamMemberOf(yield* Database, caller.memberId, Number(id), periodOf((yield* Now)()));
    return { body, headers: PRIVATE_NO_STORE };
  });

export const dashboardRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/dashboard/stats", route(runtime, stats))
    .get("/api/dashboard/activities", route(runtime, forMember((db, id) => recentActivities(db, id))))
    .get("/api/dashboard/team", route(runtime, forMember(teamOf, JSON_TEXT)))
    .get("/api/dashboard/team/:memberId", route(runtime, teamMember))
    .get("/api/dashboard/leaderboard", route(runtime, forMember((db) => leaderboard(db))));
