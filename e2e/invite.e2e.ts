import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, screenshotBoth } from "./browser.ts";

const baseUrl = inject("baseUrl");
const { leader } = inject("fixture");
const referralId = String(leader.user["referralId"]);
// The server runs on 127.0.0.1 with PUBLIC_APP_URL=https://app.jemput.my, so links point there.
const expectedLink = `https://app.jemput.my/join/${referralId}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Nothing leaves the machine: every https request (the share sites) is answered locally.
async function stubInternet(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(
    (url) => url.protocol === "https:",
    (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>stub</title>" });
    },
  );
  return requested;
}

// The narrowest phone the product supports must never scroll the page sideways.
async function fitsNarrowPhone(page: Page): Promise<boolean> {
  await page.setViewportSize({ width: 360, height: 780 });
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe("invite screen", () => {
  it("shows the referral ID, the public referral link and a QR code, and passes axe", async () => {
    const { page, problems, close } = await openAs(browser, leader, `${baseUrl}/invite`);
    try {
      await page.getByRole("heading", { level: 1, name: "Invite New Members" }).waitFor();
      await page.getByText(expectedLink, { exact: true }).waitFor();
      expect(await page.getByText(referralId, { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("img", { name: `QR code for your referral link ${expectedLink}` }).isVisible()).toBe(
        true,
      );
      expect(await page.getByText("No brand images yet", { exact: false }).isVisible()).toBe(true);
      expect(await page.getByRole("heading", { name: "Success Stories" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(await fitsNarrowPhone(page)).toBe(true);
      await screenshotBoth(page, "invite");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("copies the link with a toast and a 'Copied' state that resets", async () => {
    const { page, problems, close } = await openAs(browser, leader, `${baseUrl}/invite`);
    try {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await page.getByRole("button", { name: "Copy referral link" }).click();
      await page.getByRole("button", { name: "Copied referral link" }).waitFor();
      await page.getByText("Copied!", { exact: true }).waitFor();
      expect(await page.getByText("Referral link copied to clipboard", { exact: true }).isVisible()).toBe(true);
      expect(await clipboard(page)).toBe(expectedLink);
      // Back to "Copy" on its own after two seconds.
      await page.getByRole("button", { name: "Copy referral link" }).waitFor();

      await page.getByRole("button", { name: "Copy caption for Instagram" }).click();
      await page.getByText("Instagram message copied to clipboard", { exact: true }).waitFor();
      expect(await clipboard(page)).toContain(referralId);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the failure toast when the clipboard refuses", async () => {
    const { page, problems, close } = await openAs(browser, leader, `${baseUrl}/invite`);
    try {
      await page.evaluate(() => {
        Object.defineProperty(navigator, "clipboard", {
          value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
        });
      });
      await page.getByRole("button", { name: "Copy referral ID" }).click();
      await page.getByText("Failed to copy to clipboard", { exact: true }).waitFor();
      expect(await page.getByText("Error", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: "Copy referral ID" }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens WhatsApp in a popup with the filled message", async () => {
    const { page, problems, close } = await openAs(browser, leader, `${baseUrl}/invite`, DESKTOP);
    try {
      const requested = await stubInternet(page);
      await page.getByText(expectedLink, { exact: true }).waitFor();
      const popupOpened = page.waitForEvent("popup");
      await page.getByRole("button", { name: "Share on WhatsApp" }).click();
      const popup = await popupOpened;
      await popup.close();
      const [shared] = requested;
      expect(shared).toMatch(/^https:\/\/wa\.me\/\?text=/);
      const text = new URL(shared!).searchParams.get("text") ?? "";
      expect(text).toContain(referralId);
      expect(text).toContain(expectedLink);
      expect(text).toContain("I'm Aisyah");
      expect(text).not.toMatch(/\{\{\w+\}\}/);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("finds the referral ID in the profile when the stored user lacks it", async () => {
    const stale = { token: leader.token, user: { firstName: "Aisyah" } };
    const { page, problems, close } = await openAs(browser, stale, `${baseUrl}/invite`);
    try {
      await page.getByText(expectedLink, { exact: true }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("lists brand images with lazy thumbnails and download links", async () => {
    const { page, problems, close } = await openAs(browser, leader, `${baseUrl}/invite`);
    try {
      const square = (fill: string) =>
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="${fill}"/></svg>`;
      const images = [
        {
          id: 1,
          filename: "raya.svg",
          originalName: "raya-campaign.svg",
          description: "Hari Raya campaign banner",
          createdAt: "2026-03-01T00:00:00Z",
          url: "/uploads/raya.svg",
        },
        {
          id: 2,
          filename: "merdeka.svg",
          originalName: "merdeka.svg",
          description: "",
          createdAt: "2026-08-01T00:00:00Z",
          url: "/uploads/merdeka.svg",
        },
      ];
      // The fixture seeds no images, so this test serves its own list and files.
      await page.route("**/api/images", (route) => route.fulfill({ json: { images } }));
      await page.route("**/uploads/*.svg", (route) =>
        route.fulfill({
          contentType: "image/svg+xml",
          body: square(route.request().url().includes("raya") ? "#0f766e" : "#c2410c"),
        }),
      );
      await page.reload();
      const download = page.getByRole("link", { name: "Download Hari Raya campaign banner" });
      await download.waitFor();
      expect(await download.getAttribute("download")).toBe("raya-campaign.svg");
      expect(await page.getByRole("link", { name: "Download merdeka.svg" }).getAttribute("href")).toBe(
        "/uploads/merdeka.svg",
      );
      expect(await page.getByRole("img", { name: "Hari Raya campaign banner" }).getAttribute("loading")).toBe("lazy");
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "invite-gallery");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
