import { Result, Schema } from "effect";
import { MonthNotEnded, PayoutAlreadyPaid, PayoutNotFound, type DomainError } from "./errors.ts";
import { Amount, Instant, MemberId, PeriodSchema, type EventOf, type JemputEvent } from "./events.ts";
import { hasEnded } from "./period.ts";

// The payout-month stream: closing a month issues one payout per member with income;
// an admin then marks each paid with the bank's reference.
export const ClosePayoutMonth = Schema.Struct({
  type: Schema.Literal("ClosePayoutMonth"),
  period: PeriodSchema,
  /** Each member's total for the period, read by the caller from the monthly income projection. */
  totals: Schema.Array(Schema.Struct({ memberId: MemberId, totalSen: Amount })),
  at: Instant,
});
export const MarkPayoutPaid = Schema.Struct({
  type: Schema.Literal("MarkPayoutPaid"),
  payoutId: Schema.String,
  reference: Schema.String,
  at: Instant,
});
export type PayoutCommand = typeof ClosePayoutMonth.Type | typeof MarkPayoutPaid.Type;
export type PayoutEvent = EventOf<"PayoutIssued" | "PayoutMonthClosed" | "PayoutPaid">;

interface Payout {
  readonly memberId: number;
  readonly amountSen: number;
  readonly reference: string | null;
}
export interface PayoutMonthState {
  readonly closed: boolean;
  readonly payouts: ReadonlyMap<string, Payout>;
}

export const initialState = (): PayoutMonthState => ({ closed: false, payouts: new Map() });

/** Deterministic, so a rebuilt log names the same payouts. */
export const payoutIdFor = (period: number, memberId: number): string => `PO-${period}-${memberId}`;

/** The period a payout id names, or 0 for anything that is not a payout id. */
export const periodOfPayoutId = (payoutId: string): number => Number(/^PO-(\d{6})-\d+$/.exec(payoutId)?.[1] ?? 0);

export const evolve = (state: PayoutMonthState, event: JemputEvent): PayoutMonthState => {
  switch (event.type) {
    case "PayoutIssued": {
      const payouts = new Map(state.payouts);
      payouts.set(event.data.payoutId, {
        memberId: event.data.memberId,
        amountSen: event.data.amountSen,
        reference: null,
      });
      return { ...state, payouts };
    }
    case "PayoutMonthClosed":
      return { ...state, closed: true };
    case "PayoutPaid": {
      const payouts = new Map(state.payouts);
      const payout = payouts.get(event.data.payoutId);
      if (payout) payouts.set(event.data.payoutId, { ...payout, reference: event.data.reference });
      return { ...state, payouts };
    }
    default:
      return state;
  }
};

export const decide = (
  command: PayoutCommand,
  state: PayoutMonthState,
): Result.Result<ReadonlyArray<PayoutEvent>, DomainError> => {
  switch (command.type) {
    case "ClosePayoutMonth": {
      if (state.closed) return Result.succeed([]);
      // Approvals land in the month they happen, so only a finished month has final totals.
      if (!hasEnded(command.period, command.at)) return Result.fail(new MonthNotEnded({ period: command.period }));
      const owed = command.totals.filter((t) => t.totalSen > 0).toSorted((a, b) => a.memberId - b.memberId);
      const issued: Array<PayoutEvent> = owed.map((t) => ({
        type: "PayoutIssued",
        data: {
          payoutId: payoutIdFor(command.period, t.memberId),
          memberId: t.memberId,
          period: command.period,
          amountSen: t.totalSen,
          at: command.at,
        },
      }));
      const totalSen = owed.reduce((sum, t) => sum + t.totalSen, 0);
      return Result.succeed([
        ...issued,
        { type: "PayoutMonthClosed", data: { period: command.period, payouts: owed.length, totalSen, at: command.at } },
      ]);
    }
    case "MarkPayoutPaid": {
      const payout = state.payouts.get(command.payoutId);
      if (!payout) return Result.fail(new PayoutNotFound({ payoutId: command.payoutId }));
      if (payout.reference !== null) {
        return payout.reference === command.reference
          ? Result.succeed([])
          : Result.fail(new PayoutAlreadyPaid({ payoutId: command.payoutId }));
      }
      const period = periodOfPayoutId(command.payoutId);
      return Result.succeed([
        {
          type: "PayoutPaid",
          data: {
            payoutId: command.payoutId,
            memberId: payout.memberId,
            period,
            amountSen: payout.amountSen,
            reference: command.reference,
            at: command.at,
          },
        },
      ]);
    }
  }
};
