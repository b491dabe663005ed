import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshotBoth } from "./browser.ts";

// The admin Members tab a page at a time: the seeded team is a few dozen members, so the
// table's requests ask for pages of six (the server takes any limit up to 100) and the test
// loads page after page, sorted on the server, until the last one.
const baseUrl = inject("baseUrl");
const { admin } = inject("fixture");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE = 6;

/** Serves the table's searches in pages of six, and records each answer's query and member ids. */
async function smallPages(page: Page): Promise<Array<{ query: URLSearchParams; ids: Array<number> }>> {
  const answers: Array<{ query: URLSearchParams; ids: Array<number> }> = [];
  await page.route("**/api/admin/users/search?*", async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get("limit") === "50") url.searchParams.set("limit", String(PAGE));
    const response = await route.fetch({ url: url.toString() });
    const body = await response.text();
    answers.push({ query: url.searchParams, ids: (JSON.parse(body) as Array<{ id: number }>).map((m) => m.id) });
    await route.fulfill({ response, body });
  });
  return answers;
}

const incomes = (page: Page) =>
  page.getByRole("region", { name: "Member list" }).locator("tbody tr td.number:nth-last-of-type(3)").allTextContents();

describe("admin members table, page by page", () => {
  it("loads more members on request, sorted on the server, until the last page", async () => {
    const opened = await openAs(browser, admin, `${baseUrl}/admin?tab=members`, DESKTOP);
    const { page, problems } = opened;
    try {
      const answers = await smallPages(page);
      await page.reload();
      const table = page.getByRole("region", { name: "Member list" });
      const rows = table.locator("tbody tr");
      await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(PAGE);
      await page.getByText(`Showing the first ${PAGE} members.`, { exact: true }).waitFor();
      const more = page.getByRole("button", { name: "Load more members" });
      await more.click();
      await expect.poll(() => rows.count()).toBe(2 * PAGE);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "admin-members-pages");
      await page.setViewportSize(DESKTOP);

      // Sorting asks the server for a new first page in that order; later pages continue it.
      const income = table.getByRole("button", { name: "Monthly Income", exact: true });
      await income.click();
      await income.click();
      await expect
        .poll(() => table.getByRole("columnheader", { name: "Monthly Income" }).getAttribute("aria-sort"))
        .toBe("descending");
      // Until the sorted first page is in, the table shows the previous order as a placeholder
      // (its button disabled); the walk starts once the sorted page's button is live.
      const sortedAsked = () =>
        answers.some((a) => a.query.get("sort") === "monthlyIncome" && a.query.get("order") === "desc");
      await expect.poll(sortedAsked).toBe(true);
      await expect.poll(() => more.isEnabled()).toBe(true);
      expect(await rows.count()).toBe(PAGE);
      while (await more.isVisible()) {
        const before = await rows.count();
        await more.click();
        await expect.poll(() => rows.count()).toBeGreaterThan(before);
      }
      const figures = (await incomes(page)).map((text) => Number(text.replace(/[^\d.]/g, "")));
      expect(figures.length).toBeGreaterThan(3 * PAGE);
      expect(figures).toEqual([...figures].sort((a, b) => b - a));
      expect(figures[0]).toBeGreaterThan(0);
      await page.getByText(`${figures.length} members`, { exact: true }).waitFor();
      // The sorted walk's pages, one after another, hold every row once.
      const walked = answers
        .filter((a) => a.query.get("sort") === "monthlyIncome" && a.query.get("order") === "desc")
        .flatMap((a) => a.ids);
      expect(walked).toHaveLength(figures.length);
      expect(new Set(walked).size).toBe(walked.length);
      expect(problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("keeps the phone layout free of sideways page scrolling with the Load more button", async () => {
    const opened = await openAs(browser, admin, `${baseUrl}/admin?tab=members`, PHONE);
    try {
      await smallPages(opened.page);
      await opened.page.reload();
      await opened.page.getByRole("button", { name: "Load more members" }).waitFor();
      const overflow = await opened.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
