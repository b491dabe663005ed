import { Effect } from "effect";
import { Router } from "express";
import { periodOf } from "../../domain/period.ts";
import { ADMIN_HEADERS, requireAdminAction } from "../admin/guard.ts";
import { Database } from "../db/database.ts";
import { Now } from "../events/now.ts";
import { route } from "../http/route.ts";
import { recordAccess } from "../personal-data/queries.ts";
import type { AppRuntime } from "../runtime.ts";
import { exportMembersHandler } from "./export.ts";
import { parseSearchQuery, type MemberFilter } from "./search-query.ts";
import { SEARCH_LIMIT, searchMembers } from "./search.ts";

// Member rows for the admin table: the newest SEARCH_LIMIT members matching the filters, with
// this Malaysian month's income. `X-Result-Limit` and `X-Has-More` tell the table when to ask
// for narrower filters. Each answer is recorded in the data-access log: which filters, never
// their values (a search term may itself be someone's email).
const answer = (actorId: number, filter: MemberFilter) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const { members, more } = yield* searchMembers(db, filter, periodOf((yield* Now)()));
    const filters = Object.entries(filter).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0)).map(([key]) => key);
    yield* recordAccess(db, { actorId, memberId: null, action: "member_list_view", rows: members.length, detail: { filters } });
    return { body: members, headers: { ...ADMIN_HEADERS, "X-Result-Limit": String(SEARCH_LIMIT), "X-Has-More": String(more) } };
  });

export const adminMemberRoutes = (runtime: AppRuntime) =>
  Router()
    .get("/api/super-admin/member-stats", route(runtime, (req) => Effect.gen(function* () {
      const { caller } = yield* requireAdminAction(req);
      return yield* answer(caller.memberId, {});
    })))
    .get("/api/admin/users/search", route(runtime, (req) => Effect.gen(function* () {
      const { caller } = yield* requireAdminAction(req);
      return yield* answer(caller.memberId, yield* parseSearchQuery(req.query));
    })))
    .get("/api/super-admin/export-members", exportMembersHandler(runtime));
