import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanAll } from "../../server/modules/risk/evaluate.ts";
import { startTestRuntime, type TestRuntime } from "../../server/testing/harness.ts";
import { expectedFlags, judgeScan, scenarioMembers, seedFraud, type FlagRow, type FraudScenarios } from "./fraud.ts";
import { seedDatabase } from "./write.ts";

// A world of 2,000 honest members with realistic signals and the four fraud scenarios, scanned
// once: each scenario is caught by its rule with exactly its members, and almost no honest
// member is caught by anything.
const NOW = new Date("2026-10-15T04:00:00.000Z");
const MEMBERS = 2_000;

let t: TestRuntime;
let scenarios: FraudScenarios;
let flags: Array<FlagRow>;
let honest: number;

beforeAll(async () => {
  t = await startTestRuntime();
  const seeded = await t.run(
    seedDatabase({ members: MEMBERS, months: 3, seed: 7, now: NOW, passwordHash: "not-a-real-hash" }),
    NOW,
  );
  const fraud = await t.run(
    seedFraud({
      seed: 7,
      firstMemberId: seeded.firstMemberId,
      members: seeded.members,
      now: NOW,
      passwordHash: "not-a-real-hash",
    }),
    NOW,
  );
  scenarios = fraud.scenarios;
  await t.run(scanAll(), NOW);
  flags = await t.sql<FlagRow>(`SELECT flag_id, rule, member_ids, evidence FROM risk_flags WHERE status = 'open'`);
  const involved = scenarioMembers(scenarios);
  honest = (await t.sql<{ member_id: number }>(`SELECT member_id FROM members`)).filter(
    (m) => !involved.has(m.member_id),
  ).length;
}, 120_000);
afterAll(() => t?.close());

