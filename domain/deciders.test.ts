import { describe, expect, it } from "vitest";
import { Result } from "effect";
import type { JemputEvent } from "./events.ts";
import { payableAtAfter } from "./holding.ts";
import * as member from "./member.ts";
import * as payouts from "./payouts.ts";
import * as post from "./post.ts";

const AT = "2026-11-10T02:00:00.000Z";

const ok = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`expected success, got ${JSON.stringify(result.failure)}`);
  return result.success;
};
const failed = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error(`expected failure, got ${JSON.stringify(result.success)}`);
  return result.failure;
};
const fold = <S>(evolve: (s: S, e: JemputEvent) => S, initial: S, events: ReadonlyArray<JemputEvent>): S =>
  events.reduce(evolve, initial);

const register = (
  memberId: number,
  referredByCode: string | null,
  referrer: member.RegisterMember["referrer"],
): member.RegisterMember => ({
  type: "RegisterMember",
  memberId,
  referralCode: `CODE${memberId}`,
  referredByCode,
  referrer,
  at: AT,
});
const registered = (memberId: number): member.MemberState =>
  fold(member.evolve, member.initialState(), ok(member.decide(register(memberId, null, null), member.initialState())));

describe("member decider", () => {
  it("registers without a referral code", () => {
    expect(ok(member.decide(register(1, null, null), member.initialState()))).toEqual([
      {
        type: "MemberRegistered",
        data: { memberId: 1, referralCode: "CODE1", referrerId: null, level2ReferrerId: null, at: AT },
      },
    ]);
  });

  it("treats a blank code as no code, whatever the lookup says", () => {
    const [event] = ok(member.decide(register(3, "  ", { memberId: 2, referrerId: 1 }), member.initialState()));
    expect(event?.data).toMatchObject({ referrerId: null, level2ReferrerId: null });
  });

  it("records the referrer and the referrer's referrer from a valid code", () => {
    const [event] = ok(member.decide(register(3, "CODE2", { memberId: 2, referrerId: 1 }), member.initialState()));
    expect(event).toEqual({
      type: "MemberRegistered",
      data: { memberId: 3, referralCode: "CODE3", referrerId: 2, level2ReferrerId: 1, at: AT },
    });
    const [direct] = ok(member.decide(register(2, "CODE1", { memberId: 1, referrerId: null }), member.initialState()));
    expect(direct?.data).toMatchObject({ referrerId: 1, level2ReferrerId: null });
  });

  it("refuses an unknown code", () => {
    const error = failed(member.decide(register(2, "NOPE", null), member.initialState()));
    expect(error._tag).toBe("InvalidReferralCode");
    expect(error).toMatchObject({ code: "NOPE" });
  });

  it("refuses the newcomer's own code", () => {
    expect(
      failed(member.decide(register(2, "CODE2", { memberId: 2, referrerId: null }), member.initialState()))._tag,
    ).toBe("InvalidReferralCode");
  });

  it("refuses registering twice", () => {
    const error = failed(member.decide(register(1, null, null), registered(1)));
    expect(error._tag).toBe("MemberAlreadyRegistered");
  });

  it("grants and revokes admin, idempotently", () => {
    const grant = { type: "GrantAdmin", memberId: 1, at: AT } as const;
    const revoke = { type: "RevokeAdmin", memberId: 1, at: AT } as const;
    const fresh = registered(1);
    expect(ok(member.decide(revoke, fresh))).toEqual([]);
    const granted = ok(member.decide(grant, fresh));
    expect(granted).toEqual([{ type: "AdminGranted", data: { memberId: 1, at: AT } }]);
    const admin = fold(member.evolve, fresh, granted);
    expect(admin).toMatchObject({ isAdmin: true });
    expect(ok(member.decide(grant, admin))).toEqual([]);
    const revoked = ok(member.decide(revoke, admin));
    expect(revoked).toEqual([{ type: "AdminRevoked", data: { memberId: 1, at: AT } }]);
    expect(fold(member.evolve, admin, revoked)).toMatchObject({ isAdmin: false });
  });

  it("refuses admin changes for an unknown member", () => {
    for (const type of ["GrantAdmin", "RevokeAdmin"] as const) {
      const error = failed(member.decide({ type, memberId: 9, at: AT }, member.initialState()));
      expect(error._tag).toBe("MemberNotFound");
      expect(error).toMatchObject({ memberId: 9 });
    }
  });
});

