import type { Evidence, JemputEvent, RiskRule } from "./events.ts";
import { changesFor, levelCrossed, type ActivityDetail, type ActivityType, type Change } from "./projection.ts";

// The read model held in memory, row for row what the projection tables hold. Its row shapes
// are what the server's projection applier (server/modules/projections/) folds a rebuild into;
// `applyEvent` here is written independently of that applier on purpose: it is the oracle the
// property tests hold the closed-form income rules, and the server tests the SQL tables, to.

export interface MemberRow {
  memberId: number;
  referralCode: string;
  referrerId: number | null;
  level2ReferrerId: number | null;
  directRecruits: number;
  level2Count: number;
  isAdmin: boolean;
  joinedAt: string;
}
export interface MonthlyRow {
  memberId: number;
  period: number;
  personalSen: number;
  level1Sen: number;
  level2Sen: number;
  /** What reversals in the month took back: zero or negative, counted in the month's total. */
  reversedSen: number;
  posts: number;
}
export interface LedgerRow {
  position: number;
  memberId: number;
  kind: string;
  amountSen: number;
  period: number;
  postId: string;
  sourceMemberId: number;
  at: string;
}
export interface ActivityRow {
  position: number;
  memberId: number;
  type: ActivityType;
  subjectMemberId: number | null;
  amountSen: number;
  detail: ActivityDetail;
  at: string;
}
export interface PostRow {
  postId: string;
  memberId: number;
  title: string;
  url: string;
  platform: string;
  status: "pending" | "approved" | "rejected" | "reversed";
  /** What the post pays its poster: zero once reversed. */
  earningsSen: number;
  rejectionReason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  reversalReason: string | null;
  reversedAt: string | null;
  /**
   * The key the link is held by and whether this post holds it (decision 14): the posts table's
   * own rule (server/modules/projections/tables/posts.ts), not a money fact, so this oracle
   * leaves them out.
   */
  canonicalLink?: string | null;
  linkHolder?: boolean;
}
export interface PayoutRow {
  payoutId: string;
  memberId: number;
  period: number;
  amountSen: number;
  status: "issued" | "paid" | "failed";
  reference: string | null;
  issuedAt: string;
  paidAt: string | null;
}
/** The ledger lines a payout pays: the member's lines at these log positions. */
export interface PayoutLinesRow {
  payoutId: string;
  memberId: number;
  positions: ReadonlyArray<number>;
}

/** A fraud flag (decision 18): the risk tables' own rule, not a money fact, so this oracle leaves them out. */
export interface RiskFlagRow {
  flagId: string;
  rule: RiskRule;
  status: "open" | "cleared" | "confirmed";
  memberIds: ReadonlyArray<number>;
  /** The members whose own actions made the flag: held while it is open (decision 41). */
  heldMemberIds: ReadonlyArray<number>;
  evidence: Evidence;
  raisedAt: string;
  updatedAt: string;
  reviewNote: string | null;
  decidedBy: number | null;
  decisionReason: string | null;
  suspendedMemberIds: ReadonlyArray<number>;
  reversedPostIds: ReadonlyArray<string>;
  decidedAt: string | null;
}
export interface SuspensionRow {
  memberId: number;
  flagId: string | null;
  reason: string;
  suspendedAt: string;
}

export interface ReadModel {
  readonly members: Map<number, MemberRow>;
  readonly monthly: Map<string, MonthlyRow>;
  readonly ledger: Array<LedgerRow>;
  readonly activities: Array<ActivityRow>;
  readonly posts: Map<string, PostRow>;
  readonly payouts: Map<string, PayoutRow>;
  /** By payout id; a failed payout's entry is gone (its lines are unpaid again). */
  readonly payoutLines: Map<string, PayoutLinesRow>;
  readonly riskFlags: Map<string, RiskFlagRow>;
  readonly suspensions: Map<number, SuspensionRow>;
}

export const emptyReadModel = (): ReadModel => ({
  members: new Map(),
  monthly: new Map(),
  ledger: [],
  activities: [],
  posts: new Map(),
  payouts: new Map(),
  payoutLines: new Map(),
  riskFlags: new Map(),
  suspensions: new Map(),
});

export const teamSize = (row: MemberRow): number => row.directRecruits + row.level2Count;
export const monthlyTotal = (row: MonthlyRow): number =>
  row.personalSen + row.level1Sen + row.level2Sen + row.reversedSen;

const monthlyRow = (model: ReadModel, memberId: number, period: number): MonthlyRow => {
  const key = `${memberId}:${period}`;
  let row = model.monthly.get(key);
  if (!row) {
    row = { memberId, period, personalSen: 0, level1Sen: 0, level2Sen: 0, reversedSen: 0, posts: 0 };
    model.monthly.set(key, row);
  }
  return row;
};

