import { Result } from "effect";
import { streams, type JemputEvent, type Platform } from "../../domain/events.ts";
import { payableAtAfter } from "../../domain/holding.ts";
import * as member from "../../domain/member.ts";
import { nextPeriod, periodOf, periodStart, previousPeriod } from "../../domain/period.ts";
import * as post from "../../domain/post.ts";
import { referralCodeFor } from "../../server/modules/members/referral-code.ts";
import { FIRST_NAMES, LAST_NAMES, PLACES, POST_TITLES } from "./names.ts";
import { makeRng } from "./random.ts";

// A deterministic demo world made through the real deciders: members join under referrers
// chosen by preferential attachment (so team sizes follow a power law, as in real networks),
// then post across the months, with most posts approved in the month they were made. It is
// made a month at a time: every event of a month falls inside it, so each month's events,
// put in time order, follow the previous month's and a large world never sits in memory whole.
export interface SeedOptions {
  readonly members: number;
  readonly months: number;
  readonly seed: number;
  readonly firstMemberId: number;
  readonly now: Date;
  /** The holding period approvals are made with (POST_HOLDING_DAYS), as the app's own approvals are. */
  readonly holdingDays: number;
}
export interface SeedProfile {
  memberId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  state: string;
  city: string;
}
export interface SeedEvent {
  readonly streamId: string;
  readonly streamVersion: number;
  readonly event: JemputEvent;
}
export interface SeedWorld {
  readonly events: Array<SeedEvent>;
  readonly profiles: Array<SeedProfile>;
}

const PLATFORMS: ReadonlyArray<Platform> = ["instagram", "tiktok", "youtube", "facebook", "twitter"];
const HOUR = 3_600_000;
/**
 * Members who ever post: in referral programmes most members join and never create. The first
 * members (the founders, who also recruit the largest teams) always do.
 */
export const POSTER_SHARE = 0.3;
const FOUNDERS = 20;
/** Members handled between two pauses (a `null` from the generator), so callers can do other work. */
const PAUSE_EVERY = 25_000;

const must = <A>(result: Result.Result<A, unknown>): A => {
  if (Result.isFailure(result)) throw new Error(`seed decision refused: ${String(result.failure)}`);
  return result.success;
};

interface Upline {
  readonly referralCode: string;
  readonly referrerId: number | null;
  readonly level2ReferrerId: number | null;
  readonly joinedAt: number;
  readonly posts: boolean;
}

/**
 * The world one month at a time, oldest first, each month's events in time order; `null` now
 * and then while a month is being made, so a caller may let queued work run.
 */
