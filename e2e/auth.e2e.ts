import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import {
  DESKTOP,
  launchBrowser,
  openAs,
  openPage,
  PHONE,
  screenshotBoth,
  STORED_USER_FIELDS,
  storedUserFields,
  type OpenPage,
} from "./browser.ts";

const baseUrl = inject("baseUrl");
const fixture = inject("fixture");
const databaseUrl = inject("databaseUrl");

// New members join under the resetter, a member kept for tests that change data: the leader's
// team figures are what the dashboard and team suites check.
const referrer = fixture.resetter;
const newMember = {
  firstName: "Nur",
  lastName: "Aina",
  email: "nur.aina@jemput.test",
  phone: "012-777 1234",
  password: "Kopi-Ais-2026",
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(viewport: typeof PHONE | typeof DESKTOP, test: (opened: OpenPage) => Promise<void>) {
  const opened = await openPage(browser, viewport);
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}

// The browser logs every refused request; these tests provoke some on purpose.
const unexpected = (problems: string[], ...statuses: number[]) =>
  problems.filter((problem) => !statuses.some((status) => problem.includes(`status of ${status}`)));

// The toast viewport, found by its markup: a modal dialog hides it from the accessibility tree.
const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

async function expectToast(page: Page, title: string, description?: string) {
  await toasts(page).getByText(title, { exact: true }).waitFor();
  if (description) await toasts(page).getByText(description, { exact: true }).waitFor();
}

// Required fields carry a visual '*' in their label text.
const labelled = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

async function fillRegistration(
  page: Page,
  member: { firstName: string; lastName: string; email: string; phone: string; password: string },
) {
  await page.getByLabel("First name").fill(member.firstName);
  await page.getByLabel("Last name").fill(member.lastName);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Phone number").fill(member.phone);
  await labelled(page, "Password").fill(member.password);
}

// The narrowest phones the app supports must never scroll sideways.
async function expectFitsNarrowPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize(PHONE);
}

async function newestResetLink(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      `SELECT text FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`,
      [email],
    );
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(rows[0]?.text ?? "")?.[0];
    if (!link) throw new Error(`No reset mail for ${email}`);
    const url = new URL(link);
    return `${baseUrl}${url.pathname}${url.search}`;
  } finally {
    await client.end();
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await labelled(page, "Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

describe("registration", () => {
  it("registers through a join link, with the code locked and the country picked by search", () =>
    withPage(PHONE, async ({ page, problems }) => {
      await page.goto(`${baseUrl}/join/${String(referrer.user.referralId)}`);
      await page.getByRole("tab", { name: "Register", selected: true }).waitFor();
      await page.getByText(`Referral code: ${String(referrer.user.referralId)}`).waitFor();
      const code = page.getByLabel("Referral code");
      expect(await code.inputValue()).toBe(referrer.user.referralId);
      expect(await code.isEditable()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "join");

      await page.getByRole("button", { name: "Create account" }).click();
      await expectToast(page, "First Name Required", "Please enter your first name");

      await fillRegistration(page, newMember);
      await page.getByRole("button", { name: /^Country: Malaysia/ }).click();
      await screenshotBoth(page, "register-country-picker");
      await expectFitsNarrowPhone(page);
      await page.getByRole("combobox", { name: "Search countries" }).fill("Malay");
      expect(await page.getByRole("listbox", { name: "Countries" }).getByRole("option").count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("option", { name: /Malaysia/ }).click();
      // Picking a country moves on to the number itself.
      await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "tel");

      await page.getByRole("button", { name: "Create account" }).click();
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByText(`Hi, ${newMember.firstName}`, { exact: true }).waitFor();
      await expectToast(page, "Registration successful");
      // The device keeps the token and who signed in, not the phone number just given (ASVS 14.3.3).
      expect(await storedUserFields(page)).toEqual([...STORED_USER_FIELDS].sort());
      // A new member starts from nothing: zero income and every empty state.
      await page
        .getByRole("region", { name: "Income this month" })
        .getByText("RM\u00a00.00", { exact: true })
        .waitFor();
      await page.getByText("No recent activity to display", { exact: true }).waitFor();
      await page.getByText("No Level 1 recruits yet", { exact: true }).waitFor();
      await page.getByText("No Level 2 recruits yet", { exact: true }).waitFor();

      // The referral and the E.164 phone reached the server.
      const team = (await (
        await fetch(`${baseUrl}/api/dashboard/team`, { headers: { Authorization: `Bearer ${referrer.token}` } })
      ).json()) as {
        level1: Array<{ firstName: string; phoneNumber: string }>;
      };
      expect(team.level1).toEqual([
        expect.objectContaining({ firstName: newMember.firstName, phoneNumber: "+60127771234" }),
      ]);
      expect(problems).toEqual([]);
    }));

  it("picks the phone number's country by keyboard: typing filters, arrows move, Enter picks, Escape leaves", () =>
    withPage(DESKTOP, async ({ page, problems }) => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole("tab", { name: "Register" }).click();
      await page.getByRole("button", { name: /^Country: Malaysia/ }).click();
      const search = page.getByRole("combobox", { name: "Search countries" });
      await search.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
      // The option the arrows are on, as the combobox tells assistive technology.
      const active = () =>
        search.evaluate((box) => document.getElementById(box.getAttribute("aria-activedescendant") ?? "")?.textContent);
      await expect.poll(active).toBe("Malaysia+60");

      await page.keyboard.type("new");
      const options = page.getByRole("listbox", { name: "Countries" }).getByRole("option");
      // The list follows the search as soon as it has rendered.
      await expect
        .poll(() => options.allTextContents())
        .toEqual(["New Caledonia+687", "New Zealand+64", "Papua New Guinea+675"]);
      await expect.poll(active).toBe("New Caledonia+687");
      for (const [key, name] of [
        ["ArrowDown", "New Zealand+64"],
        ["ArrowDown", "Papua New Guinea+675"],
        ["ArrowDown", "Papua New Guinea+675"],
        ["ArrowUp", "New Zealand+64"],
      ] as const) {
        await page.keyboard.press(key);
        await expect.poll(active).toBe(name);
      }
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "tel");
      await page.getByRole("button", { name: /^Country: New Zealand/ }).waitFor();

      // Opened again: the search is empty and starts on the country picked; Escape leaves it as it was.
      await page.getByRole("button", { name: /^Country: New Zealand/ }).click();
      expect(await search.inputValue()).toBe("");
      await expect.poll(active).toBe("New Zealand+64");
      await page.keyboard.type("zzz");
      await page.getByRole("status").getByText("No country matches “zzz”").waitFor();
      await page.keyboard.press("Enter");
      expect(await search.isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await search.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/NZ \+64/);
      expect(problems).toEqual([]);
    }));

  it("explains a taken email and a taken phone number", () =>
    withPage(PHONE, async ({ page, problems }) => {
      await page.goto(`${baseUrl}/join/${String(referrer.user.referralId)}`);
      await fillRegistration(page, { ...newMember, firstName: "Nur Again", phone: "012-777 9876" });
      await page.getByRole("button", { name: "Create account" }).click();
      await expectToast(
        page,
        "Registration failed",
        "This email is already registered. Please use a different email or try logging in.",
      );

      await page.getByLabel("Email").fill("someone.else@jemput.test");
      await page.getByLabel("Phone number").fill(newMember.phone);
      await page.getByRole("button", { name: "Create account" }).click();
      await expectToast(
        page,
        "Registration failed",
        "This phone number is already registered. Please use a different number or try logging in.",
      );
      expect(new URL(page.url()).pathname).toBe(`/join/${String(referrer.user.referralId)}`);
      expect(unexpected(problems, 409)).toEqual([]);
    }));
});

