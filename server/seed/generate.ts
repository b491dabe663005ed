import { Result } from "effect";
import { streams, type JemputEvent, type Platform } from "../../domain/events.ts";
import * as member from "../../domain/member.ts";
import { periodOf, periodStart, previousPeriod, nextPeriod } from "../../domain/period.ts";
import * as post from "../../domain/post.ts";
import { referralCodeFor } from "../members/referral-code.ts";
import { FIRST_NAMES, LAST_NAMES, PLACES, POST_TITLES } from "./names.ts";
import { makeRng } from "./random.ts";

// A deterministic demo world made through the real deciders: members join under referrers
// chosen by preferential attachment (so team sizes follow a power law, as in real networks),
// then post across the months, with most posts approved in the month they were made.
export interface SeedOptions { readonly members: number; readonly months: number; readonly seed: number; readonly firstMemberId: number; readonly now: Date }
export interface SeedProfile { memberId: number; email: string; firstName: string; lastName: string; phoneNumber: string; state: string; city: string }
export interface SeedEvent { readonly streamId: string; readonly streamVersion: number; readonly event: JemputEvent }
export interface SeedWorld { readonly events: Array<SeedEvent>; readonly profiles: Array<SeedProfile> }

const PLATFORMS: ReadonlyArray<Platform> = ["instagram", "tiktok", "youtube", "facebook", "twitter"];
const HOUR = 3_600_000;

const must = <A>(result: Result.Result<A, unknown>): A => {
  if (Result.isFailure(result)) throw new Error(`seed decision refused: ${String(result.failure)}`);
  return result.success;
};

export const generateWorld = ({ members, months, seed, firstMemberId, now }: SeedOptions): SeedWorld => {
  // The first id is part of the seed, so seeding again (new ids) never repeats a post id.
  const rng = makeRng(seed + Math.imul(firstMemberId - 1, 0x9e3779b1));
  const events: Array<SeedEvent> = [];
  const profiles: Array<SeedProfile> = [];
  const nowMs = now.getTime();
  let firstPeriod = periodOf(now);
  for (let i = 1; i < months; i++) firstPeriod = previousPeriod(firstPeriod);
  const start = periodStart(firstPeriod).getTime();
  // Everyone joins in the first 60% of the window so most members have months of posts.
  const joinSpan = Math.max(1, (nowMs - start) * 0.6);
  const upline = new Map<number, { referralCode: string; referrerId: number | null; level2ReferrerId: number | null; joinedAt: number }>();
  const tickets: Array<number> = [];

  for (let i = 0; i < members; i++) {
    const memberId = firstMemberId + i;
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const joinedAt = Math.floor(start + (joinSpan * i) / Math.max(1, members));
    const referrerId = tickets.length > 0 && rng.next() > 0.12 ? tickets[rng.int(0, tickets.length - 1)]! : null;
    const referrer = referrerId === null ? null : { memberId: referrerId, referrerId: upline.get(referrerId)!.referrerId };
    const referralCode = referralCodeFor(memberId, firstName);
    const command: member.RegisterMember = {
      type: "RegisterMember", memberId, referralCode, at: new Date(joinedAt).toISOString(),
      referredByCode: referrerId === null ? null : upline.get(referrerId)!.referralCode, referrer,
    };
    for (const event of must(member.decide(command, member.initialState()))) {
      events.push({ streamId: streams.member(memberId), streamVersion: 1, event });
      if (event.type === "MemberRegistered") upline.set(memberId, { ...event.data, joinedAt });
    }
    tickets.push(memberId);
    if (referrerId !== null) tickets.push(referrerId);
    const [state, city] = rng.pick(PLACES);
    const slug = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
    profiles.push({
      memberId, firstName, lastName, state, city,
      email: `${slug}.${memberId}@demo.jemput.my`,
      phoneNumber: `+6011${(10_000_000 + memberId).toString().slice(-8)}`,
    });
  }

  for (const [memberId, info] of upline) {
    for (let period = firstPeriod; period <= periodOf(now); period = nextPeriod(period)) {
      const from = Math.max(periodStart(period).getTime(), info.joinedAt + HOUR);
      const to = Math.min(periodStart(nextPeriod(period)).getTime() - 1, nowMs - HOUR);
      if (to <= from) continue;
      const count = Math.min(8, Math.floor(-Math.log(1 - rng.next()) * 1.1));
      for (let k = 0; k < count; k++) {
        const postId = rng.uuid();
        const submittedAt = Math.floor(from + rng.next() * (to - from));
        const streamId = streams.post(postId);
        const submit = { type: "SubmitPost" as const, postId, memberId, title: rng.pick(POST_TITLES), url: `https://example.com/p/${postId.slice(0, 8)}`, platform: rng.pick(PLATFORMS), at: new Date(submittedAt).toISOString() };
        let state = post.initialState();
        let version = 0;
        const record = (produced: ReadonlyArray<JemputEvent>) => {
          for (const event of produced) {
            state = post.evolve(state, event);
            events.push({ streamId, streamVersion: ++version, event });
          }
        };
        record(must(post.decide(submit, state)));
        const decidedAt = Math.min(to, submittedAt + rng.int(1, 48) * HOUR);
        const roll = rng.next();
        if (period === periodOf(now) && roll < 0.15) continue;
        if (roll < 0.05) {
          record(must(post.decide({ type: "RejectPost", postId, reason: "The link does not show the brand's product.", at: new Date(decidedAt).toISOString() }, state)));
        } else {
          const approve = { type: "ApprovePost" as const, postId, upline: { referrerId: info.referrerId, level2ReferrerId: info.level2ReferrerId }, at: new Date(decidedAt).toISOString() };
          record(must(post.decide(approve, state)));
        }
      }
    }
  }
  // The log reads in time order, as if it had been written live.
  events.sort((a, b) => (a.event.data.at < b.event.data.at ? -1 : a.event.data.at > b.event.data.at ? 1 : 0));
  return { events, profiles };
};
