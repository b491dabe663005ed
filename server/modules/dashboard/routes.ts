import { Effect } from "effect";
import { dashboardApi } from "../../../domain/contract/routes/dashboard.ts";
import { periodOf } from "../../../domain/period.ts";
import { readAsMember } from "../credentials/session-read.ts";
import { refusal, tokenHashOf } from "../credentials/session.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { badCursor } from "../../platform/http/cursor.ts";
import { laggingReads } from "../../platform/http/read-your-writes.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { caughtUp } from "../../platform/event-store/subscription.ts";
import { activitiesSubscription } from "../projections/subscriptions.ts";
import { dashboardStatsBySession, leaderboard, recentActivities } from "./queries.ts";
import { parseCursor, TEAM_PAGE, teamMemberOf, teamPageRead, type Level } from "./team.ts";

// Every dashboard read is about the current Malaysian month.

/**
 * For answers PostgreSQL wrote as JSON text (the team, its members, the leaderboard). Parsing a
 * team page to encode it would cost more than writing it, so that text goes out as written; its
 * shape is the contract's TeamPage and TeamMemberAnswer, which the contract test decodes it with.
 */
const jsonText = (text: string) => answer(200, text, { "Content-Type": "application/json; charset=utf-8" });

const INVALID_TEAM_QUERY = "Invalid team query";

export const dashboardRoutes = implement(dashboardApi, {
  // The stats check the session in the same statement that reads them (one round trip).
  stats: ({ req }) =>
    Effect.gen(function* () {
      const tokenHash = yield* tokenHashOf(req);
      const db = yield* Database;
      const stats = yield* dashboardStatsBySession(db, tokenHash, periodOf(yield* now));
      if (stats === null) return yield* refusal(db, tokenHash);
      return stats;
    }),
  activities: ({ caller }) =>
    Effect.gen(function* () {
      const db = yield* Database;
      yield* caughtUp(db, activitiesSubscription);
      return yield* recentActivities(db, caller.memberId);
    }),
  // A page of the team: both levels' first pages with no level, one level's pages with one; the
  // cursor carries its level, so `after` alone continues that level. The session check and the
  // page go out in one round trip (credentials/session-read.ts).
  team: ({ req, query }) =>
    Effect.gen(function* () {
      const period = periodOf(yield* now);
      const { value } = yield* readAsMember(req, (caller) =>
        Effect.gen(function* () {
          const after = query.after === undefined ? null : parseCursor(query.after, caller.memberId);
          if (query.after !== undefined && after === null)
            return yield* Effect.fail(badCursor(INVALID_TEAM_QUERY, "is not a cursor this list gave"));
          const level = query.level === undefined ? (after?.level ?? null) : (Number(query.level) as Level);
          if (after !== null && after.level !== level)
            return yield* Effect.fail(badCursor(INVALID_TEAM_QUERY, "belongs to the other level"));
          const limit = Number(query.limit ?? TEAM_PAGE.defaultLimit);
          return teamPageRead(caller.memberId, period, { level, search: query.search ?? "", limit, after });
        }),
      );
      return jsonText(value);
    }),
  // An id that is not a number is as unknown as one outside the team: 404 either way.
  teamMember: ({ caller, params }) =>
    Effect.gen(function* () {
      if (!/^[1-9]\d{0,8}$/.test(params.memberId)) return yield* Effect.fail(new NotFound({ what: "Team member" }));
      return jsonText(
        yield* teamMemberOf(yield* Database, caller.memberId, Number(params.memberId), periodOf(yield* now)),
      );
    }),
  // The same for every member and already up to five seconds old: the replica when in use.
  leaderboard: ({ req }) =>
    Effect.gen(function* () {
      return jsonText(yield* leaderboard(yield* laggingReads(req)));
    }),
});
