import type { EvidenceStatus, PostEvidence } from "../../../domain/contract/admin-posts.ts";

// A post's evidence as the review queue reads it (decision 52): the platform's last answer
// (post_evidence) beside the member's handle on the post's platform (social_handles). Whether
// they match is worked out here, once, in SQL, so the queue's order, its badges and "approve
// all matching" agree, and a handle added after the check changes the verdict without a fetch.

/** Joins for a query over `posts po`. */
export const EVIDENCE_JOIN = `LEFT JOIN post_evidence e ON e.post_id = po.post_id
  LEFT JOIN social_handles h ON h.member_id = po.member_id AND h.platform = po.platform`;

/** The evidence status of `po`, given EVIDENCE_JOIN. */
export const EVIDENCE_STATUS = `(CASE
    WHEN e.outcome IS NULL OR e.outcome = 'pending' THEN 'pending'
    WHEN e.outcome <> 'found' THEN e.outcome
    WHEN e.author_handle IS NULL THEN 'unverifiable'
    WHEN e.author_handle = h.handle THEN 'matches'
    ELSE 'mismatch' END)`;

/** The queue's order: what an admin can clear fastest first (matches), what needs a look next. */
export const EVIDENCE_RANK = `(CASE ${EVIDENCE_STATUS}
    WHEN 'matches' THEN 0 WHEN 'mismatch' THEN 1 WHEN 'missing' THEN 2 WHEN 'unverifiable' THEN 3 ELSE 4 END)`;

export const EVIDENCE_COLUMNS = `${EVIDENCE_STATUS} AS evidence_status, e.author_name AS evidence_author_name,
  e.author_handle AS evidence_author_handle, e.author_url AS evidence_author_url, e.title AS evidence_title,
  e.thumbnail_url AS evidence_thumbnail_url, e.detail AS evidence_detail, e.checked_at AS evidence_checked_at,
  h.handle AS member_handle, (h.verified_at IS NOT NULL) AS member_handle_verified`;

export interface EvidenceRow {
  readonly evidence_status: string;
  readonly evidence_author_name: string | null;
  readonly evidence_author_handle: string | null;
  readonly evidence_author_url: string | null;
  readonly evidence_title: string | null;
  readonly evidence_thumbnail_url: string | null;
  readonly evidence_detail: string | null;
  readonly evidence_checked_at: Date | null;
  readonly member_handle: string | null;
  readonly member_handle_verified: boolean | null;
}

export const toEvidence = (r: EvidenceRow): PostEvidence => ({
  status: r.evidence_status as EvidenceStatus,
  author: r.evidence_author_name ?? r.evidence_author_handle,
  authorHandle: r.evidence_author_handle,
  authorUrl: r.evidence_author_url,
  title: r.evidence_title,
  thumbnailUrl: r.evidence_thumbnail_url,
  detail: r.evidence_detail,
  checkedAt: r.evidence_checked_at?.toISOString() ?? null,
  memberHandle: r.member_handle,
  memberHandleVerified: r.member_handle_verified === true,
});
