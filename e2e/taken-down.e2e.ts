import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { TAKEN_DOWN_REASON } from "../domain/reversal-reasons.ts";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshotPath } from "./browser.ts";
import { query } from "./money-clicks.ts";
import { markGone, seedTakenDown, type TakenDownPost, type TakenDownSeed } from "./taken-down-seed.ts";

// The Posts tab's Taken down list (decision 57): an approved post its platform now says is gone
// is listed with its evidence, its amount and where its pay stands, reached from the admin home;
// the admin reverses it in one confirmed step that a double click cannot repeat, and the member
// reads the fixed reason. Other suites share the database: every check names this suite's posts.
// Screenshots: review-taken-down-<width>.png and review-taken-down-confirm-<width>.png.
const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const { admin } = inject("fixture");
let browser: Browser;
let seed: TakenDownSeed;

// The server answers a new post's evidence itself (off in this suite: "can't verify"); the
// platform's word that one is gone is recorded after that answer, so the answer cannot replace it.
const answered = async (posts: ReadonlyArray<TakenDownPost>) =>
  (
    await query<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM post_evidence WHERE post_id = ANY($1) AND due_at IS NULL AND outcome <> 'pending'`,
      [posts.map((p) => p.id)],
    )
  )[0]?.n;

beforeAll(async () => {
  browser = await launchBrowser();
  seed = await seedTakenDown(databaseUrl);
  await vi.waitFor(async () => expect(await answered([seed.gone, seed.stillUp])).toBe(2), {
    timeout: 20_000,
    interval: 100,
  });
  await markGone(databaseUrl, seed.gone);
});
afterAll(async () => {
  await browser?.close();
});

const item = (page: Page, post: TakenDownPost) => page.getByRole("listitem").filter({ hasText: post.title });
const takenDownList = (page: Page) => page.getByRole("list", { name: "Approved posts taken down" });
const postOf = async (post: TakenDownPost) =>
  (
    await query<{ status: string; reason: string | null }>(
      databaseUrl,
      `SELECT status, reversal_reason AS reason FROM posts WHERE post_id = $1`,
      [post.id],
    )
  )[0];
const reversalsOf = async (post: TakenDownPost) =>
  (
    await query<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM events WHERE type = 'PostReversed' AND data ->> 'postId' = $1`,
      [post.id],
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

describe("the Taken down list", () => {
  it("is reached from the admin home and shows the post's evidence, amount and pay, at 390 and 1280 px", async () => {
    const [payable] = await query<{ day: string }>(
      databaseUrl,
      `SELECT to_char(payable_at AT TIME ZONE 'Asia/Kuala_Lumpur', 'FMDD Mon YYYY') AS day
         FROM ledger_lines WHERE post_id = $1 AND kind = 'personal'`,
      [seed.gone.id],
    );
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, problems, close } = await openAs(browser, admin, `${baseUrl}/admin`, viewport);
      try {
        await page.getByRole("link", { name: /approved posts? (is|are) taken down from/ }).click();
        await expect.poll(() => new URL(page.url()).search).toBe("?tab=posts&view=takenDown");
        await page.getByRole("button", { name: "Taken down", exact: true, pressed: true }).waitFor();
        const gone = item(page, seed.gone);
        await takenDownList(page).filter({ has: gone }).waitFor();
        await gone.getByText("Post not found").waitFor();
        await gone.getByText(/^Checked \d+ \w+ \d{4}$/).waitFor();
        await gone.getByText("Details: HTTP 404").waitFor();
        await gone.getByText(/^Approved \d+ \w+ \d{4} · RM\u00a0200\.00$/).waitFor();
        await gone.getByText(`Pay in its holding period: payable from ${payable!.day}`).waitFor();
        expect(await takenDownList(page).getByText(seed.stillUp.title).count()).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
        // From the list's switch to this suite's post, in one tall view clear of the sticky bars.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.mouse.move(0, 0);
        const top = await pageY(page.getByRole("heading", { name: "Post Review" }), "top");
        const bottom = await pageY(gone, "bottom");
        await page.setViewportSize({ width: viewport.width, height: Math.ceil(bottom) + 240 });
        await page.screenshot({
          path: screenshotPath(`review-taken-down-${viewport.width}.png`),
          clip: { x: 0, y: top - 24, width: viewport.width, height: bottom - top + 48 },
        });
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it("reverses the post in one confirmed step, once, with the fixed reason", async () => {
    const opened = await openAs(browser, admin, `${baseUrl}/admin?tab=posts&view=takenDown`, DESKTOP);
    try {
      const { page } = opened;
      const gone = item(page, seed.gone);
      await gone.getByRole("button", { name: `Reverse ${seed.gone.title}` }).dblclick();
      const dialog = page.getByRole("dialog", { name: "Reverse Post" });
      await dialog.getByRole("term").getByText("Reason, shown to the member").waitFor();
      await dialog.getByRole("definition").getByText("Post taken down from the platform").waitFor();
      expect(await dialog.getByRole("textbox").count()).toBe(0);
      await page.screenshot({ path: screenshotPath("review-taken-down-confirm-1280.png") });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: screenshotPath("review-taken-down-confirm-390.png") });
      await page.setViewportSize(DESKTOP);
      await fastClicks(page, dialog.getByRole("button", { name: "Reverse Post" }));
      await dialog.waitFor({ state: "hidden" });
      await gone.getByRole("status").getByText("Reversed", { exact: true }).waitFor();
      expect(await gone.getByRole("button", { name: /^Reverse/ }).count()).toBe(0);
      expect(await postOf(seed.gone)).toEqual({ status: "reversed", reason: TAKEN_DOWN_REASON });
      expect(await reversalsOf(seed.gone)).toBe(1);
      expect(await postOf(seed.stillUp)).toEqual({ status: "approved", reason: null });
      // The list fetched again has it no more.
      await page.reload();
      await page.getByRole("button", { name: "Taken down", exact: true, pressed: true }).waitFor();
      await page.getByText("Nothing is reversed until you reverse it.").waitFor();
      await expect.poll(() => item(page, seed.gone).count()).toBe(0);
      expect(opened.problems).toEqual([]);
    } finally {
      await opened.close();
    }
    // Still exactly one reversal once every click has been answered.
    expect(await reversalsOf(seed.gone)).toBe(1);
  });

  it("shows the member the reason with the reversed post", async () => {
    const { page, problems, close } = await openAs(browser, seed.member, `${baseUrl}/payouts`);
    try {
      const reversal = page
        .getByRole("region", { name: "Reversals", exact: true })
        .getByRole("listitem")
        .filter({ hasText: seed.gone.title });
      await reversal.getByText("\u2212\u00a0RM\u00a0200.00", { exact: true }).waitFor();
      expect(await reversal.textContent()).toContain("Reason: Post taken down from the platform");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
