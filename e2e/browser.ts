import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";

// The system's Chromium (Debian's package) is used: nothing is ever downloaded for the tests.
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
    ],
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export type OpenPage = {
  page: Page;
  // Console errors, uncaught exceptions and CSP violations seen so far; a healthy screen has none.
  problems: string[];
  close: () => Promise<void>;
};

// Each page gets its own context, so local storage (the signed-in state) never leaks between tests.
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
): Promise<OpenPage> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: "en-MY" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return { page, problems, close: () => context.close() };
}

// What the app keeps of the signed-in member under `user` (web/lib/auth.ts): the token aside,
// nothing else of the profile is ever in the browser's storage.
export const STORED_USER_FIELDS = ["id", "email", "firstName", "lastName", "profilePicture", "isAdmin", "referralId"];

// Signs a page in without the login form, by seeding the keys the app reads at start-up, as the
// app itself would have written them after a sign-in.
export async function seedAuth(page: Page, token: string, user: Record<string, unknown>): Promise<void> {
  const identity = Object.fromEntries(Object.entries(user).filter(([field]) => STORED_USER_FIELDS.includes(field)));
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem("token", t);
      localStorage.setItem("user", u);
    },
    [token, JSON.stringify(identity)] as const,
  );
}

/** The fields of the stored user, sorted; empty when none is stored. */
export async function storedUserFields(page: Page): Promise<string[]> {
  const raw = await page.evaluate(() => localStorage.getItem("user"));
  return Object.keys((JSON.parse(raw ?? "{}") ?? {}) as object).sort();
}

const screenshotDir = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));

export function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, name);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const path = screenshotPath(name);
  await page.screenshot({ path, fullPage: true });
  return path;
}

// Signs in as a seeded member and opens a path; waits for the shell's main landmark.
export async function openAs(
  browser: Browser,
  member: { token: string; user: Record<string, unknown> },
  url: string,
  viewport: { width: number; height: number } = PHONE,
  { completionModal = false }: { completionModal?: boolean } = {},
): Promise<OpenPage> {
  const opened = await openPage(browser, viewport);
  await seedAuth(opened.page, member.token, member.user);
  // The completion modal opens once a day; tests that are not about it mark it as shown today
  // (same key and format as web/features/dashboard/hooks/use-completion-modal.ts).
  if (!completionModal) {
    await opened.page.addInitScript(() =>
      localStorage.setItem("jemput.completionModal.lastShown", new Date().toDateString()),
    );
  }
  await opened.page.goto(url);
  return opened;
}

// Takes the phone and desktop screenshots of the screen the page shows, as <name>-390.png and <name>-1280.png.
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390.png`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280.png`);
  await page.setViewportSize(PHONE);
}