describe("seed --fraud", () => {
  it("adds the four scenarios among new members under honest referrers", async () => {
    expect(scenarios.ring).toHaveLength(4);
    expect(scenarios.farm.recruits).toHaveLength(20);
    const newcomers = [...scenarios.ring, scenarios.selfReferral.recruit, ...scenarios.farm.recruits, scenarios.poster];
    expect(Math.min(...newcomers)).toBeGreaterThan(MEMBERS);
    const rows = await t.sql<{ member_id: number; referrer_id: number }>(
      `SELECT member_id, referrer_id FROM members WHERE member_id = ANY($1::int[])`,
      [newcomers],
    );
    expect(rows).toHaveLength(newcomers.length);
    for (const r of rows) expect(r.referrer_id).toBeLessThanOrEqual(MEMBERS);
    expect(new Set(rows.filter((r) => scenarios.ring.includes(r.member_id)).map((r) => r.referrer_id)).size).toBe(4);
    const posts = await t.sql<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM posts WHERE member_id = $1 GROUP BY status ORDER BY status`,
      [scenarios.poster],
    );
    expect(posts).toEqual([
      { status: "approved", n: 2 },
      { status: "rejected", n: 6 },
    ]);
  });

  it("flags every scenario by its rule, with exactly its members and what they share", () => {
    const involved = scenarioMembers(scenarios);
    for (const expected of expectedFlags(scenarios)) {
      const mine = flags.filter((f) => f.member_ids.some((id) => expected.memberIds.includes(id)));
      expect(
        mine.map((f) => f.rule),
        expected.scenario,
      ).toEqual([expected.rule]);
      expect(
        [...mine[0]!.member_ids].sort((a, b) => a - b),
        expected.scenario,
      ).toEqual(expected.memberIds);
      expect([...mine[0]!.evidence.shared].sort(), expected.scenario).toEqual([...expected.shared].sort());
    }
    // No flag mixes a scenario with anyone else.
    for (const f of flags.filter((f) => f.member_ids.some((id) => involved.has(id))))
      expect(f.member_ids.every((id) => involved.has(id))).toBe(true);
    expect(judgeScan(flags, scenarios, honest).caught.every((c) => c.caught)).toBe(true);
  });

  it("flags fewer than 0.5% of honest members", () => {
    const { honestShare } = judgeScan(flags, scenarios, honest);
    expect(honest).toBeGreaterThanOrEqual(MEMBERS - 2);
    expect(honestShare).toBeLessThan(0.005);
  });

  it("gives honest members their own devices, accounts and addresses, and shares mobile addresses widely", async () => {
    const involved = [...scenarioMembers(scenarios)];
    const shared = await t.sql<{ kind: string; members: number }>(
      `SELECT kind, max(n)::int AS members FROM (
         SELECT kind, value_hash, count(DISTINCT member_id) AS n FROM risk_signals
          WHERE NOT member_id = ANY($1::int[]) GROUP BY kind, value_hash) s
        GROUP BY kind ORDER BY kind`,
      [involved],
    );
    const most = Object.fromEntries(shared.map((r) => [r.kind, r.members]));
    expect(most).toMatchObject({ device: 1, bank_account: 1, delivery_address: 1, phone: 1 });
    // Carrier-grade NAT: one public address behind many subscribers.
    expect(most["network"]).toBeGreaterThanOrEqual(5);
    const [coverage] = await t.sql<{ members: number; device: number; network: number; phone: number }>(
      `SELECT count(DISTINCT member_id)::int AS members,
              count(*) FILTER (WHERE kind = 'device')::int AS device,
              count(*) FILTER (WHERE kind = 'network')::int AS network,
              count(*) FILTER (WHERE kind = 'phone')::int AS phone
         FROM risk_signals WHERE context = 'registration' AND member_id <= $1`,
      [MEMBERS],
    );
    expect(coverage).toEqual({ members: MEMBERS, device: MEMBERS, network: MEMBERS, phone: MEMBERS });
    const [{ bad = -1 } = {}] = await t.sql<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM risk_signals
        WHERE (kind = 'bank_account' AND shown !~ '^ending [0-9]{4}$') OR (kind = 'delivery_address' AND shown IS NOT NULL)`,
    );
    expect(bad).toBe(0);
  });

  it("rarely has two honest recruits of one referrer register from one address within a day", async () => {
    const [{ pairs = 0, together = 0 } = {}] = await t.sql<{ pairs: number; together: number }>(
      `WITH reg AS (
         SELECT m.member_id, m.referrer_id, m.joined_at, s.value_hash FROM members m
           JOIN risk_signals s ON s.member_id = m.member_id AND s.kind = 'network' AND s.context = 'registration'
          WHERE m.member_id <= $1 AND m.referrer_id IS NOT NULL)
       SELECT count(*)::int AS pairs, count(*) FILTER (WHERE a.value_hash = b.value_hash)::int AS together
         FROM reg a JOIN reg b ON b.referrer_id = a.referrer_id AND b.member_id > a.member_id
                               AND b.joined_at - a.joined_at <= interval '24 hours'`,
      [MEMBERS],
    );
    expect(pairs).toBeGreaterThan(100);
    expect(together / pairs).toBeLessThan(0.05);
  });
});

describe("seed --fraud, seeded twice", () => {
  it("writes the same signals and scenarios for the same seed", async () => {
    // One signal key for both databases, so equal values hash alike.
    const key = { RISK_SIGNAL_KEY: "a-signal-key-for-this-test-only-0123456789" };
    const worlds = [];
    for (let i = 0; i < 2; i++) {
      const world = await startTestRuntime(key);
      try {
        const seeded = await world.run(
          seedDatabase({ members: 300, months: 2, seed: 11, now: NOW, passwordHash: "not-a-real-hash" }),
          NOW,
        );
        const { scenarios } = await world.run(
          seedFraud({ seed: 11, firstMemberId: 1, members: seeded.members, now: NOW, passwordHash: "x" }),
          NOW,
        );
        const signals = await world.sql(
          `SELECT member_id, kind, context, value_hash, shown, first_seen_at, last_seen_at FROM risk_signals
            ORDER BY member_id, kind, context, value_hash`,
        );
        worlds.push({ scenarios, signals });
      } finally {
        await world.close();
      }
    }
    expect(worlds[0]!.signals.length).toBeGreaterThan(300 * 3);
    expect(worlds[1]).toEqual(worlds[0]);
  }, 90_000);
});
