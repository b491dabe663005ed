import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshot, screenshotPath } from "./browser.ts";
import { catalog, word } from "./catalog-words.ts";
import { SEEDED, seedPostsScreen, TYPED_REASON, type PostsScreenSeed } from "./posts-screen-seed.ts";

// Posting is one tap from the dashboard: its Submit post button is in view on a phone without
// scrolling, opens the Posts screen with the form ready, and the new post is listed there as
// pending; the rejected posts say why, in the member's language where the reason is a fixed one.
const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
let browser: Browser;
let seed: PostsScreenSeed;
let submitted = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  seed = await seedPostsScreen(databaseUrl);
});
afterAll(async () => {
  await browser?.close();
});

type Words = {
  language: string;
  posts: ReturnType<typeof catalog>;
  dashboard: ReturnType<typeof catalog>;
  lib: ReturnType<typeof catalog>;
};
const wordsIn = (language: string): Words => ({
  language,
  posts: catalog("features/posts", language),
  dashboard: catalog("features/dashboard", language),
  lib: catalog("lib", language),
});

const open = async (language: string, viewport: { width: number; height: number }) => {
  const opened = await openAs(browser, seed.member, `${baseUrl}/dashboard`, viewport);
  await opened.page.evaluate((chosen) => localStorage.setItem("language", chosen), language);
  await opened.page.reload();
  return opened;
};

const countOf = (page: Page, words: Words, status: string) =>
  page.getByRole("link", { name: new RegExp(`${word(words.dashboard, `posts.${status}`)}$`) }).locator("strong");

// From the dashboard's button to the new post, pending on /posts.
async function submitFromDashboard(page: Page, words: Words, viewport: { width: number; height: number }) {
  const button = page.getByRole("link", { name: word(words.dashboard, "posts.submit"), exact: true });
  await button.waitFor();
  const box = await button.boundingBox();
  expect(box && box.y + box.height <= viewport.height, "Submit post is in view without scrolling").toBe(true);
  await button.click();
  await page.waitForURL(`${baseUrl}/posts`);
  const form = page.getByRole("region", { name: word(words.posts, "submit.title") });
  const title = form.getByLabel(word(words.posts, "submit.postTitle"));
  await expect.poll(() => title.evaluate((input) => input === document.activeElement)).toBe(true);
  const name = `Aishah's nasi kerabu ${++submitted}`;
  await title.fill(name);
  await form.getByLabel(word(words.posts, "submit.link")).fill(`https://www.instagram.com/p/aishah-new-${submitted}`);
  await form.getByRole("button", { name: word(words.posts, "submit.submit"), exact: true }).click();
  await page.getByText(word(words.posts, "submit.doneTitle"), { exact: true }).waitFor();
  const list = page.getByRole("region", { name: word(words.posts, "list.title") });
  const row = list.getByRole("listitem").filter({ hasText: name });
  await row.getByText(word(words.posts, "status.pending"), { exact: true }).waitFor();
  await row.getByText(word(words.posts, "row.pending"), { exact: true }).waitFor();
  // Out of the way of the screenshots.
  await page.getByRole("button", { name: word(catalog("ui", words.language), "toast.dismiss") }).click();
  return list;
}

describe("the Posts screen", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`submits a post from the dashboard at ${viewport.width} px and lists it pending, and says why posts were rejected`, async () => {
      const words = wordsIn("en");
      const { page, problems, close } = await open("en", viewport);
      try {
        await countOf(page, words, "rejected").filter({ hasText: "2" }).waitFor();
        const pendingBefore = Number(await countOf(page, words, "pending").textContent());
        // What the member sees first, without scrolling.
        await page.screenshot({ path: screenshotPath(`posts-dashboard-${viewport.width}.png`) });
        const list = await submitFromDashboard(page, words, viewport);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `posts-screen-${viewport.width}.png`);

        // The rejected list: the reason an admin typed as typed, the fixed one in English.
        await list.getByRole("button", { name: "Rejected (2)" }).click();
        await page.waitForURL(`${baseUrl}/posts?status=rejected`);
        // The list follows the filter once it has rendered again.
        await expect.poll(() => list.getByRole("listitem").count()).toBe(2);
        const typed = list.getByRole("listitem").filter({ hasText: SEEDED.typed });
        await typed.getByText(`Reason: ${TYPED_REASON}`, { exact: true }).waitFor();
        await list.getByText(`Reason: ${word(words.lib, "rejection.notOwnPost.member")}`, { exact: true }).waitFor();
        await list.getByRole("button", { name: "Reversed (1)" }).click();
        await list.getByText(`Reversed: ${word(words.lib, "reversal.takenDown")}`, { exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        // Back on the dashboard, the new post is counted.
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
        await countOf(page, words, "pending")
          .filter({ hasText: String(pendingBefore + 1) })
          .waitFor();
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it("does the same in Malay, reached from the bottom bar too", async () => {
    const words = wordsIn("ms");
    const { page, problems, close } = await open("ms", PHONE);
    try {
      const list = await submitFromDashboard(page, words, PHONE);
      await list.getByRole("button", { name: word(words.posts, "filter.rejected", { count: "2" }) }).click();
      const reason = word(words.posts, "row.rejectionReason", {
        reason: word(words.lib, "rejection.notOwnPost.member"),
      });
      await list.getByText(reason, { exact: true }).waitFor();
      await list
        .getByText(word(words.posts, "row.rejectionReason", { reason: TYPED_REASON }), { exact: true })
        .waitFor();
      await screenshot(page, "posts-screen-ms-390.png");
      await list.getByRole("button", { name: word(words.posts, "filter.reversed", { count: "1" }) }).click();
      const reversal = word(words.posts, "row.reversalReason", { reason: word(words.lib, "reversal.takenDown") });
      await list.getByText(reversal, { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // The bottom bar's Posts opens every post again.
      const bar = page.getByRole("navigation", { name: catalog("features/shell", "ms")["nav.label"] });
      await bar.getByRole("link", { name: catalog("features/shell", "ms")["nav.posts"], exact: true }).click();
      await page.waitForURL(`${baseUrl}/posts`);
      expect(await list.getByRole("button", { pressed: true }).textContent()).toMatch(/^Semua \(\d+\)$/);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
