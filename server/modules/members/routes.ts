import { Effect } from "effect";
import type { Request } from "express";
import type { AdminMembers } from "../../../domain/contract/members.ts";
import { membersApi } from "../../../domain/contract/routes/members.ts";
import { periodOf } from "../../../domain/period.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { answer, implement } from "../../platform/http/bind.ts";
import { laggingReads } from "../../platform/http/read-your-writes.ts";
import { recordAccess } from "../access-log/store.ts";
import { exportMembers } from "./export.ts";
import { caughtUp } from "../../platform/event-store/subscription.ts";
import { memberSearchSubscription } from "../projections/subscriptions.ts";
import { searchPage } from "./search-page.ts";
import { searchPageOf, type SearchPageRequest } from "./search-query.ts";

// The admin member table's answers. The body stays an array of member rows; paging
// travels in headers: `Link: <…&after=…>; rel="next"` and `X-Next-Cursor` while more match,
// `X-Has-More` and `X-Result-Limit` (the page size) as before. No total: counting the matches,
// even only up to a cap, costs more than the page (see ADR 0012). Each answer is recorded in
// the data-access log: which filters, never their values (a search term may be an email).

/** member-stats keeps its answer: the newest 500 members, with no filter. */
const MEMBER_STATS_LIMIT = 500;

const nextLink = (req: Request, cursor: string) => {
  const url = new URL(req.originalUrl, "http://localhost");
  url.searchParams.set("after", cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
};

const membersPage = (req: Request, actorId: number, request: SearchPageRequest) =>
  Effect.gen(function* () {
    // The page may trail the latest writes by a few seconds (the replica when in use); the
    // access log is written to the primary, and nothing here reads it back.
    const db = yield* Database;
    // Team sizes and income reach the search table through its subscription: the search first
    // applies what is logged, so an admin finds the team that grew a moment ago.
    yield* caughtUp(db, memberSearchSubscription);
    const page = yield* searchPage(yield* laggingReads(req), request, periodOf(yield* now));
    const filters = Object.entries(request.filter)
      .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
      .map(([key]) => key);
    yield* recordAccess(db, {
      actorId,
      memberId: null,
      action: "member_list_view",
      rows: page.members.length,
      detail: { filters, ...(request.sort ? { sort: request.sort } : {}), ...(request.after ? { page: "next" } : {}) },
    });
    const headers: Record<string, string> = {
      "Content-Type": "application/json; charset=utf-8",
      "X-Result-Limit": String(request.limit),
      "X-Has-More": String(page.next !== null),
    };
    if (page.next !== null) Object.assign(headers, { "X-Next-Cursor": page.next, Link: nextLink(req, page.next) });
    // A hot admin read: its rows are tied to the contract by type here and decoded strictly
    // against it in server/suites/contract/answers.test.ts, and sent as JSON text rather than
    // encoded row by row on every page (which cost about a tenth of its throughput).
    return answer(200, JSON.stringify(page.members satisfies typeof AdminMembers.Encoded), headers);
  });

// Member rows for the admin table, a page at a time, and the full export.
export const membersRoutes = implement(membersApi, {
  stats: ({ req, caller }) =>
    membersPage(req, caller.memberId, {
      filter: {},
      sort: null,
      order: "desc",
      limit: MEMBER_STATS_LIMIT,
      after: null,
    }),
  search: ({ req, caller, query }) => membersPage(req, caller.memberId, searchPageOf(query)),
  export: ({ req, caller, query }) => exportMembers(req, caller.memberId, query.format ?? "json"),
});
