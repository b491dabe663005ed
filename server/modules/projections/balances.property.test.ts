import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import type { JemputEvent } from "../../../domain/events.ts";
import * as payouts from "../../../domain/payouts.ts";
import * as post from "../../../domain/post.ts";
import { payableAtAfter } from "../../../domain/holding.ts";
import { withheld107D } from "../../../domain/withholding.ts";
import { foldEvent } from "./applier.ts";
import { emptyTables, type Tables } from "./table.ts";
import type { LedgerRow } from "./tables/ledger.ts";

// Balances under any interleaving: approvals whose events land late (decided in one month,
// appended after that month was closed), with a holding period of none, a week or a month
// (decision 53), closes of any finished month in any order, on its first day or weeks later, and
// failed payouts, and reversals of approved posts at any later time (negative lines, so a balance
// may go below zero). After every step, per member and in total, the ledger equals what payouts
// (not failed) paid plus what is unpaid, every payout equals the sum of its lines and is
// positive, no line is in two payouts, no line is paid before it was payable nor by the close of
// a month before its own, and a post reversed within its holding period is never paid: its
// approval's line and the reversal's are paid together or not at all. Once the last month is
// closed after everything landed and became payable, a member's unpaid lines add up to nothing
// or less. The ledger, payouts and payout lines are the projections' own fold (applier.ts), as a
// rebuild writes them.
//
// Each run also draws a PAYOUT_MINIMUM (none, RM 150 or RM 250) and the members marked for section
// 107D (decision 62): no payout is below the minimum (a smaller balance is carried forward, never
// lost), and every payout keeps its gross (what its lines add up to, what the ledger check
// counts) with sent + withheld = gross, withheld being 2% rounded half up for a marked member and
// nothing for the others.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PERIODS = [202609, 202610, 202611, 202612];
/** The first instant after a Malaysian month, in UTC. */
const endOf = (period: number) => Date.UTC(Math.floor(period / 100), period % 100, 1) - 8 * HOUR;
const periodAt = (ms: number) => {
  const local = new Date(ms + 8 * HOUR);
  return local.getUTCFullYear() * 100 + local.getUTCMonth() + 1;
};
// A three-level chain and a loner: uplines get overrides, so lines of one approval land on
// several members.
const UPLINE: Record<number, { referrerId: number | null; level2ReferrerId: number | null }> = {
  1: { referrerId: null, level2ReferrerId: null },
  2: { referrerId: 1, level2ReferrerId: null },
  3: { referrerId: 2, level2ReferrerId: 1 },
  4: { referrerId: null, level2ReferrerId: null },
};

type Step =
  | {
      readonly kind: "approve";
      readonly author: number;
      readonly at: number;
      readonly lateBy: number;
      readonly holdingDays: number;
    }
  | { readonly kind: "close"; readonly period: number; readonly after: number }
  | { readonly kind: "fail"; readonly pick: number }
  | { readonly kind: "reverse"; readonly pick: number; readonly after: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("approve" as const),
      author: fc.integer({ min: 1, max: 4 }),
      // Often within a second of a month's end, where the race lives.
      at: fc.oneof(
        fc.integer({ min: endOf(202608), max: endOf(202612) - 1 }),
        fc.constantFrom(...PERIODS.map(endOf)).chain((end) => fc.integer({ min: end - 1_000, max: end - 1 })),
      ),
      lateBy: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 })),
      holdingDays: fc.constantFrom(0, 7, 30),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("close" as const),
      period: fc.constantFrom(...PERIODS),
      // On the month's first moment, or days or weeks later (into a holding period, or past it).
      after: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 45 * DAY })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("fail" as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("reverse" as const),
      pick: fc.nat(),
      // Often within the approval's holding period, across a month's end with it.
      after: fc.oneof(fc.integer({ min: 0, max: 10 * DAY }), fc.integer({ min: 0, max: 60 * DAY })),
    }),
  },
);

const ok = <A>(result: Result.Result<ReadonlyArray<A>, unknown>): ReadonlyArray<A> => {
  if (Result.isFailure(result)) throw new Error(`unexpected ${JSON.stringify(result.failure)}`);
  return result.success;
};

interface World {
  readonly model: Tables;
  readonly months: Map<number, payouts.PayoutMonthState>;
  position: number;
  posts: number;
  /** Each landed post's stream state and the time it was decided. */
  readonly streams: Map<string, { state: post.PostState; at: number }>;
  /** By payout, the last log position its close could read. */
  readonly readUpTo: Map<string, number>;
  /** PAYOUT_MINIMUM in sen, and the members whose payouts withhold under section 107D. */
  readonly minimumSen: number;
  readonly withholding: ReadonlyArray<number>;
}

