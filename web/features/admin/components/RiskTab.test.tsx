import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import { riskFlagsQueryOptions, type RiskFilter, type RiskFlagItem } from "../api/risk.ts";
import { sampleRiskFlag } from "../testing/sample-risk-flag.ts";
import { MemberRiskFlags } from "./MemberRiskFlags.tsx";
import { RiskFlagCard } from "./RiskFlagCard.tsx";
import { RiskTab } from "./RiskTab.tsx";

async function html(ui: ReactNode, answers: Array<[string, RiskFlagItem[]]> = []): Promise<string> {
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  for (const [key, flags] of answers) queryClient.setQueryData([key], flags);
  const { prelude } = await prerender(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return new Response(prelude).text();
}

const flagsKey = (status: RiskFilter, memberId?: number) => riskFlagsQueryOptions(status, memberId).queryKey[0];

const card = (flag: RiskFlagItem) =>
  html(
    <ul>
      <RiskFlagCard flag={flag} busy={false} onClear={() => {}} onConfirm={() => {}} onSuspend={() => {}} />
    </ul>,
  );

describe("RiskFlagCard", () => {
  it("shows the evidence, what is shared and held, the members and the ways to decide", async () => {
    const page = await card(sampleRiskFlag());
    const text = textOf(page);
    expect(text).toContain("Shared bank account Open");
    expect(text).toContain("3 members are paid into one bank account");
    expect(text).toContain("Shares: bank account, device");
    expect(text).toContain("Held: RM 1,230.00");
    expect(text).toContain("Account ends …7890");
    expect(text).toContain("Aisyah Rahman #11");
    expect(text).toContain("Held RM 1,030.00 · 5 approved · 1 rejected");
    expect(text).toContain("Former member #13 Suspended");
    expect(text).toContain("No email");
    expect(text).toMatch(/Clear Shared bank account flag .*Confirm Shared bank account flag .*Suspend/);
  });

  it("shows who claims a shared handle, and who proved it by signing in there", async () => {
    const text = textOf(
      await card(
        sampleRiskFlag({
          rule: "shared_handle",
          title: "Shared handle",
          evidence: {
            summary: "2 members claim the same TikTok handle",
            shared: [],
            facts: [
              { label: "Platform", value: "TikTok" },
              { label: "Verified by", value: "nobody" },
            ],
          },
          shared: [],
          handles: [
            {
              memberId: 11,
              platform: "tiktok",
              handle: "siti.cooks",
              verified: false,
              claimedAt: "2026-06-01T01:00:00.000Z",
              verifiedAt: null,
            },
            {
              memberId: 12,
              platform: "tiktok",
              handle: "siti.cooks",
              verified: true,
              claimedAt: "2026-06-02T01:00:00.000Z",
              verifiedAt: "2026-06-02T02:00:00.000Z",
            },
          ],
        }),
      ),
    );
    expect(text).toContain("2 members claim the same TikTok handle");
    expect(text).toContain("Verified by nobody");
    expect(text).toContain("Who claims the handle");
    expect(text).toMatch(/Aisyah Rahman \(#11\) @siti\.cooks · TikTok Not verified Claimed/);
    expect(text).toMatch(/Ben Tan \(#12\) @siti\.cooks · TikTok Verified Claimed/);
  });

  it("shows a mismatch's posts: the link, the platform's author beside the member's handle", async () => {
    const evidence = {
      status: "mismatch" as const,
      author: "Khairul",
      authorHandle: "khairul.eats",
      authorUrl: null,
      title: null,
      thumbnailUrl: null,
      detail: null,
      checkedAt: "2026-06-02T01:00:00.000Z",
      memberHandle: "siti.cooks",
      memberHandleVerified: false,
    };
    const post = {
      postId: "P-1",
      memberId: 11,
      url: "https://www.tiktok.com/@khairul.eats/video/1",
      platform: "tiktok" as const,
      status: "approved",
    };
    const text = textOf(
      await card(
        sampleRiskFlag({
          rule: "handle_mismatch",
          title: "Handle mismatch",
          evidence: {
            summary: "3 posts name another author than the member's handle on the platform",
            shared: [],
            facts: [],
          },
          shared: [],
          evidencePosts: [
            { ...post, evidence },
            {
              ...post,
              postId: "P-2",
              url: "",
              evidence: { ...evidence, status: "matches", authorHandle: "siti.cooks" },
            },
          ],
        }),
      ),
    );
    expect(text).toContain("Posts by another author");
    expect(text).toContain(
      "https://www.tiktok.com/@khairul.eats/video/1 Another author Author on the platform: @khairul.eats Member's handle: @siti.cooks (not verified)",
    );
    expect(text).toContain("Link erased with the member's data Matches now");
  });

  it("draws the referral links as an image named by them", async () => {
    const page = await card(sampleRiskFlag());
    expect(page).toContain(
      'role="img" aria-label="Referral links: Aisyah Rahman (#11) referred Ben Tan (#12); Ben Tan (#12) referred Former member (#13); Aisyah Rahman (#11) is the Level 2 upline of Former member (#13)"',
    );
    expect(page.match(/marker-end="url\(#[^"]+\)"/g)).toHaveLength(3);
    expect(page.match(/stroke-dasharray="5 4"/g)).toHaveLength(1);
  });

  it("shows a decided flag's decision instead of the buttons", async () => {
    const text = textOf(
      await card(
        sampleRiskFlag({
          status: "confirmed",
          decision: {
            status: "confirmed",
            adminId: 1,
            adminName: "Farah Admin",
            reason: "One person behind three accounts",
            suspendedMemberIds: [12, 13],
            reversedPostIds: ["P-1"],
            at: "2026-06-03T02:00:00.000Z",
          },
        }),
      ),
    );
    expect(text).toContain("Confirmed by Farah Admin");
    expect(text).toContain("Reason: One person behind three accounts");
    expect(text).toContain("2 members suspended, 1 post reversed");
    expect(text).toContain("Suspended: Ben Tan (#12), Former member (#13)");
    expect(text).toContain("Unpaid: RM 1,230.00");
    expect(text).not.toContain("Suspend the members");
  });
});

describe("RiskTab", () => {
  it("says nothing is held when no flag is open", async () => {
    const text = textOf(await html(<RiskTab />, [[flagsKey("open"), []]]));
    expect(text).toContain("No open flags");
    expect(text).toContain("Nothing waits for review.");
  });

  it("lists the open flags", async () => {
    const page = await html(<RiskTab />, [[flagsKey("open"), [sampleRiskFlag()]]]);
    expect(page).toContain('aria-label="Open flags"');
    expect(textOf(page)).toContain("3 members are paid into one bank account");
  });
});

describe("MemberRiskFlags", () => {
  it("lists the member's flags, or says there are none", async () => {
    const key = flagsKey("all", 12);
    expect(riskFlagsQueryOptions("all", 12).queryKey).toEqual(["/api/admin/risk-flags?status=all&memberId=12"]);
    expect(textOf(await html(<MemberRiskFlags memberId={12} />, [[key, []]]))).toContain("Risk flags No flags");
    const text = textOf(await html(<MemberRiskFlags memberId={12} />, [[key, [sampleRiskFlag()]]]));
    expect(text).toContain("Shared bank account Open 3 members are paid into one bank account");
  });
});
