import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, openPage, PHONE, screenshot } from "./browser.ts";

// The language picker on the login screen and in the top bar: the screen speaks the chosen
// language at once, the page says so (lang), and the choice stays for the next visit.
const baseUrl = inject("baseUrl");
const fixture = inject("fixture");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SIGN_IN: Record<string, { name: string; heading: string; tab: string; button: string }> = {
  ms: { name: "Bahasa Melayu", heading: "Selamat kembali", tab: "Log Masuk", button: "Log Masuk" },
  zh: { name: "中文", heading: "欢迎回来", tab: "登录", button: "登录" },
  ta: { name: "தமிழ்", heading: "மீண்டும் வருக", tab: "உள்நுழைவு", button: "உள்நுழை" },
};

describe("choosing a language", () => {
  for (const [language, words] of Object.entries(SIGN_IN)) {
    it(`shows the login screen in ${words.name} at 390 and 1280 px, and keeps the choice`, async () => {
      const { page, problems, close } = await openPage(browser, PHONE);
      try {
        await page.goto(`${baseUrl}/login`);
        await page.getByRole("heading", { name: "Welcome back" }).waitFor();
        await page.getByRole("combobox", { name: "Language" }).selectOption(language);
        await page.getByRole("heading", { name: words.heading }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        expect(await page.getByRole("tab", { name: words.tab }).count()).toBe(1);
        expect(await page.getByRole("button", { name: words.button, exact: true }).count()).toBe(1);
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          expect(await axeViolations(page)).toEqual([]);
          await screenshot(page, `login-${language}-${viewport.width}.png`);
        }
        await page.reload();
        await page.getByRole("heading", { name: words.heading }).waitFor();
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it("offers the languages in the top bar once signed in", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/dashboard`);
    try {
      await page.getByRole("region", { name: "Income this month" }).waitFor();
      const picker = page.getByRole("combobox", { name: "Language" });
      expect(await picker.locator("option").allInnerTexts()).toEqual(["EN", "BM", "中文", "தமிழ்"]);
      await picker.selectOption("ms");
      await page.getByRole("combobox", { name: "Bahasa" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("ms");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, "dashboard-ms-390.png");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