const append = (world: World, events: ReadonlyArray<JemputEvent>) => {
  for (const event of events) {
    foldEvent(world.model, ++world.position, event);
    if (event.type === "PostSubmitted" || event.type === "PostApproved" || event.type === "PostReversed") {
      const known = world.streams.get(event.data.postId)?.state ?? post.initialState();
      world.streams.set(event.data.postId, { state: post.evolve(known, event), at: Date.parse(event.data.at) });
    }
  }
};

/** Reverses a landed approved post, at a later time within the last month. */
const reversal = (world: World, pick: number, after: number): ReadonlyArray<JemputEvent> => {
  const approved = [...world.streams.values()].filter((p) => p.state.status === "approved");
  const target = approved[pick % Math.max(approved.length, 1)];
  if (!target || target.state.status === "none") return [];
  const at = new Date(Math.min(target.at + after, endOf(202612) - 1)).toISOString();
  const command = { type: "ReversePost" as const, postId: target.state.postId, reason: "fake", at };
  return ok(post.decide(command, target.state));
};

const isReversal = (l: LedgerRow) => l.amountSen < 0;
/** The approval line a reversal line takes back: the same member's positive line of the post. */
const approvalOf = (model: Tables, l: LedgerRow) =>
  model.ledger.find((a) => a.memberId === l.memberId && a.postId === l.postId && !isReversal(a));

/**
 * The lines a close of `period` looks at, as balances.ts reads them: a month's up to it, and
 * reversals of those months' approvals, whatever month they were made in.
 */
const inClose = (model: Tables, l: LedgerRow, period: number) =>
  l.period <= period || (isReversal(l) && (approvalOf(model, l)?.period ?? Infinity) <= period);

const paidLines = (model: Tables) =>
  new Map(
    [...model.payoutLines.values()].flatMap((p) => p.positions.map((x) => [`${p.memberId}:${x}`, p.payoutId] as const)),
  );

const unpaidUpTo = (model: Tables, period: number) => {
  const paid = paidLines(model);
  return model.ledger
    .filter((l) => inClose(model, l, period) && !paid.has(`${l.memberId}:${l.position}`))
    .map((l) => ({
      memberId: l.memberId,
      position: l.position,
      amountSen: l.amountSen,
      payableAt: Date.parse(l.payableAt),
    }));
};

const close = (world: World, period: number, after: number) => {
  const state = world.months.get(period) ?? payouts.initialState();
  const at = new Date(endOf(period) + after).toISOString();
  const events = ok(
    payouts.decide(
      {
        type: "ClosePayoutMonth",
        period,
        unpaid: unpaidUpTo(world.model, period),
        held: [],
        at,
        minimumSen: world.minimumSen,
        withholding: world.withholding,
      },
      state,
    ),
  );
  world.months.set(period, events.reduce(payouts.evolve, state));
  for (const e of events) if (e.type === "PayoutIssued") world.readUpTo.set(e.data.payoutId, world.position);
  append(world, events);
};

const approval = (world: World, author: number, at: number, holdingDays: number): ReadonlyArray<JemputEvent> => {
  const postId = `p${++world.posts}`;
  const iso = new Date(at).toISOString();
  const submitted = ok(
    post.decide(
      { type: "SubmitPost", postId, memberId: author, title: "t", url: `u${postId}`, platform: "tiktok", at: iso },
      post.initialState(),
    ),
  );
  const state = submitted.reduce(post.evolve, post.initialState());
  const approve = { type: "ApprovePost" as const, postId, upline: UPLINE[author]!, at: iso };
  return [...submitted, ...ok(post.decide({ ...approve, payableAt: payableAtAfter(iso, holdingDays) }, state))];
};

// When each payout was issued and which month it closed; where each paid line is paid.
const checkHolding = (world: World) => {
  const { model } = world;
  const paid = paidLines(model);
  for (const l of model.ledger) {
    const payoutId = paid.get(`${l.memberId}:${l.position}`);
    if (payoutId === undefined) continue;
    const payout = model.payouts.get(payoutId)!;
    expect(Date.parse(l.payableAt)).toBeLessThanOrEqual(Date.parse(payout.issuedAt));
    expect(inClose(model, l, payout.period)).toBe(true);
  }
  // A post reversed within its holding period: its approval's line and the reversal's are paid by
  // the same payout, unless the reversal was not in the log yet when the approval's was paid.
  for (const l of model.ledger.filter(isReversal)) {
    const a = approvalOf(model, l)!;
    if (Date.parse(l.at) >= Date.parse(a.payableAt)) continue;
    expect(l.payableAt).toBe(a.payableAt);
    const byA = paid.get(`${a.memberId}:${a.position}`);
    const byL = paid.get(`${l.memberId}:${l.position}`);
    // Paid apart only when the reversal landed after the approval's payout was decided (a late
    // commit): then it is taken back by a later close.
    if (byL !== undefined) expect(byA).toBeDefined();
    if (byA !== undefined && byL !== byA) expect(l.position).toBeGreaterThan(world.readUpTo.get(byA)!);
  }
};

