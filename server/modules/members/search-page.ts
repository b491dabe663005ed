import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { badCursor, decodeCursor, encodeCursor, type Cursor, type KeyValue } from "./search-cursor.ts";
import type { SearchPageRequest } from "./search-query.ts";
import { keyIn, keyOut, NEWEST, SORTS, withPeriod, type Phase } from "./search-sorts.ts";
import { rowsOf, substringCandidates, whereOf, type AdminMember, type Where } from "./search.ts";

// One page of the admin member search: the ids of the page's members found on member_search
// by walking the sort's index from the cursor on (limit + 1 rows, to know whether a next page
// exists), then only those members' rows read in full. Two statements, not one: joined, the
// planner took 5 to 7 ms to plan what runs in 1.

export interface SearchPage {
  readonly members: ReadonlyArray<AdminMember>;
  /** The cursor of the next page, null on the last one. */
  readonly next: string | null;
}

/** A cursor belongs to one search: its sort, order and filters. */
const scopeOf = (request: Pick<SearchPageRequest, "filter" | "sort" | "order">) =>
  JSON.stringify([request.sort ?? "newest", request.order, request.filter]);

/**
 * The sort's phases. Newest first is member id order, except with a join-date range: then it is
 * join time (the same order for members who registered themselves), so the walk starts inside
 * the range instead of passing every member who joined after it.
 */
const phasesOf = (request: Pick<SearchPageRequest, "sort" | "filter">): ReadonlyArray<Phase> =>
  request.sort !== null
    ? SORTS[request.sort]
    : request.filter.joinedFrom || request.filter.joinedBefore
      ? SORTS.joinedDate
      : NEWEST;

/**
 * From this minimum team size on, newest first gathers the members with such a team (a range of
 * the team index) and sorts them, rather than walking the newest members: teams grow with
 * time, so large ones are rare among new members, and the walk would pass most of the table
 * before a page of them. At a million members the two cross near 10: 20 or more took 87 ms by
 * walking and 6 ms by gathering; 5 or more 16 ms by walking and 39 ms by gathering.
 */
export const GATHER_FROM_TEAM_SIZE = 10;

interface Hit {
  readonly id: number;
  readonly phase: number;
  readonly values: ReadonlyArray<KeyValue>;
}

const walk = (
  sql: Sql,
  period: number,
  phases: ReadonlyArray<Phase>,
  index: number,
  where: Where,
  base: ReadonlyArray<unknown>,
  order: "asc" | "desc",
  after: ReadonlyArray<KeyValue> | null,
  limit: number,
  gather: boolean,
) =>
  Effect.gen(function* () {
    const phase = phases[index]!;
    const params = [...base];
    const bind = (value: unknown) => `$${params.push(value)}`;
    const conditions = [...phase.where, ...where.conditions];
    if (after) {
      const op = order === "asc" ? ">" : "<";
      const left = phase.keys.map((k) => k.expr);
      const right = phase.keys.map((k, i) => keyIn(k, bind(after[i])));
      conditions.push(`(${left.join(", ")}) ${op} (${right.join(", ")})`);
      if (phase.seek)
        conditions.push(`(${left.slice(0, phase.seek).join(", ")}) ${op}= (${right.slice(0, phase.seek).join(", ")})`);
    }
    const direction = order === "asc" ? "ASC" : "DESC";
    const matches = `SELECT s.member_id AS id, ${phase.keys.map((k, i) => `${keyOut(k)} AS k${i}`).join(", ")}
         FROM ${phase.from(where.joins)}
        ${conditions.length > 0 ? `WHERE ${conditions.join("\n  AND ")}` : ""}`;
    // OFFSET 0 keeps the planner from walking the sort order: every match is found, then sorted.
    const text = gather
      ? `SELECT * FROM (${matches} OFFSET 0) found ORDER BY ${phase.keys.map((_, i) => `k${i} ${direction}`).join(", ")} LIMIT ${bind(limit)}`
      : `${matches} ORDER BY ${phase.keys.map((k) => `${k.expr} ${direction}`).join(", ")} LIMIT ${bind(limit)}`;
    const rows = yield* sql.query<Record<string, KeyValue> & { id: number }>(withPeriod(text, params, period), params);
    return rows.map((r): Hit => ({
      id: r.id,
      phase: index,
      values: phase.keys.map((k, i) => (k.type === "micros" ? String(r[`k${i}`]) : r[`k${i}`]!)),
    }));
  });

export interface SearchOptions {
  /** Below this many substring matches, the matching ids are collected first (tests vary it). */
  readonly candidateCap?: number;
  /** GATHER_FROM_TEAM_SIZE (tests vary it). */
  readonly gatherFromTeamSize?: number;
}

/** A page of the search: fails with a 400 naming `after` for a cursor this search did not give. */
export const searchPage = (sql: Sql, request: SearchPageRequest, period: number, options: SearchOptions = {}) =>
  Effect.gen(function* () {
    const phases = phasesOf(request);
    const scope = scopeOf(request);
    let cursor: Cursor | null = null;
    if (request.after !== null) {
      cursor = decodeCursor(
        scope,
        request.after,
        phases.map((p) => p.keys.map((k) => k.type)),
      );
      if (cursor === null) return yield* Effect.fail(badCursor());
    }
    const found = yield* substringCandidates(sql, request.filter, options.candidateCap);
    if (found === null) return { members: [], next: null } satisfies SearchPage;
    const params: Array<unknown> = [];
    const where = whereOf(request.filter, params, found);
    const gather =
      phases === NEWEST && (request.filter.minTeamSize ?? 0) >= (options.gatherFromTeamSize ?? GATHER_FROM_TEAM_SIZE);

    // Phases in the page's order; a cursor's page goes on from its own phase.
    const order = phases.map((_, i) => i);
    if (request.order === "desc") order.reverse();
    const hits: Array<Hit> = [];
    for (const index of order.slice(cursor ? order.indexOf(cursor.phase) : 0)) {
      const after = cursor && cursor.phase === index ? cursor.values : null;
      hits.push(
        ...(yield* walk(
          sql,
          period,
          phases,
          index,
          where,
          params,
          request.order,
          after,
          request.limit + 1 - hits.length,
          gather,
        )),
      );
      if (hits.length > request.limit) break;
    }
    const shown = hits.slice(0, request.limit);
    const last = shown.at(-1);
    const next =
      hits.length > request.limit && last ? encodeCursor(scope, { phase: last.phase, values: last.values }) : null;
    return {
      members: yield* rowsOf(
        sql,
        period,
        shown.map((h) => h.id),
      ),
      next,
    } satisfies SearchPage;
  });
