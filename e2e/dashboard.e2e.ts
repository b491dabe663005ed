import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, openPage, PHONE, screenshotBoth, seedAuth } from "./browser.ts";
import { EXPECTED } from "./fixture.ts";

const baseUrl = inject("baseUrl");
const fixture = inject("fixture");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

// The value printed under a stat card's or summary's label.
const valueOf = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

const screenshotDir = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));

// Like screenshotBoth, but of the viewport only: an open dialog is fixed to the viewport and
// locks page scrolling, so a full-page capture would show it stranded mid-page.
async function screenshotDialog(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${screenshotDir}${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(PHONE);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.setViewportSize(PHONE);
}

describe("dashboard, leader with a full team", () => {
  it("shows this month's figures, the team cards and the activity toggle", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/dashboard`);
    try {
      const hero = page.getByRole("region", { name: "Income this month" });
      await hero.getByText(EXPECTED.total, { exact: true }).waitFor();
      expect(await hero.textContent()).toContain(`Personal income: ${EXPECTED.personal}`);
      expect(await hero.textContent()).toContain("Level 1 + Level 2 overrides: RM\u00a0680.00");
      expect(await page.getByText("Welcome back, Aisyah!", { exact: false }).isVisible()).toBe(true);

      expect(await valueOf(page, "Team Size").textContent()).toBe(String(EXPECTED.teamSize));
      expect(await valueOf(page, "Level 1 Override").textContent()).toBe(EXPECTED.level1);
      expect(await valueOf(page, "Level 2 Override").textContent()).toBe(EXPECTED.level2);
      expect(await valueOf(page, "Monthly Posts").textContent()).toBe("6");
      expect(await page.getByText("+6 from last month", { exact: true }).isVisible()).toBe(true);

      const breakdown = region(page, "Monthly Income Breakdown");
      for (const text of [
        "Posts × RM 200/post",
        EXPECTED.personal,
        "Direct recruits commission",
        EXPECTED.level1,
        EXPECTED.level2,
      ]) {
        expect(await breakdown.getByText(text, { exact: true }).isVisible()).toBe(true);
      }
      expect(await breakdown.getByText("Personal + Level 1 + Level 2").isVisible()).toBe(true);

      const level1 = region(page, "Level 1 Team (Direct Recruits)");
      await level1.getByRole("listitem").first().waitFor();
      expect(await level1.getByRole("listitem").count()).toBe(3);
      expect(await level1.getByText("5 members").count()).toBe(1);
      expect(await level1.getByRole("button", { name: "Hafiz Ismail" }).isVisible()).toBe(true);
      expect(await level1.getByText("RM\u00a0120.00", { exact: true }).first().isVisible()).toBe(true);
      expect(await level1.getByText("15% • 4 posts").first().isVisible()).toBe(true);
      expect(
        await level1
          .getByText(/^Active • \+60/)
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await level1.getByRole("link", { name: "View All Level 1 Members" }).getAttribute("href")).toBe("/team");

      const level2 = region(page, "Level 2 Team (Sub-Recruits)");
      expect(await level2.getByRole("listitem").count()).toBe(3);
      expect(await level2.getByText("RM\u00a020.00", { exact: true }).first().isVisible()).toBe(true);
      expect(await level2.getByText("5% • 2 posts").first().isVisible()).toBe(true);
      expect(await level2.getByRole("link", { name: "View All Level 2 Members" }).getAttribute("href")).toBe("/team");

      const activity = region(page, "Recent Team Activity");
      await activity.getByRole("listitem").first().waitFor();
      expect(await activity.getByRole("listitem").count()).toBe(3);
      const toggle = activity.getByRole("button", { name: "View All" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      await screenshotBoth(page, "dashboard-leader");
      await toggle.click();
      expect(await activity.getByRole("button", { name: "Show Less" }).getAttribute("aria-expanded")).toBe("true");
      expect(await activity.getByRole("listitem").count()).toBeGreaterThan(3);
      expect(await activity.getByText("Commission Earned").count()).toBeGreaterThan(0);
      await activity.getByRole("button", { name: "Show Less" }).click();
      expect(await activity.getByRole("listitem").count()).toBe(3);

      expect(await axeViolations(page)).toEqual([]);
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens a member's profile from the team card", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/`);
    try {
      await region(page, "Level 1 Team (Direct Recruits)").getByRole("button", { name: "Hafiz Ismail" }).click();
      const dialog = page.getByRole("dialog", { name: "Team Member Profile" });
      await dialog.waitFor();
      const headings = await dialog.getByRole("heading", { level: 3 }).allTextContents();
      expect(headings).toEqual([
        "Basic Information",
        "Referral Information",
        "Team Performance",
        "Personal Details",
        "Social Media",
        "Influencer Categories",
      ]);
      for (const text of [
        "Shah Alam, Selangor",
        "Aisyah Rahman",
        "hafiz.eats",
        "12,500 followers",
        "HafizTravels",
        "3,400 subscribers",
        "Food & Lifestyle",
        "Travel",
        "Male",
        "Single",
        "Food and travel creator from Shah Alam.",
        "RM\u00a01,040.00",
      ]) {
        expect(await dialog.getByText(text, { exact: true }).isVisible(), text).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      await screenshotDialog(page, "member-dialog");
      // The footer's Close (the corner × shares the name and comes after it).
      await dialog.getByRole("button", { name: "Close" }).first().click();
      await dialog.waitFor({ state: "hidden" });

      // A member with a bare profile: dashes, and no optional sections.
      await region(page, "Level 1 Team (Direct Recruits)").getByRole("button", { name: "Mei Ling Tan" }).click();
      await dialog.waitFor();
      expect(await dialog.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
        "Basic Information",
        "Referral Information",
        "Team Performance",
      ]);
      expect(
        await dialog.locator("dt", { hasText: "Location" }).locator("xpath=following-sibling::dd[1]").textContent(),
      ).toBe("-");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await page.waitForFunction(() => document.activeElement?.textContent === "Mei Ling Tan");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("ranks the leader first in both leaderboard lists", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/dashboard`, DESKTOP);
    try {
      const board = region(page, "Competition Leaderboard");
      await board.getByRole("listitem").first().waitFor();
      expect(await board.getByText("Compete with other members to climb the rankings!").isVisible()).toBe(true);
      const direct = board.getByRole("list").nth(0);
      const builders = board.getByRole("list").nth(1);
      expect(await board.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
        "Top Direct Recruits",
        "Top Team Builders",
      ]);
      const firstDirect = await direct.getByRole("listitem").first().textContent();
      expect(firstDirect).toContain("Aisyah Rahman");
      expect(firstDirect).toContain("5 recruits");
      const firstBuilder = await builders.getByRole("listitem").first().textContent();
      expect(firstBuilder).toContain("Aisyah Rahman");
      expect(firstBuilder).toContain("9 members");
      expect(await direct.getByRole("img", { name: "1st place" }).count()).toBe(1);
      expect(await direct.getByRole("img", { name: "2nd place" }).count()).toBe(1);
      expect((await direct.getByRole("listitem").nth(1).textContent()) ?? "").toContain("Hafiz Ismail");
      expect(await board.getByText("Climb the Rankings!", { exact: true }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("dashboard, newcomer with nothing yet", () => {
  it("shows zero income, the empty states and the completion banner", async () => {
    const { page, problems, close } = await openAs(browser, fixture.newcomer, `${baseUrl}/dashboard`);
    try {
      const hero = page.getByRole("region", { name: "Income this month" });
      await hero.getByText("RM\u00a00.00", { exact: true }).waitFor();
      expect(await valueOf(page, "Team Size").textContent()).toBe("0");
      expect(await page.getByText("+0 from last month", { exact: true }).isVisible()).toBe(true);
      await page.getByText("No recent activity to display", { exact: true }).waitFor();
      for (const text of [
        "No Level 1 recruits yet",
        "Start inviting members to build your team!",
        "No Level 2 recruits yet",
        "Level 2 members are recruited by your Level 1 team",
      ]) {
        // The team preview is its own query: wait for it rather than assume it came with the activity.
        await page.getByText(text, { exact: true }).waitFor();
      }

      const banner = page.getByRole("region", { name: /^Complete Your Profile \(\d+%\)$/ });
      await banner.waitFor();
      expect(await banner.getByRole("progressbar", { name: "Profile completion" }).isVisible()).toBe(true);
      expect(await banner.getByText(/^Missing: .+, .+, .+ and \d+ more$/).isVisible()).toBe(true);
      expect(await banner.getByText("Complete profiles get 3x more brand partnership offers").isVisible()).toBe(true);
      expect(await banner.getByRole("link", { name: "Complete Profile" }).getAttribute("href")).toBe("/profile");

      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "dashboard-newcomer");
      await expectNoHorizontalScroll(page);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens the completion modal after a short delay, once a day", async () => {
    const { page, problems, close } = await openAs(browser, fixture.newcomer, `${baseUrl}/dashboard`, PHONE, {
      completionModal: true,
    });
    try {
      const modal = page.getByRole("dialog", { name: /Complete Your Profile/ });
      await modal.waitFor({ timeout: 15_000 });
      expect(await modal.getByText(/^\d+% Done$/).isVisible()).toBe(true);
      expect(await modal.getByRole("progressbar").isVisible()).toBe(true);
      for (const text of [
        "Brands trust complete profiles 3x more",
        "Get hired for paid brand partnerships",
        "Unlock higher-paying influencer opportunities",
        "Still needed",
        "Takes only 2-3 minutes",
      ]) {
        expect(await modal.getByText(text, { exact: true }).isVisible(), text).toBe(true);
      }
      expect(await modal.getByText(/^\+\d+ more$/).isVisible()).toBe(true);
      expect(await modal.getByRole("link", { name: "Complete Now" }).getAttribute("href")).toBe("/profile");
      const remembered = await page.evaluate(() => localStorage.getItem("jemput.completionModal.lastShown"));
      expect(remembered).toBe(await page.evaluate(() => new Date().toDateString()));
      expect(await axeViolations(page)).toEqual([]);
      await screenshotDialog(page, "completion-modal");

      await modal.getByRole("button", { name: "Later" }).click();
      await modal.waitFor({ state: "hidden" });

      // Back on the dashboard in the same visit, even with the day forgotten: it stays closed.
      await page.evaluate(() => localStorage.removeItem("jemput.completionModal.lastShown"));
      await page.getByRole("link", { name: "Team", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "My Team" }).waitFor();
      await page.getByRole("link", { name: "Dashboard", exact: true }).click();
      await page.getByRole("region", { name: /^Complete Your Profile/ }).waitFor();
      await page.waitForTimeout(4_000);
      expect(await modal.count()).toBe(0);

      // A new visit the same day: the stored date keeps it closed.
      await page.evaluate(() => localStorage.setItem("jemput.completionModal.lastShown", new Date().toDateString()));
      await page.reload();
      await page.getByRole("region", { name: /^Complete Your Profile/ }).waitFor();
      await page.waitForTimeout(4_000);
      expect(await modal.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("dashboard, failed requests", () => {
  it("shows the failure message in each affected card and recovers on Try again", async () => {
    const { page, problems, close } = await openPage(browser, PHONE);
    try {
      await seedAuth(page, fixture.leader.token, fixture.leader.user);
      await page.addInitScript(() =>
        localStorage.setItem("jemput.completionModal.lastShown", new Date().toDateString()),
      );
      await page.route("**/api/dashboard/**", (route) => route.fulfill({ status: 500, body: "unavailable" }));
      await page.goto(`${baseUrl}/dashboard`);

      // Each card has its own query, so each failure arrives on its own.
      await page.getByText("Failed to fetch leaderboard", { exact: true }).waitFor();
      await page.getByText("Failed to fetch activities", { exact: true }).waitFor();
      await region(page, "Level 1 Team (Direct Recruits)").getByText("Failed to fetch team data").waitFor();
      await region(page, "Level 2 Team (Sub-Recruits)").getByText("Failed to fetch team data").waitFor();
      await page.getByText("Failed to fetch stats", { exact: true }).nth(1).waitFor();
      expect(await page.getByText("Failed to fetch stats", { exact: true }).count()).toBe(2);
      expect(await page.getByText("Failed to fetch activities", { exact: true }).count()).toBe(1);
      expect(await page.getByRole("heading", { level: 1, name: "Dashboard" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);

      await page.unroute("**/api/dashboard/**");
      const board = region(page, "Competition Leaderboard");
      await board.getByRole("button", { name: "Try again" }).click();
      await board.getByText("Aisyah Rahman").first().waitFor();
      expect(await board.getByText("Failed to fetch leaderboard").count()).toBe(0);
      // The browser reports each refused request on the console; nothing else may appear there.
      expect(problems.filter((problem) => !problem.includes("status of 500"))).toEqual([]);
    } finally {
      await close();
    }
  });
});
