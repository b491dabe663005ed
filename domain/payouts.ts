import { HashMap, Option, Result, Schema } from "effect";
import { MonthNotEnded, PayoutAlreadyPaid, PayoutNotFound, PayoutNotPayable, type DomainError } from "./errors.ts";
import { Instant, MemberId, PeriodSchema, type EventOf, type JemputEvent } from "./events.ts";
import { hasEnded } from "./period.ts";
import { withheld107D } from "./withholding.ts";

// The payout-month stream. Payouts work on balances: every ledger line is unpaid or paid by
// exactly one payout. Closing a finished month pays each member's unpaid lines up to its end
// in one payout, when they add up to more than nothing (a balance at or below zero, after
// reversals, carries forward). A line that commits after the close is simply still unpaid,
// so the next close pays it: no payout depends on timing. An admin then marks each payout
// paid with the bank's reference, or failed, which makes its lines unpaid again. A member under
// a fraud hold is left out of the close: their lines stay unpaid, for a close after the hold.
// A line still in its holding period (decision 53) is left out too: it stays unpaid, and the
// first close after it becomes payable pays it. So is a payable balance below PAYOUT_MINIMUM
// (decision 62): carried forward whole until a close finds it at the minimum or above. A member
// marked for section 107D is paid the payout less 2%, withheld for LHDN; the payout keeps its gross.
export const UnpaidLine = Schema.Struct({
  memberId: MemberId,
  position: Schema.Int,
  amountSen: Schema.Int,
  /**
   * When a close may first pay the line, in milliseconds since the epoch: a close holds every
   * unpaid line at once (a million and more), where a number is what takes least room.
   */
  payableAt: Schema.Number,
});
export type UnpaidLine = typeof UnpaidLine.Type;

export const ClosePayoutMonth = Schema.Struct({
  type: Schema.Literal("ClosePayoutMonth"),
  period: PeriodSchema,
  /**
   * Every unpaid ledger line of a month up to `period`, and the unpaid reversals of approvals of
   * those months, read by the caller from the ledger; only those payable at `at` are paid.
   */
  unpaid: Schema.Array(UnpaidLine),
  /** Members under a fraud hold (an open flag, a suspension): their balance stays unpaid. */
  held: Schema.Array(MemberId),
  at: Instant,
  /** PAYOUT_MINIMUM in sen: a payable balance below it is carried forward unpaid (decision 62). */
  minimumSen: Schema.optionalKey(Schema.Int),
  /** Members marked for section 107D in the year of `at`: their payouts withhold 2% (decision 62). */
  withholding: Schema.optionalKey(Schema.Array(MemberId)),
});
export const MarkPayoutPaid = Schema.Struct({
  type: Schema.Literal("MarkPayoutPaid"),
  payoutId: Schema.String,
  reference: Schema.String,
  at: Instant,
});
export const MarkPayoutFailed = Schema.Struct({
  type: Schema.Literal("MarkPayoutFailed"),
  payoutId: Schema.String,
  reason: Schema.String,
  at: Instant,
});
export type PayoutCommand = typeof ClosePayoutMonth.Type | typeof MarkPayoutPaid.Type | typeof MarkPayoutFailed.Type;
export type PayoutEvent = EventOf<"PayoutIssued" | "PayoutMonthClosed" | "PayoutPaid" | "PayoutFailed">;

interface Payout {
  readonly memberId: number;
  readonly amountSen: number;
  readonly status: "issued" | "paid" | "failed";
  readonly reference: string | null;
}
// A persistent map: each event's new state shares the rest of the month's payouts, so folding a
// month of 200,000 payouts (to mark one paid) costs n log n. Copying a Map per event cost n²:
// minutes for one bank result line after a large close.
export interface PayoutMonthState {
  readonly closed: boolean;
  readonly payouts: HashMap.HashMap<string, Payout>;
}

export const initialState = (): PayoutMonthState => ({ closed: false, payouts: HashMap.empty() });

/** Deterministic, so a rebuilt log names the same payouts. */
export const payoutIdFor = (period: number, memberId: number): string => `PO-${period}-${memberId}`;

/** The period a payout id names, or 0 for anything that is not a payout id. */
export const periodOfPayoutId = (payoutId: string): number => Number(/^PO-(\d{6})-\d+$/.exec(payoutId)?.[1] ?? 0);

/** Each member's unpaid lines, summed: what a close would pay them (members in id order). */
export const balancesOf = (unpaid: ReadonlyArray<UnpaidLine>) => {
  const byMember = new Map<number, { memberId: number; amountSen: number; positions: Array<number> }>();
  for (const line of unpaid) {
    const balance = byMember.get(line.memberId) ?? { memberId: line.memberId, amountSen: 0, positions: [] };
    balance.amountSen += line.amountSen;
    balance.positions.push(line.position);
    byMember.set(line.memberId, balance);
  }
  return [...byMember.values()]
    .map((b) => ({ ...b, positions: b.positions.toSorted((x, y) => x - y) }))
    .toSorted((a, b) => a.memberId - b.memberId);
};

/** The lines a close at `at` may pay: those whose holding period is over. */
export const payableLines = (unpaid: ReadonlyArray<UnpaidLine>, at: string): ReadonlyArray<UnpaidLine> => {
  const time = Date.parse(at);
  return unpaid.filter((line) => line.payableAt <= time);
};

