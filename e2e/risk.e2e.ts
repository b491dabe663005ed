import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, openPage, PHONE, screenshotPath, type OpenPage } from "./browser.ts";
import { PASSWORD } from "./fixture.ts";

// The Risk tab against the fixture's two shared bank accounts (e2e/fixture.ts): the siblings'
// flag is cleared with a reason; the chain of three is confirmed, suspending two of them and
// reversing one post, after which the two cannot sign in. In this order: the member details
// dialog then shows the decided flags. The screenshots go to docs/screenshots as risk-*.png.
const baseUrl = inject("baseUrl");
const { admin, risk } = inject("fixture");
const [rosli, bella, chandra] = risk.ring;
const [dewi] = risk.siblings;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function withAdmin(tab: string, test: (opened: OpenPage) => Promise<void>): Promise<void> {
  const opened = await openAs(browser, admin, `${baseUrl}/admin?tab=${tab}`, PHONE);
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}

// Found in the toast viewport by its markup: a modal dialog hides it from the accessibility tree.
const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');
const toast = (page: Page, text: string) => toasts(page).getByText(text, { exact: true }).waitFor();

async function dismissToasts(page: Page): Promise<void> {
  const dismiss = toasts(page).getByRole("button", { name: "Dismiss" });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

// A queue of several flags is a long page: these screenshots are about one card, so they show
// it as the reviewer sees it, at the top of the screen just below the sticky header.
async function screenshotInView(page: Page, target: Locator, name: string, viewports = [PHONE, DESKTOP]) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    // The pointer is left where the last click was; out of the way, it highlights nothing.
    await page.mouse.move(0, 0);
    await target.evaluate((element) => {
      const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - header - 12);
    });
    await page.screenshot({ path: screenshotPath(`${name}-${viewport.width}.png`) });
  }
  await page.setViewportSize(PHONE);
}

// A flag's card: the queue's item with the rule's heading that names the member (the members'
// own items inside it have no heading).
const flagCard = (page: Page, title: string, memberName: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: title }) })
    .filter({ hasText: memberName });

// One member's item in a flag's card, with their balance and posts.
const memberOf = (card: Locator, member: { email: string }) =>
  card.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: member.email });

const showing = (page: Page, status: string) => page.getByRole("button", { name: status, exact: true }).click();

const SUSPENDED = "This account is suspended. Contact support if you think this is a mistake.";

// Fills the login form with a member's email and the fixture's password, and returns the
// server's answer to it.
async function logIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email\*?$/).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(PASSWORD);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/login");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  return answer;
}

