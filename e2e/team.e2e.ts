import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { launchBrowser, openAs, PHONE, screenshotBoth } from "./browser.ts";
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

const cards = (page: Page) => page.getByRole("list", { name: "Team members" }).getByRole("listitem");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search members" });
const filter = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter by level" }).getByRole("button", { name, exact: true });
const summary = (page: Page, label: string) =>
  page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

describe("My Team, leader", () => {
  it("lists the whole team with totals and per-member figures", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/team`);
    try {
      await page.getByText(`Total: ${EXPECTED.teamSize} Members`, { exact: true }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("My Team");
      expect(await summary(page, "Level 1 Direct Recruits").textContent()).toBe("5");
      expect(await summary(page, "Level 2 Sub-Recruits").textContent()).toBe("4");
      // 5 x 4 posts x RM 30 plus 4 x 2 posts x RM 10.
      expect(await summary(page, "Monthly Override").textContent()).toBe("RM 680.00");
      expect(await cards(page).count()).toBe(EXPECTED.teamSize);
      expect(await search(page).getAttribute("placeholder")).toBe("Search members...");
      expect(await filter(page, "All").getAttribute("aria-pressed")).toBe("true");

      const hafiz = cards(page).filter({ has: page.getByRole("button", { name: "Hafiz Ismail" }) });
      const figure = (label: string) => hafiz.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
      expect(await figure("Monthly Earnings").textContent()).toBe("RM 1,040.00");
      expect(await figure("Your Override").textContent()).toBe("RM 120");
      expect(await figure("Direct Recruits").textContent()).toBe("4");
      expect(await figure("Total Team Members").textContent()).toBe("4");
      expect(await hafiz.getByText("Level 1", { exact: true }).isVisible()).toBe(true);
      expect(await hafiz.getByText("+60123000002").isVisible()).toBe(true);

      const daniel = cards(page).filter({ has: page.getByRole("button", { name: "Daniel Wong" }) });
      expect(await daniel.getByText("Level 2", { exact: true }).isVisible()).toBe(true);
      expect(await daniel.locator("dt", { hasText: "Your Override" }).locator("xpath=following-sibling::dd[1]").textContent()).toBe("RM 20");

      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "team");
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      await page.setViewportSize(PHONE);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("narrows the list by name, username and level", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/team`);
    try {
      await cards(page).first().waitFor();

      await search(page).fill("hAfIz");
      expect(await cards(page).count()).toBe(1);
      await search(page).fill("ling tan");
      expect(await cards(page).allTextContents()).toEqual([expect.stringContaining("Mei Ling Tan")]);
      // Usernames are the part of the email before the @ (l2-0 ... l2-3 for the Level 2 recruits).
      await search(page).fill("l2-");
      expect(await cards(page).count()).toBe(4);

      await search(page).fill("nobody by this name");
      await page.getByText("No team members found", { exact: true }).waitFor();
      expect(await page.getByText("Try adjusting your search criteria", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("status").filter({ hasText: "0 members shown" }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "team-empty-search");

      await search(page).fill("");
      await filter(page, "Level 1").click();
      expect(await filter(page, "Level 1").getAttribute("aria-pressed")).toBe("true");
      expect(await filter(page, "All").getAttribute("aria-pressed")).toBe("false");
      expect(await cards(page).count()).toBe(5);
      expect(await page.getByRole("list", { name: "Team members" }).getByText("Level 2", { exact: true }).count()).toBe(0);

      await filter(page, "Level 2").click();
      expect(await cards(page).count()).toBe(4);
      await search(page).fill("hafiz");
      await page.getByText("No team members found", { exact: true }).waitFor();

      await filter(page, "All").click();
      expect(await cards(page).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens the member profile dialog from a card", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/team`);
    try {
      await page.getByRole("button", { name: "Daniel Wong" }).click();
      const dialog = page.getByRole("dialog", { name: "Team Member Profile" });
      await dialog.waitFor();
      expect(await dialog.getByText("Level 2", { exact: true }).isVisible()).toBe(true);
      const referredBy = dialog.locator("dt", { hasText: "Referred By" }).locator("xpath=following-sibling::dd[1]");
      expect(await referredBy.textContent()).toBe("Hafiz Ismail");
      expect(await dialog.getByText("l2-0@jemput.test", { exact: true }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      // Focus goes back to the name that opened the dialog (Radix moves it just after closing).
      await page.waitForFunction(() => document.activeElement?.textContent === "Daniel Wong");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("My Team, newcomer", () => {
  it("invites to build a team when there is nobody yet", async () => {
    const { page, problems, close } = await openAs(browser, fixture.newcomer, `${baseUrl}/team`);
    try {
      await page.getByText("Total: 0 Members", { exact: true }).waitFor();
      expect(await page.getByText("No team members found", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText("Start inviting members to build your team!", { exact: true }).isVisible()).toBe(true);
      expect(await summary(page, "Monthly Override").textContent()).toBe("RM 0.00");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
