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
import type { EvidenceStatus } from "../../../domain/contract/admin-posts.ts";

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

export const reviewQueue = (sql: Sql, status: PostStatus, evidence: EvidenceStatus | null = null) =>
  Effect.map(
    sql.query<ReviewRow>(
      `${SELECT} WHERE po.status = $1 AND ($2::text IS NULL OR ${EVIDENCE_STATUS} = $2)
        ORDER BY CASE WHEN po.status = 'pending' THEN ${EVIDENCE_RANK} ELSE 0 END, po.submitted_at DESC, po.post_id DESC
        LIMIT ${REVIEW_LIMIT}`,
      [status, evidence],
    ),
    (rows) => rows.map(toReviewPost),
  );

export const reviewPost = (sql: Sql, postId: string) =>
  Effect.flatMap(sql.query<ReviewRow>(`${SELECT} WHERE po.post_id = $1`, [postId]), ([row]) =>
    row ? Effect.succeed(toReviewPost(row)) : Effect.fail(new PostNotFound({ postId })),
  );
