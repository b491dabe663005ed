import { Effect } from "effect";
import { Router, type Request } from "express";
import { Activities, DashboardStats } from "../../../domain/contract/dashboard.ts";
import { TeamQuery } from "../../../domain/contract/team.ts";
import { periodOf } from "../../../domain/period.ts";
import { readAsMember } from "../credentials/session-read.ts";
import { bearerToken, refusal, requireMember } from "../credentials/session.ts";
import { hashToken } from "../credentials/tokens.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { badCursor } from "../../platform/http/cursor.ts";
import { encode } from "../../platform/http/encode.ts";
import { laggingReads } from "../../platform/http/read-your-writes.ts";
import { NotFound, Unauthorized } from "../../platform/http/errors.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { caughtUp } from "../../platform/event-store/subscription.ts";
import { activitiesSubscription } from "../projections/subscriptions.ts";
import { dashboardStatsBySession, leaderboard, recentActivities } from "./queries.ts";
import { parseCursor, TEAM_PAGE, teamMemberOf, teamPageRead, type Level } from "./team.ts";

// Every dashboard call: the signed-in member, the current Malaysian month, one query.
const forMember =
  <A>(
    read: (db: Database["Service"], memberId: number, period: number) => Effect.Effect<A, unknown>,
    headers: Record<string, string> = PRIVATE_NO_STORE,
  ) =>
  (req: Request) =>
    Effect.gen(function* () {
      const caller = yield* requireMember(req);
      const db = yield* Database;
      const period = periodOf(yield* now);
      return { body: yield* read(db, caller.memberId, period), headers };
    });

/**
 * For answers PostgreSQL wrote as JSON text (the team, its members, the leaderboard). Parsing a
 * team page to encode it would cost more than writing it, so that text goes out as written; its
 * shape is the contract's TeamPage and TeamMemberAnswer, which the contract test decodes it with.
 */
const JSON_TEXT = { ...PRIVATE_NO_STORE, "Content-Type": "application/json; charset=utf-8" };

// The stats check the session in the same statement that reads them (one round trip).
const stats = (req: Request) =>
  Effect.gen(function* () {
    const token = bearerToken(req);
    if (token === null) return yield* Effect.fail(new Unauthorized());
    const db = yield* Database;
    const body = yield* dashboardStatsBySession(db, hashToken(token), periodOf(yield* now));
    if (body === null) return yield* refusal(db, hashToken(token));
    // Encoded in full: seven numbers cost under a microsecond, nothing beside the query.
    return { body: encode(DashboardStats, body), headers: PRIVATE_NO_STORE };
  });

// A page of the team: both levels' first pages with no level, one level's pages with one; the
// cursor carries its level, so `after` alone continues that level. Unknown keys are ignored.
// The session check and the page go out in one round trip (credentials/session-read.ts).
const teamPage = (req: Request) =>
  Effect.gen(function* () {
    const pick = (key: string) => req.query[key] || undefined;
    const period = periodOf(yield* now);
    const { value: body } = yield* readAsMember(req, (caller) =>
      Effect.gen(function* () {
        const query = yield* decodeInput(
          TeamQuery,
          "Invalid team query",
        )({ level: pick("level"), search: pick("search"), limit: pick("limit"), after: pick("after") });
        const after = query.after === undefined ? null : parseCursor(query.after, caller.memberId);
        if (query.after !== undefined && after === null)
          return yield* Effect.fail(badCursor("Invalid team query", "is not a cursor this list gave"));
        const level = query.level === undefined ? (after?.level ?? null) : (Number(query.level) as Level);
        if (after !== null && after.level !== level)
          return yield* Effect.fail(badCursor("Invalid team query", "belongs to the other level"));
        const limit = Number(query.limit ?? TEAM_PAGE.defaultLimit);
        return teamPageRead(caller.memberId, period, { level, search: query.search ?? "", limit, after });
      }),
    );
    return { body, headers: JSON_TEXT };
  });

// An id that is not a number is as unknown as one outside the team: 404 either way.
const teamMember = (req: Request) =>
  Effect.gen(function* () {
    const caller = yield* requireMember(req);
    const raw = req.params["memberId"];
    const id = typeof raw === "string" ? raw : "";
    if (!/^[1-9]\d{0,8}$/.test(id)) return yield* Effect.fail(new NotFound({ what: "Team member" }));
    const body = yield* teamMemberOf(yield* Database, caller.memberId, Number(id), periodOf(yield* now));
    return { body, headers: JSON_TEXT };
  });

// The same for every member and already up to five seconds old: the replica when in use.
const leaderboardOf = (req: Request) =>
  Effect.gen(function* () {
    yield* requireMember(req);
    return { body: yield* leaderboard(yield* laggingReads(req)), headers: JSON_TEXT };
  });

export const dashboardRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/dashboard/stats", route(runtime, stats))
    .get(
      "/api/dashboard/activities",
      route(
        runtime,
        forMember((db, id) =>
          caughtUp(db, activitiesSubscription).pipe(
            Effect.andThen(recentActivities(db, id)),
            Effect.map((rows) => encode(Activities, rows)),
          ),
        ),
      ),
    )
    .get("/api/dashboard/team", route(runtime, teamPage))
    .get("/api/dashboard/team/:memberId", route(runtime, teamMember))
    .get("/api/dashboard/leaderboard", route(runtime, leaderboardOf));
