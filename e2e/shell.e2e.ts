import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, openPage, PHONE, screenshot, screenshotPath, seedAuth } from "./browser.ts";

const baseUrl = inject("baseUrl");
const fixture = inject("fixture");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const topLinks = ["Dashboard", "Posts", "My Team", "Invite", "Reports", "Payouts", "Profile"];
const bottomLinks = ["Dashboard", "Posts", "Team", "Invite", "Profile", "Reports", "Payouts"];

describe("the shell", () => {
  it("shows the top bar on desktop: links, greeting, completeness prompt and Logout; no Admin for members", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/team`, DESKTOP);
    try {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "My Team" }).waitFor();
      expect(await nav.getByRole("link").allInnerTexts()).toEqual(topLinks);
      expect(await nav.getByRole("link", { name: "My Team" }).getAttribute("aria-current")).toBe("page");
      await page.getByText(`Hi, ${fixture.leader.firstName}`, { exact: true }).waitFor();
      const prompt = page.getByRole("banner").getByRole("link", { name: /% profile complete/ });
      await prompt.waitFor();
      expect(await prompt.getAttribute("href")).toBe("/profile");
      expect(await page.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "shell-1280.png");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("skips to the content with the page's title below the sticky header", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/reports`, viewport);
      try {
        const title = page.getByRole("heading", { level: 1 });
        await title.waitFor();
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: "Skip to content" });
        expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
        await page.keyboard.press("Enter");
        await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("content");
        // Without a margin on the target, the page scrolls by the header's height and the title goes under it.
        const header = await page.getByRole("banner").boundingBox();
        await expect
          .poll(async () => (await title.boundingBox())!.y, { message: `${viewport.width} px` })
          .toBeGreaterThanOrEqual(header!.y + header!.height);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it("shows the bottom bar on phones, with Admin for admins only", async () => {
    const member = await openAs(browser, fixture.leader, `${baseUrl}/dashboard`, PHONE);
    try {
      const bar = member.page.getByRole("navigation", { name: "Main" });
      await bar.getByRole("link", { name: "Team" }).waitFor();
      expect(await bar.getByRole("link").allInnerTexts()).toEqual(bottomLinks);
      // Nothing spills sideways at the narrowest phone width the app supports.
      await member.page.setViewportSize({ width: 360, height: 740 });
      expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // The whole greeting fits beside the prompt, the avatar and Logout.
      const greeting = member.page.getByText(`Hi, ${fixture.leader.firstName}`, { exact: true });
      expect(await greeting.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await member.page.screenshot({ path: screenshotPath("shell-360.png") });
    } finally {
      await member.close();
    }
    const admin = await openAs(browser, fixture.admin, `${baseUrl}/dashboard`, PHONE);
    try {
      const bar = admin.page.getByRole("navigation", { name: "Main" });
      await bar.getByRole("link", { name: "Admin" }).waitFor();
      expect(await bar.getByRole("link").allInnerTexts()).toEqual([...bottomLinks, "Admin"]);
    } finally {
      await admin.close();
    }
  });

  // How long the links, the greeting and Logout are depends on the language, the name and the
  // admin's extra link: at every width the bar gives up what it must, and nothing overlaps or is cut.
  it("fits the top bar to its row in every language, for admins and members, from 360 to 1600 px", async () => {
    for (const who of [fixture.admin, fixture.leader]) {
      for (const language of ["en", "ms", "zh", "ta"]) {
        // Opened on a phone in the language, then widened step by step and narrowed again.
        const { page, problems, close } = await openPage(browser, { width: 360, height: 800 });
        await seedAuth(page, who.token, who.user);
        await page.addInitScript((chosen) => {
          localStorage.setItem("language", chosen);
          localStorage.setItem("jemput.completionModal.lastShown", new Date().toDateString());
        }, language);
        try {
          await page.goto(`${baseUrl}/dashboard`);
          await page.getByRole("banner").getByRole("link", { name: /%/ }).waitFor();
          for (const width of [360, 390, 960, 1024, 1100, 1200, 1280, 1366, 1440, 1600, 1100, 390]) {
            await page.setViewportSize({ width, height: 800 });
            // The bar refits on the frame after the window changes: polled until it has.
            const fit = () =>
              page.getByRole("banner").evaluate((banner) => {
                const row = banner.firstElementChild as HTMLElement;
                // The row's visible pieces: links, buttons, the picker, the prompt, the avatar, the greeting.
                const pieces = [
                  ...row.querySelectorAll<HTMLElement>("a, button, select, [data-avatar], [data-greeting]"),
                ]
                  .filter((piece) => piece.getClientRects().length > 0 && !piece.closest("[data-avatar] *"))
                  .filter((piece) => !piece.parentElement?.closest("a, button"));
                const boxes = pieces.map((piece) => ({
                  text: piece.textContent?.trim() || piece.tagName,
                  box: piece.getBoundingClientRect(),
                }));
                const overlapping = boxes.flatMap((a, i) =>
                  boxes
                    .slice(i + 1)
                    .filter(
                      ({ box: b }) =>
                        a.box.left < b.right - 1 &&
                        b.left < a.box.right - 1 &&
                        a.box.top < b.bottom - 1 &&
                        b.top < a.box.bottom - 1,
                    )
                    .map((b) => `${a.text} / ${b.text}`),
                );
                const cut = pieces
                  .filter((piece) => piece.scrollWidth > piece.clientWidth + 1)
                  .map((piece) => piece.textContent);
                // What sticks out of the row, if anything does: named, so a failure says what it is.
                const right = row.getBoundingClientRect().right;
                const outside = [...row.querySelectorAll<HTMLElement>("*")]
                  .filter((element) => element.getBoundingClientRect().right > right + 1)
                  .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 24)}"`);
                return {
                  overlapping,
                  cut,
                  outside,
                  overflow: row.scrollWidth - row.clientWidth,
                  logout: boxes.some(({ text }) => /Logout|Log Keluar|退出|வெளியேறு/.test(text)),
                };
              });
            await expect
              .poll(fit, { message: `${language} at ${width} px`, timeout: 3000 })
              .toEqual({ overlapping: [], cut: [], outside: [], overflow: 0, logout: true });
          }
          // Room to spare gives up only what it must: a member's seven English links keep the brand,
          // the greeting and the avatar at 1600 px (the row is as wide as the page, 72rem), the
          // links' icons giving way first (decision 65).
          if (who === fixture.leader && language === "en") {
            await page.setViewportSize({ width: 1600, height: 800 });
            await expect
              .poll(() => page.getByRole("banner").locator("[data-give-way]").getAttribute("data-give-way"))
              .toBe("icons");
          }
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      }
    }
  });

  it("clears a rejected session and goes to /login", async () => {
    const { page, close } = await openAs(
      browser,
      { token: "x".repeat(43), user: fixture.leader.user },
      `${baseUrl}/team`,
      PHONE,
    );
    try {
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByRole("tab", { name: "Login" }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
        null,
        null,
      ]);
    } finally {
      await close();
    }
  });

  it("shows a screen that cannot load as a new version to reload, and the next address shows again", async () => {
    const { page, close } = await openAs(browser, fixture.leader, `${baseUrl}/dashboard`, PHONE);
    try {
      await page.getByRole("region", { name: "Income this month" }).waitFor();
      // As after a release replaced the build this tab was loaded from: the screen's file is gone.
      await page.route(/\/assets\/ReportsScreen-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
      const bar = page.getByRole("navigation", { name: "Main" });
      await bar.getByRole("link", { name: "Reports" }).click();
      await page.getByRole("heading", { name: "Something went wrong" }).waitFor();
      expect(await page.getByRole("alert").innerText()).toBe(
        "A new version of Jemput is available. Reload the page to continue.",
      );
      // The bars stay, and the next screen shows without a reload.
      await bar.getByRole("link", { name: "Team" }).click();
      await page.getByRole("heading", { name: "My Team", level: 1 }).waitFor();
      expect(await page.getByRole("heading", { name: "Something went wrong" }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});
