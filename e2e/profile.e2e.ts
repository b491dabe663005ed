import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import {
  DESKTOP,
  launchBrowser,
  openAs,
  PHONE,
  screenshotBoth,
  STORED_USER_FIELDS,
  storedUserFields,
} from "./browser.ts";

const baseUrl = inject("baseUrl");
const { editor } = inject("fixture");
const profileUrl = `${baseUrl}/profile`;

// A real 1x1 PNG: the server checks a picture's bytes, not its name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openProfile(viewport: { width: number; height: number } = PHONE) {
  const opened = await openAs(browser, editor, profileUrl, viewport);
  await opened.page.getByRole("button", { name: "Update Profile" }).waitFor();
  return opened;
}

// The same signed-in browser in a fresh tab: nothing kept in the page's memory, only what the
// server and local storage hold.
async function reopen(page: Page) {
  const fresh = await page.context().newPage();
  const problems: string[] = [];
  fresh.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  fresh.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await fresh.goto(profileUrl);
  await fresh.getByRole("button", { name: "Update Profile" }).waitFor();
  return { page: fresh, problems };
}

const section = (page: Page, name: string) => page.getByRole("region", { name });
const basic = (page: Page) => section(page, "Basic Information (Maklumat Asas)");
const delivery = (page: Page) => section(page, "Delivery Address (Alamat Penghantaran)");
const banking = (page: Page) => section(page, "Banking Details (Maklumat Bank)");
const instagram = (page: Page) => page.getByRole("group", { name: "Instagram" });
const pictureGroup = (page: Page) => page.getByRole("group", { name: "Profile Picture (Gambar Profil)" });

async function completeness(page: Page): Promise<number> {
  const badge = page.getByText(/^\d+% Complete$/);
  return Number((await badge.textContent())?.replace(/\D/g, ""));
}

