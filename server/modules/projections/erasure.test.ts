import { describe, expect, it } from "vitest";
import { redactForErasure } from "../../../domain/erasure.ts";
import type { JemputEvent } from "../../../domain/events.ts";
import { replay } from "./testing/random-log.ts";

// What erasing a member changes in the projections, folded as a rebuild folds them: the code
// and post texts, never counts or money; and a rebuild from the redacted log gives the same.
const AT = "2026-11-10T02:00:00.000Z";

const joined = (memberId: number, referrerId: number | null = null, level2ReferrerId: number | null = null) =>
  ({
    type: "MemberRegistered",
    data: { memberId, referralCode: `SITI${memberId + 1000}`, referrerId, level2ReferrerId, at: AT },
  }) satisfies JemputEvent;
const submitted = (postId: string, memberId: number, url: string) =>
  ({
    type: "PostSubmitted",
    data: { postId, memberId, title: "Nasi lemak by Siti", url, platform: "tiktok", at: AT },
  }) satisfies JemputEvent;
const approved = (postId: string, memberId: number, referrerId: number) =>
  ({
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
  }) satisfies JemputEvent;

describe("the projections after an erasure", () => {
  const log: ReadonlyArray<JemputEvent> = [
    joined(1),
    joined(2, 1),
    joined(3, 2, 1),
    submitted("p1", 2, "https://www.tiktok.com/@siti/video/1"),
    approved("p1", 2, 1),
    submitted("p2", 2, "https://example.com/siti/nasi-lemak"),
    submitted("p3", 3, "https://www.tiktok.com/@devi/video/3"),
  ];
  const erasedEvent: JemputEvent = { type: "MemberErased", data: { memberId: 2, at: AT } };
  const numbered = (events: ReadonlyArray<JemputEvent>) => events.map((event, i) => ({ position: i + 1, event }));

  it("keeps counts and money, and matches a fold of the redacted log", () => {
    const before = replay(numbered(log));
    const after = replay(numbered([...log, erasedEvent]));
    expect(after.members.get(2)).toEqual({ ...before.members.get(2), referralCode: "erased-2" });
    // A platform's id stays the link's key; a cleaned link, which may name the account, goes.
    expect(after.posts.get("p1")).toEqual({ ...before.posts.get("p1"), title: "", url: "" });
    expect(after.posts.get("p2")).toEqual({
      ...before.posts.get("p2"),
      title: "",
      url: "",
      canonicalLink: null,
      linkHolder: true,
    });
    expect(after.posts.get("p3")).toEqual(before.posts.get("p3"));
    expect([...after.monthly.values()]).toEqual([...before.monthly.values()]);
    expect(after.ledger).toEqual(before.ledger);
    expect(after.activities).toEqual(before.activities);
    const rebuilt = replay(numbered([...log.map((e) => redactForErasure(e, 2)), erasedEvent]));
    expect(rebuilt).toEqual(after);
  });
});
