import { Layer } from "effect";
import type { JemputEvent } from "../../../domain/events.ts";
import { changesFor } from "../../../domain/projection.ts";
import { Projector } from "../../platform/event-store/projector.ts";
import type { Statement } from "../../platform/db/pipeline.ts";
import { Params, type Tables } from "./table.ts";
import { activities } from "./tables/activities.ts";
import { closedMonths } from "./tables/closed-months.ts";
import { ledger } from "./tables/ledger.ts";
import { members } from "./tables/members.ts";
import { monthlyIncome } from "./tables/monthly-income.ts";
import { payoutLines } from "./tables/payout-lines.ts";
import { payouts } from "./tables/payouts.ts";
import { posts } from "./tables/posts.ts";
import { riskFlags } from "./tables/risk-flags.ts";
import { suspensions } from "./tables/suspensions.ts";

// The one projection applier. The domain says what an event changes (domain/projection.ts);
// each table's file says what that does to its rows. Live, an event's changes become a single
// statement, each table adding its steps: the append sends it in its transaction, or right
// behind the event in one pipeline. In memory (rebuild, seed, income recompute) the same
// tables fold the changes into rows that are then written in bulk. Members come first and
// activities after them: a milestone reads the team size its registration made.
//
// member_search, the admin's search table, is derived from members, monthly_income and
// profiles rather than from events, so PostgreSQL keeps it: the triggers of migration 011
// (member_search_members, member_search_members_update, member_search_income,
// member_search_profiles, member_search_profiles_update) rewrite a member's row from the view
// member_search_source whenever one of its sources changes, in the same transaction. A
// rebuild or seed pauses them and writes the table in bulk instead (member-search.ts).
export const PROJECTIONS = [
  members,
  monthlyIncome,
  ledger,
  activities,
  posts,
  payouts,
  payoutLines,
  closedMonths,
  riskFlags,
  suspensions,
] as const;
export const PROJECTION_TABLES = PROJECTIONS.map((p) => p.table);

/**
 * The statement projecting `event`, or null when it changes no row. `position` null stands for
 * the event this session appended last (the statement follows it in one pipeline).
 */
export const statementFor = (position: number | null, event: JemputEvent): Statement | null => {
  const changes = changesFor(event);
  const params = new Params();
  const head = `event AS (SELECT coalesce(${params.add(position, "bigint")}, currval('events_position_seq')) AS position)`;
  const steps = PROJECTIONS.flatMap((p) => p.live(changes, params));
  if (steps.length === 0) return null;
  const answer = steps.find((s) => s.returns);
  const body = [head, ...steps.map((s) => `${s.name} AS (${s.sql})`)].join(",\n");
  return {
    text: `WITH ${body}\nSELECT ${answer ? `* FROM ${answer.name}` : "NULL AS projected"}`,
    values: params.values,
  };
};

/** Applies `event` at `position` to the rows held in memory. */
export const foldEvent = (tables: Tables, position: number, event: JemputEvent): void => {
  for (const change of changesFor(event)) for (const p of PROJECTIONS) p.fold(tables, position, change);
};

export const projectorLayer = Layer.succeed(Projector, Projector.of({ statementFor }));
