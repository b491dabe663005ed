import { describe, expect, it } from "vitest";
import { periodOf } from "../../domain/period.ts";
import { generateWorld, POSTER_SHARE, type SeedOptions } from "./generate.ts";

const NOW = new Date("2026-10-15T04:00:00.000Z");
const options: SeedOptions = { members: 1_000, months: 3, seed: 5, firstMemberId: 1, now: NOW, holdingDays: 7 };
const world = generateWorld(options);

const registrations = new Map(
  world.events.flatMap((e) =>
    e.event.type === "MemberRegistered" ? [[e.event.data.memberId, e.event.data] as const] : [],
  ),
);

describe("generateWorld", () => {
  it("gives the same world for the same seed and another for another seed", () => {
    expect(generateWorld(options)).toEqual(world);
    const other = generateWorld({ ...options, seed: 6 });
    expect(other.events.length).not.toBe(world.events.length);
    expect(other.profiles.map((p) => p.email)).not.toEqual(world.profiles.map((p) => p.email));
  });

  it("makes the requested members with unique emails, phones and codes", () => {
    expect(world.profiles).toHaveLength(options.members);
    expect(registrations.size).toBe(options.members);
    expect(world.profiles.map((p) => p.memberId)).toEqual(Array.from({ length: options.members }, (_, i) => i + 1));
    for (const key of ["email", "phoneNumber"] as const)
      expect(new Set(world.profiles.map((p) => p[key])).size).toBe(options.members);
    expect(new Set([...registrations.values()].map((r) => r.referralCode)).size).toBe(options.members);
  });

  it("skews team sizes: a few large teams, most members with none", () => {
    const team = new Map<number, number>();
    for (const r of registrations.values()) {
      if (r.referrerId !== null) team.set(r.referrerId, (team.get(r.referrerId) ?? 0) + 1);
      if (r.level2ReferrerId !== null) team.set(r.level2ReferrerId, (team.get(r.level2ReferrerId) ?? 0) + 1);
    }
    const sizes = world.profiles.map((p) => team.get(p.memberId) ?? 0).sort((a, b) => a - b);
    const median = sizes[Math.floor(sizes.length / 2)]!;
    const leaderSizes = sizes.filter((s) => s > 0);
    const leaderMedian = leaderSizes[Math.floor(leaderSizes.length / 2)]!;
    const largest = sizes.at(-1)!;
    expect(median).toBeLessThanOrEqual(1);
    expect(largest).toBeGreaterThanOrEqual(20 * leaderMedian);
    expect(largest).toBeGreaterThanOrEqual(50);
  });

  it("pays every approval RM 200 to the poster, RM 30 to the referrer and RM 10 to theirs", () => {
    const approvals = world.events.flatMap((e) => (e.event.type === "PostApproved" ? [e.event.data] : []));
    // About a third of the members post (the first ones always), a post or so a month each.
    const posters = new Set(approvals.map((a) => a.memberId));
    expect(posters.size / options.members).toBeGreaterThan(POSTER_SHARE * 0.7);
    expect(posters.size / options.members).toBeLessThan(POSTER_SHARE * 1.3);
    expect(posters.has(1)).toBe(true);
    expect(approvals.length).toBeGreaterThan(posters.size);
    let withTwoLevels = 0;
    for (const approval of approvals) {
      const poster = registrations.get(approval.memberId)!;
      const expected = [{ memberId: approval.memberId, kind: "personal", amountSen: 20_000 }];
      if (poster.referrerId !== null)
        expected.push({ memberId: poster.referrerId, kind: "level1_override", amountSen: 3_000 });
      if (poster.level2ReferrerId !== null)
        expected.push({ memberId: poster.level2ReferrerId, kind: "level2_override", amountSen: 1_000 });
      if (poster.level2ReferrerId !== null) withTwoLevels += 1;
      expect(approval.credits).toEqual(expected);
      expect(approval.period).toBe(periodOf(approval.at));
      // Payable once the post has stayed up for the holding period, as the app's approvals are.
      expect(Date.parse(approval.payableAt!) - Date.parse(approval.at)).toBe(7 * 24 * 3_600_000);
    }
    expect(withTwoLevels).toBeGreaterThan(0);
  });

  it("writes a log that reads in time order, every stream in version order, nothing after now", () => {
    const versions = new Map<string, number>();
    let previous = "";
    for (const { streamId, streamVersion, event } of world.events) {
      expect(streamVersion, streamId).toBe((versions.get(streamId) ?? 0) + 1);
      versions.set(streamId, streamVersion);
      expect(event.data.at >= previous).toBe(true);
      previous = event.data.at;
    }
    expect(Date.parse(previous)).toBeLessThanOrEqual(NOW.getTime());
    const periods = new Set(
      world.events.flatMap((e) => (e.event.type === "PostApproved" ? [e.event.data.period] : [])),
    );
    expect([...periods].sort()).toEqual([202608, 202609, 202610]);
  });
});
