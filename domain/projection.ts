import { erasedReferralCode } from "./erasure.ts";
import { approvalPayableAt } from "./holding.ts";
import type { Evidence, JemputEvent, LedgerKind, Platform, RiskRule } from "./events.ts";

// Projection rules: what each event changes in the read model, as plain row-level changes.
// The server's applier (one file per table in server/modules/projections/tables/) turns them
// into SQL inside the append's transaction and into rows in memory for rebuilds; that in-memory
// fold is what the property tests hold to the closed form of the money rules.

export const ACTIVITY_TYPES = [
  "referral_made",
  "post_created",
  "commission_earned",
  "payment_received",
  "level_up",
  "post_reversed",
  "commission_reversed",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Team sizes whose crossing is celebrated with a level_up activity. */
export const LEVEL_THRESHOLDS = [5, 10, 25, 50, 100, 250, 500, 1000] as const;

/** The highest threshold crossed when a team grows from `before` to `after`, if any. */
export const levelCrossed = (before: number, after: number): number | null => {
  let crossed: number | null = null;
  for (const t of LEVEL_THRESHOLDS) if (before < t && after >= t) crossed = t;
  return crossed;
};

export interface ActivityDetail {
  readonly level?: 1 | 2;
  readonly postId?: string;
  readonly threshold?: number;
  readonly period?: number;
}

export type Change =
  | {
      readonly kind: "memberJoined";
      readonly memberId: number;
      readonly referralCode: string;
      readonly referrerId: number | null;
      readonly level2ReferrerId: number | null;
      readonly at: string;
    }
  /** One more member in `memberId`'s team at `level`; the applier also emits level_up when a threshold is crossed. */
  | {
      readonly kind: "teamGrew";
      readonly memberId: number;
      readonly level: 1 | 2;
      readonly newMemberId: number;
      readonly at: string;
    }
  | { readonly kind: "adminChanged"; readonly memberId: number; readonly isAdmin: boolean }
  /** The member's code becomes `referralCode` and their posts lose title and link; counts and money stay. */
  | { readonly kind: "memberErased"; readonly memberId: number; readonly referralCode: string }
  | {
      readonly kind: "postSubmitted";
      readonly postId: string;
      readonly memberId: number;
      readonly title: string;
      readonly url: string;
      readonly platform: Platform;
      readonly at: string;
      /** Absent in events from before links had keys: the posts table keys their link itself. */
      readonly canonicalLink?: string;
    }
  | {
      readonly kind: "postDecided";
      readonly postId: string;
      readonly status: "approved" | "rejected";
      readonly earningsSen: number;
      readonly reason: string | null;
      readonly at: string;
    }
  /** The approved post was taken back: no earnings, and the reason the member reads. */
  | { readonly kind: "postReversed"; readonly postId: string; readonly reason: string; readonly at: string }
  /** A ledger line, added to the member's monthly income: negative for a reversal's kinds. */
  | {
      readonly kind: "credited";
      readonly memberId: number;
      readonly creditKind: LedgerKind;
      readonly amountSen: number;
      readonly period: number;
      readonly postId: string;
      readonly sourceMemberId: number;
      readonly at: string;
      /** When a close may first pay (or take back) the line: after the holding period (decision 53). */
      readonly payableAt: string;
    }
  | {
      readonly kind: "activity";
      readonly memberId: number;
      readonly type: ActivityType;
      readonly subjectMemberId: number | null;
      readonly amountSen: number;
      readonly detail: ActivityDetail;
      readonly at: string;
    }
  | {
      readonly kind: "payoutIssued";
      readonly payoutId: string;
      readonly memberId: number;
      readonly period: number;
      readonly amountSen: number;
      /** The member's ledger lines (by log position) the payout pays. */
      readonly positions: ReadonlyArray<number>;
      readonly at: string;
      /** Withheld under section 107D (decision 62); absent: nothing. */
      readonly withheldSen?: number;
    }
  /** The month's close: what it issued and held back. */
  | {
      readonly kind: "monthClosed";
      readonly period: number;
      readonly payouts: number;
      readonly totalSen: number;
      readonly held: number;
      readonly heldSen: number;
      readonly at: string;
    }
  | { readonly kind: "payoutPaid"; readonly payoutId: string; readonly reference: string; readonly at: string }
  /** The payout's lines are unpaid again. */
  | { readonly kind: "payoutFailed"; readonly payoutId: string; readonly at: string }
  | {
      readonly kind: "riskFlagRaised";
      readonly flagId: string;
      readonly rule: RiskRule;
      readonly memberIds: ReadonlyArray<number>;
      readonly heldMemberIds: ReadonlyArray<number>;
      readonly evidence: Evidence;
      readonly at: string;
    }
  | {
      readonly kind: "riskFlagWidened";
      readonly flagId: string;
      readonly memberIds: ReadonlyArray<number>;
      readonly heldMemberIds: ReadonlyArray<number>;
      readonly evidence: Evidence;
      readonly at: string;
    }
  | { readonly kind: "riskFlagReviewed"; readonly flagId: string; readonly note: string; readonly at: string }
  | {
      readonly kind: "riskFlagDecided";
      readonly flagId: string;
      readonly status: "cleared" | "confirmed";
      readonly adminId: number;
      readonly reason: string;
      readonly suspendedMemberIds: ReadonlyArray<number>;
      readonly reversedPostIds: ReadonlyArray<string>;
      readonly at: string;
    }
  | {
      readonly kind: "memberSuspended";
      readonly memberId: number;
      readonly flagId: string | null;
      readonly reason: string;
      readonly at: string;
    }
  | { readonly kind: "memberReinstated"; readonly memberId: number };

export const changesFor = (event: JemputEvent): ReadonlyArray<Change> => {
  switch (event.type) {
    case "MemberRegistered": {
      const { memberId, referrerId, level2ReferrerId, at } = event.data;
      const changes: Array<Change> = [{ kind: "memberJoined", ...event.data }];
      if (referrerId !== null) {
        changes.push({ kind: "teamGrew", memberId: referrerId, level: 1, newMemberId: memberId, at });
        changes.push({
          kind: "activity",
          memberId: referrerId,
          type: "referral_made",
          subjectMemberId: memberId,
          amountSen: 0,
          detail: { level: 1 },
          at,
        });
      }
      if (level2ReferrerId !== null) {
        changes.push({ kind: "teamGrew", memberId: level2ReferrerId, level: 2, newMemberId: memberId, at });
        changes.push({
          kind: "activity",
          memberId: level2ReferrerId,
          type: "referral_made",
          subjectMemberId: memberId,
          amountSen: 0,
          detail: { level: 2 },
          at,
        });
      }
      return changes;
    }
    case "AdminGranted":
      return [{ kind: "adminChanged", memberId: event.data.memberId, isAdmin: true }];
    case "AdminRevoked":
      return [{ kind: "adminChanged", memberId: event.data.memberId, isAdmin: false }];
    case "MemberErased":
      return [
        { kind: "memberErased", memberId: event.data.memberId, referralCode: erasedReferralCode(event.data.memberId) },
      ];
    case "PostSubmitted":
      return [{ kind: "postSubmitted", ...event.data }];
    case "PostRejected":
      return [
        {
          kind: "postDecided",
          postId: event.data.postId,
          status: "rejected",
          earningsSen: 0,
          reason: event.data.reason,
          at: event.data.at,
        },
      ];
    case "PostApproved": {
      const { postId, memberId, period, credits, at } = event.data;
      const payableAt = approvalPayableAt(event.data);
      const personal = credits.find((c) => c.kind === "personal")?.amountSen ?? 0;
      const changes: Array<Change> = [
        { kind: "postDecided", postId, status: "approved", earningsSen: personal, reason: null, at },
      ];
      for (const credit of credits) {
        changes.push({
          kind: "credited",
          memberId: credit.memberId,
          creditKind: credit.kind,
          amountSen: credit.amountSen,
          period,
          postId,
          sourceMemberId: memberId,
          at,
          payableAt,
        });
        const type: ActivityType = credit.kind === "personal" ? "post_created" : "commission_earned";
        const level = credit.kind === "level1_override" ? 1 : credit.kind === "level2_override" ? 2 : undefined;
        const detail: ActivityDetail = level === undefined ? { postId } : { postId, level };
        changes.push({
          kind: "activity",
          memberId: credit.memberId,
          type,
          subjectMemberId: memberId,
          amountSen: credit.amountSen,
          detail,
          at,
        });
      }
      return changes;
    }
    case "PostReversed": {
      const { postId, memberId, period, reason, debits, at } = event.data;
      // Reversals from before the holding period were taken back at once.
      const payableAt = event.data.payableAt ?? at;
      const changes: Array<Change> = [{ kind: "postReversed", postId, reason, at }];
      for (const debit of debits) {
        changes.push({
          kind: "credited",
          memberId: debit.memberId,
          creditKind: debit.kind,
          amountSen: -debit.amountSen,
          period,
          postId,
          sourceMemberId: memberId,
          at,
          payableAt,
        });
        const type: ActivityType = debit.kind === "personal_reversal" ? "post_reversed" : "commission_reversed";
        const level = debit.kind === "level1_reversal" ? 1 : debit.kind === "level2_reversal" ? 2 : undefined;
        const detail: ActivityDetail = level === undefined ? { postId } : { postId, level };
        changes.push({
          kind: "activity",
          memberId: debit.memberId,
          type,
          subjectMemberId: memberId,
          amountSen: -debit.amountSen,
          detail,
          at,
        });
      }
      return changes;
    }
    case "PayoutIssued":
      return [{ kind: "payoutIssued", ...event.data }];
    case "PayoutMonthClosed": {
      // Closes from before holds held nobody back.
      const { period, payouts, totalSen, held = 0, heldSen = 0, at } = event.data;
      return [{ kind: "monthClosed", period, payouts, totalSen, held, heldSen, at }];
    }
    case "PayoutFailed":
      return [{ kind: "payoutFailed", payoutId: event.data.payoutId, at: event.data.at }];
    case "PayoutPaid": {
      const { payoutId, memberId, amountSen, reference, period, at } = event.data;
      return [
        { kind: "payoutPaid", payoutId, reference, at },
        {
          kind: "activity",
          memberId,
          type: "payment_received",
          subjectMemberId: null,
          amountSen,
          detail: { period },
          at,
        },
      ];
    }
    // A flag from before decision 41 held every member it named.
    case "RiskFlagRaised":
      return [
        { kind: "riskFlagRaised", ...event.data, heldMemberIds: event.data.heldMemberIds ?? event.data.memberIds },
      ];
    case "RiskFlagWidened":
      return [
        { kind: "riskFlagWidened", ...event.data, heldMemberIds: event.data.heldMemberIds ?? event.data.memberIds },
      ];
    case "RiskFlagReviewed":
      return [{ kind: "riskFlagReviewed", flagId: event.data.flagId, note: event.data.note, at: event.data.at }];
    case "RiskFlagCleared": {
      const { flagId, adminId, reason, at } = event.data;
      return [
        {
          kind: "riskFlagDecided",
          flagId,
          status: "cleared",
          adminId,
          reason,
          suspendedMemberIds: [],
          reversedPostIds: [],
          at,
        },
      ];
    }
    case "RiskFlagConfirmed": {
      const { flagId, adminId, reason, suspendedMemberIds, reversedPostIds, at } = event.data;
      return [
        {
          kind: "riskFlagDecided",
          flagId,
          status: "confirmed",
          adminId,
          reason,
          suspendedMemberIds,
          reversedPostIds,
          at,
        },
      ];
    }
    case "MemberSuspended":
      return [{ kind: "memberSuspended", ...event.data }];
    case "MemberReinstated":
      return [{ kind: "memberReinstated", memberId: event.data.memberId }];
    // The year's marks are read from their stream by the close (decision 62): no table of their own.
    case "Withholding107DMarked":
    case "Withholding107DReviewed":
      return [];
  }
};
