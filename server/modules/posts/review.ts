import { Effect } from "effect";
import { displayName } from "../../../domain/member-name.ts";
import { PostNotFound } from "../../../domain/errors.ts";
import { toRinggit } from "../../../domain/money.ts";
import type { Sql } from "../../platform/db/database.ts";
import {
  EVIDENCE_COLUMNS,
  EVIDENCE_JOIN,
  EVIDENCE_RANK,
  EVIDENCE_STATUS,
  toEvidence,
  type EvidenceRow,
} from "../evidence-status/columns.ts";
import type { EvidenceStatus, PostPay } from "../../../domain/contract/admin-posts.ts";

// The review queue: posts of one status with their member and the platform's evidence; pending
// posts in the order an admin clears them (matches first, decision 52), newest first within.
export const REVIEW_LIMIT = 500;
export const POST_STATUSES = ["pending", "approved", "rejected", "reversed"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export interface ReviewRow extends EvidenceRow {
  post_id: string;
  member_id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  title: string;
  url: string;
  platform: string;
  status: string;
  earnings_sen: number;
  rejection_reason: string | null;
  submitted_at: Date;
  decided_at: Date | null;
  reversal_reason: string | null;
  reversed_at: Date | null;
}

/** The columns of a review row, from REVIEW_FROM (approval.ts reads them too). */
export const REVIEW_COLUMNS = `po.post_id, po.member_id, p.first_name, p.last_name, p.email, po.title, po.url, po.platform, po.status,
                       po.earnings_sen, po.rejection_reason, po.submitted_at, po.decided_at, po.reversal_reason, po.reversed_at,
                       ${EVIDENCE_COLUMNS}`;
export const REVIEW_FROM = `posts po LEFT JOIN profiles p ON p.member_id = po.member_id ${EVIDENCE_JOIN}`;
const SELECT = `SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM}`;

export const toReviewPost = (r: ReviewRow) => ({
  id: r.post_id,
  memberId: r.member_id,
  // Null once the member erased their data; screens then show FORMER_MEMBER.
  memberName: displayName(r.first_name, r.last_name, null),
  memberEmail: r.email,
  title: r.title,
  url: r.url,
  platform: r.platform,
  status: r.status,
  earnings: toRinggit(r.earnings_sen),
  rejectionReason: r.rejection_reason,
  submittedAt: r.submitted_at.toISOString(),
  decidedAt: r.decided_at?.toISOString() ?? null,
  reversalReason: r.reversal_reason,
  reversedAt: r.reversed_at?.toISOString() ?? null,
  evidence: toEvidence(r),
});

/**
 * An approved post's pay, from its personal line: when a close may pay it, and whether one has
 * (a payout names the line). One look-up by the poster's key per approved row; none for others.
 */
const PAY_JOIN = `LEFT JOIN LATERAL (
    SELECT l.payable_at AS pay_payable_at,
           EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position) AS pay_paid
      FROM ledger_lines l
     WHERE po.status = 'approved' AND l.member_id = po.member_id AND l.post_id = po.post_id AND l.kind = 'personal'
     LIMIT 1) pay ON true`;

interface QueueRow extends ReviewRow {
  readonly pay_payable_at: Date | null;
  readonly pay_paid: boolean | null;
}

/** $1 the status, $2 the evidence status or null. */
const QUEUE = `SELECT ${REVIEW_COLUMNS}, pay.pay_payable_at, pay.pay_paid FROM ${REVIEW_FROM} ${PAY_JOIN}
  WHERE po.status = $1 AND ($2::text IS NULL OR ${EVIDENCE_STATUS} = $2)`;
const ORDER = `ORDER BY CASE WHEN po.status = 'pending' THEN ${EVIDENCE_RANK} ELSE 0 END, po.submitted_at DESC, po.post_id DESC
  LIMIT ${REVIEW_LIMIT}`;
// A post is `missing` exactly when its platform's answer is: said outright, the partial index of
// those answers (migration 043) finds the few taken down among every approved post.
const ALL = `${QUEUE} ${ORDER}`;
const TAKEN_DOWN = `${QUEUE} AND e.outcome = 'missing' ${ORDER}`;

const payOf = (r: QueueRow, at: Date): PostPay | undefined =>
  r.pay_payable_at === null
    ? undefined
    : {
        state: r.pay_paid === true ? "paid" : r.pay_payable_at > at ? "holding" : "payable",
        payableAt: r.pay_payable_at.toISOString(),
      };

/** The posts of one status, and of one evidence status when given; approved ones with their pay as of `at`. */
export const reviewQueue = (sql: Sql, status: PostStatus, evidence: EvidenceStatus | null, at: Date) =>
  Effect.map(sql.query<QueueRow>(evidence === "missing" ? TAKEN_DOWN : ALL, [status, evidence]), (rows) =>
    rows.map((r) => {
      const pay = payOf(r, at);
      return pay ? { ...toReviewPost(r), pay } : toReviewPost(r);
    }),
  );

export const reviewPost = (sql: Sql, postId: string) =>
  Effect.flatMap(sql.query<ReviewRow>(`${SELECT} WHERE po.post_id = $1`, [postId]), ([row]) =>
    row ? Effect.succeed(toReviewPost(row)) : Effect.fail(new PostNotFound({ postId })),
  );