// No payout below the minimum; each keeps its gross and splits it into sent and withheld.
const checkPayouts = (world: World) => {
  for (const p of world.model.payouts.values()) {
    expect(p.amountSen).toBeGreaterThanOrEqual(world.minimumSen);
    const expected = world.withholding.includes(p.memberId) ? withheld107D(p.amountSen) : 0;
    expect(p.withheldSen).toBe(expected);
    const sent = p.amountSen - p.withheldSen;
    expect(sent).toBeGreaterThan(0);
    expect(sent + p.withheldSen).toBe(p.amountSen);
  }
};

const checkBalances = (model: Tables) => {
  const lines = new Map(model.ledger.map((l) => [`${l.memberId}:${l.position}`, l.amountSen]));
  const seen = new Set<string>();
  for (const p of model.payoutLines.values()) {
    const sum = p.positions.reduce((s, x) => {
      const key = `${p.memberId}:${x}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      expect(lines.has(key)).toBe(true);
      return s + lines.get(key)!;
    }, 0);
    expect(model.payouts.get(p.payoutId)?.amountSen).toBe(sum);
  }
  for (const p of model.payouts.values()) expect(p.amountSen).toBeGreaterThan(0);
  for (const memberId of [1, 2, 3, 4]) {
    const ledger = model.ledger.filter((l) => l.memberId === memberId).reduce((s, l) => s + l.amountSen, 0);
    const paid = [...model.payouts.values()]
      .filter((p) => p.memberId === memberId && p.status !== "failed")
      .reduce((s, p) => s + p.amountSen, 0);
    const unpaid = model.ledger
      .filter((l) => l.memberId === memberId && !seen.has(`${l.memberId}:${l.position}`))
      .reduce((s, l) => s + l.amountSen, 0);
    expect(ledger).toBe(paid + unpaid);
  }
};

describe("payout balances", () => {
  it("never lose a line, whatever the order of approvals, late commits, closes, failures, reversals, minimums and withholding", () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 60 }),
        fc.constantFrom(0, 15_000, 25_000),
        fc.subarray([1, 2, 3, 4]),
        (steps, minimumSen, withholding) => {
          const world: World = {
            model: emptyTables(),
            months: new Map(),
            position: 0,
            posts: 0,
            streams: new Map(),
            readUpTo: new Map(),
            minimumSen,
            withholding,
          };
          const inFlight: Array<{ events: ReadonlyArray<JemputEvent>; landsAfter: number }> = [];
          steps.forEach((s, i) => {
            // Approvals decided earlier land now, after the steps that overtook them.
            for (const late of inFlight.filter((f) => f.landsAfter === i)) append(world, late.events);
            if (s.kind === "approve") {
              const events = approval(world, s.author, s.at, s.holdingDays);
              if (s.lateBy === 0) append(world, events);
              else inFlight.push({ events, landsAfter: i + s.lateBy });
            } else if (s.kind === "close") {
              close(world, s.period, s.after);
            } else if (s.kind === "reverse") {
              append(world, reversal(world, s.pick, s.after));
            } else {
              const issued = [...world.model.payouts.values()].filter((p) => p.status === "issued");
              const target = issued[s.pick % Math.max(issued.length, 1)];
              if (target) {
                const period = target.period;
                const state = world.months.get(period)!;
                const events = ok(
                  payouts.decide(
                    {
                      type: "MarkPayoutFailed",
                      payoutId: target.payoutId,
                      reason: "bounced",
                      at: new Date(endOf(period)).toISOString(),
                    },
                    state,
                  ),
                );
                world.months.set(period, events.reduce(payouts.evolve, state));
                append(world, events);
              }
            }
            checkBalances(world.model);
            checkHolding(world);
            checkPayouts(world);
          });
          for (const late of inFlight.filter((f) => f.landsAfter >= steps.length)) append(world, late.events);
          checkBalances(world.model);
          checkHolding(world);
          // A close after everything landed and became payable pays every balance at the minimum or
          // above; what stays unpaid is a balance that reversals took to nothing or below, or one
          // below the minimum: carried forward, still in the ledger and the unpaid balance.
          const last = world.months.get(202612);
          if (!last?.closed) {
            close(world, 202612, 31 * DAY);
            checkBalances(world.model);
            checkHolding(world);
            const left = new Map<number, number>();
            for (const l of unpaidUpTo(world.model, 202612))
              left.set(l.memberId, (left.get(l.memberId) ?? 0) + l.amountSen);
            for (const balance of left.values()) expect(balance <= 0 || balance < minimumSen).toBe(true);
            checkPayouts(world);
          }
          for (const l of world.model.ledger) expect(periodAt(Date.parse(l.at))).toBe(l.period);
        },
      ),
      { numRuns: 300 },
    );
  });
});
