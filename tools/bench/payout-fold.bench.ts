import { HashMap } from "effect";
import type { JemputEvent } from "../../domain/events.ts";
import * as payouts from "../../domain/payouts.ts";

// `npm run bench:payout-fold`: what loading a closed month costs before one of its payouts is
// marked paid or failed (the payout month's stream folded with `evolve`), for a month of 20,000
// payouts and one of 200,000 (a month of a million members), each issued and then paid. The
// cost per payout should stay about the same: a ratio near 1 means the fold grows with the month
// (n log n), where a copy of every payout at each event grew with its square. Prints figures;
// asserts nothing.
const SMALL = Number(process.env["BENCH_SMALL_PAYOUTS"] ?? 20_000);
const LARGE = Number(process.env["BENCH_LARGE_PAYOUTS"] ?? 200_000);
const PERIOD = 202610;
const AT = "2026-11-01T02:00:00.000Z";

const monthOf = (n: number): ReadonlyArray<JemputEvent> => {
  const issued = Array.from({ length: n }, (_, i) => ({
    payoutId: payouts.payoutIdFor(PERIOD, i + 1),
    memberId: i + 1,
    period: PERIOD,
    amountSen: 20_000,
    at: AT,
  }));
  return [
    ...issued.map((p): JemputEvent => ({ type: "PayoutIssued", data: { ...p, positions: [p.memberId] } })),
    ...issued.map((p): JemputEvent => ({ type: "PayoutPaid", data: { ...p, reference: `MBB-${p.memberId}` } })),
  ];
};

const foldMs = (events: ReadonlyArray<JemputEvent>) => {
  const started = performance.now();
  const state = events.reduce(payouts.evolve, payouts.initialState());
  const ms = performance.now() - started;
  // The fold must have kept every payout, paid, for its time to mean anything.
  const paid = HashMap.reduce(state.payouts, 0, (count, p) => count + (p.status === "paid" ? 1 : 0));
  if (paid * 2 !== events.length) throw new Error(`folded ${paid} paid payouts of ${events.length / 2}`);
  return ms;
};

const small = monthOf(SMALL);
const large = monthOf(LARGE);
foldMs(small); // warm-up
const smallMs = foldMs(small);
const largeMs = foldMs(large);
const perPayout = (ms: number, n: number) => (ms * 1000) / n;
process.stdout.write(
  [
    `fold of a month of ${SMALL.toLocaleString("en")} payouts (issued, then paid): ${smallMs.toFixed(0)} ms, ${perPayout(smallMs, SMALL).toFixed(1)} µs a payout`,
    `fold of a month of ${LARGE.toLocaleString("en")} payouts (issued, then paid): ${largeMs.toFixed(0)} ms, ${perPayout(largeMs, LARGE).toFixed(1)} µs a payout`,
    `cost a payout, large / small: ${(perPayout(largeMs, LARGE) / perPayout(smallMs, SMALL)).toFixed(2)}× (target ≤ 2×)`,
  ].join("\n") + "\n",
);
