import { Context, Effect } from "effect";
import { AUTO_APPROVER, type AutoApprovalMode } from "../../../domain/review-batch.ts";
import { Database } from "../../platform/db/database.ts";
import { EVIDENCE_JOIN, EVIDENCE_STATUS } from "../evidence-status/columns.ts";
import { approveBatch, type BatchResult, type ExtraCheck } from "./batch.ts";

// The automatic approver (decision 54), off unless AUTO_APPROVE_MATCHES says `verified` or
// `claimed`: a pending post whose evidence matches (with `verified`, a handle the member proved
// by signing in to the platform), of a member no open risk flag names, not suspended and not
// waiting for the rules, is approved as an admin would approve it, through the same batch and command path,
// with the metadata's actor "auto_approval" so the audit list and the member's activity show it.
// It runs at every sweep of the queue (autoApprovePending), not when the evidence job records an
// answer: a changed answer queues the member for the risk rules, and a member waiting for them is
// not approved; the sweep after the rules have looked picks the post up, as it does one whose
// handle was claimed later.

/** AUTO_APPROVE_MATCHES, as the runtime was started with it; off where nothing says otherwise. */
export const AutoApproval = Context.Reference<AutoApprovalMode>("jemput/server/modules/review/AutoApproval", {
  defaultValue: () => "off",
});

/**
 * Whether `member` (an SQL expression) is one the automatic approver leaves to an admin: named by
 * an open flag (not only held by one), suspended, or queued for the rules not yet run on them.
 */
const atRisk = (member: string) => `(EXISTS (SELECT 1 FROM risk_flags f
      WHERE f.status = 'open' AND f.member_ids @> jsonb_build_array(${member}))
   OR EXISTS (SELECT 1 FROM member_suspensions s WHERE s.member_id = ${member})
   OR EXISTS (SELECT 1 FROM risk_pending q WHERE q.member_id = ${member}))`;

/** Checked again in each post's own load, just before it is approved. */
const approvable =
  (mode: AutoApprovalMode): ExtraCheck =>
  (sql, row) =>
    mode === "verified" && row.member_handle_verified !== true
      ? Effect.succeed("handle_unverified")
      : Effect.map(sql.query<{ at_risk: boolean }>(`SELECT ${atRisk("$1::int")} AS at_risk`, [row.member_id]), ([r]) =>
          r?.at_risk === true ? "member_at_risk" : null,
        );

const NOTHING: BatchResult = { posts: 0, postersSen: 0, overridesSen: 0, approved: [], skipped: [] };

/** Approves those of `postIds` the automatic approver may; nothing when it is off. */
export const autoApproveMatching = Effect.fn("Review.autoApproveMatching")(function* (postIds: ReadonlyArray<string>) {
  const mode = yield* AutoApproval;
  if (mode === "off" || postIds.length === 0) return NOTHING;
  return yield* approveBatch(postIds, { actor: AUTO_APPROVER }, approvable(mode));
});

/** The oldest pending posts that match (with $2, by a verified handle), of members not at risk: what a sweep approves. */
const CANDIDATES = `SELECT po.post_id FROM posts po ${EVIDENCE_JOIN}
  WHERE po.status = 'pending' AND ${EVIDENCE_STATUS} = 'matches' AND NOT ${atRisk("po.member_id")}
    AND (NOT $2 OR h.verified_at IS NOT NULL)
  ORDER BY po.submitted_at, po.post_id LIMIT $1`;

/** One sweep of the queue: up to `limit` posts approved automatically, when it is on. */
export const autoApprovePending = Effect.fn("Review.autoApprovePending")(function* (limit = 100) {
  const mode = yield* AutoApproval;
  if (mode === "off") return NOTHING;
  const rows = yield* (yield* Database).query<{ post_id: string }>(CANDIDATES, [limit, mode === "verified"]);
  return yield* autoApproveMatching(rows.map((r) => r.post_id));
});
