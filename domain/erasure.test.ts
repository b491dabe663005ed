import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { erasedReferralCode, redactForErasure } from "./erasure.ts";
import type { JemputEvent } from "./events.ts";
import * as member from "./member.ts";

// Erasure in the domain: the member decider's EraseMember and what it blanks in the log's events.
// What it changes in the projections is server/modules/projections/erasure.test.ts.
const AT = "2026-11-10T02:00:00.000Z";

const ok = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};
const failed = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error(`expected failure, got ${JSON.stringify(result.success)}`);
  return result.failure;
};

const joined = (
  memberId: number,
  referrerId: number | null = null,
  level2ReferrerId: number | null = null,
): JemputEvent => ({
  type: "MemberRegistered",
  data: { memberId, referralCode: `SITI${memberId + 1000}`, referrerId, level2ReferrerId, at: AT },
});
const submitted = (postId: string, memberId: number): JemputEvent => ({
  type: "PostSubmitted",
  data: {
    postId,
    memberId,
    title: "Nasi lemak by Siti",
    url: "https://www.tiktok.com/@siti/video/1",
    platform: "tiktok",
    at: AT,
  },
});
const approved = (postId: string, memberId: number, referrerId: number): JemputEvent => ({
  type: "PostApproved",
  data: {
    postId,
    memberId,
    period: 202611,
    at: AT,
    credits: [
      { memberId, kind: "personal", amountSen: 20_000 },
      { memberId: referrerId, kind: "level1_override", amountSen: 3_000 },
    ],
  },
});
const erase = (memberId: number): member.MemberCommand => ({ type: "EraseMember", memberId, at: AT });
const stateOf = (events: ReadonlyArray<JemputEvent>) => events.reduce(member.evolve, member.initialState());

describe("EraseMember", () => {
  it("appends MemberErased with ids only", () => {
    expect(ok(member.decide(erase(2), stateOf([joined(2)])))).toEqual([
      { type: "MemberErased", data: { memberId: 2, at: AT } },
    ]);
  });

  it("revokes an admin's rights first", () => {
    const state = stateOf([joined(2), { type: "AdminGranted", data: { memberId: 2, at: AT } }]);
    expect(ok(member.decide(erase(2), state)).map((e) => e.type)).toEqual(["AdminRevoked", "MemberErased"]);
  });

  it("refuses an unknown member, and changes nothing the second time", () => {
    expect(failed(member.decide(erase(9), member.initialState()))._tag).toBe("MemberNotFound");
    const erased = stateOf([joined(2), { type: "MemberErased", data: { memberId: 2, at: AT } }]);
    expect(erased).toEqual({ status: "erased", memberId: 2 });
    expect(ok(member.decide(erase(2), erased))).toEqual([]);
  });

  it("leaves an erased member out of admin changes and a second registration", () => {
    const erased = stateOf([joined(2), { type: "MemberErased", data: { memberId: 2, at: AT } }]);
    expect(failed(member.decide({ type: "GrantAdmin", memberId: 2, at: AT }, erased))._tag).toBe("MemberNotFound");
    const again = {
      type: "RegisterMember" as const,
      memberId: 2,
      referralCode: "X1002",
      referredByCode: null,
      referrer: null,
      at: AT,
    };
    expect(failed(member.decide(again, erased))._tag).toBe("MemberAlreadyRegistered");
  });
});

describe("redactForErasure", () => {
  it("blanks the member's referral code letters and post texts, nothing else", () => {
    expect(redactForErasure(joined(2, 1), 2)).toEqual({
      type: "MemberRegistered",
      data: { memberId: 2, referralCode: "erased-2", referrerId: 1, level2ReferrerId: null, at: AT },
    });
    expect(redactForErasure(submitted("p1", 2), 2)).toEqual({
      type: "PostSubmitted",
      data: { postId: "p1", memberId: 2, title: "", url: "", platform: "tiktok", at: AT, canonicalLink: "tiktok:1" },
    });
  });

  it("keeps a link's key where it is the platform's id, and drops a cleaned link that may name the account", () => {
    const keyed = (url: string, canonicalLink?: string): JemputEvent => {
      const event = submitted("p1", 2) as Extract<JemputEvent, { type: "PostSubmitted" }>;
      return { ...event, data: { ...event.data, url, ...(canonicalLink ? { canonicalLink } : {}) } };
    };
    const keyOf = (event: JemputEvent) => (event.type === "PostSubmitted" ? event.data.canonicalLink : "none");
    expect(keyOf(redactForErasure(keyed("https://youtu.be/abc", "youtube:abc"), 2))).toBe("youtube:abc");
    expect(keyOf(redactForErasure(keyed("https://youtu.be/abc"), 2))).toBe("youtube:abc");
    const profile = redactForErasure(keyed("https://instagram.com/siti.eats", "https://instagram.com/siti.eats"), 2);
    expect(profile).toEqual({
      type: "PostSubmitted",
      data: { postId: "p1", memberId: 2, title: "", url: "", platform: "tiktok", at: AT },
    });
  });

  it("returns other members' events and money facts untouched, and is idempotent", () => {
    for (const event of [joined(3, 2), submitted("p2", 3), approved("p1", 2, 1)])
      expect(redactForErasure(event, 2)).toBe(event);
    const once = redactForErasure(submitted("p1", 2), 2);
    expect(redactForErasure(once, 2)).toBe(once);
  });

  it("gives a code no typed code can match", () => {
    expect(erasedReferralCode(7)).not.toBe(erasedReferralCode(7).toUpperCase());
  });
});
