import { Effect } from "effect";
import type { RiskRule, SignalKind } from "../../domain/events.ts";
import { RiskSettings } from "../../server/platform/config/risk-settings.ts";
import type { Sql } from "../../server/platform/db/database.ts";
import { makeIdentities } from "./fraud-identities.ts";
import { addScenarios } from "./fraud-scenarios.ts";
import { writeHonestSignals } from "./fraud-signals.ts";
import { makeRng, type Rng } from "./random.ts";

// What the fraud rules (decision 18) look at, for a seeded world: the signals honest members
// leave (their devices, the addresses their carriers and ISPs hand them, bank accounts,
// delivery addresses, phones), written in bulk with the same normalising and keyed hash as the
// live path, and four kinds of fraud added among new members through the real handlers, their
// signals recorded as a request records them. Both halves compare, so a rule that catches a
// seeded scenario catches the live one. Deterministic for a seed and the world's first id.

export interface FraudSeedRequest {
  readonly seed: number;
  /** The honest world this adds to: the members seeded from this id on. */
  readonly firstMemberId: number;
  readonly members: number;
  readonly now: Date;
  readonly passwordHash: string;
}

/** Who each scenario is: what a scan must flag, and nothing more. */
export interface FraudScenarios {
  /** Four accounts paid into one bank account, each joined under a different member. */
  readonly ring: ReadonlyArray<number>;
  /** A recruit on their referrer's own device, shipping to their referrer's address. */
  readonly selfReferral: { readonly recruit: number; readonly referrer: number };
  /** Twenty accounts under one referrer, made on one phone within a few hours. */
  readonly farm: { readonly referrer: number; readonly recruits: ReadonlyArray<number> };
  /** Eight posts, six of them rejected. */
  readonly poster: number;
}

export type FraudProgress = { readonly phase: "signals" | "scenarios"; readonly done: number; readonly total: number };

/** Distinct honest members, as many as the world has (a tiny world lends one member twice). */
const pickHonest = (rng: Rng, request: FraudSeedRequest, n: number): Array<number> => {
  const picked: Array<number> = [];
  while (picked.length < n) {
    const id = request.firstMemberId + rng.int(0, request.members - 1);
    if (!picked.includes(id) || picked.length >= request.members) picked.push(id);
  }
  return picked;
};

/**
 * The honest members' signals, then the four scenarios. Needs signal recording on: a scenario
 * is recorded as a request records it, and with recording off nothing would be.
 */
export const seedFraud = Effect.fn("Seed.fraud")(function* (
  request: FraudSeedRequest,
  onProgress: (p: FraudProgress) => void = () => {},
) {
  if (!(yield* RiskSettings).recording)
    return yield* Effect.die(new Error("--fraud needs signal recording on (RISK_RECORDING)"));
  if (request.members < 1) return yield* Effect.die(new Error("--fraud needs an honest world to add to"));
  const rng = makeRng((request.seed ^ 0x46524155) + Math.imul(request.firstMemberId, 0x9e3779b1));
  const ids = makeIdentities(rng);
  // The referrers every scenario joins under; the self-referral borrows its referrer's device and address.
  const [pairReferrer, farmReferrer, posterReferrer, ...ringReferrers] = pickHonest(rng, request, 7) as [
    number,
    number,
    number,
    ...Array<number>,
  ];
  const { written, people } = yield* writeHonestSignals(request, rng, ids, new Set([pairReferrer]), onProgress);
  const scenarios = yield* addScenarios(request, rng, ids, {
    pair: { id: pairReferrer, person: people.get(pairReferrer)! },
    farm: farmReferrer,
    poster: posterReferrer,
    ring: ringReferrers,
  });
  onProgress({ phase: "scenarios", done: 4, total: 4 });
  return { signals: written, scenarios };
});

/** What a scan must raise for each scenario: the rule, exactly these members, and what they share. */
export const expectedFlags = (
  s: FraudScenarios,
): ReadonlyArray<{
  readonly scenario: string;
  readonly rule: RiskRule;
  readonly memberIds: ReadonlyArray<number>;
  readonly shared: ReadonlyArray<SignalKind>;
}> => {
  const sorted = (ids: ReadonlyArray<number>) => [...ids].sort((a, b) => a - b);
  return [
    { scenario: "ring", rule: "shared_bank_account", memberIds: sorted(s.ring), shared: ["bank_account"] },
    {
      scenario: "self-referral",
      rule: "self_referral",
      memberIds: sorted([s.selfReferral.recruit, s.selfReferral.referrer]),
      shared: ["device", "delivery_address"],
    },
    {
      scenario: "farm",
      rule: "registration_farm",
      memberIds: sorted([s.farm.referrer, ...s.farm.recruits]),
      shared: ["device"],
    },
    { scenario: "poster", rule: "high_rejection_rate", memberIds: [s.poster], shared: [] },
  ];
};

/** Every member a scenario names (their honest referrers aside). */
export const scenarioMembers = (s: FraudScenarios): ReadonlySet<number> =>
  new Set(expectedFlags(s).flatMap((f) => f.memberIds));

export interface FlagRow {
  readonly flag_id: string;
  readonly rule: RiskRule;
  readonly member_ids: ReadonlyArray<number>;
  readonly evidence: { readonly summary: string; readonly shared: ReadonlyArray<SignalKind> };
}

/** Flags raised so far, rule by rule (every rule named, none raised or not). */
export const flagsPerRule = (sql: Sql) =>
  Effect.map(
    sql.query<{ rule: RiskRule; n: number }>(`SELECT rule, count(*)::int AS n FROM risk_flags GROUP BY rule`),
    (rows) => Object.fromEntries(RULES.map((rule) => [rule, rows.find((r) => r.rule === rule)?.n ?? 0])),
  );
const RULES: ReadonlyArray<RiskRule> = [
  "shared_bank_account",
  "self_referral",
  "registration_farm",
  "high_rejection_rate",
  "submission_burst",
  "shared_handle",
  "handle_mismatch",
];

export const openFlags = (sql: Sql) =>
  sql.query<FlagRow>(
    `SELECT flag_id, rule, member_ids, evidence FROM risk_flags WHERE status = 'open' ORDER BY flag_id`,
  );

/**
 * For each scenario, whether a flag of its rule names exactly its members and what they share;
 * and how many honest members (in `honest`) any flag names.
 */
export const judgeScan = (flags: ReadonlyArray<FlagRow>, scenarios: FraudScenarios, honest: number) => {
  const same = <T>(a: ReadonlyArray<T>, b: ReadonlyArray<T>) =>
    a.length === b.length && [...a].sort().join() === [...b].sort().join();
  const caught = expectedFlags(scenarios).map((expected) => ({
    ...expected,
    caught: flags.some(
      (f) =>
        f.rule === expected.rule && same(f.member_ids, expected.memberIds) && same(f.evidence.shared, expected.shared),
    ),
  }));
  const involved = scenarioMembers(scenarios);
  const honestFlagged = new Set(flags.flatMap((f) => f.member_ids).filter((id) => !involved.has(id))).size;
  return { caught, honestFlagged, honestShare: honest === 0 ? 0 : honestFlagged / honest };
};