describe("post decider", () => {
  const submit: post.PostCommand = {
    type: "SubmitPost",
    postId: "p1",
    memberId: 3,
    title: "Review",
    url: "https://example.com/p1",
    platform: "tiktok",
    at: AT,
  };
  const approve = (
    upline: { referrerId: number | null; level2ReferrerId: number | null },
    at = AT,
  ): post.PostCommand => ({ type: "ApprovePost", postId: "p1", upline, at, payableAt: payableAtAfter(at, 7) });
  const reject: post.PostCommand = { type: "RejectPost", postId: "p1", reason: "blurry", at: AT };
  const pending = fold(post.evolve, post.initialState(), ok(post.decide(submit, post.initialState())));
  const after = (command: post.PostCommand) => fold(post.evolve, pending, ok(post.decide(command, pending)));

  it("submits a post once", () => {
    expect(ok(post.decide(submit, post.initialState()))).toEqual([
      {
        type: "PostSubmitted",
        data: {
          postId: "p1",
          memberId: 3,
          title: "Review",
          url: "https://example.com/p1",
          platform: "tiktok",
          at: AT,
          canonicalLink: "https://example.com/p1",
        },
      },
    ]);
    expect(failed(post.decide(submit, pending))._tag).toBe("PostAlreadyExists");
  });

  it("refuses a link on another platform's site, and a link another post holds", () => {
    const youtube = { ...submit, url: "https://youtu.be/dQw4w9WgXcQ", platform: "instagram" as const };
    expect(failed(post.decide(youtube, post.initialState()))).toMatchObject({
      _tag: "PostLinkNotOnPlatform",
      message: "This link is on YouTube, not Instagram",
    });
    const holder = { postId: "p0", title: "Kopi", status: "approved" as const };
    const own = failed(post.decide({ ...submit, linkHeldBy: { ...holder, memberId: 3 } }, post.initialState()));
    expect(own).toMatchObject({ _tag: "PostLinkTaken", own: holder });
    expect(own.message).toBe('You already submitted this link as "Kopi" (approved)');
    const other = failed(post.decide({ ...submit, linkHeldBy: { ...holder, memberId: 4 } }, post.initialState()));
    expect(other).toMatchObject({ _tag: "PostLinkTaken", own: null });
    expect(ok(post.decide({ ...submit, linkHeldBy: null }, post.initialState()))).toHaveLength(1);
  });

  it("credits RM 200, RM 30 and RM 10 up a full upline", () => {
    const [event] = ok(post.decide(approve({ referrerId: 2, level2ReferrerId: 1 }), pending));
    expect(event).toEqual({
      type: "PostApproved",
      data: {
        postId: "p1",
        memberId: 3,
        period: 202611,
        at: AT,
        credits: [
          { memberId: 3, kind: "personal", amountSen: 20_000 },
          { memberId: 2, kind: "level1_override", amountSen: 3_000 },
          { memberId: 1, kind: "level2_override", amountSen: 1_000 },
        ],
        // The caller's holding period, carried so a rebuild pays it at the same instant.
        payableAt: "2026-11-17T02:00:00.000Z",
      },
    });
  });

  it("credits only as far as the upline goes", () => {
    const [direct] = ok(post.decide(approve({ referrerId: 2, level2ReferrerId: null }), pending));
    expect(direct?.type === "PostApproved" && direct.data.credits).toEqual([
      { memberId: 3, kind: "personal", amountSen: 20_000 },
      { memberId: 2, kind: "level1_override", amountSen: 3_000 },
    ]);
    const [alone] = ok(post.decide(approve({ referrerId: null, level2ReferrerId: null }), pending));
    expect(alone?.type === "PostApproved" && alone.data.credits).toEqual([
      { memberId: 3, kind: "personal", amountSen: 20_000 },
    ]);
  });

  it("books the approval in its Malaysian month", () => {
    const [event] = ok(
      post.decide(approve({ referrerId: null, level2ReferrerId: null }, "2026-11-30T16:00:00.000Z"), pending),
    );
    expect(event?.type === "PostApproved" && event.data.period).toBe(202612);
  });

  it("pays a second approval nothing", () => {
    const approved = after(approve({ referrerId: 2, level2ReferrerId: 1 }));
    expect(approved.status).toBe("approved");
    expect(ok(post.decide(approve({ referrerId: 2, level2ReferrerId: 1 }), approved))).toEqual([]);
  });

  it("rejects a pending post with its reason, idempotently", () => {
    expect(ok(post.decide(reject, pending))).toEqual([
      { type: "PostRejected", data: { postId: "p1", memberId: 3, reason: "blurry", at: AT } },
    ]);
    expect(ok(post.decide(reject, after(reject)))).toEqual([]);
  });

  it("refuses to approve a rejected post or reject an approved one", () => {
    const error = failed(post.decide(approve({ referrerId: null, level2ReferrerId: null }), after(reject)));
    expect(error._tag).toBe("PostNotPending");
    expect(error).toMatchObject({ status: "rejected" });
    expect(failed(post.decide(reject, after(approve({ referrerId: null, level2ReferrerId: null }))))._tag).toBe(
      "PostNotPending",
    );
  });

  it("refuses to decide an unknown post", () => {
    expect(failed(post.decide(approve({ referrerId: null, level2ReferrerId: null }), post.initialState()))._tag).toBe(
      "PostNotFound",
    );
    expect(failed(post.decide(reject, post.initialState()))._tag).toBe("PostNotFound");
  });

  const reverse = (at = AT): post.PostCommand => ({ type: "ReversePost", postId: "p1", reason: "bought views", at });

  it("reverses exactly what the approval paid, in the Malaysian month of the reversal", () => {
    const approved = after(approve({ referrerId: 2, level2ReferrerId: 1 }));
    const [event] = ok(post.decide(reverse("2026-12-31T16:30:00.000Z"), approved));
    expect(event).toEqual({
      type: "PostReversed",
      data: {
        postId: "p1",
        memberId: 3,
        period: 202701,
        reason: "bought views",
        at: "2026-12-31T16:30:00.000Z",
        debits: [
          { memberId: 3, kind: "personal_reversal", amountSen: 20_000 },
          { memberId: 2, kind: "level1_reversal", amountSen: 3_000 },
          { memberId: 1, kind: "level2_reversal", amountSen: 1_000 },
        ],
        // Reversed after the approval's lines were payable: taken back from the next close.
        payableAt: "2026-12-31T16:30:00.000Z",
      },
    });
    const [alone] = ok(post.decide(reverse(), after(approve({ referrerId: null, level2ReferrerId: null }))));
    expect(alone?.type === "PostReversed" && alone.data.debits).toEqual([
      { memberId: 3, kind: "personal_reversal", amountSen: 20_000 },
    ]);
  });

  it("makes a reversal within the holding period payable when the approval's lines are", () => {
    const approved = after(approve({ referrerId: 2, level2ReferrerId: 1 }));
    const [within] = ok(post.decide(reverse("2026-11-12T00:00:00.000Z"), approved));
    // Both are paid by the same close, where they add up to nothing.
    expect(within?.type === "PostReversed" && within.data.payableAt).toBe("2026-11-17T02:00:00.000Z");
    // An approval from before the holding period was payable at once: its reversal when it is made.
    const { payableAt: _payableAt, ...old } = (
      ok(post.decide(approve({ referrerId: null, level2ReferrerId: null }), pending))[0] as Extract<
        post.PostEvent,
        { type: "PostApproved" }
      >
    ).data;
    const approvedBefore = fold(post.evolve, pending, [{ type: "PostApproved", data: old }]);
    const [late] = ok(post.decide(reverse("2026-11-12T00:00:00.000Z"), approvedBefore));
    expect(late?.type === "PostReversed" && late.data.payableAt).toBe("2026-11-12T00:00:00.000Z");
  });

  it("reverses a post once, and only an approved one", () => {
    const approved = after(approve({ referrerId: 2, level2ReferrerId: 1 }));
    const reversed = fold(post.evolve, approved, ok(post.decide(reverse(), approved)));
    expect(reversed.status).toBe("reversed");
    expect(failed(post.decide(reverse(), reversed))).toMatchObject({
      _tag: "PostAlreadyReversed",
      message: "Post is already reversed",
    });
    expect(failed(post.decide(reverse(), pending))).toMatchObject({
      _tag: "PostNotApproved",
      message: "Only an approved post can be reversed; this post is pending",
    });
    expect(failed(post.decide(reverse(), after(reject)))._tag).toBe("PostNotApproved");
    expect(failed(post.decide(reverse(), post.initialState()))._tag).toBe("PostNotFound");
    // A reversed post is not paid again, nor rejected.
    expect(ok(post.decide(approve({ referrerId: 2, level2ReferrerId: 1 }), reversed))).toEqual([]);
    expect(failed(post.decide(reject, reversed))._tag).toBe("PostNotPending");
  });
});

