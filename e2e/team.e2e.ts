import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { launchBrowser, openAs, openPage, PHONE, screenshotBoth, seedAuth } from "./browser.ts";
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
// The list loads a page at a time and searches on the server after a pause in typing: counts
// are polled until they settle.
const cardCount = (page: Page, expected: number) =>
  expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(expected);
// Real pages from the server, only smaller than the screen asks for, so 9 members take 5 pages.
const smallPages = (page: Page) =>
  page.route("**/api/dashboard/team?*", (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.has("level")) url.searchParams.set("limit", "2");
    return route.continue({ url: url.toString() });
  });

describe("My Team, leader", () => {
  it("lists the whole team with totals and per-member figures", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/team`);
    try {
      await page.getByText(`Total: ${EXPECTED.teamSize} Members`, { exact: true }).waitFor();
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("My Team");
      expect(await summary(page, "Level 1 Direct Recruits").textContent()).toBe("5");
      expect(await summary(page, "Level 2 Sub-Recruits").textContent()).toBe("4");
      // 5 x 4 posts x RM 30 plus 4 x 2 posts x RM 10.
      expect(await summary(page, "Monthly Override").textContent()).toBe("RM\u00a0680.00");
      await cardCount(page, EXPECTED.teamSize);
      expect(await search(page).getAttribute("placeholder")).toBe("Search members...");
      expect(await filter(page, "All").getAttribute("aria-pressed")).toBe("true");

      const hafiz = cards(page).filter({ has: page.getByRole("button", { name: "Hafiz Ismail" }) });
      const figure = (label: string) =>
        hafiz.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
      expect(await figure("Monthly Earnings").textContent()).toBe("RM\u00a01,040.00");
      expect(await figure("Your Override").textContent()).toBe("RM\u00a0120");
      expect(await figure("Direct Recruits").textContent()).toBe("4");
      expect(await figure("Total Team Members").textContent()).toBe("4");
      expect(await hafiz.getByText("Level 1", { exact: true }).isVisible()).toBe(true);
      expect(await hafiz.getByText("+60123000002").isVisible()).toBe(true);

      const daniel = cards(page).filter({ has: page.getByRole("button", { name: "Daniel Wong" }) });
      expect(await daniel.getByText("Level 2", { exact: true }).isVisible()).toBe(true);
      expect(
        await daniel
          .locator("dt", { hasText: "Your Override" })
          .locator("xpath=following-sibling::dd[1]")
          .textContent(),
      ).toBe("RM\u00a020");

      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "team");
      await page.setViewportSize({ width: 360, height: 800 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await page.setViewportSize(PHONE);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("narrows the list by name, username and level", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/team`);
    try {
      await cardCount(page, EXPECTED.teamSize);

      const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get("search") === "hAfIz");
      await search(page).fill("hAfIz");
      await asked;
      await cardCount(page, 1);
      await search(page).fill("ling tan");
      await expect.poll(() => cards(page).allTextContents()).toEqual([expect.stringContaining("Mei Ling Tan")]);
      // Usernames are the part of the email before the @ (l2-0 ... l2-3 for the Level 2 recruits):
      // no Level 1 match, so the list goes on to Level 2 by itself.
      await search(page).fill("l2-");
      await cardCount(page, 4);

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
      await cardCount(page, 5);
      expect(await page.getByRole("list", { name: "Team members" }).getByText("Level 2", { exact: true }).count()).toBe(
        0,
      );

      await filter(page, "Level 2").click();
      await cardCount(page, 4);
      await search(page).fill("hafiz");
      await page.getByText("No team members found", { exact: true }).waitFor();

      await filter(page, "All").click();
      await cardCount(page, 1);
      // The totals are the whole team's whatever the list shows.
      expect(await page.getByText(`Total: ${EXPECTED.teamSize} Members`, { exact: true }).isVisible()).toBe(true);
      expect(await summary(page, "Level 1 Direct Recruits").textContent()).toBe("5");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("loads the next page as the member scrolls, Level 1 then Level 2", async () => {
    const { page, problems, close } = await openPage(browser, PHONE);
    try {
      await seedAuth(page, fixture.leader.token, fixture.leader.user);
      await smallPages(page);
      await page.goto(`${baseUrl}/team`);
      await cards(page).first().waitFor();
      for (let i = 0; i < 12 && (await cards(page).count()) < EXPECTED.teamSize; i++) {
        await page
          .getByRole("button", { name: /^Load(ing)? more members/ })
          .scrollIntoViewIfNeeded()
          .catch(() => undefined);
        await page.waitForTimeout(300);
      }
      await cardCount(page, EXPECTED.teamSize);
      const names = await cards(page).getByRole("button").allTextContents();
      expect(names).toEqual([...fixture.level1Names, ...fixture.level2Names]);
      expect(await page.getByRole("button", { name: /more members/ }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("loads the next page from the Load more button, by keyboard", async () => {
    const { page, problems, close } = await openPage(browser, PHONE);
    try {
      await seedAuth(page, fixture.leader.token, fixture.leader.user);
      // Without IntersectionObserver nothing loads by itself: only the button does.
      await page.addInitScript(() => Reflect.deleteProperty(window, "IntersectionObserver"));
      await smallPages(page);
      await page.goto(`${baseUrl}/team`);
      await cardCount(page, 2);
      const more = page.getByRole("button", { name: "Load more members" });
      await more.focus();
      await page.keyboard.press("Enter");
      await cardCount(page, 4);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "team-load-more");
      // The last Level 1 page brings Level 2's first with it (5 + 2), then one more page.
      for (const expected of [7, 9]) {
        await more.click();
        await cardCount(page, expected);
      }
      expect(await more.count()).toBe(0);
      expect(await page.getByRole("status").filter({ hasText: "9 members shown" }).count()).toBe(1);
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
      // The totals and the list are separate calls; the list is empty only once both levels are read.
      await page.getByText("No team members found", { exact: true }).waitFor();
      expect(await page.getByText("Start inviting members to build your team!", { exact: true }).isVisible()).toBe(
        true,
      );
      expect(await summary(page, "Monthly Override").textContent()).toBe("RM\u00a00.00");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
