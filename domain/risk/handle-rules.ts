import type { Platform } from "../events.ts";
import { PLATFORM_NAMES } from "../post-link.ts";
import type { RiskThresholds } from "./thresholds.ts";
import type { Finding } from "./rules.ts";

// The rules about who a member is on the platforms (decision 55): a handle claimed by two
// members, and posts whose author, as the platform names them, is not the member's handle. The
// handle itself never reaches the evidence (it stays in social_handles, which erasure clears);
// the evidence names the platform, how many, and the posts by id.

/** A member's handle on a platform, when they claimed it and when, if ever, they proved it by signing in there. */
export interface HandleClaim {
  readonly memberId: number;
  readonly platform: Platform;
  readonly handle: string;
  readonly claimedAt: string;
  readonly verifiedAt: string | null;
}

/** A member's posts whose evidence is `mismatch` (server/modules/evidence-status/columns.ts), by id, newest first. */
export interface MismatchRecord {
  readonly memberId: number;
  /** How many there are; `postIds` names at most EVIDENCE_POSTS_MAX of them. */
  readonly count: number;
  readonly postIds: ReadonlyArray<string>;
}

/** How many post ids a flag's evidence keeps: enough to review, never a whole history. */
export const EVIDENCE_POSTS_MAX = 50;

const time = (iso: string | null) => (iso === null ? Infinity : Date.parse(iso));

/**
 * Who a handle belongs to among those who claim it: whoever proved it first by signing in there,
 * else whoever claimed it first (ties: the lowest id). A claim typed before the real owner
 * connected does not outrank the owner's proof: typing someone's handle first must not make
 * the owner the one held.
 */
export const ownerOf = (claims: ReadonlyArray<HandleClaim>): HandleClaim =>
  claims.toSorted(
    (a, b) =>
      time(a.verifiedAt) - time(b.verifiedAt) || time(a.claimedAt) - time(b.claimedAt) || a.memberId - b.memberId,
  )[0]!;

/**
 * One handle claimed by two or more members. Everyone but its owner (ownerOf) is held: they
 * acted by claiming what someone else had, or could not prove theirs. A verified owner is
 * released from a hold an earlier round put on them when they were the later claimant.
 */
export const sharedHandles = (claims: ReadonlyArray<HandleClaim>): Array<Finding> => {
  const byHandle = new Map<string, Array<HandleClaim>>();
  for (const claim of claims) {
    const key = `${claim.platform}:${claim.handle}`;
    const group = byHandle.get(key) ?? [];
    if (!group.some((c) => c.memberId === claim.memberId)) group.push(claim);
    byHandle.set(key, group);
  }
  return [...byHandle]
    .filter(([, group]) => group.length >= 2)
    .map(([key, group]) => {
      const owner = ownerOf(group);
      const [first] = group.toSorted((a, b) => time(a.claimedAt) - time(b.claimedAt) || a.memberId - b.memberId);
      const verified = group.filter((c) => c.verifiedAt !== null).map((c) => `#${c.memberId}`);
      const memberIds = group.map((c) => c.memberId).toSorted((a, b) => a - b);
      const platform = PLATFORM_NAMES[owner.platform];
      return {
        rule: "shared_handle" as const,
        anchor: `handle:${key}`,
        memberIds,
        heldMemberIds: memberIds.filter((id) => id !== owner.memberId),
        releasedMemberIds: owner.verifiedAt === null ? [] : [owner.memberId],
        evidence: {
          summary: `${memberIds.length} members claim the same ${platform} handle`,
          shared: [],
          facts: [
            { label: "Platform", value: platform },
            { label: "First to claim it", value: `#${first!.memberId}` },
            { label: "Verified by", value: verified.join(", ") || "nobody" },
          ],
        },
      };
    });
};

/** A member with at least `mismatchMin` posts whose author on the platform is someone else. */
export const handleMismatches = (records: ReadonlyArray<MismatchRecord>, thresholds: RiskThresholds): Array<Finding> =>
  records.flatMap((r) => {
    if (r.count < thresholds.mismatchMin) return [];
    const posts = [...new Set(r.postIds)].slice(0, EVIDENCE_POSTS_MAX);
    return [
      {
        rule: "handle_mismatch" as const,
        anchor: `mismatch:${r.memberId}`,
        memberIds: [r.memberId],
        heldMemberIds: [r.memberId],
        evidence: {
          summary: `${r.count} ${r.count === 1 ? "post names" : "posts name"} another author than the member's handle on the platform`,
          shared: [],
          facts: [{ label: "Posts by another author", value: String(r.count) }],
          posts,
        },
      },
    ];
  });
