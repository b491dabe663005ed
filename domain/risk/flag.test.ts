import { describe, expect, it } from "vitest";
import { Result } from "effect";
import type { Evidence, JemputEvent } from "../events.ts";
import * as flag from "./flag.ts";

const AT = "2026-11-10T02:00:00.000Z";
const KEY = "a1b2c3d4e5f60718";
const ADMIN = 99;

const ok = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};
const failed = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error(`expected failure, got ${JSON.stringify(result.success)}`);
  return result.failure;
};
const fold = (state: flag.RiskFlagState, events: ReadonlyArray<JemputEvent>): flag.RiskFlagState =>
  events.reduce(flag.evolve, state);

const evidence: Evidence = {
  summary: "3 members give the same bank account for their payouts",
  shared: ["bank_account"],
  facts: [{ label: "Members on the account", value: "3" }],
};
const raise = (
  memberIds: ReadonlyArray<number>,
  flagKey = KEY,
  heldMemberIds: ReadonlyArray<number> = memberIds,
): flag.RiskFlagCommand => ({
  type: "RaiseRiskFlag",
  flagKey,
  rule: "shared_bank_account",
  memberIds,
  heldMemberIds,
  evidence,
  at: AT,
});
const raising = (memberIds: ReadonlyArray<number>, heldMemberIds: ReadonlyArray<number>) =>
  raise(memberIds, KEY, heldMemberIds) as typeof flag.RaiseRiskFlag.Type;
const review = (flagId: string): flag.RiskFlagCommand => ({
  type: "ReviewRiskFlag",
  flagId,
  adminId: ADMIN,
  note: "checking the statements",
  at: AT,
});
const clear = (flagId: string): flag.RiskFlagCommand => ({
  type: "ClearRiskFlag",
  flagId,
  adminId: ADMIN,
  reason: "a family sharing one account",
  at: AT,
});
const confirm = (
  flagId: string,
  suspendMemberIds: ReadonlyArray<number> = [],
  reversePostIds: ReadonlyArray<string> = [],
): flag.RiskFlagCommand => ({
  type: "ConfirmRiskFlag",
  flagId,
  adminId: ADMIN,
  reason: "one person behind three accounts",
  suspendMemberIds,
  reversePostIds,
  at: AT,
});

/** The state after running each command in turn, every one of them accepted. */
const after = (...commands: ReadonlyArray<flag.RiskFlagCommand>): flag.RiskFlagState =>
  commands.reduce((state, command) => fold(state, ok(flag.decide(command, state))), flag.initialState());

const ROUND_1 = `RF-${KEY}-1`;
const ROUND_2 = `RF-${KEY}-2`;