/**
 * The members whose lines are still in their holding period at `at`, and what those lines add up
 * to (above nothing: a post approved and reversed within it adds up to nothing): what a close at
 * `at` leaves unpaid for a later one, members in id order.
 */
export const pendingBalances = (unpaid: ReadonlyArray<UnpaidLine>, at: string) => {
  const time = Date.parse(at);
  return balancesOf(unpaid.filter((line) => line.payableAt > time)).filter((b) => b.amountSen > 0);
};

const withPayout = (state: PayoutMonthState, payoutId: string, change: (p: Payout) => Payout): PayoutMonthState => {
  const payout = Option.getOrUndefined(HashMap.get(state.payouts, payoutId));
  return payout ? { ...state, payouts: HashMap.set(state.payouts, payoutId, change(payout)) } : state;
};

export const evolve = (state: PayoutMonthState, event: JemputEvent): PayoutMonthState => {
  switch (event.type) {
    case "PayoutIssued": {
      const { payoutId, memberId, amountSen } = event.data;
      const payout: Payout = { memberId, amountSen, status: "issued", reference: null };
      return { ...state, payouts: HashMap.set(state.payouts, payoutId, payout) };
    }
    case "PayoutMonthClosed":
      return { ...state, closed: true };
    case "PayoutPaid":
      return withPayout(state, event.data.payoutId, (p) => ({ ...p, status: "paid", reference: event.data.reference }));
    case "PayoutFailed":
      return withPayout(state, event.data.payoutId, (p) => ({ ...p, status: "failed" }));
    default:
      return state;
  }
};

const close = (
  command: typeof ClosePayoutMonth.Type,
  state: PayoutMonthState,
): Result.Result<ReadonlyArray<PayoutEvent>, DomainError> => {
  if (state.closed) return Result.succeed([]);
  // Approvals land in the month they happen, so only a finished month is closed.
  if (!hasEnded(command.period, command.at)) return Result.fail(new MonthNotEnded({ period: command.period }));
  const { period, at } = command;
  const positive = balancesOf(payableLines(command.unpaid, at)).filter((b) => b.amountSen > 0);
  const pending = pendingBalances(command.unpaid, at);
  const pendingSen = pending.reduce((sum, b) => sum + b.amountSen, 0);
  const held = new Set(command.held);
  const minimumSen = command.minimumSen ?? 0;
  const unheld = positive.filter((b) => !held.has(b.memberId));
  const owed = unheld.filter((b) => b.amountSen >= minimumSen);
  const below = unheld.filter((b) => b.amountSen < minimumSen);
  const kept = positive.filter((b) => held.has(b.memberId));
  const heldSen = kept.reduce((sum, b) => sum + b.amountSen, 0);
  const withholding = new Set(command.withholding ?? []);
  const issued = owed.map((b): EventOf<"PayoutIssued"> => ({
    type: "PayoutIssued",
    data: {
      payoutId: payoutIdFor(period, b.memberId),
      memberId: b.memberId,
      period,
      amountSen: b.amountSen,
      positions: b.positions,
      at,
      ...(withholding.has(b.memberId) ? { withheldSen: withheld107D(b.amountSen) } : {}),
    },
  }));
  const totalSen = owed.reduce((sum, b) => sum + b.amountSen, 0);
  const withheldSen = issued.reduce((sum, e) => sum + (e.data.withheldSen ?? 0), 0);
  return Result.succeed([
    ...issued,
    {
      type: "PayoutMonthClosed",
      data: {
        period,
        payouts: owed.length,
        totalSen,
        at,
        held: kept.length,
        heldSen,
        pending: pending.length,
        pendingSen,
        belowMinimum: below.length,
        belowMinimumSen: below.reduce((sum, b) => sum + b.amountSen, 0),
        withheldSen,
      },
    },
  ]);
};

export const decide = (
  command: PayoutCommand,
  state: PayoutMonthState,
): Result.Result<ReadonlyArray<PayoutEvent>, DomainError> => {
  if (command.type === "ClosePayoutMonth") return close(command, state);
  const payout = Option.getOrUndefined(HashMap.get(state.payouts, command.payoutId));
  if (!payout) return Result.fail(new PayoutNotFound({ payoutId: command.payoutId }));
  const { payoutId, at } = command;
  const period = periodOfPayoutId(payoutId);
  const facts = { payoutId, memberId: payout.memberId, period, amountSen: payout.amountSen, at };
  if (command.type === "MarkPayoutPaid") {
    if (payout.status === "paid") {
      return payout.reference === command.reference
        ? Result.succeed([])
        : Result.fail(new PayoutAlreadyPaid({ payoutId }));
    }
    if (payout.status === "failed") return Result.fail(new PayoutNotPayable({ payoutId, status: "failed" }));
    return Result.succeed([{ type: "PayoutPaid", data: { ...facts, reference: command.reference } }]);
  }
  if (payout.status === "failed") return Result.succeed([]);
  if (payout.status === "paid") return Result.fail(new PayoutNotPayable({ payoutId, status: "paid" }));
  return Result.succeed([{ type: "PayoutFailed", data: { ...facts, reason: command.reason } }]);
};
