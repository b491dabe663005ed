import type { ActivityRow, LedgerRow, MemberRow, MonthlyRow, PayoutRow, PostRow } from "../../../domain/read-model.ts";
import type { Column } from "../../platform/db/bulk.ts";

// How the in-memory read model's rows map onto the projection tables, column by column.
export const PROJECTION_TABLES = ["members", "monthly_income", "ledger_lines", "activities", "posts", "payouts"] as const;
/** What a rebuild must leave as it found: the projections, and the search table kept from them. */
export const CHECKSUM_TABLES = [...PROJECTION_TABLES, "member_search"] as const;

const members: ReadonlyArray<Column<MemberRow>> = [
  { name: "member_id", type: "int", value: (r) => r.memberId },
  { name: "referral_code", type: "text", value: (r) => r.referralCode },
  { name: "referrer_id", type: "int", value: (r) => r.referrerId },
  { name: "level2_referrer_id", type: "int", value: (r) => r.level2ReferrerId },
  { name: "direct_recruits", type: "int", value: (r) => r.directRecruits },
  { name: "level2_count", type: "int", value: (r) => r.level2Count },
  { name: "is_admin", type: "bool", value: (r) => r.isAdmin },
  { name: "joined_at", type: "timestamptz", value: (r) => r.joinedAt },
];
const monthly: ReadonlyArray<Column<MonthlyRow>> = [
  { name: "member_id", type: "int", value: (r) => r.memberId },
  { name: "period", type: "int", value: (r) => r.period },
  { name: "personal_sen", type: "bigint", value: (r) => r.personalSen },
  { name: "level1_sen", type: "bigint", value: (r) => r.level1Sen },
  { name: "level2_sen", type: "bigint", value: (r) => r.level2Sen },
  { name: "posts", type: "int", value: (r) => r.posts },
];
const ledger: ReadonlyArray<Column<LedgerRow>> = [
  { name: "position", type: "bigint", value: (r) => r.position },
  { name: "member_id", type: "int", value: (r) => r.memberId },
  { name: "kind", type: "text", value: (r) => r.kind },
  { name: "amount_sen", type: "int", value: (r) => r.amountSen },
  { name: "period", type: "int", value: (r) => r.period },
  { name: "post_id", type: "text", value: (r) => r.postId },
  { name: "source_member_id", type: "int", value: (r) => r.sourceMemberId },
  { name: "created_at", type: "timestamptz", value: (r) => r.at },
];
const activities: ReadonlyArray<Column<ActivityRow>> = [
  { name: "position", type: "bigint", value: (r) => r.position },
  { name: "member_id", type: "int", value: (r) => r.memberId },
  { name: "type", type: "text", value: (r) => r.type },
  { name: "subject_member_id", type: "int", value: (r) => r.subjectMemberId },
  { name: "amount_sen", type: "int", value: (r) => r.amountSen },
  { name: "detail", type: "jsonb", value: (r) => JSON.stringify(r.detail) },
  { name: "created_at", type: "timestamptz", value: (r) => r.at },
];
const posts: ReadonlyArray<Column<PostRow>> = [
  { name: "post_id", type: "text", value: (r) => r.postId },
  { name: "member_id", type: "int", value: (r) => r.memberId },
  { name: "title", type: "text", value: (r) => r.title },
  { name: "url", type: "text", value: (r) => r.url },
  { name: "platform", type: "text", value: (r) => r.platform },
  { name: "status", type: "text", value: (r) => r.status },
  { name: "earnings_sen", type: "int", value: (r) => r.earningsSen },
  { name: "rejection_reason", type: "text", value: (r) => r.rejectionReason },
  { name: "submitted_at", type: "timestamptz", value: (r) => r.submittedAt },
  { name: "decided_at", type: "timestamptz", value: (r) => r.decidedAt },
];
const payouts: ReadonlyArray<Column<PayoutRow>> = [
  { name: "payout_id", type: "text", value: (r) => r.payoutId },
  { name: "member_id", type: "int", value: (r) => r.memberId },
  { name: "period", type: "int", value: (r) => r.period },
  { name: "amount_sen", type: "bigint", value: (r) => r.amountSen },
  { name: "status", type: "text", value: (r) => r.status },
  { name: "reference", type: "text", value: (r) => r.reference },
  { name: "issued_at", type: "timestamptz", value: (r) => r.issuedAt },
  { name: "paid_at", type: "timestamptz", value: (r) => r.paidAt },
];

export const PROJECTION_COLUMNS = { members, monthly_income: monthly, ledger_lines: ledger, activities, posts, payouts } as const;
