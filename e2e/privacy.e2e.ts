import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, openPage, PHONE, screenshotBoth, screenshotPath } from "./browser.ts";

// Personal data (PDPA) in the browser: Intan downloads everything Jemput keeps about her, then
// deletes her account from the profile screen. She is signed out, cannot sign in again, her
// referrer sees her as a former member with the same money, and admins see both in the
// data-access log.
const baseUrl = inject("baseUrl");
const { eraser, admin } = inject("fixture");
const { member: intan, referrer: yusuf } = eraser;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const yourData = (page: Page) => page.getByRole("region", { name: "Your data" });

async function openProfile() {
  const opened = await openAs(browser, intan, `${baseUrl}/profile`);
  await yourData(opened.page).getByRole("button", { name: "Download my data" }).waitFor();
  return opened;
}

// The profile is a long page; these screenshots are about the card or dialog in view, so they
// show the screen as the member sees it rather than the whole page.
async function screenshotInView(page: Page, name: string, focus?: () => Promise<void>) {
  for (const [viewport, width] of [
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const) {
    await page.setViewportSize(viewport);
    await focus?.();
    await page.screenshot({ path: screenshotPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(PHONE);
}

const api = async (path: string, token: string | null, body?: unknown) => {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

// Failed calls the test provokes on purpose (the wrong password) are logged by the browser.
const unexpected = (problems: string[]) => problems.filter((p) => !p.includes("400 (Bad Request)"));

describe("Your data", () => {
  it("downloads everything kept about her as a JSON file", async () => {
    const { page, problems, close } = await openProfile();
    try {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        yourData(page).getByRole("button", { name: "Download my data" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^jemput-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile((await download.path())!, "utf8")) as Record<
        string,
        Record<string, unknown> & Array<Record<string, unknown>>
      >;
      expect(data.profile).toMatchObject({
        email: intan.email,
        firstName: "Intan",
        lastName: "Padam",
        bankAccountNumber: eraser.bankAccountNumber,
      });
      expect(data.referral).toMatchObject({ referrerId: Number(yusuf.user.id) });
      expect(data.incomeByMonth?.map((m) => m.total)).toEqual(["200.00"]);
      await page.getByText("Your data is downloaded", { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotInView(page, "profile-your-data", () => yourData(page).scrollIntoViewIfNeeded());
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("Delete my account", () => {
  let yusufBefore: unknown;

  it("explains what is kept, and refuses a wrong password", async () => {
    yusufBefore = (await api("/api/dashboard/stats", yusuf.token)).json;
    const { page, problems, close } = await openProfile();
    try {
      await yourData(page).getByRole("button", { name: "Delete my account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.waitFor();
      expect(await dialog.getByText(/your money records: income, commissions and payouts/).isVisible()).toBe(true);
      expect(await dialog.getByText("Kept, without your name:").isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotInView(page, "profile-delete-account");

      await dialog.getByLabel("Your password").fill("not-my-password");
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await dialog.getByText("The password is not correct", { exact: true }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotInView(page, "profile-delete-account-wrong-password", () =>
        dialog.getByLabel("Your password").scrollIntoViewIfNeeded(),
      );
      expect(unexpected(problems)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("erases her with her password and signs her out to the login screen", async () => {
    const { page, problems, close } = await openProfile();
    try {
      await yourData(page).getByRole("button", { name: "Delete my account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete your account?" });
      await dialog.getByLabel("Your password").fill(intan.password);
      await dialog.getByRole("button", { name: "Delete my account" }).click();
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByText("Your account is deleted", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Login", exact: true }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
        null,
        null,
      ]);
      await screenshotBoth(page, "login-account-deleted");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    expect((await api("/api/profile", intan.token)).status).toBe(401);
    expect((await api("/api/auth/login", null, { email: intan.email, password: intan.password })).status).toBe(401);
  });

  it("cannot sign in again through the login form", async () => {
    const { page, close } = await openPage(browser, PHONE);
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel(/^Email\*?$/).fill(intan.email);
      await page.getByLabel(/^Password\*?$/).fill(intan.password);
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await page.getByText("Invalid credentials. Please try again.", { exact: true }).waitFor();
      expect(page.url()).toContain("/login");
    } finally {
      await close();
    }
  });

  it("shows her referrer the same figures, with her as a former member", async () => {
    expect((await api("/api/dashboard/stats", yusuf.token)).json).toEqual(yusufBefore);
    const { page, problems, close } = await openAs(browser, yusuf, `${baseUrl}/team`);
    try {
      const card = page.getByRole("list", { name: "Team members" }).getByRole("listitem");
      await card.getByRole("button", { name: "Former member" }).waitFor();
      expect(await page.getByText("Intan").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "team-former-member");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows admins her download and her erasure in the data-access log", async () => {
    // Opening the Members tab shows member rows, which is itself an access the log records.
    const { page, problems, close } = await openAs(browser, admin, `${baseUrl}/admin?tab=members`);
    try {
      await page.waitForResponse(
        (r) => /\/api\/(super-admin\/member-stats|admin\/users\/search)/.test(r.url()) && r.ok(),
      );
      await page.getByRole("tab", { name: "Audit" }).click();
      const log = page.getByRole("list", { name: "Data access entries" });
      await log.waitFor();
      const mine = log.getByRole("listitem").filter({ hasText: `Former member (#${String(intan.user.id)})` });
      expect(await mine.filter({ hasText: "Deleted their own account" }).count()).toBe(1);
      expect(await mine.filter({ hasText: "Downloaded their own data" }).count()).toBe(1);
      const farah = log
        .getByRole("listitem")
        .filter({ hasText: "Viewed member rows" })
        .filter({ hasText: "Farah Admin" });
      expect(await farah.count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotInView(page, "admin-data-access", () =>
        page.getByRole("region", { name: "Data Access" }).scrollIntoViewIfNeeded(),
      );
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
