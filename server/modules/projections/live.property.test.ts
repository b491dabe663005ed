import { Effect } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streams, type JemputEvent } from "../../../domain/events.ts";
import * as member from "../../../domain/member.ts";
import * as payouts from "../../../domain/payouts.ts";
import * as post from "../../../domain/post.ts";
import { Database } from "../../platform/db/database.ts";
import { append, appendInOneTrip } from "../../platform/event-store/store.ts";
import { startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { PROJECTION_TABLES } from "./applier.ts";
import { liveChecksums, projectionChecksums, rebuildProjections } from "./rebuild.ts";
import { closeMonths, events, op, simulate, type Op } from "./testing/random-log.ts";

// The live rendering of every projection table against its fold, over random logs: each event
// is appended through the event store (alone in one round trip, or in a transaction of its own)
// and projected by the statements the tables build, the subscriptions catch up, and a rebuild,
// which folds the same log with the tables' `fold` and writes the rows in bulk, must leave every
// table exactly as it was. With income.property.test.ts, which holds the fold to the closed
// form, the SQL is held to the money rules too. The worlds add to the income test's registrations
// and decisions what it leaves out: closes, reversals, payouts paid and failed, admins, fraud
// flags, suspensions and an erasure.
const AT = "2026-07-02T03:00:00.000Z";

const streamOf = (event: JemputEvent): string => {
  switch (event.type) {
    case "PostSubmitted":
    case "PostApproved":
    case "PostRejected":
    case "PostReversed":
      return streams.post(event.data.postId);
    case "PayoutIssued":
    case "PayoutMonthClosed":
    case "PayoutPaid":
    case "PayoutFailed":
      return streams.payoutMonth(event.data.period);
    case "RiskFlagRaised":
    case "RiskFlagWidened":
    case "RiskFlagReviewed":
    case "RiskFlagCleared":
    case "RiskFlagConfirmed":
      return streams.riskFlag(event.data.flagId);
    case "Withholding107DMarked":
    case "Withholding107DReviewed":
      return streams.withholding107d(event.data.year);
    default:
      return streams.member(event.data.memberId);
  }
};

const fates = fc.record({
  /** By approval, whether it is reversed. */
  reversed: fc.array(fc.boolean(), { maxLength: 40 }),
  /** By payout, whether the bank paid it, could not, or has not answered. */
  settled: fc.array(fc.constantFrom("paid", "failed", "open"), { maxLength: 40 }),
  /** Members picked for a flag, an admin grant and an erasure. */
  picks: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  /** By event, whether it goes alone in one round trip (the approval's path) or in a transaction. */
  oneTrip: fc.array(fc.boolean(), { minLength: 1 }),
});

type Fate = typeof fates extends fc.Arbitrary<infer F> ? F : never;

/** The income test's world, then what happens to it after the months are closed. */
const worldLog = (script: ReadonlyArray<Op>, fate: Fate) => {
  const world = simulate(script);
  closeMonths(world);
  const log = world.log.map((e) => e.event);
  const stateOf = <S>(decider: { initialState: () => S; evolve: (s: S, e: JemputEvent) => S }, stream: string) =>
    log.filter((e) => streamOf(e) === stream).reduce(decider.evolve, decider.initialState());
  const then = (more: ReadonlyArray<JemputEvent>) => log.push(...more);

  world.approvals.forEach((a, i) => {
    if (!fate.reversed[i]) return;
    const state = stateOf(post, streams.post(a.postId));
    then(events(post.decide({ type: "ReversePost", postId: a.postId, reason: "fake views", at: AT }, state)));
  });
  const issued = log.flatMap((e) => (e.type === "PayoutIssued" ? [e.data] : []));
  issued.forEach((p, i) => {
    const answer = fate.settled[i] ?? "open";
    if (answer === "open") return;
    const state = stateOf(payouts, streams.payoutMonth(p.period));
    const command: payouts.PayoutCommand =
      answer === "paid"
        ? { type: "MarkPayoutPaid", payoutId: p.payoutId, reference: `MBB-${i}`, at: AT }
        : { type: "MarkPayoutFailed", payoutId: p.payoutId, reason: "bounced", at: AT };
    then(events(payouts.decide(command, state)));
  });

  const members = world.parent.length - 1;
  if (members === 0) return log;
  const [flagged = 0, admin = 0, erased = 0] = fate.picks.map((n) => (n % members) + 1);
  const flagId = `flag-${flagged}`;
  const evidence = { summary: "Shares a device", shared: ["device" as const], facts: [] };
  then([
    {
      type: "RiskFlagRaised",
      data: { flagId, rule: "registration_farm", memberIds: [flagged], heldMemberIds: [flagged], evidence, at: AT },
    },
    {
      type: "RiskFlagWidened",
      data: { flagId, memberIds: [flagged, admin], heldMemberIds: [flagged], evidence, at: AT },
    },
    { type: "RiskFlagReviewed", data: { flagId, adminId: admin, note: "Looking", at: AT } },
    {
      type: "RiskFlagConfirmed",
      data: {
        flagId,
        adminId: admin,
        memberIds: [flagged, admin],
        reason: "A farm",
        suspendedMemberIds: [flagged],
        reversedPostIds: [],
        at: AT,
      },
    },
  ]);
  const act = (command: member.MemberCommand) =>
    then(events(member.decide(command, stateOf(member, streams.member(command.memberId)))));
  act({ type: "SuspendMember", memberId: flagged, reason: "A farm", flagId, at: AT });
  act({ type: "GrantAdmin", memberId: admin, at: AT });
  if (erased !== flagged) act({ type: "EraseMember", memberId: erased, at: AT });
  else act({ type: "ReinstateMember", memberId: flagged, reason: "Cleared on appeal", at: AT });
  return log;
};

let t: TestRuntime;

beforeAll(async () => {
  t = await startTestRuntime();
});
afterAll(async () => {
  await t?.close();
});

const appendAll = (log: ReadonlyArray<JemputEvent>, oneTrip: ReadonlyArray<boolean>) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const versions = new Map<string, number>();
    for (const [i, event] of log.entries()) {
      const stream = streamOf(event);
      const version = versions.get(stream) ?? 0;
      versions.set(stream, version + 1);
      const metadata = { actor: "system" as const };
      if (oneTrip[i % oneTrip.length]) yield* appendInOneTrip(db, stream, version, event, metadata);
      else yield* db.transaction((tx) => append(tx, stream, version, [event], metadata));
    }
  });

const rebuilt = Effect.gen(function* () {
  const db = yield* Database;
  yield* db.transaction((tx) => rebuildProjections(tx));
  return yield* projectionChecksums(db);
});

describe("live projections", () => {
  it("write what a rebuild folds from the same log, table by table", async () => {
    await fc.assert(
      // Smaller worlds than the income test's: every event here is a round trip or two.
      fc.asyncProperty(fc.array(op, { maxLength: 150 }), fates, async (script, fate) => {
        await t.sql(`TRUNCATE events, ${PROJECTION_TABLES.join(", ")}, member_search`);
        const log = worldLog(script, fate);
        await t.run(appendAll(log, fate.oneTrip));
        const live = await t.run(Effect.flatMap(Database, liveChecksums));
        expect(await t.run(rebuilt)).toEqual(live);
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