async function savedProfile(): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/profile`, { headers: { Authorization: `Bearer ${editor.token}` } });
  return (await response.json()) as Record<string, unknown>;
}

async function expectToast(page: Page, title: string, description: string) {
  await page.getByText(title, { exact: true }).waitFor();
  expect(await page.getByText(description, { exact: true }).isVisible()).toBe(true);
}

describe("profile screen", () => {
  it("shows the form with its completeness, passes axe and fits a 360 px phone", async () => {
    const { page, problems, close } = await openProfile();
    try {
      expect(await page.getByRole("heading", { level: 1, name: "My Profile" }).isVisible()).toBe(true);
      expect(await completeness(page)).toBeLessThan(100);
      expect(await page.getByText(/^Still needed: .+ and \d+ more$/).isVisible()).toBe(true);
      expect(await basic(page).getByLabel("Email (E-mel)").getAttribute("readonly")).not.toBeNull();
      expect(
        await pictureGroup(page)
          .getByRole("button", { name: /Remove/ })
          .count(),
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 360, height: 780 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await viewportShots(page, "profile-top", () => page.evaluate(() => window.scrollTo(0, 0)));
      await screenshotBoth(page, "profile");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows a skeleton while the profile loads", async () => {
    const { page, problems, close } = await openProfile();
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/profile", async (route) => {
        await held;
        await route.continue();
      });
      await page.reload();
      await page.locator('[aria-busy="true"]').waitFor();
      expect(await page.getByRole("button", { name: "Update Profile" }).count()).toBe(0);
      await screenshotBoth(page, "profile-loading");
      release();
      await page.getByRole("button", { name: "Update Profile" }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("says when the profile could not be fetched and tries again on request", async () => {
    const { page, problems, close } = await openProfile();
    try {
      await page.route("**/api/profile", (route) => route.fulfill({ status: 500, body: "Internal Server Error" }));
      await page.reload();
      await page.getByText("Failed to fetch profile", { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.unroute("**/api/profile");
      await page.getByRole("button", { name: "Try again" }).click();
      await page.getByRole("button", { name: "Update Profile" }).waitFor();
      // The browser logs the refused request itself; nothing else may go wrong.
      expect(problems.filter((problem) => !problem.includes("500"))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("refuses an empty first name at the field, focused, without sending anything", async () => {
    const { page, problems, close } = await openProfile();
    try {
      const puts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "PUT") puts.push(request.url());
      });
      await basic(page).getByLabel("First Name (Nama Pertama)").fill("");
      await page.getByRole("button", { name: "Update Profile" }).click();
      await page.getByText("First name is required (Nama pertama diperlukan)", { exact: true }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("firstName");
      expect(await basic(page).getByLabel("First Name (Nama Pertama)").getAttribute("aria-invalid")).toBe("true");
      expect(puts).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      // What the member sees: the focused field and its message (a full-page picture would put the
      // sticky bars over them).
      await viewportShots(page, "profile-error", () =>
        page.evaluate(() => document.activeElement?.scrollIntoView({ block: "center" })),
      );
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("reads 'Updating' while saving, then shows the server's refusal in a toast and at the field", async () => {
    const { page, problems, close } = await openProfile();
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/profile", async (route) => {
        if (route.request().method() === "PUT") await held;
        await route.continue();
      });
      const phone = basic(page).getByLabel("Phone Number (Nombor Telefon)");
      await phone.fill("12345");
      await page.getByRole("button", { name: "Update Profile" }).click();
      const pending = page.getByRole("button", { name: "Updating" });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      release();

      await page.getByText("Error (Ralat)", { exact: true }).waitFor();
      const message = "Please enter a valid phone number";
      expect(
        await page
          .getByRole("region", { name: /^Notifications/ })
          .getByText(message, { exact: true })
          .isVisible(),
      ).toBe(true);
      expect(await basic(page).getByText(message, { exact: true }).isVisible()).toBe(true);
      expect(await phone.getAttribute("aria-invalid")).toBe("true");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("phoneNumber");
      expect(await axeViolations(page)).toEqual([]);
      // The browser logs the refused request itself; nothing else may go wrong.
      expect(problems.filter((problem) => !problem.includes("400"))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("refuses a picture over 2MB and a file that is not an image, with their toasts", async () => {
    const { page, problems, close } = await openProfile();
    try {
      const input = page.locator('input[type="file"]');
      await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
      await expectToast(page, "File too large", "Please select an image smaller than 2MB");
      await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
      await expectToast(page, "Invalid file type", "Please select an image file");
      expect(await pictureGroup(page).locator("img").count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("saves every section, greets by the new name and keeps the values after reopening", async () => {
    const { page, problems, close } = await openProfile();
    try {
      const before = await completeness(page);
      await basic(page).getByLabel("First Name (Nama Pertama)").fill("Nadiah");
      await basic(page).getByLabel("State (Negeri)").selectOption("Perak");
      await basic(page).getByLabel("City (Bandar)").fill("Ipoh");
      await page.getByRole("checkbox", { name: "Tamil" }).check();
      await page.getByRole("checkbox", { name: "Travel (Pelancongan)" }).check();
      await instagram(page).getByLabel("Profile name").fill("nadiah.makes");
      await instagram(page).getByLabel("Followers").fill("2500");
      await banking(page).getByLabel("Account Holder Name (Nama Pemegang Akaun)").fill("Nadiah Editor");
      await banking(page).getByLabel("Bank Name (Nama Bank)").selectOption("MBBEMYKL");
      await banking(page).getByLabel("Account Number (Nombor Akaun)").fill("1142 3344 5566");
      await delivery(page).getByLabel("Address Line 1 (Alamat Baris 1)").fill("12 Jalan Sultan Idris Shah");
      await delivery(page).getByLabel("City (Bandar)").fill("Ipoh");
      await delivery(page).getByLabel("State (Negeri)").fill("Perak");
      await delivery(page).getByLabel("Postal Code (Poskod)").fill("30000");
      await page.getByRole("button", { name: "Update Profile" }).click();

      await expectToast(page, "Profile Updated", "Your profile has been saved (Profil anda telah disimpan)");
      await page.getByText("Hi, Nadiah", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Update Profile" }).waitFor();
      // The new name reaches the stored identity; the bank details and address just saved do not.
      expect(await storedUserFields(page)).toEqual([...STORED_USER_FIELDS].sort());
      expect(await completeness(page)).toBeGreaterThan(before);

      expect(await savedProfile()).toMatchObject({
        firstName: "Nadiah",
        state: "Perak",
        city: "Ipoh",
        languages: ["Tamil"],
        influencerCategories: ["Travel"],
        socialMediaLinks: { instagram: { profileName: "nadiah.makes", followers: 2500 } },
        bankAccountHolderName: "Nadiah Editor",
        deliveryPostalCode: "30000",
        deliveryCountry: "Malaysia",
      });

      const again = await reopen(page);
      const fresh = again.page;
      expect(await fresh.getByText("Hi, Nadiah", { exact: true }).isVisible()).toBe(true);
      expect(await basic(fresh).getByLabel("First Name (Nama Pertama)").inputValue()).toBe("Nadiah");
      expect(await basic(fresh).getByLabel("State (Negeri)").inputValue()).toBe("Perak");
      expect(await basic(fresh).getByLabel("City (Bandar)").inputValue()).toBe("Ipoh");
      expect(await fresh.getByRole("checkbox", { name: "Tamil" }).isChecked()).toBe(true);
      expect(await fresh.getByRole("checkbox", { name: "Travel (Pelancongan)" }).isChecked()).toBe(true);
      expect(await instagram(fresh).getByLabel("Profile name").inputValue()).toBe("nadiah.makes");
      expect(await instagram(fresh).getByLabel("Followers").inputValue()).toBe("2500");
      expect(await banking(fresh).getByLabel("Bank Name (Nama Bank)").inputValue()).toBe("MBBEMYKL");
      expect(await banking(fresh).getByLabel("Account Number (Nombor Akaun)").inputValue()).toBe("•••• 5566");
      expect(await delivery(fresh).getByLabel("Address Line 1 (Alamat Baris 1)").inputValue()).toBe(
        "12 Jalan Sultan Idris Shah",
      );
      expect(await delivery(fresh).getByLabel("Postal Code (Poskod)").inputValue()).toBe("30000");
      expect(await delivery(fresh).getByLabel("Country (Negara)").inputValue()).toBe("Malaysia");
      expect([...problems, ...again.problems]).toEqual([]);
    } finally {
      await close();
    }
  });

  // Runs after the test above, which filled the other sections: with these the profile is complete.
  it("uploads a picture, completes the profile, keeps the picture after reopening, and can remove it", async () => {
    const { page, problems, close } = await openProfile(DESKTOP);
    try {
      await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
      await pictureGroup(page).locator('img[src^="data:image/png"]').waitFor();
      await basic(page).getByLabel("Date of Birth (Tarikh Lahir)").fill("1994-03-21");
      expect(
        await basic(page)
          .getByText(/^Age: \d+ \(Umur: \d+\)$/)
          .isVisible(),
      ).toBe(true);
      await basic(page).getByLabel("Gender (Jantina)").selectOption({ label: "Female" });
      await basic(page).getByLabel("Ethnicity (Bangsa)").selectOption({ label: "Kadazan-Dusun" });
      await basic(page).getByLabel("Bio").fill("Crafts and kopi from Ipoh.");
      await page.getByRole("button", { name: "Update Profile" }).click();
      await expectToast(page, "Profile Updated", "Your profile has been saved (Profil anda telah disimpan)");
      await page.getByRole("heading", { name: "Profile Complete" }).waitFor();
      expect(await completeness(page)).toBe(100);
      expect(await savedProfile()).toMatchObject({
        gender: "female",
        ethnicity: "kadazan_dusun",
        dateOfBirth: "1994-03-21",
      });
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBoth(page, "profile-complete");

      const again = await reopen(page);
      const stored = pictureGroup(again.page).locator('img[src^="/uploads/avatars/"]');
      await stored.waitFor();
      // decode() settles once the file has loaded, and fails if /uploads did not serve an image.
      expect(await stored.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1);
      expect(String((await savedProfile()).profilePicture)).toMatch(/^\/uploads\/avatars\//);

      await pictureGroup(again.page).getByRole("button", { name: "Remove photo" }).click();
      expect(await pictureGroup(again.page).locator("img").count()).toBe(0);
      await again.page.getByRole("button", { name: "Update Profile" }).click();
      await expectToast(again.page, "Profile Updated", "Your profile has been saved (Profil anda telah disimpan)");
      expect((await savedProfile()).profilePicture).toBeNull();
      expect([...problems, ...again.problems]).toEqual([]);
    } finally {
      await close();
    }
  });
});

// Screenshots of the visible viewport only, at both sizes, after `position` scrolls to the part to show.
async function viewportShots(page: Page, name: string, position: () => Promise<unknown>): Promise<void> {
  const dir = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));
  mkdirSync(dir, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await position();
    await page.screenshot({ path: `${dir}${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(PHONE);
}
