import { Effect } from "effect";
import { streams } from "../../../domain/events.ts";
import * as payouts from "../../../domain/payouts.ts";
import { handle, handleIn, inTransaction } from "../../platform/event-store/command.ts";
import { Now } from "../../platform/clock/now.ts";
import type { Metadata } from "../../platform/event-store/store.ts";

/** Issues one payout per member with income in the period; closing twice issues nothing new. */
export const closeMonth = Effect.fn("Payouts.closeMonth")(function* (period: number, metadata: Metadata) {
  const now = yield* Now;
  return yield* inTransaction((tx) =>
    Effect.gen(function* () {
      // An approval made in the month's last moment may still be committing, with its income
      // not yet visible: wait for every append in flight (and hold new ones) before reading.
      yield* tx.query(`LOCK TABLE events IN EXCLUSIVE MODE`);
      const totals = yield* tx.query<{ memberId: number; totalSen: number }>(
        `SELECT member_id AS "memberId", total_sen AS "totalSen" FROM monthly_income WHERE period = $1 AND total_sen > 0 ORDER BY member_id`,
        [period],
      );
      const { events } = yield* handleIn(tx, {
        decider: payouts,
        streamId: streams.payoutMonth(period),
        command: { type: "ClosePayoutMonth", period, totals, at: now().toISOString() },
        metadata,
      });
      const issued = events.filter((e) => e.event.type === "PayoutIssued");
      return {
        issued: issued.length,
        totalSen: issued.reduce((sum, e) => sum + (e.event.type === "PayoutIssued" ? e.event.data.amountSen : 0), 0),
      };
    }),
  );
});

export const markPaid = Effect.fn("Payouts.markPaid")(function* (
  payoutId: string,
  reference: string,
  metadata: Metadata,
) {
  const now = yield* Now;
  const period = payouts.periodOfPayoutId(payoutId);
  const { events } = yield* handle({
    decider: payouts,
    streamId: streams.payoutMonth(period),
    command: { type: "MarkPayoutPaid", payoutId, reference, at: now().toISOString() },
    metadata,
  });
  return events;
});