describe("risk flag decider", () => {
  it("raises a new flag as round 1", () => {
    expect(ok(flag.decide(raise([3, 1, 2]), flag.initialState()))).toEqual([
      {
        type: "RiskFlagRaised",
        data: {
          flagId: ROUND_1,
          rule: "shared_bank_account",
          memberIds: [3, 1, 2],
          heldMemberIds: [3, 1, 2],
          evidence,
          at: AT,
        },
      },
    ]);
    expect(after(raise([3, 1, 2]))).toEqual({
      flagKey: KEY,
      round: 1,
      status: "open",
      memberIds: [3, 1, 2],
      heldMemberIds: [3, 1, 2],
      decidedMemberIds: [],
      postIds: [],
    });
  });

  it("raises each member once, the first named first", () => {
    const [event] = ok(flag.decide(raise([2, 1, 2, 1]), flag.initialState()));
    expect(event?.type === "RiskFlagRaised" && event.data.memberIds).toEqual([2, 1]);
  });

  it("changes nothing when the same members, or some of them, are found again", () => {
    const open = after(raise([1, 2, 3]));
    expect(ok(flag.decide(raise([1, 2, 3]), open))).toEqual([]);
    expect(ok(flag.decide(raise([3, 1]), open))).toEqual([]);
    expect(ok(flag.decide(raise([2]), open))).toEqual([]);
  });

  it("widens an open flag to every member found so far", () => {
    const open = after(raise([1, 2]));
    const widened = ok(flag.decide(raise([2, 3]), open));
    expect(widened).toEqual([
      {
        type: "RiskFlagWidened",
        data: { flagId: ROUND_1, memberIds: [1, 2, 3], heldMemberIds: [1, 2, 3], evidence, at: AT },
      },
    ]);
    const wider = fold(open, widened);
    expect(wider).toMatchObject({ round: 1, status: "open", memberIds: [1, 2, 3] });
    expect(ok(flag.decide(raise([1, 2, 3]), wider))).toEqual([]);
  });

  it("keeps a cleared flag decided when found again with the same members", () => {
    const cleared = after(raise([1, 2]), clear(ROUND_1));
    expect(cleared.status).toBe("cleared");
    expect(ok(flag.decide(raise([1, 2]), cleared))).toEqual([]);
    expect(ok(flag.decide(raise([2]), cleared))).toEqual([]);
  });

  it("raises the next round naming every member and holding only the new one", () => {
    const cleared = after(raise([1, 2]), clear(ROUND_1));
    const raised = ok(flag.decide(raise([2, 5]), cleared));
    expect(raised).toEqual([
      {
        type: "RiskFlagRaised",
        data: {
          flagId: ROUND_2,
          rule: "shared_bank_account",
          memberIds: [1, 2, 5],
          heldMemberIds: [5],
          evidence,
          at: AT,
        },
      },
    ]);
    expect(fold(cleared, raised)).toEqual({
      flagKey: KEY,
      round: 2,
      status: "open",
      memberIds: [1, 2, 5],
      heldMemberIds: [5],
      decidedMemberIds: [1, 2],
      postIds: [],
    });
  });

  it("names members it does not hold, and widens when someone more is held", () => {
    // A device-only farm: the referrer and three recruits named, nobody held.
    const open = after(raise([7, 1, 2, 3], KEY, []));
    expect(open).toMatchObject({ memberIds: [7, 1, 2, 3], heldMemberIds: [] });
    expect(ok(flag.decide(raise([7, 1, 2, 3], KEY, []), open))).toEqual([]);
    // Two of them turn out to share a network address: those two are held, the referrer never.
    const widened = ok(flag.decide(raise([7, 1, 2, 3], KEY, [1, 2]), open));
    expect(fold(open, widened)).toMatchObject({ memberIds: [7, 1, 2, 3], heldMemberIds: [1, 2] });
  });

  it("never holds again, in a later round, anyone an admin decided on", () => {
    const cleared = after(raise([7, 1, 2, 3], KEY, [1, 2, 3]), clear(ROUND_1));
    const round2 = fold(cleared, ok(flag.decide(raise([7, 1, 2, 3, 4, 5], KEY, [1, 2, 3, 4, 5]), cleared)));
    expect(round2).toMatchObject({ round: 2, memberIds: [7, 1, 2, 3, 4, 5], heldMemberIds: [4, 5] });
    // Found again while open, with the cleared recruits among the actors: still only the new ones.
    expect(ok(flag.decide(raise([7, 1, 2, 3, 4, 5], KEY, [1, 2, 3, 4, 5]), round2))).toEqual([]);
    const round2Wider = fold(round2, ok(flag.decide(raise([7, 3, 6], KEY, [3, 6]), round2)));
    expect(round2Wider.heldMemberIds).toEqual([4, 5, 6]);
  });

  it("lets a member go whom the finding shows did not act, and holds whoever did instead", () => {
    // Member 2 claimed a handle 1 had typed first: 2 held. Then 2 proved it theirs by signing in.
    const open = after(raise([1, 2], KEY, [2]));
    const proven: flag.RiskFlagCommand = { ...raising([1, 2], [1]), releasedMemberIds: [2] };
    const widened = ok(flag.decide(proven, open));
    expect(widened).toEqual([
      { type: "RiskFlagWidened", data: { flagId: ROUND_1, memberIds: [1, 2], heldMemberIds: [1], evidence, at: AT } },
    ]);
    const after2 = fold(open, widened);
    expect(after2.heldMemberIds).toEqual([1]);
    expect(ok(flag.decide(proven, after2))).toEqual([]);
    // Raised for the first time with the owner already proven: only the other is held.
    const [raised] = ok(flag.decide({ ...raising([1, 2], [1, 2]), releasedMemberIds: [2] }, flag.initialState()));
    expect(raised).toMatchObject({ type: "RiskFlagRaised", data: { memberIds: [1, 2], heldMemberIds: [1] } });
  });

  it("widens an open flag when its evidence names a post it did not, and not for the same posts again", () => {
    const withPosts = (posts: ReadonlyArray<string>): flag.RiskFlagCommand => ({
      ...raising([4], [4]),
      rule: "handle_mismatch",
      evidence: { summary: `${posts.length} posts`, shared: [], facts: [], posts },
    });
    const open = after(withPosts(["p1", "p2", "p3"]));
    expect(open.postIds).toEqual(["p1", "p2", "p3"]);
    expect(ok(flag.decide(withPosts(["p3", "p1"]), open))).toEqual([]);
    const widened = ok(flag.decide(withPosts(["p4", "p3", "p2", "p1"]), open));
    expect(widened).toMatchObject([
      { type: "RiskFlagWidened", data: { evidence: { posts: ["p4", "p3", "p2", "p1"] } } },
    ]);
    expect(fold(open, widened).postIds).toEqual(["p4", "p3", "p2", "p1"]);
    // Decided: the same member's further posts open no new round (each is still shown in the review queue).
    const cleared = after(withPosts(["p1", "p2", "p3"]), clear(ROUND_1));
    expect(ok(flag.decide(withPosts(["p5", "p1", "p2", "p3"]), cleared))).toEqual([]);
  });

  it("reads a flag raised before held lists as holding everyone it named", () => {
    const legacy: JemputEvent = {
      type: "RiskFlagRaised",
      data: { flagId: ROUND_1, rule: "shared_bank_account", memberIds: [1, 2], evidence, at: AT },
    };
    expect(flag.evolve(flag.initialState(), legacy)).toMatchObject({ memberIds: [1, 2], heldMemberIds: [1, 2] });
  });

  it("raises the next round after a confirmation too", () => {
    const confirmed = after(raise([1, 2]), confirm(ROUND_1, [1]));
    expect(ok(flag.decide(raise([1, 2]), confirmed))).toEqual([]);
    const [event] = ok(flag.decide(raise([4]), confirmed));
    expect(event).toMatchObject({ type: "RiskFlagRaised", data: { flagId: ROUND_2, memberIds: [1, 2, 4] } });
  });

  it("reviews an open flag and leaves it open", () => {
    const open = after(raise([1, 2]));
    const reviewed = ok(flag.decide(review(ROUND_1), open));
    expect(reviewed).toEqual([
      {
        type: "RiskFlagReviewed",
        data: { flagId: ROUND_1, adminId: ADMIN, note: "checking the statements", at: AT },
      },
    ]);
    expect(fold(open, reviewed)).toEqual(open);
    expect(ok(flag.decide(clear(ROUND_1), fold(open, reviewed)))).toHaveLength(1);
  });

  it("clears an open flag with its members", () => {
    expect(ok(flag.decide(clear(ROUND_1), after(raise([1, 2]), raise([3]))))).toEqual([
      {
        type: "RiskFlagCleared",
        data: { flagId: ROUND_1, adminId: ADMIN, memberIds: [1, 2, 3], reason: "a family sharing one account", at: AT },
      },
    ]);
  });

  it("confirms an open flag, each member to suspend and each post to reverse once", () => {
    const open = after(raise([1, 2, 3]));
    expect(ok(flag.decide(confirm(ROUND_1, [2, 1, 2], ["p9", "p7", "p9"]), open))).toEqual([
      {
        type: "RiskFlagConfirmed",
        data: {
          flagId: ROUND_1,
          adminId: ADMIN,
          memberIds: [1, 2, 3],
          reason: "one person behind three accounts",
          suspendedMemberIds: [2, 1],
          reversedPostIds: ["p9", "p7"],
          at: AT,
        },
      },
    ]);
  });

  it("refuses to suspend a member the flag does not involve", () => {
    const error = failed(flag.decide(confirm(ROUND_1, [1, 7]), after(raise([1, 2]))));
    expect(error).toMatchObject({ _tag: "NotInRiskFlag", memberId: 7 });
  });

  it("finds no flag to decide on a stream never raised", () => {
    for (const command of [review(ROUND_1), clear(ROUND_1), confirm(ROUND_1)]) {
      expect(failed(flag.decide(command, flag.initialState()))).toMatchObject({
        _tag: "RiskFlagNotFound",
        flagId: ROUND_1,
      });
    }
  });

  it("finds no flag for an id that names another round, another stream, or nothing", () => {
    const open = after(raise([1, 2]));
    const ids = [ROUND_2, "RF-ffffffffffffffff-1", "RF-ffffffffffffffff-2", "RF-a1b2c3d4e5f60718-0", "nonsense", ""];
    for (const flagId of ids) {
      for (const command of [review(flagId), clear(flagId), confirm(flagId)]) {
        expect(failed(flag.decide(command, open))).toMatchObject({ _tag: "RiskFlagNotFound", flagId });
      }
    }
  });

  it("finds no flag for an earlier round once the next is raised", () => {
    const second = after(raise([1, 2]), clear(ROUND_1), raise([3]));
    for (const command of [review(ROUND_1), clear(ROUND_1), confirm(ROUND_1)]) {
      expect(failed(flag.decide(command, second))).toMatchObject({ _tag: "RiskFlagNotFound", flagId: ROUND_1 });
    }
    expect(ok(flag.decide(review(ROUND_2), second))).toHaveLength(1);
  });

  it("refuses a second decision, naming the first", () => {
    const cleared = after(raise([1, 2]), clear(ROUND_1));
    const confirmed = after(raise([1, 2]), confirm(ROUND_1, [1]));
    for (const command of [review(ROUND_1), clear(ROUND_1), confirm(ROUND_1)]) {
      expect(failed(flag.decide(command, cleared))).toMatchObject({ _tag: "RiskFlagDecided", status: "cleared" });
      expect(failed(flag.decide(command, confirmed))).toMatchObject({ _tag: "RiskFlagDecided", status: "confirmed" });
    }
  });
});

