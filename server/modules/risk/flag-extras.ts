import { Effect } from "effect";
import type { Evidence, Platform, RiskRule } from "../../../domain/events.ts";
import type { RiskEvidencePost, RiskHandle } from "../../../domain/contract/risk.ts";
import type { Sql } from "../../platform/db/database.ts";
import { EVIDENCE_COLUMNS, EVIDENCE_JOIN, toEvidence, type EvidenceRow } from "../evidence-status/columns.ts";

// What a reviewer checks a handle flag against (decision 55), read as it is when the flag is
// read: the handles a shared-handle flag's members claim alike, and the posts a mismatch flag
// names with what the platform says about each. The flag keeps only ids and counts; the values
// stay in social_handles and posts, so an erased member's are gone from here too.

interface FlagLike {
  readonly flag_id: string;
  readonly rule: RiskRule;
  readonly member_ids: ReadonlyArray<number>;
  readonly evidence: Evidence;
}

export interface FlagExtras {
  readonly handles: ReadonlyMap<string, Array<RiskHandle>>;
  readonly posts: ReadonlyMap<string, Array<RiskEvidencePost>>;
}

interface ClaimRow {
  member_id: number;
  platform: Platform;
  handle: string;
  claimed_at: Date;
  verified_at: Date | null;
}

/** Each flag's member claims of a handle another of its members claims too. */
const sharedAmong = (members: ReadonlyArray<number>, claims: ReadonlyArray<ClaimRow>): Array<RiskHandle> => {
  const mine = claims.filter((c) => members.includes(c.member_id));
  const count = new Map<string, number>();
  for (const c of mine) count.set(`${c.platform}:${c.handle}`, (count.get(`${c.platform}:${c.handle}`) ?? 0) + 1);
  return mine
    .filter((c) => (count.get(`${c.platform}:${c.handle}`) ?? 0) > 1)
    .toSorted((a, b) => a.claimed_at.getTime() - b.claimed_at.getTime() || a.member_id - b.member_id)
    .map((c) => ({
      memberId: c.member_id,
      platform: c.platform,
      handle: c.handle,
      verified: c.verified_at !== null,
      claimedAt: c.claimed_at.toISOString(),
      verifiedAt: c.verified_at?.toISOString() ?? null,
    }));
};

export const flagExtras = (sql: Sql, flags: ReadonlyArray<FlagLike>) =>
  Effect.gen(function* () {
    const handleFlags = flags.filter((f) => f.rule === "shared_handle");
    const members = [...new Set(handleFlags.flatMap((f) => f.member_ids))];
    const claims =
      members.length === 0
        ? []
        : yield* sql.query<ClaimRow>(
            `SELECT member_id, platform, handle, claimed_at, verified_at FROM social_handles WHERE member_id = ANY($1::int[])`,
            [members],
          );
    const postIds = [...new Set(flags.flatMap((f) => f.evidence.posts ?? []))];
    const rows =
      postIds.length === 0
        ? []
        : yield* sql.query<
            EvidenceRow & { post_id: string; member_id: number; url: string; platform: Platform; status: string }
          >(
            `SELECT po.post_id, po.member_id, po.url, po.platform, po.status, ${EVIDENCE_COLUMNS}
               FROM posts po ${EVIDENCE_JOIN} WHERE po.post_id = ANY($1::text[])`,
            [postIds],
          );
    const byId = new Map(
      rows.map((r): [string, RiskEvidencePost] => [
        r.post_id,
        {
          postId: r.post_id,
          memberId: r.member_id,
          url: r.url,
          platform: r.platform,
          status: r.status,
          evidence: toEvidence(r),
        },
      ]),
    );
    return {
      handles: new Map(handleFlags.map((f) => [f.flag_id, sharedAmong(f.member_ids, claims)])),
      posts: new Map(
        flags.map((f) => [f.flag_id, (f.evidence.posts ?? []).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))]),
      ),
    } satisfies FlagExtras;
  });
