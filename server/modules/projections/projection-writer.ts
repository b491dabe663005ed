import { Effect } from "effect";
import type { JemputEvent } from "../../../domain/events.ts";
import type { Sql } from "../../platform/db/database.ts";
import { pauseSearchTriggers, startMemberSearch } from "./member-search.ts";
import type { BulkWriter } from "../../platform/db/bulk.ts";
import { dropIndexes } from "../../platform/db/indexes.ts";
import { checkpointAtEnd, lockSubscriptions } from "../../platform/event-store/subscription.ts";
import { foldEvent, PROJECTION_TABLES } from "./applier.ts";
import { emptyTables } from "./table.ts";
import { activities } from "./tables/activities.ts";
import { closedMonths } from "./tables/closed-months.ts";
import { ledger } from "./tables/ledger.ts";
import { members as memberTable } from "./tables/members.ts";
import { monthlyIncome } from "./tables/monthly-income.ts";
import { payoutLineRows, payoutLines } from "./tables/payout-lines.ts";
import { payouts } from "./tables/payouts.ts";
import { posts } from "./tables/posts.ts";
import { riskFlags } from "./tables/risk-flags.ts";
import { suspensions } from "./tables/suspensions.ts";

// Every projection table rewritten from events handed over in log order, folded in memory by
// the projection applier (applier.ts). Ledger lines and activities are only ever added (the rules
// never change one once written), so they go out as they pile up; members, monthly income,
// posts and payouts change until the last event and are written at the end.
export interface WriteProgress {
  readonly phase: "write";
  readonly done: number;
  readonly total: number;
}

/** Below this many events the indexes stay in place: dropping and rebuilding them costs more. */
export const REINDEX_FROM_EVENTS = 50_000;
/** Ledger lines and activities worth one round of COPY. */
const FLUSH_ROWS = 100_000;

export const projectionWriter = (
  tx: Sql,
  out: BulkWriter,
  expectedEvents: number,
  onProgress: (p: WriteProgress) => void = () => {},
  reader?: Sql,
) =>
  Effect.gen(function* () {
    // The subscriptions wait (a batch in flight finishes first): the tables are rewritten whole
    // and they resume from the log's end.
    yield* lockSubscriptions(tx);
    yield* tx.query(`TRUNCATE ${PROJECTION_TABLES.join(", ")}`);
    // member_search is brought in line once at the end, not row by row as members and income are.
    const resumeTriggers = yield* pauseSearchTriggers(tx, ["members", "monthly_income"]);
    // Every key goes too: ledger lines and activities are keyed by member (migration 012), not
    // in the log order they arrive in, so a key kept would be written at random.
    const restore = expectedEvents >= REINDEX_FROM_EVENTS ? yield* dropIndexes(tx, PROJECTION_TABLES) : Effect.void;
    const model = emptyTables();
    const flush = Effect.gen(function* () {
      yield* out.write(ledger.table, ledger.columns, model.ledger.splice(0));
      yield* out.write(activities.table, activities.columns, model.activities.splice(0));
    });

    const full = () => model.ledger.length + model.activities.length >= FLUSH_ROWS;
    return {
      apply: (position: number, event: JemputEvent) => foldEvent(model, position, event),
      full,
      /** Queues the ledger lines and activities gathered so far, once there are enough of them. */
      flushIfFull: Effect.suspend(() => (full() ? flush : Effect.void)),
      finish: Effect.gen(function* () {
        const members = [...model.members.values()].sort((a, b) => a.memberId - b.memberId);
        const total =
          members.length +
          model.monthly.size +
          model.posts.size +
          model.payouts.size +
          model.payoutLines.size +
          model.closedMonths.size +
          model.riskFlags.size +
          model.suspensions.size;
        let done = 0;
        const written = (n: number) => onProgress({ phase: "write", done: (done += n), total });
        yield* flush;
        yield* out.write(memberTable.table, memberTable.columns, members);
        written(members.length);
        yield* out.write(monthlyIncome.table, monthlyIncome.columns, [...model.monthly.values()]);
        written(model.monthly.size);
        yield* out.write(posts.table, posts.columns, [...model.posts.values()]);
        written(model.posts.size);
        yield* out.write(payouts.table, payouts.columns, [...model.payouts.values()]);
        written(model.payouts.size);
        const lines = payoutLineRows(model.payoutLines.values());
        yield* out.write(payoutLines.table, payoutLines.columns, lines);
        written(lines.length);
        yield* out.write(closedMonths.table, closedMonths.columns, [...model.closedMonths.values()]);
        written(model.closedMonths.size);
        yield* out.write(riskFlags.table, riskFlags.columns, [...model.riskFlags.values()]);
        written(model.riskFlags.size);
        yield* out.write(suspensions.table, suspensions.columns, [...model.suspensions.values()]);
        written(model.suspensions.size);
        // Once every queued write is in (a seed writes the profiles it reads through `out`).
        yield* out.done;
        const search = yield* startMemberSearch(tx, out, members, model.monthly.values(), {
          reindex: expectedEvents >= REINDEX_FROM_EVENTS,
          reader,
        });
        yield* restore;
        yield* search;
        yield* resumeTriggers;
        yield* checkpointAtEnd(tx);
      }),
    };
  });
