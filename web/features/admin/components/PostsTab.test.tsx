import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import type { PostEvidence, ReviewPost } from "../../../../domain/contract/admin-posts.ts";
import { NOT_OWN_POST_REASON } from "../../../../domain/rejection-reasons.ts";
import { createQueryClient } from "../../../app/query-client.ts";
import { textOf } from "../../profile/testing/render-static.tsx";
import { reviewQueueQueryOptions, takenDownQueryOptions } from "../api/posts.ts";
import { PostsTab } from "./PostsTab.tsx";
import { ReviewPostItem } from "./ReviewPostItem.tsx";

// The review queue with the platforms' evidence (decision 54): a badge per status, the author
// the platform names beside the member's handle, the thumbnail only from a platform's image
// server, one-step rejection of a mismatch, and "Approve all matching" for the page shown.
async function html(ui: ReactNode, pending?: ReviewPost[], takenDown?: ReviewPost[]): Promise<string> {
  const queryClient = createQueryClient(() => new Promise(() => undefined));
  if (pending) queryClient.setQueryData(reviewQueueQueryOptions("pending").queryKey, pending);
  if (takenDown) queryClient.setQueryData(takenDownQueryOptions().queryKey, takenDown);
  const { prelude } = await prerender(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return new Response(prelude).text();
}

const evidence = (over: Partial<PostEvidence> = {}): PostEvidence => ({
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
  ...over,
});

let n = 0;
const post = (title: string, over: Partial<PostEvidence> = {}, rest: Partial<ReviewPost> = {}): ReviewPost => ({
  id: `post-${++n}`,
  memberId: n,
  memberName: "Siti Goh",
  memberEmail: "siti@example.com",
  title,
  url: `https://www.tiktok.com/@siti.cooks/video/${n}`,
  platform: "tiktok",
  status: "pending",
  earnings: 0,
  rejectionReason: null,
  submittedAt: "2026-06-01T02:00:00.000Z",
  decidedAt: null,
  reversalReason: null,
  reversedAt: null,
  evidence: evidence(over),
  ...rest,
});

const checked = { checkedAt: "2026-06-01T03:00:00.000Z", memberHandle: "siti.cooks" };
const matches = (title: string) =>
  post(title, {
    ...checked,
    status: "matches",
    author: "Siti Cooks",
    authorHandle: "siti.cooks",
    thumbnailUrl: "https://p16-sign-sg.tiktokcdn.com/obj/thumb.jpeg",
  });
const mismatch = post("Someone else's kopitiam", {
  ...checked,
  status: "mismatch",
  author: "Khairul",
  authorHandle: "khairul.eats",
  authorUrl: "https://www.tiktok.com/@khairul.eats",
  thumbnailUrl: "http://insecure.example/thumb.jpeg",
});

const item = (shown: ReviewPost) =>
  html(
    <ul>
      <ReviewPostItem
        post={shown}
        busy={false}
        settled={false}
        onApprove={() => {}}
        onReject={() => {}}
        onRejectNotOwn={() => {}}
        onReverse={() => {}}
      />
    </ul>,
  );

describe("ReviewPostItem's evidence", () => {
  it("names the author the platform shows beside the member's handle, with a badge and the thumbnail", async () => {
    const page = await item(matches("Kuih raya"));
    const text = textOf(page);
    expect(text).toContain("Evidence: Author matches");
    expect(text).toContain("TikTok names: Siti Cooks (@siti.cooks)");
    expect(text).toContain("Member's handle: @siti.cooks (claimed, not verified)");
    expect(page).toMatch(
      /<img src="https:\/\/p16-sign-sg\.tiktokcdn\.com\/obj\/thumb\.jpeg" alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer"/,
    );
    expect(text).not.toContain("Not their post");
  });

  it("offers a mismatch's one-step rejection and shows no thumbnail that is not HTTPS from a platform", async () => {
    const page = await item(mismatch);
    const text = textOf(page);
    expect(text).toContain("Evidence: Another author");
    expect(text).toContain("TikTok names: Khairul (@khairul.eats)");
    expect(page).toContain('href="https://www.tiktok.com/@khairul.eats"');
    expect(text).toContain("Not their post – reject Someone else's kopitiam");
    expect(page).not.toContain("<img");
  });

  it("says why a post could not be checked, and what is not checked yet", async () => {
    const gone = textOf(
      await item(post("Gone", { status: "missing", checkedAt: checked.checkedAt, detail: "HTTP 404" })),
    );
    expect(gone).toContain("Evidence: Post not found");
    expect(gone).toContain("Details: HTTP 404");
    expect(gone).not.toContain("Member's handle");
    const blind = textOf(await item(post("Blind", { status: "unverifiable", checkedAt: checked.checkedAt })));
    expect(blind).toContain("TikTok names no author");
    expect(blind).toContain("The member has no TikTok handle");
    expect(textOf(await item(post("New")))).toContain("Evidence: Not checked yet");
  });

  it("words a mismatch rejected in one step for the admin", async () => {
    const rejected = post("Rejected", {}, { status: "rejected", rejectionReason: NOT_OWN_POST_REASON });
    expect(textOf(await item(rejected))).toContain("Reason: Not the member's own post");
  });
});

describe("PostsTab", () => {
  it("offers to approve the matching posts of the page, in one confirmed action", async () => {
    const page = await html(<PostsTab view="pending" onView={() => {}} />, [
      matches("First"),
      matches("Second"),
      mismatch,
    ]);
    const text = textOf(page);
    expect(text).toContain("2 posts on this page name their members' own handles");
    expect(text).toContain("Approve all 2 matching");
  });

  it("shows 50 posts a page, the matching ones of that page only", async () => {
    const many = [...Array.from({ length: 50 }, (_, i) => post(`Unchecked ${i}`)), matches("On page two")];
    const page = await html(<PostsTab view="pending" onView={() => {}} />, many);
    const text = textOf(page);
    expect(text).toContain("Showing 1–50 of 51");
    expect(page.match(/<li/g)).toHaveLength(50);
    expect(text).not.toContain("matching");
  });
});

describe("the Taken down list", () => {
  const gone = (title: string, pay: ReviewPost["pay"]) =>
    post(
      title,
      { status: "missing", checkedAt: "2026-06-07T03:00:00.000Z", detail: "HTTP 404" },
      { status: "approved", earnings: 200, decidedAt: "2026-06-01T04:00:00.000Z", ...(pay ? { pay } : {}) },
    );

  it("lists approved posts the platform says are gone, with the check, the amount and where the pay stands", async () => {
    const page = await html(<PostsTab view="takenDown" onView={() => {}} />, undefined, [
      gone("Nasi lemak", { state: "holding", payableAt: "2026-06-08T04:00:00.000Z" }),
      gone("Rendang", { state: "paid", payableAt: "2026-06-08T04:00:00.000Z" }),
    ]);
    const text = textOf(page);
    expect(page).toMatch(/aria-pressed="true"[^>]*>Taken down</);
    expect(text).toContain("Nothing is reversed until you reverse it.");
    expect(page).toContain('aria-label="Approved posts taken down"');
    expect(text).toContain("Evidence: Post not found");
    expect(text).toContain("Checked 7 Jun 2026");
    expect(text).toContain("Details: HTTP 404");
    expect(text).toContain("Approved 1 Jun 2026 · RM 200.00");
    expect(text).toContain("Pay in its holding period: payable from 8 Jun 2026");
    expect(text).toContain("Already paid by a close: reversing takes it back from later income");
    expect(text).toContain("Reverse Nasi lemak");
  });

  it("says when nothing is taken down", async () => {
    const text = textOf(await html(<PostsTab view="takenDown" onView={() => {}} />, undefined, []));
    expect(text).toContain("No approved post is reported taken down");
  });

  it("says a post no longer held is paid at the next close", async () => {
    const text = textOf(await item(gone("Laksa", { state: "payable", payableAt: "2026-06-08T04:00:00.000Z" })));
    expect(text).toContain("Pay no longer held: the next close pays it");
  });
});
