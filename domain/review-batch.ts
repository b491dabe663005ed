import type { Credit } from "./events.ts";
import type { Sen } from "./money.ts";

// Approving the posts whose evidence matches, many at once (decision 54). The admin sends the ids
// of the posts they saw; each is approved on its own, through the post's own stream, only while
// it is still pending and still matches. Apart from the contract so the web app can read the
// page size without loading Effect's Schema.

/** The most posts one request approves: one page of the Posts tab. */
export const APPROVE_MATCHING_LIMIT = 50;

/** The actor of an approval the app made by itself (AUTO_APPROVE_MATCHES), as its event metadata names it. */
export const AUTO_APPROVER = "auto_approval";

/**
 * What the automatic approver approves: nothing (`off`, the default), matches of handles the
 * member proved by signing in to the platform (`verified`), or matches of any handle the member
 * gave (`claimed`), which anyone can type.
 */
export const AUTO_APPROVAL_MODES = ["off", "verified", "claimed"] as const;
export type AutoApprovalMode = (typeof AUTO_APPROVAL_MODES)[number];

/**
 * Why a post of the batch was left as it was: gone (`not_found`), decided meanwhile
 * (`not_pending`), its evidence no longer the member's (`not_matching`), or, for the automatic
 * approver only, a member an open risk flag names, suspended, or not yet looked at by the rules
 * (`member_at_risk`), or a handle only claimed when it approves verified ones (`handle_unverified`).
 */
export type SkipReason = "not_found" | "not_pending" | "not_matching" | "member_at_risk" | "handle_unverified";

/** Why a post with this status and evidence status is not approved by the batch; null when it is. */
export const batchSkip = (postStatus: string, evidenceStatus: string | null): SkipReason | null => {
  if (postStatus === "none") return "not_found";
  if (postStatus !== "pending") return "not_pending";
  return evidenceStatus === "matches" ? null : "not_matching";
};

export interface BatchTotals {
  readonly posts: number;
  /** What the posters are paid (RM 200 each). */
  readonly postersSen: Sen;
  /** What their uplines are paid (15% and 5% of that). */
  readonly overridesSen: Sen;
}

/** The totals of the approvals whose credits these are, one list per post. */
export const batchTotals = (approvals: ReadonlyArray<ReadonlyArray<Credit>>): BatchTotals => {
  let postersSen = 0;
  let overridesSen = 0;
  for (const credits of approvals)
    for (const credit of credits)
      if (credit.kind === "personal") postersSen += credit.amountSen;
      else overridesSen += credit.amountSen;
  return { posts: approvals.length, postersSen, overridesSen };
};