describe("login", () => {
  it("refuses a wrong password, then signs in and lands on the dashboard", () =>
    withPage(PHONE, async ({ page, problems }) => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "login");
      await expectFitsNarrowPhone(page);

      await page.getByRole("tab", { name: "Register" }).click();
      expect(await page.getByLabel("Referral code").isEditable()).toBe(true);
      expect(await page.getByText("Referral code:").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "register");
      await expectFitsNarrowPhone(page);
      await page.getByRole("tab", { name: "Login" }).click();

      await logIn(page, fixture.leader.email, "not-the-password");
      await expectToast(page, "Login failed", "Invalid credentials. Please try again.");
      expect(new URL(page.url()).pathname).toBe("/login");

      await logIn(page, fixture.leader.email, fixture.leader.password);
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByText(`Hi, ${fixture.leader.firstName}`, { exact: true }).waitFor();
      await expectToast(page, "Login successful");
      expect(await storedUserFields(page)).toEqual([...STORED_USER_FIELDS].sort());
      expect(unexpected(problems, 401)).toEqual([]);
    }));

  it("moves between the tabs with the arrow keys, Home and End, and is one stop for Tab", () =>
    withPage(DESKTOP, async ({ page, problems }) => {
      await page.goto(`${baseUrl}/login`);
      const login = page.getByRole("tab", { name: "Login", selected: true });
      await login.focus();
      // Each key both focuses and selects the tab it lands on, wrapping at either end.
      const expectOn = async (name: string) => {
        await page.getByRole("tab", { name, selected: true }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      };
      for (const [key, name] of [
        ["ArrowRight", "Register"],
        ["ArrowRight", "Login"],
        ["ArrowLeft", "Register"],
        ["Home", "Login"],
        ["End", "Register"],
        ["ArrowLeft", "Login"],
      ] as const) {
        await page.keyboard.press(key);
        await expectOn(name);
      }
      // Tab leaves the list for the panel's first field, and Shift+Tab comes back to the selected tab.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("email");
      await page.keyboard.press("Shift+Tab");
      await expectOn("Login");
      expect(problems).toEqual([]);
    }));

  it("logs out from the shell; protected pages then show the login screen", async () => {
    const response = await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: fixture.editor.email, password: fixture.editor.password }),
    });
    // A session of its own: logging out revokes it, and the seeded token stays usable by other suites.
    const session = (await response.json()) as { token: string; user: Record<string, unknown> };
    const { page, problems, close } = await openAs(browser, session, `${baseUrl}/dashboard`);
    try {
      // The name as stored now: the profile suite may have renamed this member.
      await page.getByText(`Hi, ${String(session.user.firstName)}`, { exact: true }).waitFor();
      // Requests still under way when the session is revoked would be refused (and logged).
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")])).toEqual([
        null,
        null,
      ]);

      // Moved within the app: a reload would re-run openAs's sign-in script.
      await page.evaluate(() => {
        history.pushState(null, "", "/team");
        dispatchEvent(new PopStateEvent("popstate"));
      });
      await page.getByRole("tab", { name: "Login", selected: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/team");
      expect(await page.getByRole("button", { name: "Logout" }).count()).toBe(0);
      const profile = await fetch(`${baseUrl}/api/profile`, { headers: { Authorization: `Bearer ${session.token}` } });
      expect(profile.status).toBe(401);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("password reset", () => {
  const newPassword = "Nasi-Lemak-2026";

  it("mails a link from the forgot-password dialog and sets a new password with it", () =>
    withPage(PHONE, async ({ page, problems }) => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole("button", { name: "Forgot your password?" }).click();
      const dialog = page.getByRole("dialog", { name: "Reset your password" });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "forgot-password");

      await dialog.getByRole("button", { name: "Send Reset Link" }).click();
      await expectToast(page, "Email Required", "Please enter your email address");

      await dialog.getByLabel("Email").fill(fixture.resetter.email);
      await dialog.getByRole("button", { name: "Send Reset Link" }).click();
      const sent = page.getByRole("dialog", { name: "Reset Email Sent" });
      await sent.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "forgot-password-sent");

      // Back to the form with an empty field, and closing forgets everything.
      await sent.getByRole("button", { name: "Send to Different Email" }).click();
      expect(await dialog.getByLabel("Email").inputValue()).toBe("");
      await dialog.getByLabel("Email").fill("typed@jemput.test");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("button", { name: "Forgot your password?" }).click();
      expect(await dialog.getByLabel("Email").inputValue()).toBe("");
      await page.keyboard.press("Escape");

      const link = await newestResetLink(fixture.resetter.email);
      await page.goto(link);
      await page.getByRole("heading", { name: "Choose a new password", level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "reset-password");

      await labelled(page, "New password").fill(newPassword);
      await page.getByLabel("Confirm new password").fill(`${newPassword}!`);
      await page.getByRole("button", { name: "Reset Password" }).click();
      await expectToast(page, "Passwords don't match");

      await page.getByLabel("Confirm new password").fill(newPassword);
      await page.getByRole("button", { name: "Reset Password" }).click();
      await page.getByRole("heading", { name: "Password Reset Successful", level: 1 }).waitFor();
      // The pointer still rests where the submit button was, now over "Go to Login"; the shared
      // a:hover colour would override the button's white text there.
      await page.mouse.move(0, 0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "reset-password-success");

      await page.getByRole("link", { name: "Go to Login" }).click();
      await page.waitForURL(`${baseUrl}/login`);
      await logIn(page, fixture.resetter.email, newPassword);
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByText(`Hi, ${fixture.resetter.firstName}`, { exact: true }).waitFor();

      // The link works once.
      await page.goto(link);
      await labelled(page, "New password").fill("Another-2026");
      await page.getByLabel("Confirm new password").fill("Another-2026");
      await page.getByRole("button", { name: "Reset Password" }).click();
      await expectToast(page, "Reset Failed", "Invalid or expired reset token");
      await page.getByRole("heading", { name: "Invalid Reset Link", level: 1 }).waitFor();
      expect(unexpected(problems, 400)).toEqual([]);
    }));

  it("shows the invalid-link state for a missing or unknown token", () =>
    withPage(PHONE, async ({ page, problems }) => {
      await page.goto(`${baseUrl}/reset-password`);
      await page.getByRole("heading", { name: "Invalid Reset Link", level: 1 }).waitFor();
      await expectToast(page, "Invalid Reset Link", "No reset token found. Please request a new password reset.");
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "reset-password-invalid");

      await page.goto(`${baseUrl}/reset-password?token=no-such-token`);
      await labelled(page, "New password").fill("Another-2026");
      await page.getByLabel("Confirm new password").fill("Another-2026");
      await page.getByRole("button", { name: "Reset Password" }).click();
      await page.getByRole("heading", { name: "Invalid Reset Link", level: 1 }).waitFor();
      await page.getByRole("link", { name: "Back to Login" }).click();
      await page.waitForURL(`${baseUrl}/login`);
      expect(unexpected(problems, 400)).toEqual([]);
    }));
});
