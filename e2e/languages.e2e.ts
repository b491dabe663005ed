import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { RESET_MAIL } from "../server/modules/auth/reset-mail-text.ts";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, openPage, PHONE, screenshot, seedAuth } from "./browser.ts";
import { catalog, englishOnly, shownPhrases, word } from "./catalog-words.ts";
import { MEMBER_SCREENS, wordsOf, type Language } from "./language-screens.ts";

// The language picker on the login screen and in the top bar: the screen speaks the chosen
// language at once, the page says so (lang), and the choice stays for the next visit.
const baseUrl = inject("baseUrl");
const fixture = inject("fixture");
const databaseUrl = inject("databaseUrl");
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
      // Saved to her profile, so her mail follows; English again for the suites that read her mail.
      await expect.poll(() => profileLanguage(fixture.leader.token)).toBe("ms");
      await page.getByRole("combobox", { name: "Bahasa" }).selectOption("en");
      await page.getByRole("combobox", { name: "Language" }).waitFor();
      await expect.poll(() => profileLanguage(fixture.leader.token)).toBe("en");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

async function profileLanguage(token: string): Promise<unknown> {
  const answer = await fetch(`${baseUrl}/api/profile`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { language?: unknown }).language;
}

// Found by its markup: a modal dialog hides the toast viewport from the accessibility tree.
const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

async function expectFits(page: Page): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    // The top bar refits on the frame after the window changes (use-room.ts): polled until it has.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    await expect
      .poll(overflow, { message: `sideways scroll at ${viewport.width} px`, timeout: 3000 })
      .toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONE);
}

// The subject of the newest mail to `email`; the mail is queued, so it may take a moment.
async function newestSubject(email: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string }>(
      `SELECT subject FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`,
      [email],
    );
    return rows[0]?.subject;
  } finally {
    await client.end();
  }
}

const NEWCOMERS: Record<Language, { firstName: string; lastName: string; phone: string }> = {
  ms: { firstName: "Aminah", lastName: "Yusof", phone: "012-555 0101" },
  zh: { firstName: "Mei Ling", lastName: "Chong", phone: "012-555 0102" },
  ta: { firstName: "Kavitha", lastName: "Subramaniam", phone: "012-555 0103" },
};

