import { Result, Schema } from "effect";
import {
  PostAlreadyExists,
  PostAlreadyReversed,
  PostNotApproved,
  PostLinkNotOnPlatform,
  PostLinkTaken,
  PostNotFound,
  PostNotPending,
  type DomainError,
} from "./errors.ts";
import { Instant, MemberId, Platform, reversalKindOf, type Credit, type EventOf, type JemputEvent } from "./events.ts";
import { LEVEL1_RATE_BPS, LEVEL2_RATE_BPS, overrideOf, POST_REWARD_SEN } from "./money.ts";
import { approvalPayableAt, reversalPayableAt } from "./holding.ts";
import { periodOf } from "./period.ts";
import { canonicalLink, linkFitsPlatform, platformOfLink } from "./post-link.ts";

// The post stream: submitted, then approved (paid once) or rejected with a reason; an approved
// post may be reversed once, which takes back exactly what its approval paid. What an approval
// credits is payable once its holding period is over, and a reversal's debits no sooner
// (domain/holding.ts).
export const SubmitPost = Schema.Struct({
  type: Schema.Literal("SubmitPost"),
  postId: Schema.String,
  memberId: MemberId,
  title: Schema.String,
  url: Schema.String,
  platform: Platform,
  /**
   * The pending or approved post holding the link's canonical form, looked up by the caller; absent
   * where the caller makes links up that nobody holds (the seed). The index behind it (migration
   * 015) refuses what a lookup racing another submission missed.
   */
  linkHeldBy: Schema.optionalKey(
    Schema.NullOr(
      Schema.Struct({
        postId: Schema.String,
        memberId: MemberId,
        title: Schema.String,
        status: Schema.Literals(["pending", "approved"]),
      }),
    ),
  ),
  at: Instant,
});
export const ApprovePost = Schema.Struct({
  type: Schema.Literal("ApprovePost"),
  postId: Schema.String,
  /** The poster's upline, looked up by the caller from the referral tree (which never changes). */
  upline: Schema.Struct({ referrerId: Schema.NullOr(MemberId), level2ReferrerId: Schema.NullOr(MemberId) }),
  at: Instant,
  /**
   * When a close may first pay what the approval credits: `at` plus the holding period, worked
   * out by the caller from its setting (domain/holding.ts), so the log holds the answer.
   */
  payableAt: Instant,
});
export const RejectPost = Schema.Struct({
  type: Schema.Literal("RejectPost"),
  postId: Schema.String,
  reason: Schema.String,
  at: Instant,
});
export const ReversePost = Schema.Struct({
  type: Schema.Literal("ReversePost"),
  postId: Schema.String,
  reason: Schema.String,
  at: Instant,
});
export type PostCommand =
  typeof SubmitPost.Type | typeof ApprovePost.Type | typeof RejectPost.Type | typeof ReversePost.Type;
export type PostEvent = EventOf<"PostSubmitted" | "PostApproved" | "PostRejected" | "PostReversed">;

export type PostState =
  | { readonly status: "none" }
  | {
      readonly status: "pending" | "approved" | "rejected" | "reversed";
      readonly postId: string;
      readonly memberId: number;
      /** What the approval paid: a reversal takes back exactly these. */
      readonly credits: ReadonlyArray<Credit>;
      /** When the approval's lines become payable (set once approved): a reversal's lines wait as long. */
      readonly payableAt?: string;
    };

export const initialState = (): PostState => ({ status: "none" });

export const evolve = (state: PostState, event: JemputEvent): PostState => {
  switch (event.type) {
    case "PostSubmitted":
      return { status: "pending", postId: event.data.postId, memberId: event.data.memberId, credits: [] };
    case "PostApproved":
      return state.status === "none"
        ? state
        : { ...state, status: "approved", credits: event.data.credits, payableAt: approvalPayableAt(event.data) };
    case "PostRejected":
      return state.status === "none" ? state : { ...state, status: "rejected" };
    case "PostReversed":
      return state.status === "none" ? state : { ...state, status: "reversed" };
    default:
      return state;
  }
};

