import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, screenshotBoth } from "./browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("signed out", () => {
  it("shows the login screen in place at / (the address stays /)", async () => {
    const { page, problems, close } = await openPage(browser, PHONE);
    try {
      await page.goto(`${baseUrl}/`);
      await page.getByRole("tab", { name: "Login" }).waitFor();
      expect(await page.getByRole("tab", { name: "Register" }).isVisible()).toBe(true);
      expect(await page.getByRole("tab", { name: "Login" }).getAttribute("aria-selected")).toBe("true");
      expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/");
      await screenshot(page, "login-390.png");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the login screen for a protected route such as /team", async () => {
    const { page, problems, close } = await openPage(browser, DESKTOP);
    try {
      await page.goto(`${baseUrl}/team`);
      await page.getByRole("tab", { name: "Login" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/team");
      await screenshot(page, "login-1280.png");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens the Register tab with the code from /join/{referralId}", async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await page.goto(`${baseUrl}/join/ABC123`);
      await page.getByRole("tab", { name: "Register" }).waitFor();
      expect(await page.getByRole("tab", { name: "Register" }).getAttribute("aria-selected")).toBe("true");
      expect(await page.getByText("ABC123", { exact: true }).isVisible()).toBe(true);
    } finally {
      await close();
    }
  });
});

describe("not found", () => {
  it("shows the 404 screen for an unknown path", async () => {
    const { page, problems, close } = await openPage(browser, PHONE);
    try {
      await page.goto(`${baseUrl}/no-such-page`);
      await page.getByText("404 Page Not Found", { exact: true }).waitFor();
      expect(await page.getByText("Did you forget to add the page to the router?", { exact: true }).isVisible()).toBe(
        true,
      );
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "not-found");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
