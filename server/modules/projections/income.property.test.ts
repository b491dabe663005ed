import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeEvent } from "../../../domain/events.ts";
import { monthlyTotal } from "./tables/monthly-income.ts";
import { closeMonths, ops, replay, simulate, type Op, type World } from "./testing/random-log.ts";

// The closed form of docs/product.md "Money and income rules", written out here without the
// domain's helpers, so the deciders and the projections are checked against an independent
// oracle. The projections are the real ones: the tables' own fold (applier.ts), which rebuilds
// write and which live.property.test.ts holds the live SQL to.
const POST_SEN = 20_000;
const THRESHOLDS = [5, 10, 25, 50, 100, 250, 500, 1000];

const oracle = (world: World) => {
  const n = world.parent.length - 1;
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  const children = new Map<number, Array<number>>(ids.map((id) => [id, []]));
  for (const id of ids) {
    const p = world.parent[id] ?? null;
    if (p !== null) children.get(p)?.push(id);
  }
  const level1 = (m: number) => children.get(m) ?? [];
  const level2 = (m: number) => level1(m).flatMap(level1);
  const periods = [...new Set(world.approvals.map((a) => a.period))];
  const personal = (m: number, p: number) =>
    POST_SEN * world.approvals.filter((a) => a.author === m && a.period === p).length;
  const sumOver = (rs: ReadonlyArray<number>, p: number) => rs.reduce((s, r) => s + personal(r, p), 0);
  const income = (m: number, p: number) => {
    const own = personal(m, p);
    const l1 = (sumOver(level1(m), p) * 15) / 100;
    const l2 = (sumOver(level2(m), p) * 5) / 100;
    return { personal: own, level1: l1, level2: l2, total: own + l1 + l2 };
  };
  return { n, ids, level1, level2, periods, income };
};

const check = (world: World): void => {
  const { live, log, parent } = world;
  const o = oracle(world);

  for (const m of o.ids) {
    for (const p of o.periods) {
      const want = o.income(m, p);
      expect(Number.isInteger(want.level1) && Number.isInteger(want.level2)).toBe(true);
      const row = live.monthly.get(`${m}:${p}`) ?? {
        personalSen: 0,
        level1Sen: 0,
        level2Sen: 0,
        reversedSen: 0,
        posts: 0,
        memberId: m,
        period: p,
      };
      expect({
        personal: row.personalSen,
        level1: row.level1Sen,
        level2: row.level2Sen,
        total: monthlyTotal(row),
      }).toEqual(want);
      expect(row.posts * POST_SEN).toBe(want.personal);
    }
  }
  for (const row of live.monthly.values()) expect(o.periods).toContain(row.period);

  const creditedAt = new Map<number, number>();
  for (const line of live.ledger) creditedAt.set(line.position, (creditedAt.get(line.position) ?? 0) + line.amountSen);
  expect([...creditedAt.keys()]).toEqual(world.approvals.map((a) => a.position));
  for (const a of world.approvals) {
    const referrer = parent[a.author] ?? null;
    const second = referrer === null ? null : (parent[referrer] ?? null);
    expect(creditedAt.get(a.position)).toBe(POST_SEN + (referrer === null ? 0 : 3_000) + (second === null ? 0 : 1_000));
  }

  // Approving twice pays once.
  const approvedPosts = log.flatMap((e) => (e.event.type === "PostApproved" ? [e.event.data.postId] : []));
  expect(new Set(approvedPosts).size).toBe(approvedPosts.length);
  const personalLines = live.ledger.filter((l) => l.kind === "personal").map((l) => l.postId);
  expect(personalLines).toEqual(approvedPosts);
  for (const [postId, status] of world.status) expect(live.posts.get(postId)?.status).toBe(status);

  for (const row of live.members.values()) {
    expect(row.referrerId).toBe(parent[row.memberId] ?? null);
    expect(row.level2ReferrerId).toBe(row.referrerId === null ? null : (parent[row.referrerId] ?? null));
    let steps = 0;
    for (let at: number | null = row.memberId; at !== null; at = live.members.get(at)?.referrerId ?? null) {
      const next = live.members.get(at)?.referrerId ?? null;
      if (next !== null) expect(next).toBeLessThan(at);
      expect(++steps).toBeLessThanOrEqual(o.n);
    }
    expect(row.directRecruits).toBe(o.level1(row.memberId).length);
    expect(row.level2Count).toBe(o.level2(row.memberId).length);
  }
  expect(live.members.size).toBe(o.n);

  const amounts = [
    ...live.ledger.map((l) => l.amountSen),
    ...[...live.monthly.values()].flatMap((r) => [r.personalSen, r.level1Sen, r.level2Sen]),
    ...live.activities.map((a) => a.amountSen),
    ...[...live.posts.values()].map((p) => p.earningsSen),
    ...[...live.payouts.values()].map((p) => p.amountSen),
  ];
  for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(0);

  // Team sizes grow one member at a time, in registration order.
  const size = new Map<number, number>();
  const levelUps: Array<string> = [];
  for (const id of o.ids) {
    const referrer = parent[id] ?? null;
    for (const up of [referrer, referrer === null ? null : (parent[referrer] ?? null)]) {
      if (up === null) continue;
      const grown = (size.get(up) ?? 0) + 1;
      size.set(up, grown);
      if (THRESHOLDS.includes(grown)) levelUps.push(`${world.joinedAt[id]}:${up}:${grown}:${id}`);
    }
  }
  const recorded = live.activities
    .filter((a) => a.type === "level_up")
    .map((a) => `${a.position}:${a.memberId}:${a.detail.threshold}:${a.subjectMemberId}`);
  expect(recorded).toEqual(levelUps);

  // One payout per member and month with income, for exactly that income.
  for (const p of o.periods) {
    const owed = o.ids.filter((m) => o.income(m, p).total > 0);
    expect([...live.payouts.values()].filter((x) => x.period === p).map((x) => [x.memberId, x.amountSen])).toEqual(
      owed.map((m) => [m, o.income(m, p).total]),
    );
  }

  expect(replay(log)).toEqual(live);
  // What was appended survives storage: every event decodes, and replaying the decoded log agrees.
  expect(
    replay(log.map(({ position, event }) => ({ position, event: decodeEvent(JSON.parse(JSON.stringify(event))) }))),
  ).toEqual(live);
};

describe("income over a random referral forest", () => {
  it("matches the closed form of docs/product.md, month by month", () => {
    fc.assert(
      fc.property(ops, (script) => {
        const world = simulate(script);
        closeMonths(world);
        check(world);
      }),
      { numRuns: 100 },
    );
    // A hundred random worlds: a second or two alone, several on a machine busy with other suites.
  }, 30_000);

  it("celebrates every threshold once as a single team grows to 120", () => {
    const script: Array<Op> = [
      { kind: "register", referrer: "none" },
      ...Array.from({ length: 120 }, () => ({ kind: "register" as const, referrer: 0 })),
    ];
    const world = simulate(script);
    check(world);
    const thresholds = world.live.activities
      .filter((a) => a.type === "level_up")
      .map((a) => [a.memberId, a.detail.threshold]);
    expect(thresholds).toEqual([5, 10, 25, 50, 100].map((t) => [1, t]));
  });
});
