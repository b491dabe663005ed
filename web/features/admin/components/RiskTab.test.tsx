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
