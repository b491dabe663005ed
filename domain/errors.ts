import { Data } from "effect";

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

export type DomainError =
  | InvalidReferralCode
  | MemberAlreadyRegistered
  | MemberNotFound
  | PostNotFound
  | PostAlreadyExists
  | PostNotPending
  | MonthNotEnded
  | PayoutNotFound
  | PayoutAlreadyPaid;
