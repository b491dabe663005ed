import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Result } from "effect";
import { decodeEvent, type JemputEvent, type Platform } from "./events.ts";
import * as member from "./member.ts";
import * as payouts from "./payouts.ts";
import * as post from "./post.ts";
import { applyEvent, emptyReadModel, monthlyTotal, replay, type ReadModel } from "./read-model.ts";

// The closed form of docs/product.md "Money and income rules", written out here without the domain's
// helpers, so the deciders and the read model are checked against an independent oracle.
const POST_SEN = 20_000;
const THRESHOLDS = [5, 10, 25, 50, 100, 250, 500, 1000];
const HOUR = 3_600_000;
const mytPeriod = (ms: number): number => {
  const local = new Date(ms + 8 * HOUR);
  return local.getUTCFullYear() * 100 + local.getUTCMonth() + 1;
};

type Op =
  | { readonly kind: "register"; readonly referrer: "none" | "unknown" | number }
  | { readonly kind: "submit"; readonly author: number; readonly platform: Platform }
  | { readonly kind: "approve"; readonly post: number; readonly at: number }
  | { readonly kind: "reject"; readonly post: number; readonly at: number };

// Five months of Malaysian time, a second either side so the boundaries get hit too.
const instant = fc.integer({ min: Date.UTC(2025, 11, 31, 16) - 1_000, max: Date.UTC(2026, 4, 31, 16) + 1_000 });
const postPick = fc.oneof(fc.nat({ max: 3 }), fc.nat());
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("register" as const),
      // Small picks are hubs, so some teams grow past several level_up thresholds.
      referrer: fc.oneof(
        { weight: 2, arbitrary: fc.constant("none" as const) },
        { weight: 1, arbitrary: fc.constant("unknown" as const) },
        { weight: 3, arbitrary: fc.nat({ max: 4 }) },
        { weight: 4, arbitrary: fc.nat() },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("submit" as const),
      author: fc.nat(),
      platform: fc.constantFrom<Platform>("instagram", "tiktok", "youtube"),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("approve" as const), post: postPick, at: instant }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reject" as const), post: postPick, at: instant }) },
);
// "large" so most runs have hundreds of ops rather than the default handful.
const ops = fc.array(op, { maxLength: 600, size: "large" });

interface Approval {
  readonly position: number;
  readonly postId: string;
  readonly author: number;
  readonly period: number;
}
interface World {
  readonly log: Array<{ position: number; event: JemputEvent }>;
  readonly live: ReadModel;
  /** parent[id] is the referrer the harness chose for member id; index 0 is unused. */
  readonly parent: Array<number | null>;
  readonly joinedAt: Array<number>;
  readonly approvals: Array<Approval>;
  readonly status: Map<string, "pending" | "approved" | "rejected">;
}

const events = <A, E>(result: Result.Result<ReadonlyArray<A>, E>): ReadonlyArray<A> => {
  if (Result.isFailure(result)) throw new Error(`unexpected ${JSON.stringify(result.failure)}`);
  return result.success;
};
const failureTag = <A, E extends { _tag: string }>(result: Result.Result<A, E>): string =>
  Result.isFailure(result) ? result.failure._tag : "success";

/** Appends at the next positions and projects each event as it lands; returns the last position. */
const appendTo = (world: World, evs: ReadonlyArray<JemputEvent>): number => {
  for (const event of evs) {
    const position = world.log.length + 1;
    world.log.push({ position, event });
    applyEvent(world.live, position, event);
  }
  return world.log.length;
};

