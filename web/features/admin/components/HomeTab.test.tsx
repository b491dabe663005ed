import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { UNDO_APPROVAL_REASON } from "../../../../domain/approval-undo.ts";
import type { ReviewPost } from "../../../../domain/contract/admin-posts.ts";
import { createQueryClient } from "../../../app/query-client.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import { adminHomeQueryOptions, type AdminHome } from "../api/home.ts";
import { HomeTab } from "./HomeTab.tsx";
import { ReviewPostItem } from "./ReviewPostItem.tsx";

async function html(ui: ReactNode, home?: AdminHome): Promise<string> {
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  if (home) queryClient.setQueryData(adminHomeQueryOptions().queryKey, home);
  const { prelude } = await prerender(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return new Response(prelude).text();
}

const none = { count: 0, total: 0 };

describe("HomeTab", () => {
  it("says what waits, each line a link to the tab where it is done", async () => {
    const page = await html(<HomeTab onOpen={() => {}} />, {
      pendingPosts: 2,
      takenDownPosts: 1,
      openFlags: { count: 1, held: 690 },
      unclosedMonth: { month: 5, year: 2026 },
      withoutDetails: { count: 1, total: 200 },
      unreconciled: { count: 3, total: 600 },
    });
    const text = textOf(page);
    expect(text).toContain("2 posts wait for review Posts");
    expect(text).toContain("1 approved post is taken down from its platform Posts");
    expect(text).toContain("1 open risk flag holds RM 690.00 Risk");
    expect(text).toContain("May 2026 has ended and is not closed yet Payouts");
    expect(text).toContain("1 payout of RM 200.00 has no bank account or DuitNow ID Payouts");
    expect(text).toContain("3 payouts of RM 600.00 in a bank file have no result from the bank yet Payouts");
    expect(page.match(/href="\?tab=[^"]+"/g)).toEqual([
      'href="?tab=posts"',
      'href="?tab=posts&amp;view=takenDown"',
      'href="?tab=risk"',
      'href="?tab=payouts"',
      'href="?tab=payouts"',
      'href="?tab=payouts"',
    ]);
  });

  it("says so when nothing waits", async () => {
    const text = textOf(
      await html(<HomeTab onOpen={() => {}} />, {
        pendingPosts: 0,
        takenDownPosts: 0,
        openFlags: { count: 0, held: 0 },
        unclosedMonth: null,
        withoutDetails: none,
        unreconciled: none,
      }),
    );
    expect(text).toContain("Nothing needs doing right now.");
    expect(text).toContain("No posts wait for review");
    expect(text).toContain("No approved post is taken down from its platform");
    expect(text).toContain("Last month is closed");
  });
});

const post: ReviewPost = {
  id: "P-1",
  memberId: 12,
  memberName: "Siti Goh",
  memberEmail: null,
  title: "Kuih raya",
  url: "https://youtu.be/abc",
  platform: "youtube",
  status: "approved",
  earnings: 200,
  rejectionReason: null,
  submittedAt: "2026-06-01T02:00:00.000Z",
  decidedAt: "2026-06-02T02:00:00.000Z",
  reversalReason: null,
  reversedAt: null,
  evidence: {
    status: "pending",
    author: null,
    authorHandle: null,
    authorUrl: null,
    title: null,
    thumbnailUrl: null,
    detail: null,
    checkedAt: null,
    memberHandle: null,
    memberHandleVerified: false,
  },
};

const item = (shown: ReviewPost, settled: boolean) =>
  html(
    <ul>
      <ReviewPostItem
        post={shown}
        busy={false}
        settled={settled}
        onApprove={() => {}}
        onReject={() => {}}
        onRejectNotOwn={() => {}}
        onReverse={() => {}}
      />
    </ul>,
  );

describe("ReviewPostItem", () => {
  it("shows a post decided on this screen with its outcome and no buttons", async () => {
    const page = await item(post, true);
    expect(textOf(page)).toContain("Kuih raya Approved Siti Goh");
    expect(page).not.toContain("<button");
    expect(await item(post, false)).toContain("<button");
  });

  it("names an undone approval in the reader's words", async () => {
    const undone = {
      ...post,
      status: "reversed" as const,
      reversalReason: UNDO_APPROVAL_REASON,
      reversedAt: post.decidedAt,
    };
    expect(textOf(await item(undone, true))).toContain("Reversed: Approval undone by an admin");
  });
});
