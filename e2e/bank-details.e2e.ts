import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { launchBrowser, openAs, PHONE, screenshotPath } from "./browser.ts";

// Where the money goes: Hakim chooses his bank from the list and gives his account for the first
// time (a number of the wrong length for that bank is refused at once), sees the number masked
// from then on, and changing it asks for his password again; each change mails him a notice.
// A DuitNow ID can take the account's place.
const baseUrl = inject("baseUrl");
const member = {
  firstName: "Hakim",
  lastName: "Bank",
  email: "bank-details@jemput.test",
  phoneNumber: "+60123999031",
  password: "Simpanan-Baharu-Kita-2026",
};

let browser: Browser;
let hakim: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  browser = await launchBrowser();
  const joined = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(member),
  });
  const answer = await joined.text();
  expect(joined.status, answer).toBe(201);
  hakim = JSON.parse(answer) as typeof hakim;
});

afterAll(async () => {
  await browser?.close();
});

const banking = (page: Page) => page.getByRole("region", { name: "Banking Details (Maklumat Bank)" });
const accountField = (page: Page) => banking(page).getByLabel("Account Number (Nombor Akaun)");
const toast = (page: Page, title: string) =>
  page.locator('[role="region"][aria-label^="Notifications"]').getByText(title, { exact: true }).waitFor();

async function save(page: Page) {
  await page.getByRole("button", { name: "Update Profile" }).click();
}

describe("bank details", () => {
  it("are given once freely, shown masked, and changed only after the password", async () => {
    const { page, problems, close } = await openAs(browser, hakim, `${baseUrl}/profile`, PHONE);
    try {
      await page.getByRole("button", { name: "Update Profile" }).waitFor();
      await banking(page).getByLabel("Account Holder Name (Nama Pemegang Akaun)").fill("HAKIM BIN BANK");
      await banking(page).getByLabel("Bank Name (Nama Bank)").selectOption("MBBEMYKL");
      await accountField(page).fill("1142 3344");
      await save(page);
      await banking(page).getByText("Maybank account numbers have 12 digits", { exact: false }).waitFor();
      await banking(page).scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath("profile-bank-length-390.png") });
      await accountField(page).fill("1142 3344 5566");
      await save(page);
      await toast(page, "Profile Updated");
      await page.reload();
      await page.getByRole("button", { name: "Update Profile" }).waitFor();
      expect(await accountField(page).inputValue()).toBe("•••• 5566");

      // A new number: the save stops for the password.
      await accountField(page).fill("8000 1234 9876");
      await save(page);
      const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
      await dialog.waitFor();
      await dialog.getByLabel("Your password").fill("not-my-password-1");
      await dialog.getByRole("button", { name: "Confirm" }).click();
      await dialog.getByText("Password is incorrect").first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath("profile-bank-step-up-390.png") });
      await dialog.getByLabel("Your password").fill(member.password);
      await dialog.getByRole("button", { name: "Confirm" }).click();
      await toast(page, "Profile Updated");
      await dialog.waitFor({ state: "hidden" });
      await page.reload();
      await page.getByRole("button", { name: "Update Profile" }).waitFor();
      expect(await accountField(page).inputValue()).toBe("•••• 9876");
      await banking(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath("profile-bank-masked-390.png") });

      const profile = await fetch(`${baseUrl}/api/profile`, { headers: { Authorization: `Bearer ${hakim.token}` } });
      expect(await profile.json()).toMatchObject({ bankCode: "MBBEMYKL", bankAccountNumber: "•••• 9876" });

      // A DuitNow ID in the account's place: its kind, then the ID, checked before sending.
      await banking(page).getByLabel("Paid by (Dibayar melalui)").selectOption("duitnow");
      await banking(page).getByLabel("DuitNow ID type (Jenis ID DuitNow)").selectOption("mobile");
      await banking(page).getByLabel("DuitNow ID (ID DuitNow)").fill("+65 8123 4567");
      await save(page);
      await banking(page).getByText("Please enter a Malaysian mobile number", { exact: false }).waitFor();
      await banking(page).getByLabel("DuitNow ID (ID DuitNow)").fill("012-345 6789");
      await banking(page).scrollIntoViewIfNeeded();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: screenshotPath("profile-bank-duitnow-390.png") });
      await save(page);
      await toast(page, "Profile Updated");
      // The refused password is logged by the browser as a failed call; nothing else is.
      expect(problems.filter((p) => !/40[03]/.test(p))).toEqual([]);
    } finally {
      await close();
    }
  });
});
