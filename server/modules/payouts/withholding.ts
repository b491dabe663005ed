import { Data, Effect } from "effect";
import { streams } from "../../../domain/events.ts";
import * as withholding from "../../../domain/withholding.ts";
import { THRESHOLD_107D_SEN, malaysianYearOf } from "../../../domain/withholding.ts";
import { fromStream, handleIn, inTransaction } from "../../platform/event-store/command.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import type { Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { PayoutRulesSetting } from "../../platform/config/payout-rules.ts";

// Section 107D marks (decision 62): once a year the members the company paid more than RM 100,000
// in the year before are marked, on the year's stream; every close of the year withholds 2% of
// their payouts. The first close of a year marks it when nobody has (normally December's, run in
// January), so no payout of a marked member leaves unwithheld; `jemput tax mark-107d` marks on
// demand. What a member was paid in a year: their payouts issued in it (Malaysian time), not failed.

const HOUR = 3_600_000;
/** The first instant of a Malaysian year, in UTC. */
const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1) - 8 * HOUR);

/** Members paid more than the threshold in `year`, with what they were paid (gross), in id order. */
export const paidAboveThreshold = (sql: Sql, year: number) =>
  sql.query<{ memberId: number; paidSen: number }>(
    `SELECT member_id AS "memberId", sum(amount_sen)::bigint AS "paidSen"
       FROM payouts
      WHERE status <> 'failed' AND issued_at >= $1 AND issued_at < $2
      GROUP BY member_id
     HAVING sum(amount_sen) > $3
      ORDER BY member_id`,
    [yearStart(year), yearStart(year + 1), THRESHOLD_107D_SEN],
  );

const loadYear = (sql: Sql, year: number) => fromStream(withholding, streams.withholding107d(year))(sql);

/**
 * The members whose payouts in `year` withhold: those marked; before anyone has marked the year,
 * those a marking now would mark (what the first close of the year marks and then withholds from).
 */
export const markedFor = (sql: Sql, year: number) =>
  Effect.gen(function* () {
    const { state } = yield* loadYear(sql, year);
    if (state.reviewed) return { reviewed: true, members: state.marked.toSorted((a, b) => a - b) };
    const marks = withholding.newlyMarked(state, yield* paidAboveThreshold(sql, year - 1));
    const members = [...state.marked, ...marks.map((m) => m.memberId)].toSorted((a, b) => a - b);
    return { reviewed: false, members };
  });

/** Marks `year` in this transaction: the events say who was marked, by whom (the metadata) and why. */
export const markYearIn = (tx: Sql, year: number, at: string, metadata: Metadata) =>
  Effect.gen(function* () {
    const paid = yield* paidAboveThreshold(tx, year - 1);
    const { events } = yield* handleIn(tx, {
      decider: withholding,
      streamId: streams.withholding107d(year),
      command: { type: "MarkWithholding107D", year, paid, at },
      metadata,
    });
    return events.flatMap((e) =>
      e.event.type === "Withholding107DMarked"
        ? [{ memberId: e.event.data.memberId, paidSen: e.event.data.paidSen }]
        : [],
    );
  });

/** A year that has not begun in Malaysia: the year before it is not over, so it cannot be marked. */
export class YearNotStarted extends Data.TaggedError("YearNotStarted")<{ readonly year: number }> {
  override get message() {
    return `--year ${this.year} has not begun: a year is marked from its first day, on the year before's payments`;
  }
}

/** `jemput tax mark-107d --year Y`: marks Y now, answering the members newly marked. */
export const markYear = Effect.fn("Withholding.markYear")(function* (year: number, metadata: Metadata) {
  const at = (yield* now).toISOString();
  if (malaysianYearOf(at) < year) return yield* Effect.fail(new YearNotStarted({ year }));
  return yield* inTransaction((tx) => markYearIn(tx, year, at, metadata));
});

/** What a close at `at` applies beside its lines: the minimum, and who withholds (none with 107D off). */
export interface CloseRules {
  readonly minimumSen: number;
  readonly withholding: ReadonlyArray<number>;
  /** With 107D on and the year not marked yet: the close marks it first. */
  readonly marksYear: number | null;
}

export const closeRulesAt = (sql: Sql, at: string) =>
  Effect.gen(function* () {
    const rules = yield* PayoutRulesSetting;
    if (!rules.withholding107D) return { minimumSen: rules.minimumSen, withholding: [], marksYear: null } as CloseRules;
    const year = malaysianYearOf(at);
    const marked = yield* markedFor(sql, year);
    return {
      minimumSen: rules.minimumSen,
      withholding: marked.members,
      marksYear: marked.reviewed ? null : year,
    } as CloseRules;
  });
