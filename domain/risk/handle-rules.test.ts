import { describe, expect, it } from "vitest";
import { EVIDENCE_POSTS_MAX, handleMismatches, ownerOf, sharedHandles, type HandleClaim } from "./handle-rules.ts";
import { DEFAULT_THRESHOLDS } from "./thresholds.ts";

const at = (hours: number): string =>
  new Date(Date.parse("2026-11-10T00:00:00.000Z") + hours * 3_600_000).toISOString();
const claim = (
  memberId: number,
  handle: string,
  claimedHours: number,
  verifiedHours: number | null = null,
  platform: HandleClaim["platform"] = "tiktok",
): HandleClaim => ({
  memberId,
  platform,
  handle,
  claimedAt: at(claimedHours),
  verifiedAt: verifiedHours === null ? null : at(verifiedHours),
});

describe("sharedHandles", () => {
  it("holds the later claimant, names the earlier, and keeps the handle out of the evidence", () => {
    const [finding, ...rest] = sharedHandles([
      claim(5, "siti.cooks", 0),
      claim(9, "siti.cooks", 3),
      claim(7, "raj", 1),
    ]);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      rule: "shared_handle",
      anchor: "handle:tiktok:siti.cooks",
      memberIds: [5, 9],
      heldMemberIds: [9],
      releasedMemberIds: [],
    });
    expect(finding!.evidence.summary).toBe("2 members claim the same TikTok handle");
    expect(finding!.evidence.facts).toEqual([
      { label: "Platform", value: "TikTok" },
      { label: "First to claim it", value: "#5" },
      { label: "Verified by", value: "nobody" },
    ]);
    expect(JSON.stringify(finding!.evidence)).not.toContain("siti");
  });

  it("holds the earlier claimant instead once the later one proves the handle by signing in, and lets the prover go", () => {
    const [finding] = sharedHandles([claim(5, "siti.cooks", 0), claim(9, "siti.cooks", 3, 4)]);
    expect(finding).toMatchObject({ memberIds: [5, 9], heldMemberIds: [5], releasedMemberIds: [9] });
    expect(finding!.evidence.facts).toContainEqual({ label: "Verified by", value: "#9" });
  });

  it("with two proofs, the first to prove it owns it", () => {
    const claims = [claim(5, "siti.cooks", 0, 6), claim(9, "siti.cooks", 3, 4)];
    expect(ownerOf(claims).memberId).toBe(9);
    expect(sharedHandles(claims)[0]).toMatchObject({ heldMemberIds: [5], releasedMemberIds: [9] });
  });

  it("breaks a tie by the lowest id, and finds the same whatever the order", () => {
    const claims = [claim(9, "x", 1), claim(4, "x", 1), claim(6, "x", 2)];
    const one = sharedHandles(claims);
    expect(one[0]).toMatchObject({ memberIds: [4, 6, 9], heldMemberIds: [6, 9] });
    expect(sharedHandles(claims.toReversed())).toEqual(one);
  });

  it("tells platforms apart and counts one member once", () => {
    expect(sharedHandles([claim(1, "nadia", 0, null, "tiktok"), claim(2, "nadia", 1, null, "instagram")])).toEqual([]);
    expect(sharedHandles([claim(1, "nadia", 0), claim(1, "nadia", 0)])).toEqual([]);
  });
});

describe("handleMismatches", () => {
  const record = (memberId: number, count: number) => ({
    memberId,
    count,
    postIds: Array.from({ length: Math.min(count, EVIDENCE_POSTS_MAX) }, (_, n) => `post-${memberId}-${count - n}`),
  });

  it("flags a member from RISK_MISMATCH_MIN posts by another author, holding them, naming the posts", () => {
    expect(DEFAULT_THRESHOLDS.mismatchMin).toBe(3);
    expect(handleMismatches([record(4, 2)], DEFAULT_THRESHOLDS)).toEqual([]);
    const [finding] = handleMismatches([record(4, 3)], DEFAULT_THRESHOLDS);
    expect(finding).toEqual({
      rule: "handle_mismatch",
      anchor: "mismatch:4",
      memberIds: [4],
      heldMemberIds: [4],
      evidence: {
        summary: "3 posts name another author than the member's handle on the platform",
        shared: [],
        facts: [{ label: "Posts by another author", value: "3" }],
        posts: ["post-4-3", "post-4-2", "post-4-1"],
      },
    });
  });

  it("counts every mismatched post but names at most the newest fifty", () => {
    const [finding] = handleMismatches([record(4, 80)], { ...DEFAULT_THRESHOLDS, mismatchMin: 10 });
    expect(finding!.evidence.summary).toMatch(/^80 posts/);
    expect(finding!.evidence.posts).toHaveLength(EVIDENCE_POSTS_MAX);
    expect(finding!.evidence.posts![0]).toBe("post-4-80");
  });
});
