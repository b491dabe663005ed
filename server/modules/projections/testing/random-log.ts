import fc from "fast-check";
import { Result } from "effect";
import { expect } from "vitest";
import type { JemputEvent, Platform } from "../../../../domain/events.ts";
import { payableAtAfter } from "../../../../domain/holding.ts";
import * as member from "../../../../domain/member.ts";
import * as payouts from "../../../../domain/payouts.ts";
import * as post from "../../../../domain/post.ts";
import { foldEvent } from "../applier.ts";
import { emptyTables, type Tables } from "../table.ts";

// Random worlds for the property tests: registrations under random referrers, submissions,
// approvals and rejections at random instants, run through the deciders as the server runs them
// and folded, event by event, by the projection applier the rebuild uses. Each decision is
// checked on the way (a second approval pays nothing, a rejected post cannot be approved).
const HOUR = 3_600_000;
export const mytPeriod = (ms: number): number => {
  const local = new Date(ms + 8 * HOUR);
  return local.getUTCFullYear() * 100 + local.getUTCMonth() + 1;
};

export type Op =
  | { readonly kind: "register"; readonly referrer: "none" | "unknown" | number }
  | { readonly kind: "submit"; readonly author: number; readonly platform: Platform }
  /** `holding`: the holding period in days, or null for an approval from before it (no payableAt). */
  | { readonly kind: "approve"; readonly post: number; readonly at: number; readonly holding: number | null }
  | { readonly kind: "reject"; readonly post: number; readonly at: number };

// Five months of Malaysian time, a second either side so the boundaries get hit too.
const instant = fc.integer({ min: Date.UTC(2025, 11, 31, 16) - 1_000, max: Date.UTC(2026, 4, 31, 16) + 1_000 });
const postPick = fc.oneof(fc.nat({ max: 3 }), fc.nat());
export const op: fc.Arbitrary<Op> = fc.oneof(
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
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("approve" as const),
      post: postPick,
      at: instant,
      // Within what a close at the start of July pays: every month's close pays all of it.
      holding: fc.constantFrom<number | null>(null, 0, 7),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reject" as const), post: postPick, at: instant }) },
);
// "large" so most runs have hundreds of ops rather than the default handful.
export const ops = fc.array(op, { maxLength: 600, size: "large" });

export interface Approval {
  readonly position: number;
  readonly postId: string;
  readonly author: number;
  readonly period: number;
}
export interface World {
  readonly log: Array<{ position: number; event: JemputEvent }>;
  readonly live: Tables;
  /** parent[id] is the referrer the harness chose for member id; index 0 is unused. */
  readonly parent: Array<number | null>;
  readonly joinedAt: Array<number>;
  readonly approvals: Array<Approval>;
  readonly status: Map<string, "pending" | "approved" | "rejected">;
}

export const events = <A, E>(result: Result.Result<ReadonlyArray<A>, E>): ReadonlyArray<A> => {
  if (Result.isFailure(result)) throw new Error(`unexpected ${JSON.stringify(result.failure)}`);
  return result.success;
};
export const failureTag = <A, E extends { _tag: string }>(result: Result.Result<A, E>): string =>
  Result.isFailure(result) ? result.failure._tag : "success";

/** Appends at the next positions and projects each event as it lands; returns the last position. */
export const appendTo = (world: World, evs: ReadonlyArray<JemputEvent>): number => {
  for (const event of evs) {
    const position = world.log.length + 1;
    world.log.push({ position, event });
    foldEvent(world.live, position, event);
  }
  return world.log.length;
};

/** Runs the ops through the deciders the way the server would, checking each decision on the way. */
export const simulate = (script: ReadonlyArray<Op>): World => {
  const world: World = {
    log: [],
    live: emptyTables(),
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
          ? { type: "ApprovePost", postId, upline, at: iso(o.at), payableAt: payableAtAfter(iso(o.at), o.holding ?? 0) }
          : { type: "RejectPost", postId, reason: "off-brief", at: iso(o.at) };
      const result = Result.map(post.decide(command, state), (evs) =>
        o.kind === "approve" && o.holding === null ? evs.map(withoutPayableAt) : evs,
      );
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

/** An approval as it was written before the holding period: without payableAt. */
const withoutPayableAt = (event: post.PostEvent): post.PostEvent => {
  if (event.type !== "PostApproved") return event;
  const { payableAt: _payableAt, ...data } = event.data;
  return { ...event, data };
};

/**
 * The unpaid ledger lines up to `period`, read from the read model as the server reads its tables
 * (these worlds reverse nothing before their months are closed).
 */
export const unpaidUpTo = (model: Tables, period: number) => {
  const paid = new Set(
    [...model.payoutLines.values()].flatMap((p) => p.positions.map((pos) => `${p.memberId}:${pos}`)),
  );
  return model.ledger
    .filter((l) => l.period <= period && !paid.has(`${l.memberId}:${l.position}`))
    .map((l) => ({
      memberId: l.memberId,
      position: l.position,
      amountSen: l.amountSen,
      payableAt: Date.parse(l.payableAt),
    }));
};

/** Closes every month with approvals, in order, each paying the unpaid lines up to its end. */
export const closeMonths = (world: World): void => {
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

/** The tables a fold of the whole log gives, as a rebuild folds it. */
export const replay = (log: Iterable<{ readonly position: number; readonly event: JemputEvent }>): Tables => {
  const tables = emptyTables();
  for (const { position, event } of log) foldEvent(tables, position, event);
  return tables;
};
