import type { Server } from "node:http";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { profileApi } from "../domain/contract/routes/profile.ts";
import { createApp } from "../server/app/app.ts";
import { client } from "../server/testing/admin.ts";
import { logger, startTestRuntime, type TestApp } from "../server/testing/harness.ts";
import { startOAuthStandIn, type OAuthStandIn } from "../server/testing/oauth-stand-in.ts";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshotPath } from "./browser.ts";
import { freePort } from "./process.ts";

// Connecting accounts in the browser (decision 55): the social section shows each platform's
// handle as its link claims it, Connect goes to the platform's sign-in (a local stand-in that
// approves or refuses at once) and back, and the profile says how it went. The suite's shared
// server has no sign-in set up, so this one serves the same build from a server of its own,
// configured for the stand-in, on an address the platforms send the browser back to.
let standIn: OAuthStandIn;
let app: TestApp;
let server: Server;
let browser: Browser;
let member: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  standIn = await startOAuthStandIn();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const runtime = await startTestRuntime({ ...standIn.env(), PUBLIC_URL: baseUrl, PUBLIC_APP_URL: baseUrl });
  const express = createApp({ runtime: runtime.runtime, config: runtime.config, logger, webDir: inject("webDir") });
  server = await new Promise<Server>((resolve, reject) => {
    const listening = express.listen(port, "127.0.0.1", (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  app = { ...runtime, baseUrl };
  const api = client(app);
  const nadia = await api.register("Nadia", null, "Rahman");
  await api.ok("PUT", profileApi.save.path, nadia.token, {
    firstName: "Nadia",
    lastName: "Rahman",
    phoneNumber: nadia.phoneNumber,
    socialMediaLinks: {
      instagram: { profileLink: "https://www.instagram.com/nadia.makes/", followers: 12_400 },
      tiktok: { profileLink: "https://www.tiktok.com/@nadia.makes", followers: 48_000 },
      facebook: { profileLink: "https://www.facebook.com/nadia.makes.kuih" },
    },
  });
  member = { token: nadia.token, user: await api.ok("GET", profileApi.get.path, nadia.token) };
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await app?.close();
  await standIn?.close();
});

const social = (page: Page) => page.getByRole("region", { name: "Social Media (Media Sosial)" });
const platform = (page: Page, name: string) => social(page).getByRole("group", { name });

async function openProfile(viewport = PHONE) {
  const opened = await openAs(browser, member, `${app.baseUrl}/profile`, viewport);
  await opened.page.getByRole("button", { name: "Update Profile" }).waitFor();
  await social(opened.page).getByText("Handle: @nadia.makes").first().waitFor();
  return opened;
}

/**
 * The element at phone and desktop widths, as <name>-390.png and <name>-1280.png. The window is
 * made as tall as the page, so nothing scrolls and the sticky bars stay clear of the element.
 */
async function shotBoth(page: Page, element: () => Locator, name: string) {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    await page.setViewportSize(viewport);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await element().screenshot({ path: screenshotPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(PHONE);
}

describe("connecting an account", () => {
  it("shows each handle as its link claims it, not verified, and Connect where the platform's sign-in is set up", async () => {
    const { page, problems, close } = await openProfile();
    try {
      const tiktok = platform(page, "TikTok");
      expect(await tiktok.getByText("Handle: @nadia.makes").isVisible()).toBe(true);
      expect(await tiktok.getByText("Not verified", { exact: true }).isVisible()).toBe(true);
      expect(await tiktok.getByRole("button", { name: "Connect TikTok" }).isVisible()).toBe(true);
      // Facebook offers no sign-in that proves a profile link: the claim only.
      const facebook = platform(page, "Facebook");
      expect(await facebook.getByText("Handle: @nadia.makes.kuih").isVisible()).toBe(true);
      expect(await facebook.getByRole("button").count()).toBe(0);
      expect(
        await platform(page, "YouTube").getByText("No handle yet: add your link, or connect your account.").isVisible(),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shotBoth(page, () => social(page), "connect-accounts-claimed");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("goes to the platform's sign-in and back, and shows the handle verified", async () => {
    standIn.signInAs("tiktok", { username: "Nadia.Makes" });
    const { page, problems, close } = await openProfile();
    try {
      await platform(page, "TikTok").getByRole("button", { name: "Connect TikTok" }).click();
      await page.getByText("TikTok connected: your handle is verified.").waitFor();
      // The outcome is taken out of the address: a reload does not show it again.
      await page.waitForURL(`${app.baseUrl}/profile`);
      const tiktok = platform(page, "TikTok");
      await tiktok.getByText("Verified", { exact: true }).waitFor();
      expect(await tiktok.getByText("You signed in to TikTok as this account.").isVisible()).toBe(true);
      expect(await tiktok.getByRole("button").count()).toBe(0);
      expect(standIn.log.filter((l) => l.platform === "tiktok").map((l) => l.endpoint)).toEqual([
        "authorize",
        "token",
        "identity",
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await shotBoth(
        page,
        () => page.getByRole("status").filter({ hasText: "TikTok connected" }),
        "connect-accounts-connected",
      );
      await shotBoth(page, () => platform(page, "TikTok"), "connect-accounts-verified");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("says so, and changes nothing, when the member cancels at the platform", async () => {
    standIn.denyNext("instagram");
    const { page, problems, close } = await openProfile();
    try {
      await platform(page, "Instagram").getByRole("button", { name: "Connect Instagram" }).click();
      const alert = page
        .getByRole("alert")
        .filter({ hasText: "You cancelled signing in to Instagram. Nothing was changed." });
      await alert.waitFor();
      await platform(page, "Instagram").getByText("Not verified", { exact: true }).waitFor();
      expect(await page.getByRole("status").count()).toBe(0);
      await shotBoth(page, () => alert, "connect-accounts-cancelled");
      await alert.getByRole("button", { name: "Dismiss" }).click();
      expect(await alert.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
