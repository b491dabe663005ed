import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openPage, PHONE, screenshotPath, seedAuth, type OpenPage } from "./browser.ts";
import { axeViolations } from "./axe.ts";
import { query } from "./money-clicks.ts";
import { forgetThumbnails, seedReviewQueue, type QueuePost, type QueueSeed } from "./review-queue-seed.ts";

// The review queue with the platforms' evidence (decision 54): matching posts first with their
// badges, authors and thumbnails; every matching post of the page approved in one previewed,
// confirmed action that a double click cannot repeat (exactly those posts paid, once); a post by
// another account rejected in one step. Screenshots: review-queue-<width>.png and
// review-queue-confirm-<width>.png.
const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const { admin } = inject("fixture");
let browser: Browser;
let seed: QueueSeed;

beforeAll(async () => {
  browser = await launchBrowser();
  seed = await seedReviewQueue(databaseUrl);
});
afterAll(async () => {
  await browser?.close();
  if (seed) await forgetThumbnails(databaseUrl, seed);
});

// The platforms' image servers answer here, so the screen shows its thumbnails without the
// network: a picture of the post's own colour, as the CDN would send a JPEG.
const COLOURS = ["#e07a5f", "#3d405b", "#81b29a", "#f2cc8f", "#6d597a", "#b56576", "#355070", "#eaac8b"];
const picture = (url: string) => {
  const colour = COLOURS[[...url].reduce((sum, c) => sum + c.charCodeAt(0), 0) % COLOURS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${colour}"/><circle cx="240" cy="180" r="70" fill="#fff" opacity="0.85"/><path d="M220 140 L290 180 L220 220 Z" fill="${colour}"/></svg>`;
};

async function withQueue(
  test: (opened: OpenPage) => Promise<void>,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const opened = await openPage(browser, viewport);
  const context = opened.page.context();
  for (const host of ["https://i.ytimg.com/**", "https://*.tiktokcdn.com/**"])
    await context.route(host, (route) =>
      route.fulfill({ status: 200, contentType: "image/svg+xml", body: picture(route.request().url()) }),
    );
  await seedAuth(opened.page, admin.token, admin.user);
  await opened.page.addInitScript(() =>
    localStorage.setItem("jemput.completionModal.lastShown", new Date().toDateString()),
  );
  try {
    await opened.page.goto(`${baseUrl}/admin?tab=posts`);
    await test(opened);
    expect(opened.problems).toEqual([]);
  } finally {
    await opened.close();
  }
}

const item = (page: Page, post: QueuePost) => page.getByRole("listitem").filter({ hasText: post.title });
const statusOf = async (post: QueuePost) =>
  (
    await query<{ status: string; reason: string | null }>(
      databaseUrl,
      `SELECT status, rejection_reason AS reason FROM posts WHERE post_id = $1`,
      [post.id],
    )
  )[0];
const eventsOf = async (type: string, post: QueuePost) =>
  (
    await query<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM events WHERE type = $1 AND data ->> 'postId' = $2`,
      [type, post.id],
    )
  )[0]?.n;
async function fastClicks(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await page.waitForTimeout(120);
  await page.mouse.click(x, y);
}
/** Where an element starts or ends on the page, scrolled or not. */
const pageY = (target: Locator, edge: "top" | "bottom") =>
  target.first().evaluate((el, which) => el.getBoundingClientRect()[which] + window.scrollY, edge);
const images = (page: Page) =>
  page
    .locator("img[referrerpolicy='no-referrer']")
    .evaluateAll((all) =>
      all.map((img) => ({ loaded: (img as HTMLImageElement).naturalWidth > 0, lazy: img.getAttribute("loading") })),
    );

describe("the review queue", () => {
  it("lists matching posts first with their evidence, at 390 and 1280 px", async () => {
    for (const viewport of [PHONE, DESKTOP])
      await withQueue(async ({ page }) => {
        const list = page.getByRole("list", { name: "Pending posts" });
        await list.waitFor();
        const titles = await list.getByRole("heading", { level: 3 }).allTextContents();
        expect(titles.slice(0, 4).sort()).toEqual(seed.matching.map((p) => p.title).sort());
        const bala = item(page, seed.matching[1]!);
        await bala.getByText("Author matches").waitFor();
        await bala.getByText("YouTube names: Bala Eats (@bala.semak)").waitFor();
        await bala.getByText("Member's handle: @bala.semak (verified)").waitFor();
        const reposted = item(page, seed.mismatched[0]!);
        await reposted.getByText("Another author").waitFor();
        await reposted.getByText("TikTok names: Khairul (@khairul.eats)").waitFor();
        await item(page, seed.others[0]!).getByText("Details: HTTP 404").waitFor();
        await item(page, seed.others[1]!).getByText("Instagram names no author").waitFor();
        await page.getByText("4 posts on this page name their members' own handles").waitFor();
        await page.waitForFunction(() =>
          [...document.querySelectorAll("img[referrerpolicy='no-referrer']")]
            .slice(0, 3)
            .every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
        );
        expect((await images(page)).every((img) => img.lazy === "lazy")).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        // Each thumbnail loads as its post comes into view.
        for (const post of [...seed.matching, ...seed.mismatched, ...seed.others])
          await item(page, post).scrollIntoViewIfNeeded();
        await page.waitForFunction(() =>
          [...document.querySelectorAll("img[referrerpolicy='no-referrer']")].every(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        );
        // The whole list in one tall view: the sticky bars at its top and bottom stay out of the
        // part pictured, from the matching bar to the last post seeded here.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.mouse.move(0, 0);
        const top = await pageY(page.getByText("4 posts on this page name their members' own handles"), "top");
        const bottom = await pageY(item(page, seed.others[1]!), "bottom");
        await page.setViewportSize({ width: viewport.width, height: Math.ceil(bottom) + 240 });
        await page.screenshot({
          path: screenshotPath(`review-queue-${viewport.width}.png`),
          clip: { x: 0, y: top - 24, width: viewport.width, height: bottom - top + 40 },
        });
      }, viewport);
  });

  it("previews approving the page's matching posts with what they pay, at 390 and 1280 px", async () => {
    for (const viewport of [PHONE, DESKTOP])
      await withQueue(async ({ page }) => {
        await page.getByRole("button", { name: "Approve all 4 matching" }).click();
        const dialog = page.getByRole("dialog", { name: "Approve matching posts" });
        const figures = dialog.getByRole("definition");
        await figures.nth(3).waitFor();
        // RM 200 to each poster; Aina's two posts and Bala's one pay Rina RM 30 and Halim RM 10 each.
        expect(await figures.allTextContents()).toEqual(["4", "RM\u00a0800.00", "RM\u00a0120.00", "RM\u00a0920.00"]);
        await page.screenshot({ path: screenshotPath(`review-queue-confirm-${viewport.width}.png`) });
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await dialog.waitFor({ state: "hidden" });
      }, viewport);
    for (const post of seed.matching) expect((await statusOf(post))?.status).toBe("pending");
  });

  it("approves exactly the page's matching posts in one confirmed action, each paid once", () =>
    withQueue(async ({ page }) => {
      const pendingBefore = await query<{ post_id: string }>(
        databaseUrl,
        `SELECT post_id FROM posts WHERE status = 'pending'`,
      );
      await page.getByRole("button", { name: "Approve all 4 matching" }).dblclick();
      const dialog = page.getByRole("dialog", { name: "Approve matching posts" });
      await dialog.getByRole("definition").nth(3).waitFor();
      await fastClicks(page, dialog.getByRole("button", { name: "Approve 4 posts" }));
      // The answer stays in the dialog: the second click reached it, not a post of the page below.
      await dialog.getByRole("status").getByText("4 posts approved", { exact: true }).waitFor();
      expect(await dialog.getByRole("definition").allTextContents()).toEqual([
        "RM\u00a0800.00",
        "RM\u00a0120.00",
        "RM\u00a0920.00",
      ]);
      // The answer ignores a close in its first 600 ms (the tail of a double click); then Done closes it.
      await page.waitForTimeout(700);
      await dialog.getByRole("button", { name: "Done" }).click();
      await dialog.waitFor({ state: "hidden" });
      for (const post of seed.matching) {
        await item(page, post).getByText("Approved", { exact: true }).waitFor();
        expect((await statusOf(post))?.status).toBe("approved");
        expect(await eventsOf("PostApproved", post)).toBe(1);
      }
      const lines = await query<{ kind: string; n: number; sen: number }>(
        databaseUrl,
        `SELECT kind, count(*)::int AS n, sum(amount_sen)::int AS sen FROM ledger_lines
          WHERE post_id = ANY($1) GROUP BY kind ORDER BY kind`,
        [seed.matching.map((p) => p.id)],
      );
      expect(lines).toEqual([
        { kind: "level1_override", n: 3, sen: 9_000 },
        { kind: "level2_override", n: 3, sen: 3_000 },
        { kind: "personal", n: 4, sen: 80_000 },
      ]);
      // Nothing else was approved: every other post pending before is pending still.
      const approvedNow = await query<{ post_id: string }>(
        databaseUrl,
        `SELECT post_id FROM posts WHERE status = 'approved' AND post_id = ANY($1)`,
        [pendingBefore.map((p) => p.post_id)],
      );
      expect(approvedNow.map((p) => p.post_id).sort()).toEqual(seed.matching.map((p) => p.id).sort());
      await expect(page.getByRole("button", { name: /^Approve all/ }).count()).resolves.toBe(0);
    }));

  it("rejects a post by another account in one step, once, with a reason the member can read", () =>
    withQueue(async ({ page }) => {
      const [post, other] = seed.mismatched as [QueuePost, QueuePost];
      await item(page, post)
        .getByRole("button", { name: `Not their post – reject ${post.title}` })
        .dblclick();
      await item(page, post).getByText("Rejected", { exact: true }).waitFor();
      expect(await statusOf(post)).toEqual({ status: "rejected", reason: "Not the member's own post" });
      expect(await eventsOf("PostRejected", post)).toBe(1);
      expect((await statusOf(other))?.status).toBe("pending");
      await page.getByRole("button", { name: "Rejected", exact: true }).click();
      await item(page, post).getByText("Reason: Not the member's own post").waitFor();
    }));
});