describe("a member who registers in another language", () => {
  for (const [language, person] of Object.entries(NEWCOMERS) as Array<[Language, (typeof NEWCOMERS)[Language]]>) {
    it(`sees every member screen, its toasts and its mail in ${language}`, async () => {
      const words = wordsOf(language);
      const email = `daftar-${language}@jemput.test`;
      const { page, problems, close } = await openPage(browser, PHONE);
      try {
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
        // The profile reminder opens over the dashboard 3 s after it shows; a slow screen check
        // would find the navigation under it. Shown already today, it stays closed (the dashboard
        // suite covers it).
        await page.addInitScript(() =>
          localStorage.setItem("jemput.completionModal.lastShown", new Date().toDateString()),
        );
        await page.goto(`${baseUrl}/login`);
        await page.getByRole("heading", { name: "Welcome back" }).waitFor();
        await page.getByRole("combobox", { name: "Language" }).selectOption(language);
        const auth = (key: string) => words.in("features/auth", key);
        await page.getByRole("tab", { name: auth("screen.registerTab") }).click();
        // Required fields carry a visual '*' in their label text.
        const field = (key: string) => page.getByLabel(new RegExp(`^${auth(key)}\\*?$`));
        await field("register.firstName").fill(person.firstName);
        await field("register.lastName").fill(person.lastName);
        await field("register.email").fill(email);
        await field("register.phone").fill(person.phone);
        await field("register.password").fill("Kopi-Ais-2026");
        await page.getByRole("button", { name: auth("register.create") }).click();
        await page.waitForURL(`${baseUrl}/dashboard`);
        const welcome = toasts(page).getByText(auth("screen.registrationSuccessful"), { exact: true });
        await welcome.waitFor();
        // Dismissed, so the screenshots show the top bar it covers.
        await toasts(page)
          .getByRole("button", { name: words.in("ui", "toast.dismiss") })
          .click();
        await welcome.waitFor({ state: "detached" });
        // Off the top bar, so no button there is captured in its hover colour.
        await page.mouse.move(1, 400);

        const shell = (key: string, values?: Record<string, string>) => words.in("features/shell", key, values);
        // Tamil's greeting gives way in the top bar below 1440 px; it is there for wider screens.
        await page
          .getByText(shell("greeting", { name: person.firstName }), { exact: true })
          .waitFor({ state: language === "ta" ? "attached" : "visible" });
        await page.getByRole("button", { name: shell("logout"), exact: true }).waitFor();
        expect(await page.getByRole("combobox", { name: words.in("ui", "language.label") }).inputValue()).toBe(
          language,
        );
        const nav = page.getByRole("navigation", { name: shell("nav.label") });
        const leftovers = englishOnly(["ui", "features/shell"], language);

        for (const screen of MEMBER_SCREENS) {
          const say = (key: string) => words.in(screen.folder, key);
          if (screen.path !== "/dashboard")
            await nav.getByRole("link", { name: shell(screen.nav), exact: true }).click();
          await page.getByRole("heading", { level: 1, name: say("screen.title"), exact: true }).waitFor();
          for (const key of screen.shows) await page.getByText(say(key), { exact: true }).first().waitFor();
          for (const english of screen.english) {
            expect(await page.getByText(english, { exact: true }).count(), `${screen.name}: "${english}"`).toBe(0);
          }
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
          expect(
            await shownPhrases(page, [...leftovers, ...englishOnly([screen.folder], language)]),
            screen.name,
          ).toEqual([]);
          expect(await axeViolations(page), screen.name).toEqual([]);
          await expectFits(page);
          await screenshot(page, `member-${screen.name}-${language}-390.png`);
        }
        // The top bar's links, on a wide screen, where the team link has its longer name.
        await page.setViewportSize(DESKTOP);
        for (const key of [
          "nav.dashboard",
          "nav.posts",
          "nav.myTeam",
          "nav.invite",
          "nav.reports",
          "nav.payouts",
          "nav.profile",
        ])
          await nav.getByRole("link", { name: shell(key), exact: true }).waitFor();
        // A picture of every screen at 1280 px too (each was checked for sideways scroll above).
        for (const screen of MEMBER_SCREENS) {
          // The team's link has its longer name where the top bar has room for it.
          const named = (key: string) => nav.getByRole("link", { name: shell(key), exact: true });
          const link = screen.nav === "nav.team" && (await named("nav.myTeam").count()) > 0 ? "nav.myTeam" : screen.nav;
          await named(link).click();
          await page
            .getByRole("heading", { level: 1, name: words.in(screen.folder, "screen.title"), exact: true })
            .waitFor();
          // The dashboard may greet a new member with a dialog over the page: closed, as a member would.
          if (await page.getByRole("dialog").count()) await page.keyboard.press("Escape");
          await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
          await screenshot(page, `member-${screen.name}-${language}-1280.png`);
        }
        await page.setViewportSize(PHONE);
        await expectToastsIn(page, words);

        // The reset mail goes out in the language the member registered in.
        const reset = await fetch(`${baseUrl}/api/auth/forgot-password`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email }),
        });
        expect(reset.status).toBeLessThan(300);
        await expect.poll(() => newestSubject(email)).toBe(RESET_MAIL[language].subject);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

// Saving the profile and copying the referral link each say so in the member's language.
async function expectToastsIn(page: Page, words: ReturnType<typeof wordsOf>): Promise<void> {
  const profile = (key: string) => words.in("features/profile", key);
  await page.getByRole("button", { name: profile("form.submit") }).click();
  await toasts(page).getByText(profile("save.done.title"), { exact: true }).waitFor();
  await toasts(page).getByText(profile("save.done"), { exact: true }).waitFor();

  const invite = (key: string, values?: Record<string, string>) => words.in("features/invite", key, values);
  await page.goto(`${baseUrl}/invite`);
  const copyLink = words.pattern("features/invite", "copy.button", { what: invite("details.copyLink") });
  await page.getByRole("button", { name: copyLink }).click();
  await toasts(page).getByText(invite("copy.doneTitle"), { exact: true }).waitFor();
  const done = invite("copy.doneDescription", { item: invite("details.link") });
  await toasts(page).getByText(done, { exact: true }).waitFor();
}

describe("the admin panel in Bahasa Melayu", () => {
  it("shows every tab in BM at 390 px", async () => {
    const admin = catalog("features/admin", "ms");
    const leftovers = englishOnly(["ui", "features/shell", "features/admin"], "ms");
    const { page, problems, close } = await openPage(browser, PHONE);
    try {
      await seedAuth(page, fixture.admin.token, fixture.admin.user);
      await page.addInitScript(() => {
        localStorage.setItem("language", "ms");
        localStorage.setItem("jemput.completionModal.lastShown", new Date().toDateString());
      });
      await page.goto(`${baseUrl}/admin?tab=home`);
      await page.getByRole("heading", { level: 1, name: word(admin, "screen.title") }).waitFor();
      const tabs = page.getByRole("tablist", { name: word(admin, "tabs.label") }).getByRole("tab");
      const names = ["home", "posts", "payouts", "risk", "members", "income", "templates", "images", "brevo", "audit"];
      expect(await tabs.allInnerTexts()).toEqual(names.map((name) => word(admin, `tab.${name}`)));
      // The bottom bar's eight Malay labels all on the screen, none pushed off its edge.
      const outside = await page
        .getByRole("navigation", { name: word(catalog("features/shell", "ms"), "nav.label") })
        .getByRole("link")
        .evaluateAll((all) =>
          all.filter((link) => link.getBoundingClientRect().right > window.innerWidth + 0.5).map((l) => l.textContent),
        );
      expect(outside).toEqual([]);
      for (const name of names) {
        await tabs.getByText(word(admin, `tab.${name}`), { exact: true }).click();
        await page.getByRole("tab", { name: word(admin, `tab.${name}`), selected: true }).waitFor();
        await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe("ms");
        expect(await shownPhrases(page, leftovers), name).toEqual([]);
        expect(await axeViolations(page), name).toEqual([]);
        await screenshot(page, `admin-${name}-ms-390.png`);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
