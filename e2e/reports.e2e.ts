import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { periodOf } from "../domain/period.ts";
import { EXPECTED } from "./fixture.ts";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, screenshotBoth } from "./browser.ts";

const baseUrl = inject("baseUrl");
const { leader } = inject("fixture");

// The fixture's income lands in the month it was seeded, in Malaysian time.
const now = periodOf(new Date());
const year = Math.floor(now / 100);
const month = now % 100;
const monthLabel = String(month).padStart(2, "0");
const monthTitle = `${new Date(Date.UTC(year, month - 1)).toLocaleString("en", { month: "long", timeZone: "UTC" })} ${year}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// The value shown under a card or metric's label (a <dt>/<dd> pair).
const valueOf = (page: Page, label: string) =>
  page
    .locator("dl > div", { has: page.locator("dt", { hasText: new RegExp(`^${label}`) }) })
    .locator("dd")
    .first();

async function openReports(viewport = DESKTOP) {
  const opened = await openAs(browser, leader, `${baseUrl}/reports`, viewport);
  await opened.page.getByRole("heading", { level: 1, name: "Reports & Analytics" }).waitFor();
  await opened.page.getByText(EXPECTED.total, { exact: true }).first().waitFor();
  return opened;
}

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), "utf8") };
}

describe("reports screen", () => {
  it("shows this month's income cards, metrics and trend, and passes axe", async () => {
    const { page, problems, close } = await openReports();
    try {
      expect(await page.getByLabel("Month", { exact: true }).inputValue()).toBe(String(month));
      expect(await page.getByLabel("Year", { exact: true }).inputValue()).toBe(String(year));
      const years = await page.getByLabel("Year", { exact: true }).locator("option").allTextContents();
      expect(years[0]).toBe("2023");
      expect(years.at(-1)).toBe(String(year));

      expect(await valueOf(page, "Total").textContent()).toBe(EXPECTED.total);
      expect(await valueOf(page, "Personal").textContent()).toBe(EXPECTED.personal);
      expect(await valueOf(page, "Level 1 Override").textContent()).toBe(EXPECTED.level1);
      expect(await valueOf(page, "Level 2 Override").textContent()).toBe(EXPECTED.level2);

      // RM 1,200 / RM 200 = 6 posts; (RM 600 + RM 80) / 9 members = RM 75.56, shown rounded.
      await valueOf(page, "Team size")
        .filter({ hasText: String(EXPECTED.teamSize) })
        .waitFor();
      expect(await valueOf(page, "Average posts per month").textContent()).toBe("6");
      expect(await valueOf(page, "Override per member").textContent()).toBe("RM\u00a076");

      await page.getByRole("img", { name: /^Monthly income from/ }).waitFor();
      const approved = page
        .getByRole("region", { name: "Posts Performance" })
        .getByRole("listitem")
        .filter({ hasText: "Review #1" });
      await approved.waitFor();
      expect(await approved.textContent()).toMatch(/Approved.*RM\s200\.00.*Instagram/);
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshotBoth(page, "reports");

      await page.getByText("Show figures as a table").click();
      const thisMonth = page.getByRole("row", { name: new RegExp(`^${monthTitle}`) });
      expect(await thisMonth.textContent()).toContain(EXPECTED.total);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows another month when one is selected", async () => {
    const { page, problems, close } = await openReports();
    try {
      const previous = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
      await page.getByLabel("Year", { exact: true }).selectOption(String(previous.year));
      await page.getByLabel("Month", { exact: true }).selectOption(String(previous.month));
      await valueOf(page, "Total").filter({ hasText: "RM\u00a00.00" }).waitFor();
      expect(await page.getByText(/^No income recorded for/).isVisible()).toBe(true);
      expect(await valueOf(page, "Average posts per month").textContent()).toBe("0");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("exports the month as JSON and as CSV, named after year and month", async () => {
    const { page, problems, close } = await openReports();
    try {
      const json = await download(page, "Export Report");
      expect(json.name).toBe(`jemput-report-${year}-${monthLabel}.json`);
      const report = JSON.parse(json.text) as {
        year: number;
        month: number;
        summary: Record<string, unknown>;
        records: unknown[];
      };
      expect(report.year).toBe(year);
      expect(report.month).toBe(month);
      expect(report.summary).toMatchObject({
        total: "1880.00",
        personal: "1200.00",
        level1Override: "600.00",
        level2Override: "80.00",
      });

      const csv = await download(page, "Export CSV");
      expect(csv.name).toBe(`jemput-report-${year}-${monthLabel}.csv`);
      const lines = csv.text.trimEnd().split("\r\n");
      expect(lines[0]).toBe("id,type,amount,createdAt");
      expect(lines).toHaveLength(report.records.length + 1);
      expect(lines.filter((line) => line.includes(",personal,200.00,"))).toHaveLength(6);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the server's field error for a bad link, then lists a submitted post as pending", async () => {
    const { page, problems, close } = await openReports();
    try {
      const form = page.getByRole("region", { name: "Submit a Post" });
      await form.getByLabel("Title").fill("Nasi lemak taste test");
      await form.getByLabel("Link").fill("instagram.com/p/nasi-lemak");
      await form.getByRole("button", { name: "Submit Post" }).click();
      await form.getByText("Link must be an http or https link", { exact: true }).waitFor();
      expect(await form.getByLabel("Link").getAttribute("aria-invalid")).toBe("true");
      expect(await form.getByLabel("Link").evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // Focus moved down to the field; from the top the sticky header stays out of the full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBoth(page, "reports-post-error");

      await form.getByLabel("Link").fill("https://www.tiktok.com/@aisyah/video/7301");
      expect(await form.getByText("Link must be an http or https link").count()).toBe(0);
      await form.getByLabel("Platform").selectOption({ label: "TikTok" });
      await form.getByRole("button", { name: "Submit Post" }).click();
      await page.getByText("Post submitted", { exact: true }).waitFor();

      const posts = page.getByRole("region", { name: "Posts Performance" });
      const row = posts.getByRole("listitem").filter({ hasText: "Nasi lemak taste test" });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/Pending.*RM\s0\.00.*TikTok/);
      expect(await form.getByLabel("Title").inputValue()).toBe("");

      // The same video again, as a share sheet writes it: the link pays once, and the field says
      // which of the member's posts has it.
      await form.getByLabel("Title").fill("Nasi lemak again");
      await form.getByLabel("Link").fill("https://m.tiktok.com/v/7301.html?_r=1");
      await form.getByLabel("Platform").selectOption({ label: "TikTok" });
      await form.getByRole("button", { name: "Submit Post" }).click();
      await form
        .getByText('You already submitted this link as "Nasi lemak taste test" (pending)', { exact: true })
        .waitFor();
      expect(await form.getByLabel("Link").getAttribute("aria-invalid")).toBe("true");
      // Chromium logs every 4xx answer; the rejected and the taken link are the ones expected here.
      expect(problems).toEqual([
        "console: Failed to load resource: the server responded with a status of 400 (Bad Request)",
        "console: Failed to load resource: the server responded with a status of 409 (Conflict)",
      ]);
    } finally {
      await close();
    }
  });
});