describe("flag ids", () => {
  it("carry a full-length key through every round of its stream", () => {
    const key = "0123456789abcdef".repeat(4);
    const first = after(raise([1, 2], key), raise([3], key), clear(`RF-${key}-1`));
    expect(first).toMatchObject({ flagKey: key, round: 1, status: "cleared", memberIds: [1, 2, 3] });
    const second = after(raise([1, 2], key), clear(`RF-${key}-1`), raise([4], key), confirm(`RF-${key}-2`, [4]));
    expect(second).toMatchObject({ flagKey: key, round: 2, status: "confirmed", memberIds: [1, 2, 4] });
  });

  it("names the stream key and the round", () => {
    expect(flag.flagIdFor(KEY, 3)).toBe(`RF-${KEY}-3`);
    expect(flag.parseFlagId(`RF-${KEY}-3`)).toEqual({ flagKey: KEY, round: 3 });
    expect(flag.parseFlagId("RF-abcdef12-1")).toEqual({ flagKey: "abcdef12", round: 1 });
  });

  it("rejects anything that is not a flag id", () => {
    const malformed = [
      "RF-xyz-1",
      "RF-abcdef12-0",
      "RF-abcdef12-01",
      "RF-abcdef12--1",
      "RF-abcdef12-1.5",
      "RF-abcdef1-1",
      "RF-ABCDEF12-1",
      `RF-${"a".repeat(65)}-1`,
      "RF-abcdef12-1234567",
      "RF-abcdef12",
      "rf-abcdef12-1",
      " RF-abcdef12-1",
      "RF-abcdef12-1\n",
      "RF-../etc-1",
      "../etc",
      "",
    ];
    for (const id of malformed) expect(flag.parseFlagId(id)).toBeNull();
  });
});