describe("the Risk tab", () => {
  it("shows each open flag's evidence, members and referral links, from one device id", () =>
    withAdmin("risk", async ({ page, problems }) => {
      const devices = new Set<string | undefined>();
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/api/")) devices.add(request.headers()["x-device-id"]);
      });
      await page.reload();
      const card = flagCard(page, "Shared bank account", rosli!.name);
      await card.waitFor();
      const text = await card.textContent();
      for (const expected of [
        "Open",
        "3 members give the same bank account for their payouts",
        "Shares: bank account",
        // Rosli gave the account first: named, owed his money, not held (decision 41).
        "Held: RM\u00a0430.00",
        // The referrals among them are evidence of this flag, not flags of their own.
        "Recruited by one another",
        `${bella!.name}#${bella!.id}`,
        "Unpaid RM\u00a0240.00 · 1 approved · 0 rejected",
        "Held RM\u00a0230.00 · 1 approved · 0 rejected",
      ]) {
        expect(text, expected).toContain(expected);
      }
      // Each recruit's link to the nearest upline the flag names: here the chain's two Level 1 links.
      const graph = card.getByRole("img");
      expect(await graph.getAttribute("aria-label")).toBe(
        `Referral links: ${rosli!.name} (#${rosli!.id}) referred ${bella!.name} (#${bella!.id}); ` +
          `${bella!.name} (#${bella!.id}) referred ${chandra!.name} (#${chandra!.id})`,
      );

      // Every call of the page carries the browser's one id, the one it keeps.
      const kept = await page.evaluate(() => localStorage.getItem("jemput.device"));
      expect(kept).toMatch(UUID);
      expect([...devices]).toEqual([kept]);

      expect(await axeViolations(page)).toEqual([]);
      await screenshotInView(page, card, "risk-ring-evidence");
      await page.setViewportSize({ width: 360, height: 800 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await page.setViewportSize(DESKTOP);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    }));

  it("asks why before clearing a flag, then lists it as cleared with the reason", () =>
    withAdmin("risk", async ({ page, problems }) => {
      const card = flagCard(page, "Shared bank account", dewi!.name);
      await card.getByRole("button", { name: "Clear Shared bank account flag" }).click();
      const dialog = page.getByRole("dialog", { name: "Clear Flag" });
      await dialog.getByRole("button", { name: "Clear Flag" }).click();
      await dialog.getByText("Please give a reason").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByLabel("Reason").fill("Twins saving into one joint account");
      await dialog.getByRole("button", { name: "Clear Flag" }).click();
      await toast(page, "Flag cleared");
      // Decided, it stays where it was with the decision, so no click lands on the next flag.
      await card.getByText(/^Cleared by /).waitFor();
      expect(await card.getByRole("button", { name: /^Clear / }).count()).toBe(0);

      await showing(page, "Cleared");
      const cleared = flagCard(page, "Shared bank account", dewi!.name);
      await cleared.getByText("Reason: Twins saving into one joint account").waitFor();
      expect(await cleared.textContent()).toContain("Cleared by Farah Admin");
      expect(await cleared.getByRole("button", { name: /^Clear / }).count()).toBe(0);
      expect(problems).toEqual([]);
    }));

  it("confirms a flag, suspending the members and reversing the posts ticked", () =>
    withAdmin("risk", async ({ page, problems }) => {
      const card = flagCard(page, "Shared bank account", rosli!.name);
      // While the flag is open, the unpaid money of the two who gave Rosli's account after him is
      // held: their own posts and Bella's override on Chandra's (RM 200 + 200 + 30).
      await card.getByText("RM\u00a0430.00", { exact: true }).waitFor();
      expect(await memberOf(card, bella!).textContent()).toContain("Held RM\u00a0230.00 · 1 approved");
      expect(await memberOf(card, chandra!).textContent()).toContain("Held RM\u00a0200.00 · 1 approved");
      await card.getByRole("button", { name: "Suspend the members of the Shared bank account flag" }).click();
      const dialog = page.getByRole("dialog", { name: "Suspend Members" });
      const suspend = dialog.getByRole("group", { name: "Suspend members" });
      const reverse = dialog.getByRole("group", { name: "Reverse approved posts" });
      await reverse.getByRole("checkbox", { name: new RegExp(chandra!.postTitle) }).waitFor();
      // Suspend starts with every member ticked, and nothing reversed until a post is ticked.
      expect(await suspend.getByRole("checkbox", { checked: true }).count()).toBe(3);
      expect(await reverse.getByRole("checkbox", { checked: true }).count()).toBe(0);
      await dialog.getByText("No posts chosen: nothing is taken back.").waitFor();

      await suspend.getByRole("checkbox", { name: new RegExp(rosli!.name) }).uncheck();
      await reverse.getByRole("checkbox", { name: new RegExp(chandra!.postTitle) }).check();
      await dialog.getByText(/^1 post chosen: RM\s200\.00 taken back/).waitFor();
      await dialog.getByRole("button", { name: "Confirm and Suspend" }).click();
      await dialog.getByText("Please give a reason").waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByLabel("Reason").fill("One person behind the two recruits' accounts");
      // The dialog is fixed to the viewport: the viewport is what to capture.
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: screenshotPath("risk-confirm-dialog-1280.png") });
      await page.setViewportSize(PHONE);
      await dialog.getByRole("button", { name: "Confirm and Suspend" }).click();
      await toast(page, "Flag confirmed");
      await toast(page, "2 members suspended, 1 post reversed");
      await card.getByText(/^Confirmed by /).waitFor();

      await showing(page, "Confirmed");
      const confirmed = flagCard(page, "Shared bank account", rosli!.name);
      await confirmed.getByText("Reason: One person behind the two recruits' accounts").waitFor();
      const text = await confirmed.textContent();
      expect(text).toContain("Confirmed by Farah Admin");
      expect(text).toContain("2 members suspended, 1 post reversed");
      expect(text).toContain(`Suspended: ${bella!.name} (#${bella!.id}), ${chandra!.name} (#${chandra!.id})`);
      expect(await confirmed.getByText("Suspended", { exact: true }).count()).toBe(2);
      // Chandra's RM 200 is taken back, and with it Bella's RM 30 override on it; the two stay
      // held, being suspended.
      expect(await memberOf(confirmed, bella!).textContent()).toContain("RM\u00a0200.00 · 1 approved");
      expect(await memberOf(confirmed, chandra!).textContent()).toContain("RM\u00a00.00 · 0 approved");
      await dismissToasts(page);
      await screenshotInView(page, confirmed, "risk-confirmed", [DESKTOP]);

      await page.getByRole("tab", { name: "Posts" }).click();
      await showing(page, "Reversed");
      const post = page.getByRole("listitem").filter({ hasText: chandra!.postTitle });
      await post.getByText("Reversed: Fraud confirmed: One person behind the two recruits' accounts").waitFor();
      expect(await post.textContent()).toContain(chandra!.name);
      expect(problems).toEqual([]);
    }));

  it("refuses a suspended member at the login form with the suspension message", async () => {
    for (const member of [bella!, chandra!]) {
      const { page, problems, close } = await openPage(browser, PHONE);
      try {
        const answer = await logIn(page, member.email);
        expect(answer.status(), member.name).toBe(403);
        await toast(page, "Account suspended");
        await toast(page, SUSPENDED);
        expect(new URL(page.url()).pathname).toBe("/login");
        expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
        // The refused call is logged by the browser; nothing else may be.
        expect(problems.filter((problem) => !problem.includes("status of 403"))).toEqual([]);
      } finally {
        await close();
      }
    }
    // Rosli was left out of the suspension: he still signs in.
    const { page, close } = await openPage(browser, PHONE);
    try {
      expect((await logIn(page, rosli!.email)).status()).toBe(200);
      await page.waitForURL(`${baseUrl}/dashboard`);
    } finally {
      await close();
    }
  });

  it("lists a member's flags, decided or not, in the member details dialog", () =>
    withAdmin("members", async ({ page, problems }) => {
      await page.getByRole("searchbox", { name: "Search" }).fill(dewi!.name);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("region", { name: "Member list" }).getByRole("button", { name: dewi!.name }).click();
      const details = page.getByRole("dialog", { name: "Member Details" });
      const flags = details.getByRole("list", { name: "Risk flags" });
      await flags.getByText("Cleared", { exact: true }).waitFor();
      expect(await flags.textContent()).toContain("Shared bank account");
      expect(await flags.textContent()).toContain("Twins saving into one joint account");
      expect(await axeViolations(page)).toEqual([]);
      await details.getByText("Close", { exact: true }).click();

      // A suspended member's dialog: the flag confirmed against her, with its reason.
      await page.getByRole("searchbox", { name: "Search" }).fill(bella!.name);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("region", { name: "Member list" }).getByRole("button", { name: bella!.name }).click();
      await flags.getByText("Confirmed", { exact: true }).waitFor();
      expect(await flags.textContent()).toContain("One person behind the two recruits' accounts");
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(DESKTOP);
      await flags.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath("risk-member-flags-1280.png") });
      await page.setViewportSize(PHONE);
      expect(problems).toEqual([]);
    }));
});
