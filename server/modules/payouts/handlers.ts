import { Effect } from "effect";
import { streams } from "../../../domain/events.ts";
import { MonthNotEnded } from "../../../domain/errors.ts";
import * as payouts from "../../../domain/payouts.ts";
import { hasEnded } from "../../../domain/period.ts";
import { handle, handleIn, inTransaction, type Command, type Loaded } from "../../platform/event-store/command.ts";
import { now } from "../../platform/clock/now.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { DbError, isUniqueViolation } from "../../platform/db/database.ts";
import { evaluateAllPending } from "../risk/evaluate.ts";
import { unpaidLines } from "./balances.ts";
import { keepBankDetails } from "../bank-accounts/payout-details.ts";
import { claimBankReference } from "./bank-references.ts";
import type { Outcome } from "./bank-result.ts";
import { CloseChanged, heldIds, holdsOf, isClosed, previewFrom } from "./close-preview.ts";
import { closeRulesAt, markYearIn } from "./withholding.ts";

// Another close (of another month: one of the same month loses at its stream's version first)
// paid one of these lines while this one ran. The key of payout_lines refused the second payment;
// this close is decided again from what the other left unpaid.
const paidByAnotherClose = (error: unknown) =>
  error instanceof DbError && isUniqueViolation(error, "payout_lines_pkey");

/**
 * Closes a finished month: one payout per member of every unpaid line up to its end that is
 * payable now (lines of earlier months left unpaid by a late commit, a failed payout or their
 * holding period included; lines still in their holding period stay unpaid for a later close);
 * closing twice issues nothing new. With `expected`, the digest of the preview the admin confirmed, the close
 * is refused (CloseChanged, with the new preview) when it would now issue anything else.
 * Appends go on while it runs (decision 45).
 */
export const closeMonth = Effect.fn("Payouts.closeMonth")(function* (
  period: number,
  metadata: Metadata,
  expected?: string,
) {
  // Members waiting for the rules are looked at first, so a close never pays past a pending check.
  yield* evaluateAllPending(true);
  return yield* inTransaction((tx) =>
    Effect.gen(function* () {
      // One snapshot for the whole close: the lines, the holds, the preview and the month's
      // stream are read as they stood at its start. A line whose approval commits after that is
      // simply unpaid, for the next close; no lock keeps anyone from appending meanwhile.
      yield* tx.query(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
      const unpaid = yield* unpaidLines(tx, period);
      // One instant for the preview checked and the close: what is payable is payable at it.
      const at = (yield* now).toISOString();
      // PAYOUT_MINIMUM and the section 107D marks of the year (decision 62), as the preview read them.
      const rules = yield* closeRulesAt(tx, at);
      const holds = yield* holdsOf(tx, unpaid, at, rules);
      const held = heldIds(holds);
      if (expected !== undefined) {
        if (!hasEnded(period, at)) return yield* Effect.fail(new MonthNotEnded({ period }));
        const preview = yield* previewFrom(tx, period, yield* isClosed(tx, period), unpaid, holds, rules, at);
        if (preview.digest !== expected) return yield* Effect.fail(new CloseChanged({ preview }));
      }
      // The first close of a year nobody has marked marks it, with the members it withholds from.
      if (rules.marksYear !== null && hasEnded(period, at)) yield* markYearIn(tx, rules.marksYear, at, metadata);
      const { events } = yield* handleIn(tx, {
        decider: payouts,
        streamId: streams.payoutMonth(period),
        command: {
          type: "ClosePayoutMonth",
          period,
          unpaid,
          held,
          at,
          minimumSen: rules.minimumSen,
          withholding: rules.withholding,
        },
        metadata,
      });
      const issued = events.filter((e) => e.event.type === "PayoutIssued");
      yield* keepBankDetails(
        tx,
        issued.flatMap((e) => (e.event.type === "PayoutIssued" ? [e.event.data] : [])),
      );
      const closed = events.find((e) => e.event.type === "PayoutMonthClosed")?.event;
      const figures = closed?.type === "PayoutMonthClosed" ? closed.data : null;
      return {
        held: figures?.held ?? 0,
        heldSen: figures?.heldSen ?? 0,
        pending: figures?.pending ?? 0,
        pendingSen: figures?.pendingSen ?? 0,
        belowMinimum: figures?.belowMinimum ?? 0,
        belowMinimumSen: figures?.belowMinimumSen ?? 0,
        withheldSen: figures?.withheldSen ?? 0,
        issued: issued.length,
        totalSen: issued.reduce((sum, e) => sum + (e.event.type === "PayoutIssued" ? e.event.data.amountSen : 0), 0),
      };
    }),
  ).pipe(Effect.retry({ times: 8, while: paidByAnotherClose }));
});

/**
 * What the bank did with one payout, as the payout month's decider takes it: the command of
 * `markPaid` and `markFailed`, and of every line of a bank result file (reconcile.ts).
 */
export const settlement = (
  payoutId: string,
  outcome: Outcome,
  at: string,
  metadata: Metadata,
): Command<payouts.PayoutMonthState, payouts.PayoutCommand, Loaded<payouts.PayoutMonthState>, never, never> => ({
  decider: payouts,
  streamId: streams.payoutMonth(payouts.periodOfPayoutId(payoutId)),
  command:
    outcome.status === "paid"
      ? { type: "MarkPayoutPaid", payoutId, reference: outcome.bankReference, at }
      : { type: "MarkPayoutFailed", payoutId, reason: outcome.reason, at },
  metadata,
});

/** Marks an issued payout paid; the bank's reference is claimed for it alone (bank-references.ts). */
export const markPaid = Effect.fn("Payouts.markPaid")(function* (
  payoutId: string,
  reference: string,
  metadata: Metadata,
) {
  const at = (yield* now).toISOString();
  return yield* inTransaction((tx) =>
    Effect.gen(function* () {
      const { events } = yield* handleIn(
        tx,
        settlement(payoutId, { status: "paid", bankReference: reference }, at, metadata),
      );
      if (events.length > 0) yield* claimBankReference(tx, payoutId, reference, at);
      return events;
    }),
  );
});

/** Marks an issued payout failed (the bank could not pay it): its lines go into the next close. */
export const markFailed = Effect.fn("Payouts.markFailed")(function* (
  payoutId: string,
  reason: string,
  metadata: Metadata,
) {
  const at = (yield* now).toISOString();
  const { events } = yield* handle(settlement(payoutId, { status: "failed", reason }, at, metadata));
  return events;
});