const applyChange = (model: ReadModel, position: number, change: Change): void => {
  switch (change.kind) {
    case "memberJoined":
      model.members.set(change.memberId, {
        memberId: change.memberId,
        referralCode: change.referralCode,
        referrerId: change.referrerId,
        level2ReferrerId: change.level2ReferrerId,
        directRecruits: 0,
        level2Count: 0,
        isAdmin: false,
        joinedAt: change.at,
      });
      return;
    case "teamGrew": {
      const row = model.members.get(change.memberId);
      if (!row) return;
      const before = teamSize(row);
      if (change.level === 1) row.directRecruits += 1;
      else row.level2Count += 1;
      const threshold = levelCrossed(before, teamSize(row));
      if (threshold !== null) {
        model.activities.push({
          position,
          memberId: change.memberId,
          type: "level_up",
          subjectMemberId: change.newMemberId,
          amountSen: 0,
          detail: { threshold },
          at: change.at,
        });
      }
      return;
    }
    case "adminChanged": {
      const row = model.members.get(change.memberId);
      if (row) row.isAdmin = change.isAdmin;
      return;
    }
    case "memberErased": {
      const row = model.members.get(change.memberId);
      if (row) row.referralCode = change.referralCode;
      for (const post of model.posts.values()) {
        if (post.memberId !== change.memberId) continue;
        post.title = "";
        post.url = "";
      }
      return;
    }
    case "postSubmitted":
      model.posts.set(change.postId, {
        postId: change.postId,
        memberId: change.memberId,
        title: change.title,
        url: change.url,
        platform: change.platform,
        status: "pending",
        earningsSen: 0,
        rejectionReason: null,
        submittedAt: change.at,
        decidedAt: null,
        reversalReason: null,
        reversedAt: null,
      });
      return;
    case "postReversed": {
      const row = model.posts.get(change.postId);
      if (!row) return;
      row.status = "reversed";
      row.earningsSen = 0;
      row.reversalReason = change.reason;
      row.reversedAt = change.at;
      return;
    }
    case "postDecided": {
      const row = model.posts.get(change.postId);
      if (!row) return;
      row.status = change.status;
      row.earningsSen = change.earningsSen;
      row.rejectionReason = change.reason;
      row.decidedAt = change.at;
      return;
    }
    case "credited": {
      model.ledger.push({
        position,
        memberId: change.memberId,
        kind: change.creditKind,
        amountSen: change.amountSen,
        period: change.period,
        postId: change.postId,
        sourceMemberId: change.sourceMemberId,
        at: change.at,
      });
      const row = monthlyRow(model, change.memberId, change.period);
      if (change.creditKind === "personal") {
        row.personalSen += change.amountSen;
        row.posts += 1;
      } else if (change.creditKind === "level1_override") row.level1Sen += change.amountSen;
      else if (change.creditKind === "level2_override") row.level2Sen += change.amountSen;
      else row.reversedSen += change.amountSen;
      return;
    }
    case "activity": {
      const { kind: _kind, ...rest } = change;
      model.activities.push({ position, ...rest });
      return;
    }
    case "payoutIssued":
      model.payouts.set(change.payoutId, {
        payoutId: change.payoutId,
        memberId: change.memberId,
        period: change.period,
        amountSen: change.amountSen,
        status: "issued",
        reference: null,
        issuedAt: change.at,
        paidAt: null,
      });
      model.payoutLines.set(change.payoutId, {
        payoutId: change.payoutId,
        memberId: change.memberId,
        positions: change.positions,
      });
      return;
    case "payoutFailed": {
      const row = model.payouts.get(change.payoutId);
      if (row) row.status = "failed";
      model.payoutLines.delete(change.payoutId);
      return;
    }
    case "payoutPaid": {
      const row = model.payouts.get(change.payoutId);
      if (!row) return;
      row.status = "paid";
      row.reference = change.reference;
      row.paidAt = change.at;
      return;
    }
    default:
      // Fraud flags and suspensions: not money facts (see RiskFlagRow).
      return;
  }
};

/** Applies one event at its global log position. */
export const applyEvent = (model: ReadModel, position: number, event: JemputEvent): ReadModel => {
  for (const change of changesFor(event)) applyChange(model, position, change);
  return model;
};

export const replay = (events: Iterable<{ readonly position: number; readonly event: JemputEvent }>): ReadModel => {
  const model = emptyReadModel();
  for (const { position, event } of events) applyEvent(model, position, event);
  return model;
};
