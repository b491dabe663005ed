import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshotPath } from "./browser.ts";

// Who payouts are paid to (decision 58): Siti has given her MyKad, income tax number and home
// address; the profile shows them in their own section, the numbers masked, the TIN marked as not
// yet confirmed with LHDN (no MyInvois here), and changing the TIN asks for her password again.
const baseUrl = inject("baseUrl");
const member = {
  firstName: "Siti",
  lastName: "Cukai",
  email: "tax-details@jemput.test",
  phoneNumber: "+60123999058",
  password: "Hasil-Pendapatan-Tahunan-2026",
};
let browser: Browser;
let siti: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  browser = await launchBrowser();
  const joined = await fetch(`${baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(member),
  });
  const answer = await joined.text();
  expect(joined.status, answer).toBe(201);
  siti = JSON.parse(answer) as typeof siti;
  const saved = await fetch(`${baseUrl}/api/profile`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${siti.token}` },
    body: JSON.stringify({
      firstName: member.firstName,
      lastName: member.lastName,
      phoneNumber: member.phoneNumber,
      identityType: "mykad",
      identityNumber: "900101-14-5324",
      tin: "IG12345678090",
      residentialAddressLine1: "12 Jalan Melur",
      residentialAddressLine2: "Taman Melati",
      residentialPostcode: "53100",
      residentialCity: "Kuala Lumpur",
      residentialState: "Kuala Lumpur",
      residentialCountry: "MY",
    }),
  });
  expect(saved.status, await saved.text()).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

const section = (page: Page) => page.getByRole("region", { name: "Tax Details (Butiran Cukai)" });

describe("tax details on the profile", () => {
  for (const [size, viewport] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`show the numbers masked and the TIN unconfirmed at ${size} px`, async () => {
      const { page, problems, close } = await openAs(browser, siti, `${baseUrl}/profile#tax-details`, viewport);
      try {
        await page.getByRole("button", { name: "Update Profile" }).waitFor();
        const tax = section(page);
        expect(await tax.getByLabel("MyKad number (Nombor MyKad)").inputValue()).toBe("••••••••5324");
        expect(await tax.getByLabel("Income tax number, TIN (Nombor cukai pendapatan)").inputValue()).toBe(
          "••••••••8090",
        );
        await tax.getByText("Not yet confirmed with LHDN", { exact: false }).waitFor();
        // The section's title just below the top bar, as the payout notices' link opens it.
        await page.evaluate(() => {
          document.getElementById("tax-details")?.scrollIntoView({ block: "start" });
          window.scrollBy(0, -72);
        });
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: screenshotPath(`profile-tax-details-${size}.png`) });
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it("ask for the password before the TIN changes", async () => {
    const { page, close } = await openAs(browser, siti, `${baseUrl}/profile`, PHONE);
    try {
      await page.getByRole("button", { name: "Update Profile" }).waitFor();
      await section(page).getByLabel("Income tax number, TIN (Nombor cukai pendapatan)").fill("IG98765432100");
      await page.getByRole("button", { name: "Update Profile" }).click();
      const dialog = page.getByRole("dialog", { name: "Confirm it's you" });
      await dialog.waitFor();
      await dialog.getByLabel("Your password").fill(member.password);
      await dialog.getByRole("button", { name: "Confirm" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.reload();
      await page.getByRole("button", { name: "Update Profile" }).waitFor();
      expect(await section(page).getByLabel("Income tax number, TIN (Nombor cukai pendapatan)").inputValue()).toBe(
        "••••••••2100",
      );
    } finally {
      await close();
    }
  });
});