export function* generateMonths({
  members,
  months,
  seed,
  firstMemberId,
  now,
  holdingDays,
}: SeedOptions): Generator<SeedWorld | null> {
  // The first id is part of the seed, so seeding again (new ids) never repeats a post id.
  const rng = makeRng(seed + Math.imul(firstMemberId - 1, 0x9e3779b1));
  const nowMs = now.getTime();
  const lastPeriod = periodOf(now);
  let firstPeriod = lastPeriod;
  for (let i = 1; i < months; i++) firstPeriod = previousPeriod(firstPeriod);
  const start = periodStart(firstPeriod).getTime();
  // Everyone joins in the first 60% of the window so most members have months of posts.
  const joinSpan = Math.max(1, (nowMs - start) * 0.6);
  const joinedAtOf = (i: number) => Math.floor(start + (joinSpan * i) / Math.max(1, members));
  const uplines: Array<Upline> = [];
  const tickets: Array<number> = [];

  for (let period = firstPeriod; period <= lastPeriod; period = nextPeriod(period)) {
    const periodFrom = periodStart(period).getTime();
    const periodEnd = periodStart(nextPeriod(period)).getTime();
    const periodTo = Math.min(periodEnd - 1, nowMs - HOUR);
    const timed: Array<{ readonly t: number; readonly e: SeedEvent }> = [];
    const profiles: Array<SeedProfile> = [];

    // Everyone whose join time falls in this month (the last month takes whoever is left).
    while (uplines.length < members && (period === lastPeriod || joinedAtOf(uplines.length) < periodEnd)) {
      const memberId = firstMemberId + uplines.length;
      const joinedAt = joinedAtOf(uplines.length);
      const firstName = rng.pick(FIRST_NAMES);
      const lastName = rng.pick(LAST_NAMES);
      const referrerId = tickets.length > 0 && rng.next() > 0.12 ? tickets[rng.int(0, tickets.length - 1)]! : null;
      const upline = referrerId === null ? null : uplines[referrerId - firstMemberId]!;
      const referralCode = referralCodeFor(memberId, firstName);
      const command: member.RegisterMember = {
        type: "RegisterMember",
        memberId,
        referralCode,
        at: new Date(joinedAt).toISOString(),
        referredByCode: upline?.referralCode ?? null,
        referrer: referrerId === null ? null : { memberId: referrerId, referrerId: upline!.referrerId },
      };
      let registered: Upline | null = null;
      for (const event of must(member.decide(command, member.initialState()))) {
        timed.push({ t: joinedAt, e: { streamId: streams.member(memberId), streamVersion: 1, event } });
        if (event.type === "MemberRegistered")
          registered = { ...event.data, joinedAt, posts: rng.next() < POSTER_SHARE || uplines.length < FOUNDERS };
      }
      uplines.push(registered!);
      tickets.push(memberId);
      if (referrerId !== null) tickets.push(referrerId);
      if (uplines.length % PAUSE_EVERY === 0) yield null;
      const [state, city] = rng.pick(PLACES);
      const slug = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
      profiles.push({
        memberId,
        firstName,
        lastName,
        state,
        city,
        email: `${slug}.${memberId}@demo.jemput.my`,
        phoneNumber: `+6011${(10_000_000 + memberId).toString().slice(-8)}`,
      });
    }

    for (let i = 0; i < uplines.length; i++) {
      if (i % PAUSE_EVERY === PAUSE_EVERY - 1) yield null;
      const info = uplines[i]!;
      const from = Math.max(periodFrom, info.joinedAt + HOUR);
      if (!info.posts || periodTo <= from) continue;
      const count = Math.min(8, Math.floor(-Math.log(1 - rng.next()) * 1.1));
      for (let k = 0; k < count; k++) {
        const postId = rng.uuid();
        const submittedAt = Math.floor(from + rng.next() * (periodTo - from));
        const streamId = streams.post(postId);
        const submit = {
          type: "SubmitPost" as const,
          postId,
          memberId: firstMemberId + i,
          title: rng.pick(POST_TITLES),
          // The whole id: a link pays once (decision 14), so no two posts may share one.
          url: `https://example.com/p/${postId}`,
          platform: rng.pick(PLATFORMS),
          at: new Date(submittedAt).toISOString(),
        };
        let state = post.initialState();
        let version = 0;
        const record = (produced: ReadonlyArray<JemputEvent>, t: number) => {
          for (const event of produced) {
            state = post.evolve(state, event);
            timed.push({ t, e: { streamId, streamVersion: ++version, event } });
          }
        };
        record(must(post.decide(submit, state)), submittedAt);
        const decidedAt = Math.min(periodTo, submittedAt + rng.int(1, 48) * HOUR);
        const roll = rng.next();
        if (period === lastPeriod && roll < 0.15) continue;
        const at = new Date(decidedAt).toISOString();
        if (roll < 0.05) {
          record(
            must(
              post.decide(
                { type: "RejectPost", postId, reason: "The link does not show the brand's product.", at },
                state,
              ),
            ),
            decidedAt,
          );
        } else {
          record(
            must(
              post.decide(
                {
                  type: "ApprovePost",
                  postId,
                  upline: { referrerId: info.referrerId, level2ReferrerId: info.level2ReferrerId },
                  at,
                  payableAt: payableAtAfter(at, holdingDays),
                },
                state,
              ),
            ),
            decidedAt,
          );
        }
      }
    }
    // The log reads in time order, as if it had been written live (the sort is stable).
    timed.sort((a, b) => a.t - b.t);
    yield { events: timed.map((x) => x.e), profiles };
  }
}

export const generateWorld = (options: SeedOptions): SeedWorld => {
  const world: SeedWorld = { events: [], profiles: [] };
  for (const month of generateMonths(options)) {
    if (month === null) continue;
    for (const e of month.events) world.events.push(e);
    for (const p of month.profiles) world.profiles.push(p);
  }
  return world;
};
