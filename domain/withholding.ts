import { Result, Schema } from "effect";
import type { DomainError } from "./errors.ts";
import { Amount, Instant, MemberId, type EventOf, type JemputEvent } from "./events.ts";
import { overrideOf, type Sen } from "./money.ts";

// Section 107D of the Income Tax Act 1967 (decision 62, docs/tax.md): a company that paid an
// agent, dealer or distributor more than RM 100,000 in a year withholds 2% of what it pays them
// in the next year and remits it to LHDN. Jemput marks those members once a year (the year's
// stream, `withholding-107d-YYYY`), and each close withholds from their payouts that year.

/** RM 100,000: a member paid more than this in a year is marked for the next. */
export const THRESHOLD_107D_SEN: Sen = 10_000_000;
/** 2%, in basis points like the override rates. */
export const RATE_107D_BPS = 200;

/**
 * What a payout of `grossSen` withholds: 2% of it rounded half up to a whole sen (1.5 sen is
 * 2, 1.49 is 1). The bank pays the rest, so sent + withheld = gross exactly.
 */
export const withheld107D = (grossSen: Sen): Sen => (grossSen > 0 ? overrideOf(grossSen, RATE_107D_BPS) : 0);

/** The Malaysian calendar year of an instant: a payout withholds by the year it is issued in. */
export const malaysianYearOf = (instant: string): number =>
  new Date(Date.parse(instant) + 8 * 60 * 60 * 1000).getUTCFullYear();

export const PaidInYear = Schema.Struct({ memberId: MemberId, paidSen: Amount });

/**
 * Marks `year`: `paid` is what each member was paid in the year before (payouts issued then,
 * not failed), read by the caller; those above the threshold and not marked yet are marked.
 */
export const MarkWithholding107D = Schema.Struct({
  type: Schema.Literal("MarkWithholding107D"),
  year: Schema.Int,
  paid: Schema.Array(PaidInYear),
  at: Instant,
});
export type MarkWithholding107D = typeof MarkWithholding107D.Type;
export type WithholdingEvent = EventOf<"Withholding107DMarked" | "Withholding107DReviewed">;

export interface WithholdingState {
  readonly reviewed: boolean;
  /** Member ids marked for the year, in the order they were marked. */
  readonly marked: ReadonlyArray<number>;
}

export const initialState = (): WithholdingState => ({ reviewed: false, marked: [] });

export const evolve = (state: WithholdingState, event: JemputEvent): WithholdingState => {
  switch (event.type) {
    case "Withholding107DMarked":
      return { ...state, marked: [...state.marked, event.data.memberId] };
    case "Withholding107DReviewed":
      return { ...state, reviewed: true };
    default:
      return state;
  }
};

/** The members a review of these payments marks anew, in id order. */
export const newlyMarked = (state: WithholdingState, paid: ReadonlyArray<{ memberId: number; paidSen: number }>) => {
  const known = new Set(state.marked);
  return paid
    .filter((p) => p.paidSen > THRESHOLD_107D_SEN && !known.has(p.memberId))
    .toSorted((a, b) => a.memberId - b.memberId);
};

// Marking again marks only members not marked yet (a payment failed back below the line does not
// unmark: the year's payouts so far have withheld already); a review that marks nobody new after
// the first is nothing to log.
export const decide = (
  command: MarkWithholding107D,
  state: WithholdingState,
): Result.Result<ReadonlyArray<WithholdingEvent>, DomainError> => {
  const { year, at } = command;
  const marks = newlyMarked(state, command.paid);
  if (state.reviewed && marks.length === 0) return Result.succeed([]);
  return Result.succeed([
    ...marks.map((m): WithholdingEvent => ({
      type: "Withholding107DMarked",
      data: { memberId: m.memberId, year, paidSen: m.paidSen, at },
    })),
    { type: "Withholding107DReviewed", data: { year, marked: marks.length, at } },
  ]);
};
