import { Effect } from "effect";
import { creditsFor } from "../../../domain/post.ts";
import { batchSkip, batchTotals, type SkipReason } from "../../../domain/review-batch.ts";
import type { Sql } from "../../platform/db/database.ts";
import { EVIDENCE_JOIN, EVIDENCE_STATUS } from "../evidence-status/columns.ts";

// What approving a batch would pay now (decision 54): the same rule as the batch (batchSkip over
// the post's status and its evidence status from evidence-status/columns.ts) and the same credits as an
// approval (the post decider's creditsFor, with the poster's upline), read in one statement.
// Changes nothing; the approval itself decides again, post by post.

interface PreviewRow {
  readonly post_id: string;
  readonly status: string;
  readonly member_id: number;
  readonly evidence_status: string;
  readonly owner_found: boolean;
  readonly referrer_id: number | null;
  readonly level2_referrer_id: number | null;
}

const PREVIEW = `SELECT po.post_id, po.status, po.member_id, ${EVIDENCE_STATUS} AS evidence_status,
       u.member_id IS NOT NULL AS owner_found, u.referrer_id, u.level2_referrer_id
  FROM posts po ${EVIDENCE_JOIN} LEFT JOIN members u ON u.member_id = po.member_id
 WHERE po.post_id = ANY($1::text[])`;

export const previewBatch = (sql: Sql, postIds: ReadonlyArray<string>) =>
  Effect.map(sql.query<PreviewRow>(PREVIEW, [[...new Set(postIds)]]), (rows) => {
    const byId = new Map(rows.map((r) => [r.post_id, r]));
    const approvals = [];
    const skipped: Array<{ postId: string; reason: SkipReason }> = [];
    for (const postId of new Set(postIds)) {
      const row = byId.get(postId);
      const reason = row?.owner_found ? batchSkip(row.status, row.evidence_status) : "not_found";
      if (reason !== null || row === undefined) skipped.push({ postId, reason: reason ?? "not_found" });
      else
        approvals.push(
          creditsFor(row.member_id, { referrerId: row.referrer_id, level2ReferrerId: row.level2_referrer_id }),
        );
    }
    return { ...batchTotals(approvals), skipped };
  });