/** What one approval pays: the poster, 15% of that to the referrer, 5% to the referrer's referrer. */
export const creditsFor = (
  memberId: number,
  upline: { readonly referrerId: number | null; readonly level2ReferrerId: number | null },
): ReadonlyArray<Credit> => {
  const credits: Array<Credit> = [{ memberId, kind: "personal", amountSen: POST_REWARD_SEN }];
  if (upline.referrerId !== null) {
    credits.push({
      memberId: upline.referrerId,
      kind: "level1_override",
      amountSen: overrideOf(POST_REWARD_SEN, LEVEL1_RATE_BPS),
    });
    if (upline.level2ReferrerId !== null) {
      credits.push({
        memberId: upline.level2ReferrerId,
        kind: "level2_override",
        amountSen: overrideOf(POST_REWARD_SEN, LEVEL2_RATE_BPS),
      });
    }
  }
  return credits;
};

export const decide = (
  command: PostCommand,
  state: PostState,
): Result.Result<ReadonlyArray<PostEvent>, DomainError> => {
  switch (command.type) {
    case "SubmitPost": {
      if (state.status !== "none") return Result.fail(new PostAlreadyExists({ postId: command.postId }));
      if (!linkFitsPlatform(command.url, command.platform))
        return Result.fail(
          new PostLinkNotOnPlatform({ platform: command.platform, linkPlatform: platformOfLink(command.url)! }),
        );
      const held = command.linkHeldBy ?? null;
      if (held !== null) {
        const own =
          held.memberId === command.memberId ? { postId: held.postId, title: held.title, status: held.status } : null;
        return Result.fail(new PostLinkTaken({ own }));
      }
      // The event carries the key the link is held by, so a rebuild holds it by the same key.
      const { type: _type, linkHeldBy: _held, ...data } = command;
      const key = canonicalLink(command.url);
      return Result.succeed([{ type: "PostSubmitted", data: key === null ? data : { ...data, canonicalLink: key } }]);
    }
    case "ApprovePost": {
      if (state.status === "none") return Result.fail(new PostNotFound({ postId: command.postId }));
      // Approving twice pays once: the second approval is a no-op, not an error.
      if (state.status === "approved" || state.status === "reversed") return Result.succeed([]);
      if (state.status === "rejected")
        return Result.fail(new PostNotPending({ postId: command.postId, status: state.status }));
      const data = {
        postId: state.postId,
        memberId: state.memberId,
        period: periodOf(command.at),
        credits: creditsFor(state.memberId, command.upline),
        at: command.at,
        payableAt: command.payableAt,
      };
      return Result.succeed([{ type: "PostApproved", data }]);
    }
    case "RejectPost": {
      if (state.status === "none") return Result.fail(new PostNotFound({ postId: command.postId }));
      if (state.status === "rejected") return Result.succeed([]);
      if (state.status === "approved" || state.status === "reversed")
        return Result.fail(new PostNotPending({ postId: command.postId, status: state.status }));
      const data = { postId: state.postId, memberId: state.memberId, reason: command.reason, at: command.at };
      return Result.succeed([{ type: "PostRejected", data }]);
    }
    case "ReversePost": {
      if (state.status === "none") return Result.fail(new PostNotFound({ postId: command.postId }));
      // Unlike a second approval, a second reversal is refused: the admin is told it already happened.
      if (state.status === "reversed") return Result.fail(new PostAlreadyReversed({ postId: command.postId }));
      if (state.status !== "approved")
        return Result.fail(new PostNotApproved({ postId: command.postId, status: state.status }));
      const debits = state.credits.map((c) => ({
        memberId: c.memberId,
        kind: reversalKindOf(c.kind),
        amountSen: c.amountSen,
      }));
      const data = {
        postId: state.postId,
        memberId: state.memberId,
        period: periodOf(command.at),
        reason: command.reason,
        debits,
        at: command.at,
        payableAt: reversalPayableAt(state.payableAt ?? command.at, command.at),
      };
      return Result.succeed([{ type: "PostReversed", data }]);
    }
  }
};