describe("payout decider", () => {
  // Member 2 has a line of an earlier month still unpaid; member 7's lines add up to nothing.
  // Every line's holding period ended before the month did.
  const PAYABLE = Date.parse("2026-11-20T00:00:00.000Z");
  const unpaid = [
    { memberId: 5, position: 40, amountSen: 4_000, payableAt: PAYABLE },
    { memberId: 2, position: 31, amountSen: 20_000, payableAt: PAYABLE },
    { memberId: 2, position: 12, amountSen: 3_000, payableAt: PAYABLE },
    { memberId: 7, position: 33, amountSen: 0, payableAt: PAYABLE },
  ];
  const close = (at: string): payouts.PayoutCommand => ({
    type: "ClosePayoutMonth",
    period: 202611,
    unpaid,
    held: [],
    at,
  });
  const CLOSED_AT = "2026-12-01T01:00:00.000Z";
  const closedEvents = ok(payouts.decide(close(CLOSED_AT), payouts.initialState()));
  const closed = fold(payouts.evolve, payouts.initialState(), closedEvents);
  const pay = (payoutId: string, reference: string): payouts.PayoutCommand => ({
    type: "MarkPayoutPaid",
    payoutId,
    reference,
    at: "2026-12-02T01:00:00.000Z",
  });

  it("refuses to close a month before it has ended in Malaysia", () => {
    const error = failed(payouts.decide(close("2026-11-30T15:59:59.999Z"), payouts.initialState()));
    expect(error._tag).toBe("MonthNotEnded");
    expect(error).toMatchObject({ period: 202611 });
    expect(ok(payouts.decide(close("2026-11-30T16:00:00.000Z"), payouts.initialState()))).toHaveLength(3);
  });

  it("issues one payout per member with a non-zero total, then closes", () => {
    expect(closedEvents).toEqual([
      {
        type: "PayoutIssued",
        data: {
          payoutId: "PO-202611-2",
          memberId: 2,
          period: 202611,
          amountSen: 23_000,
          positions: [12, 31],
          at: CLOSED_AT,
        },
      },
      {
        type: "PayoutIssued",
        data: {
          payoutId: "PO-202611-5",
          memberId: 5,
          period: 202611,
          amountSen: 4_000,
          positions: [40],
          at: CLOSED_AT,
        },
      },
      {
        type: "PayoutMonthClosed",
        data: {
          period: 202611,
          payouts: 2,
          totalSen: 27_000,
          at: CLOSED_AT,
          held: 0,
          heldSen: 0,
          pending: 0,
          pendingSen: 0,
          belowMinimum: 0,
          belowMinimumSen: 0,
          withheldSen: 0,
        },
      },
    ]);
  });

  it("closes an empty month with no payouts", () => {
    expect(
      ok(
        payouts.decide(
          { type: "ClosePayoutMonth", period: 202611, unpaid: [], held: [], at: CLOSED_AT },
          payouts.initialState(),
        ),
      ),
    ).toEqual([
      {
        type: "PayoutMonthClosed",
        data: {
          period: 202611,
          payouts: 0,
          totalSen: 0,
          at: CLOSED_AT,
          held: 0,
          heldSen: 0,
          pending: 0,
          pendingSen: 0,
          belowMinimum: 0,
          belowMinimumSen: 0,
          withheldSen: 0,
        },
      },
    ]);
  });

  it("leaves a held member's balance unpaid and counts it apart", () => {
    const events = ok(
      payouts.decide(
        { type: "ClosePayoutMonth", period: 202611, unpaid, held: [2, 7], at: CLOSED_AT },
        payouts.initialState(),
      ),
    );
    expect(events.filter((e) => e.type === "PayoutIssued").map((e) => e.data.memberId)).toEqual([5]);
    expect(events.at(-1)).toEqual({
      type: "PayoutMonthClosed",
      data: {
        period: 202611,
        payouts: 1,
        totalSen: 4_000,
        at: CLOSED_AT,
        held: 1,
        heldSen: 23_000,
        pending: 0,
        pendingSen: 0,
        belowMinimum: 0,
        belowMinimumSen: 0,
        withheldSen: 0,
      },
    });
  });

  it("issues nothing when closing twice", () => {
    expect(ok(payouts.decide(close("2027-01-05T00:00:00.000Z"), closed))).toEqual([]);
  });

  it("marks a payout paid with the bank reference", () => {
    expect(ok(payouts.decide(pay("PO-202611-2", "FT123"), closed))).toEqual([
      {
        type: "PayoutPaid",
        data: {
          payoutId: "PO-202611-2",
          memberId: 2,
          period: 202611,
          amountSen: 23_000,
          reference: "FT123",
          at: "2026-12-02T01:00:00.000Z",
        },
      },
    ]);
  });

  it("refuses an unknown payout", () => {
    expect(failed(payouts.decide(pay("PO-202611-7", "FT1"), closed))._tag).toBe("PayoutNotFound");
    expect(failed(payouts.decide(pay("PO-202611-2", "FT1"), payouts.initialState()))._tag).toBe("PayoutNotFound");
  });

  it("accepts the same reference again and refuses another one", () => {
    const paid = fold(payouts.evolve, closed, ok(payouts.decide(pay("PO-202611-2", "FT123"), closed)));
    expect(ok(payouts.decide(pay("PO-202611-2", "FT123"), paid))).toEqual([]);
    const error = failed(payouts.decide(pay("PO-202611-2", "FT999"), paid));
    expect(error._tag).toBe("PayoutAlreadyPaid");
    expect(error).toMatchObject({ payoutId: "PO-202611-2" });
    expect(ok(payouts.decide(pay("PO-202611-5", "FT999"), paid))).toHaveLength(1);
  });

  const fail = (payoutId: string): payouts.PayoutCommand => ({
    type: "MarkPayoutFailed",
    payoutId,
    reason: "Account closed",
    at: "2026-12-03T01:00:00.000Z",
  });

  it("marks an issued payout failed once, and then refuses to pay it", () => {
    const events = ok(payouts.decide(fail("PO-202611-5"), closed));
    expect(events).toEqual([
      {
        type: "PayoutFailed",
        data: {
          payoutId: "PO-202611-5",
          memberId: 5,
          period: 202611,
          amountSen: 4_000,
          reason: "Account closed",
          at: "2026-12-03T01:00:00.000Z",
        },
      },
    ]);
    const failedState = fold(payouts.evolve, closed, events);
    expect(ok(payouts.decide(fail("PO-202611-5"), failedState))).toEqual([]);
    expect(failed(payouts.decide(pay("PO-202611-5", "FT1"), failedState))).toMatchObject({
      _tag: "PayoutNotPayable",
      status: "failed",
    });
  });

  it("refuses to fail a payout that was paid", () => {
    const paid = fold(payouts.evolve, closed, ok(payouts.decide(pay("PO-202611-2", "FT123"), closed)));
    expect(failed(payouts.decide(fail("PO-202611-2"), paid))).toMatchObject({
      _tag: "PayoutNotPayable",
      status: "paid",
    });
    expect(failed(payouts.decide(fail("PO-202611-9"), paid))._tag).toBe("PayoutNotFound");
  });

  it("pays only lines whose holding period is over, and counts the rest as pending", () => {
    const lines = [
      { memberId: 2, position: 31, amountSen: 20_000, payableAt: PAYABLE },
      { memberId: 2, position: 60, amountSen: 3_000, payableAt: Date.parse("2026-12-03T00:00:00.000Z") },
      { memberId: 5, position: 40, amountSen: 4_000, payableAt: PAYABLE },
      // Approved and reversed within the holding period: nothing to pay, nothing pending.
      { memberId: 8, position: 61, amountSen: 20_000, payableAt: Date.parse("2026-12-05T00:00:00.000Z") },
      { memberId: 8, position: 62, amountSen: -20_000, payableAt: Date.parse("2026-12-05T00:00:00.000Z") },
      { memberId: 9, position: 63, amountSen: 20_000, payableAt: Date.parse("2026-12-04T00:00:00.000Z") },
    ];
    const closeAt = (at: string) =>
      ok(
        payouts.decide(
          { type: "ClosePayoutMonth", period: 202611, unpaid: lines, held: [], at },
          payouts.initialState(),
        ),
      ).map((e) => e.data);
    expect(closeAt(CLOSED_AT)).toEqual([
      { payoutId: "PO-202611-2", memberId: 2, period: 202611, amountSen: 20_000, positions: [31], at: CLOSED_AT },
      { payoutId: "PO-202611-5", memberId: 5, period: 202611, amountSen: 4_000, positions: [40], at: CLOSED_AT },
      {
        period: 202611,
        payouts: 2,
        totalSen: 24_000,
        at: CLOSED_AT,
        held: 0,
        heldSen: 0,
        pending: 2,
        pendingSen: 23_000,
        belowMinimum: 0,
        belowMinimumSen: 0,
        withheldSen: 0,
      },
    ]);
    // A line is payable from its instant on; later, every line is.
    const onTheDay = "2026-12-03T00:00:00.000Z";
    expect(closeAt(onTheDay).at(-1)).toMatchObject({ payouts: 2, totalSen: 27_000, pending: 1, pendingSen: 20_000 });
    const later = "2026-12-10T00:00:00.000Z";
    expect(closeAt(later)).toEqual([
      { payoutId: "PO-202611-2", memberId: 2, period: 202611, amountSen: 23_000, positions: [31, 60], at: later },
      { payoutId: "PO-202611-5", memberId: 5, period: 202611, amountSen: 4_000, positions: [40], at: later },
      { payoutId: "PO-202611-9", memberId: 9, period: 202611, amountSen: 20_000, positions: [63], at: later },
      {
        period: 202611,
        payouts: 3,
        totalSen: 47_000,
        at: later,
        held: 0,
        heldSen: 0,
        pending: 0,
        pendingSen: 0,
        belowMinimum: 0,
        belowMinimumSen: 0,
        withheldSen: 0,
      },
    ]);
  });

  it("pays nothing to a balance at or below zero, which carries forward", () => {
    const lines = [
      { memberId: 3, position: 50, amountSen: 20_000, payableAt: PAYABLE },
      { memberId: 3, position: 51, amountSen: -20_000, payableAt: PAYABLE },
      { memberId: 4, position: 52, amountSen: -3_000, payableAt: PAYABLE },
      { memberId: 6, position: 53, amountSen: 1, payableAt: PAYABLE },
    ];
    const events = ok(
      payouts.decide(
        { type: "ClosePayoutMonth", period: 202611, unpaid: lines, held: [], at: CLOSED_AT },
        payouts.initialState(),
      ),
    );
    expect(events.map((e) => e.data)).toEqual([
      { payoutId: "PO-202611-6", memberId: 6, period: 202611, amountSen: 1, positions: [53], at: CLOSED_AT },
      {
        period: 202611,
        payouts: 1,
        totalSen: 1,
        at: CLOSED_AT,
        held: 0,
        heldSen: 0,
        pending: 0,
        pendingSen: 0,
        belowMinimum: 0,
        belowMinimumSen: 0,
        withheldSen: 0,
      },
    ]);
  });
});
