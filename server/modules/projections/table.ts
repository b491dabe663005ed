import type { Change } from "../../../domain/projection.ts";
import type { Column } from "../../platform/db/bulk.ts";
import type { ActivityRow } from "./tables/activities.ts";
import type { ClosedMonthRow } from "./tables/closed-months.ts";
import type { LedgerRow } from "./tables/ledger.ts";
import type { MemberRow } from "./tables/members.ts";
import type { MonthlyRow } from "./tables/monthly-income.ts";
import type { PayoutLinesRow } from "./tables/payout-lines.ts";
import type { PayoutRow } from "./tables/payouts.ts";
import type { PostRow } from "./tables/posts.ts";
import type { RiskFlagRow } from "./tables/risk-flags.ts";
import type { SuspensionRow } from "./tables/suspensions.ts";

// What a projection table is made of. Each table's file is the one definition of its rules, in
// two renderings side by side: `live` turns an event's changes into part of one SQL statement
// (the append's own transaction, or the pipeline of a one-trip append), `fold` applies them to
// rows held in memory (rebuilds, seeds and income recompute, which then write the rows in bulk
// with `columns`). A rule changes in one file. The property tests hold `fold` to the closed form
// of the money rules, and `live` to `fold` over random logs (live.property.test.ts).

/** Bound parameters of the statement being built: `add` answers the placeholder. */
export class Params {
  readonly values: Array<unknown> = [];
  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}

/**
 * One data-modifying step of the statement, a CTE named `name`. The statement starts with
 * `event AS (SELECT … AS position)`, the log position of the event being projected, which every
 * step may read. A step that `returns` gives the statement's rows (a decision's post row).
 */
export interface Step {
  readonly name: string;
  readonly sql: string;
  readonly returns?: boolean;
}

/** The rows of every projection table, held in memory while a rebuild or seed folds the log. */
export interface Tables {
  readonly members: Map<number, MemberRow>;
  /** By `${memberId}:${period}`. */
  readonly monthly: Map<string, MonthlyRow>;
  readonly ledger: Array<LedgerRow>;
  readonly activities: Array<ActivityRow>;
  readonly posts: Map<string, PostRow>;
  readonly payouts: Map<string, PayoutRow>;
  /** By payout id; a failed payout's entry is gone (its lines are unpaid again). */
  readonly payoutLines: Map<string, PayoutLinesRow>;
  /** By period. */
  readonly closedMonths: Map<number, ClosedMonthRow>;
  readonly riskFlags: Map<string, RiskFlagRow>;
  readonly suspensions: Map<number, SuspensionRow>;
}

export const emptyTables = (): Tables => ({
  members: new Map(),
  monthly: new Map(),
  ledger: [],
  activities: [],
  posts: new Map(),
  payouts: new Map(),
  payoutLines: new Map(),
  closedMonths: new Map(),
  riskFlags: new Map(),
  suspensions: new Map(),
});

export interface TableProjection<Row> {
  readonly table: string;
  /** The table's columns in bulk writes (COPY or unnest), in the order the rows carry them. */
  readonly columns: ReadonlyArray<Column<Row>>;
  /** The statement's steps for these changes; none when the table has nothing to do. */
  readonly live: (changes: ReadonlyArray<Change>, params: Params) => ReadonlyArray<Step>;
  /** Applies one change to the rows in memory. */
  readonly fold: (tables: Tables, position: number, change: Change) => void;
}

/** The changes of one kind, narrowed. */
export const ofKind = <K extends Change["kind"]>(changes: ReadonlyArray<Change>, kind: K) =>
  changes.filter((c): c is Extract<Change, { kind: K }> => c.kind === kind);