/** Runs the ops through the deciders the way the server would, checking each decision on the way. */
const simulate = (script: ReadonlyArray<Op>): World => {
  const world: World = {
    log: [],
    live: emptyReadModel(),
    parent: [null],
    joinedAt: [0],
    approvals: [],
    status: new Map(),
  };
  const postStates = new Map<string, post.PostState>();
  const authors: Array<number> = [];
  const uplines = new Map<number, { referrerId: number | null; level2ReferrerId: number | null }>();
  const append = (evs: ReadonlyArray<JemputEvent>) => appendTo(world, evs);
  const iso = (ms: number) => new Date(ms).toISOString();
  for (const o of script) {
    const count = world.parent.length - 1;
    if (o.kind === "register") {
      const memberId = count + 1;
      const referrerId = typeof o.referrer === "number" && count > 0 ? (o.referrer % count) + 1 : null;
      const code = o.referrer === "unknown" ? "NO-SUCH-CODE" : referrerId === null ? null : `R${referrerId}`;
      // The caller resolves the code against the read model, as the server does.
      const row = referrerId === null ? undefined : world.live.members.get(referrerId);
      const command: member.RegisterMember = {
        type: "RegisterMember",
        memberId,
        referralCode: `R${memberId}`,
        referredByCode: code,
        referrer: row ? { memberId: row.memberId, referrerId: row.referrerId } : null,
        at: iso(Date.UTC(2025, 11, 1)),
      };
      const result = member.decide(command, member.initialState());
      if (o.referrer === "unknown") {
        expect(failureTag(result)).toBe("InvalidReferralCode");
        continue;
      }
      const evs = events(result);
      for (const e of evs)
        if (e.type === "MemberRegistered")
          uplines.set(memberId, { referrerId: e.data.referrerId, level2ReferrerId: e.data.level2ReferrerId });
      world.parent.push(referrerId);
      world.joinedAt.push(append(evs));
    } else if (o.kind === "submit") {
      if (count === 0) continue;
      const postId = `P${authors.length + 1}`;
      const author = (o.author % count) + 1;
      const evs = events(
        post.decide(
          {
            type: "SubmitPost",
            postId,
            memberId: author,
            title: postId,
            url: `https://x.test/${postId}`,
            platform: o.platform,
            at: iso(Date.UTC(2025, 11, 2)),
          },
          post.initialState(),
        ),
      );
      authors.push(author);
      postStates.set(postId, evs.reduce(post.evolve, post.initialState()));
      world.status.set(postId, "pending");
      append(evs);
    } else {
      if (authors.length === 0) continue;
      // Small picks are the latest posts, as an admin works the queue; larger ones revisit older posts.
      const index = authors.length - 1 - (o.post % authors.length);
      const postId = `P${index + 1}`;
      const author = authors[index] ?? 0;
      const state = postStates.get(postId) ?? post.initialState();
      const before = world.status.get(postId);
      const upline = uplines.get(author) ?? { referrerId: null, level2ReferrerId: null };
      const command: post.PostCommand =
        o.kind === "approve"
          ? { type: "ApprovePost", postId, upline, at: iso(o.at) }
          : { type: "RejectPost", postId, reason: "off-brief", at: iso(o.at) };
      const result = post.decide(command, state);
      const target = o.kind === "approve" ? "approved" : "rejected";
      if (before === target) expect(events(result)).toEqual([]);
      else if (before !== "pending") expect(failureTag(result)).toBe("PostNotPending");
      else {
        const evs = events(result);
        expect(evs).toHaveLength(1);
        postStates.set(postId, evs.reduce(post.evolve, state));
        world.status.set(postId, target);
        const position = append(evs);
        if (target === "approved") world.approvals.push({ position, postId, author, period: mytPeriod(o.at) });
      }
    }
  }
  return world;
};

/** The unpaid ledger lines up to `period`, read from the read model as the server reads its tables. */
const unpaidUpTo = (model: ReadModel, period: number) => {
  const paid = new Set(
    [...model.payoutLines.values()].flatMap((p) => p.positions.map((pos) => `${p.memberId}:${pos}`)),
  );
  return model.ledger
    .filter((l) => l.period <= period && !paid.has(`${l.memberId}:${l.position}`))
    .map((l) => ({ memberId: l.memberId, position: l.position, amountSen: l.amountSen }));
};

/** Closes every month with approvals, in order, each paying the unpaid lines up to its end. */
const closeMonths = (world: World): void => {
  const periods = [...new Set(world.approvals.map((a) => a.period))].toSorted((a, b) => a - b);
  for (const period of periods) {
    appendTo(
      world,
      events(
        payouts.decide(
          {
            type: "ClosePayoutMonth",
            period,
            unpaid: unpaidUpTo(world.live, period),
            held: [],
            at: "2026-07-01T00:00:00.000Z",
          },
          payouts.initialState(),
        ),
      ),
    );
  }
};

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
