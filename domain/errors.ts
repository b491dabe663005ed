import { Data } from "effect";
import type { Platform } from "./events.ts";
import { PLATFORM_NAMES } from "./post-link.ts";

// Decisions the domain refuses. Each maps to one HTTP status at the edge.
export class InvalidReferralCode extends Data.TaggedError("InvalidReferralCode")<{ readonly code: string }> {
  override get message() {
    return "Invalid referral code";
  }
}
export class MemberAlreadyRegistered extends Data.TaggedError("MemberAlreadyRegistered")<{
  readonly memberId: number;
}> {}
export class MemberNotFound extends Data.TaggedError("MemberNotFound")<{ readonly memberId: number }> {
  override get message() {
    return "Member not found";
  }
}
export class PostNotFound extends Data.TaggedError("PostNotFound")<{ readonly postId: string }> {
  override get message() {
    return "Post not found";
  }
}
export class PostAlreadyExists extends Data.TaggedError("PostAlreadyExists")<{ readonly postId: string }> {}
export class PostNotPending extends Data.TaggedError("PostNotPending")<{
  readonly postId: string;
  readonly status: string;
}> {
  override get message() {
    return `Post is ${this.status}`;
  }
}
/** Only an approved post can be reversed: a pending or rejected one was never paid. */
export class PostNotApproved extends Data.TaggedError("PostNotApproved")<{
  readonly postId: string;
  readonly status: string;
}> {
  override get message() {
    return `Only an approved post can be reversed; this post is ${this.status}`;
  }
}
/** A post is reversed once: its credits were already taken back. */
export class PostAlreadyReversed extends Data.TaggedError("PostAlreadyReversed")<{ readonly postId: string }> {
  override get message() {
    return "Post is already reversed";
  }
}
/** The link's canonical form is held by a pending or approved post (decision 14). */
export class PostLinkTaken extends Data.TaggedError("PostLinkTaken")<{
  /** The post holding it when it is the submitter's own, so they are told which; another's stays unnamed. */
  readonly own: { readonly postId: string; readonly title: string; readonly status: string } | null;
}> {
  override get message() {
    return this.own
      ? `You already submitted this link as "${this.own.title}" (${this.own.status})`
      : "This link has already been submitted by another member";
  }
  get fields() {
    return { url: this.message };
  }
}
/** A link on one platform's site submitted as another platform's post. */
export class PostLinkNotOnPlatform extends Data.TaggedError("PostLinkNotOnPlatform")<{
  readonly platform: Platform;
  readonly linkPlatform: Platform;
}> {
  override get message() {
    return `This link is on ${PLATFORM_NAMES[this.linkPlatform]}, not ${PLATFORM_NAMES[this.platform]}`;
  }
  get fields() {
    return { url: this.message };
  }
}
export class MonthNotEnded extends Data.TaggedError("MonthNotEnded")<{ readonly period: number }> {
  override get message() {
    return "A month can be closed only after it has ended (Malaysian time)";
  }
}
export class PayoutNotFound extends Data.TaggedError("PayoutNotFound")<{ readonly payoutId: string }> {
  override get message() {
    return "Payout not found";
  }
}
export class PayoutAlreadyPaid extends Data.TaggedError("PayoutAlreadyPaid")<{ readonly payoutId: string }> {
  override get message() {
    return "Payout is already paid with another reference";
  }
}

export class PayoutNotPayable extends Data.TaggedError("PayoutNotPayable")<{
  readonly payoutId: string;
  readonly status: "paid" | "failed";
}> {
  override get message() {
    return this.status === "failed" ? "Payout has failed: its lines go into the next close" : "Payout is already paid";
  }
}

export class RiskFlagNotFound extends Data.TaggedError("RiskFlagNotFound")<{ readonly flagId: string }> {
  override get message() {
    return "Risk flag not found";
  }
  get fields() {
    return { flagId: "names no flag" };
  }
}
export class RiskFlagDecided extends Data.TaggedError("RiskFlagDecided")<{
  readonly flagId: string;
  readonly status: "cleared" | "confirmed";
}> {
  override get message() {
    return `This flag was already ${this.status}`;
  }
  get fields() {
    return { flagId: `is already ${this.status}` };
  }
}
/** A confirmation named a member the flag does not involve. */
export class NotInRiskFlag extends Data.TaggedError("NotInRiskFlag")<{ readonly memberId: number }> {
  override get message() {
    return `Member ${this.memberId} is not one of this flag's members`;
  }
  get fields() {
    return { suspendMemberIds: this.message };
  }
}
export class MemberSuspended extends Data.TaggedError("MemberSuspended")<{ readonly memberId: number }> {
  override get message() {
    return "This account is suspended. Contact support if you think this is a mistake.";
  }
}

export type DomainError =
  | InvalidReferralCode
  | MemberAlreadyRegistered
  | MemberNotFound
  | PostNotFound
  | PostAlreadyExists
  | PostNotPending
  | PostNotApproved
  | PostAlreadyReversed
  | PostLinkTaken
  | PostLinkNotOnPlatform
  | MonthNotEnded
  | PayoutNotFound
  | PayoutAlreadyPaid
  | PayoutNotPayable
  | RiskFlagNotFound
  | RiskFlagDecided
  | NotInRiskFlag;
