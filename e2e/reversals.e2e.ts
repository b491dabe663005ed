import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { launchBrowser, openAs, screenshotBoth, screenshotPath } from "./browser.ts";

// Razak's one approved post (e2e/fixture.ts) is reversed by an admin from the Posts tab; his
// dashboard then shows the reversal in his activity and as its own line of the month's income,
// and his Payouts screen lists it with the post's title and the reason.
const baseUrl = inject("baseUrl");
const { admin, reverser } = inject("fixture");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const toast = (page: Page, title: string) =>
  page.locator('[role="region"][aria-label^="Notifications"]').getByText(title, { exact: true }).waitFor();
// The amount printed beside a breakdown line's label.
const amountOf = (page: Page, label: string) =>
  region(page, "Monthly Income Breakdown")
    .locator("div", { has: page.locator("dt", { hasText: label }) })
    .locator("dd");

describe("reversing an approved post", () => {
  it("is done by an admin from the Posts tab with a reason, and shows on the member's dashboard", async () => {
    const { page, problems, close } = await openAs(browser, admin, `${baseUrl}/admin?tab=posts`);
    try {
      await page.getByRole("button", { name: "Approved", exact: true }).click();
      const post = page.getByRole("listitem").filter({ hasText: reverser.postTitle });
      await post.getByRole("button", { name: `Reverse ${reverser.postTitle}` }).click();
      const dialog = page.getByRole("dialog", { name: "Reverse Post" });
      await dialog.getByLabel("Reason").fill("Post taken down by the creator");
      await dialog.getByRole("button", { name: "Reverse Post" }).click();
      await toast(page, "Post reversed");
      await page.getByRole("button", { name: "Reversed", exact: true }).click();
      await post.getByText("Reversed: Post taken down by the creator").waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }

    const member = await openAs(browser, reverser.member, `${baseUrl}/dashboard`);
    try {
      const { page } = member;
      const activity = region(page, "Recent Team Activity");
      await activity.getByText("Post Reversed").waitFor();
      expect(await activity.getByText("Your post was reversed: RM\u00a0200.00 taken back").count()).toBe(1);
      await amountOf(page, "Reversals").getByText("\u2212\u00a0RM\u00a0200.00", { exact: true }).waitFor();
      expect(await amountOf(page, "Personal Content Income").textContent()).toBe("RM\u00a0200.00");
      expect(await amountOf(page, "Total Monthly Income").textContent()).toBe("RM\u00a00.00");
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "reversal");

      // The month's report: a Reversals card and line beside the kinds that paid, the total net.
      await page.goto(`${baseUrl}/reports`);
      const breakdown = region(page, "Income Breakdown");
      const reversals = breakdown.getByRole("listitem").filter({ hasText: "Reversals" });
      await reversals.getByText("\u2212\u00a0RM\u00a0200.00", { exact: true }).waitFor();
      expect(await reversals.textContent()).toContain("1 entry");
      expect(await breakdown.getByRole("listitem").filter({ hasText: "Total" }).textContent()).toContain(
        "RM\u00a00.00",
      );
      const card = page.locator("dl > div", { has: page.locator("dt", { hasText: /^Reversals$/ }) });
      expect(await card.locator("dd").first().textContent()).toBe("\u2212\u00a0RM\u00a0200.00");

      // Payouts: a Reversals card with the month, the amount taken back, the post and the reason.
      await page.goto(`${baseUrl}/payouts`);
      const reversal = region(page, "Reversals").getByRole("listitem");
      await reversal.getByText("\u2212\u00a0RM\u00a0200.00", { exact: true }).waitFor();
      expect(await reversal.count()).toBe(1);
      expect(await reversal.textContent()).toContain(`Your post "${reverser.postTitle}" was reversed`);
      expect(await reversal.textContent()).toContain("Reason: Post taken down by the creator");
      expect(await axeViolations(page)).toEqual([]);
      // The phone's view scrolled to the card: a full-page shot would lay the fixed tab bar over it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.screenshot({ path: screenshotPath("payouts-reversal-390.png") });
      expect(member.problems).toEqual([]);
    } finally {
      await member.close();
    }
  });
});
