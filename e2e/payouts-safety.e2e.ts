import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, screenshotBoth, type OpenPage } from "./browser.ts";
import { approveIn, seedSafety, type SafetyWorld } from "./payouts-safety-seed.ts";

// Money moves only once it has been seen and confirmed: the admin closes a month from its
// preview (a change in between is shown, not issued), issues its bank file from a preview that
// lists the payouts left out, downloads it again unchanged, and every money button fires once
// however fast it is clicked. Members owed money without payment details, or held for review,
// are told so (e2e/payouts-safety-seed.ts makes the month and its members).
const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const { admin } = inject("fixture");
let browser: Browser;
let world: SafetyWorld & { period: number };

beforeAll(async () => {
  browser = await launchBrowser();
  world = await seedSafety(databaseUrl);
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function withPage(opening: Promise<OpenPage>, test: (opened: OpenPage) => Promise<void>): Promise<void> {
  const opened = await opening;
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}

/** The POSTs the page sends to a path, counted as they leave. */
function posts(page: Page, path: RegExp): Array<string> {
  const sent: Array<string> = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && path.test(new URL(request.url()).pathname)) sent.push(request.url());
  });
  return sent;
}

// The language as the top bar keeps it, chosen before the screen is read again.
async function inLanguage(page: Page, language: "en" | "ms"): Promise<void> {
  await page.evaluate((l) => localStorage.setItem("language", l), language);
  await page.reload();
}

async function openMonth(page: Page): Promise<void> {
  await page.getByLabel(/^(Year|Tahun)$/).selectOption(String(world.year));
  await page.getByLabel(/^(Month|Bulan)$/).selectOption(String(world.month));
}

const dialog = (page: Page) => page.getByRole("dialog");
const row = (page: Page, name: string) =>
  page.getByRole("region", { name: "Payout list" }).getByRole("row").filter({ hasText: name });
// The problems a test provokes on purpose (a refused close is a 409 the browser logs).
const unexpected = (problems: string[]) => problems.filter((p) => !p.includes("status of 409"));

describe("closing a month from its preview", () => {
  it("shows the figures, refuses to issue changed ones, and closes once however often Confirm is clicked", () =>
    withPage(openAs(browser, admin, `${baseUrl}/admin?tab=payouts`), async ({ page, problems }) => {
      const closes = posts(page, /^\/api\/admin\/payouts\/close$/);
      await openMonth(page);
      await page.getByRole("button", { name: "Close Month" }).click();
      const figures = dialog(page).getByRole("definition");
      await dialog(page).getByText("Payouts to issue").waitFor();
      await expect
        .poll(() => figures.allTextContents())
        .toEqual(["2", "RM\u00a0400.00", "1 · RM\u00a0200.00", "0 · RM\u00a00.00", "1 · RM\u00a0200.00"]);
      await dialog(page).getByText("Farid Osman: RM\u00a0200.00 (open fraud flag)").waitFor();
      await dialog(page).getByText("Nordin Ali: RM\u00a0200.00").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "admin-payouts-close-preview");

      // Mei's second post is approved while the dialog is open: the close shown is no longer true.
      await approveIn(databaseUrl, world.members.mei.id, world.period);
      await dialog(page).getByRole("button", { name: "Confirm and close" }).click();
      await dialog(page)
        .getByRole("alert")
        .getByText("The figures changed since this was opened.", { exact: false })
        .waitFor();
      await expect
        .poll(() => figures.allTextContents())
        .toEqual(["2", "RM\u00a0600.00", "1 · RM\u00a0200.00", "0 · RM\u00a00.00", "1 · RM\u00a0200.00"]);
      expect(closes).toHaveLength(1);

      await dialog(page).getByRole("button", { name: "Confirm and close" }).dblclick();
      await dialog(page).waitFor({ state: "detached" });
      await row(page, "Mei Lin").getByText("RM\u00a0400.00").waitFor();
      expect(closes).toHaveLength(2);
      expect(unexpected(problems)).toEqual([]);
    }));

  it("reads in Malay", async () => {
    // The month is closed now: the dialog says so, and the close cannot be confirmed.
    await withPage(openAs(browser, admin, `${baseUrl}/admin?tab=payouts`), async ({ page, problems }) => {
      await inLanguage(page, "ms");
      await openMonth(page);
      await page.getByRole("button", { name: "Tutup Bulan" }).click();
      await dialog(page).getByText("Bulan ini telah ditutup", { exact: false }).waitFor();
      expect(await dialog(page).getByRole("button", { name: "Sahkan dan tutup" }).isDisabled()).toBe(true);
      await screenshotBoth(page, "admin-payouts-close-preview-ms");
      expect(problems).toEqual([]);
    });
  });
});

describe("the bank file", () => {
  it("is previewed with the payouts left out, issued once, and downloaded again byte for byte", () =>
    withPage(openAs(browser, admin, `${baseUrl}/admin?tab=payouts`, DESKTOP), async ({ page, problems }) => {
      const issues = posts(page, /^\/api\/admin\/payouts\/bank-file$/);
      await openMonth(page);
      await page.getByRole("button", { name: "Issue Bank File", exact: true }).click();
      await dialog(page).getByText("Left out of the file").waitFor();
      await dialog(page).getByText("Nordin Ali: RM\u00a0200.00 (no payment details)").waitFor();
      await expect
        .poll(() => dialog(page).getByRole("definition").allTextContents())
        .toEqual(["1", "RM\u00a0400.00", "1 · RM\u00a0200.00"]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "admin-payouts-file-preview");

      const download = page.waitForEvent("download");
      await dialog(page).getByRole("button", { name: "Issue and download" }).dblclick();
      const file = await download;
      const text = await readFile((await file.path())!, "utf8");
      expect(text).toContain(`PO-${world.period}-${world.members.mei.id}`);
      expect(text).not.toContain(`PO-${world.period}-${world.members.nordin.id}`);
      await dialog(page).waitFor({ state: "detached" });
      expect(issues).toHaveLength(1);

      await page.getByRole("button", { name: "Issue Bank File", exact: true }).click();
      await dialog(page)
        .getByText(/^Issue 1 was written on .+ \(Malaysian time\) as jemput-payouts-/)
        .waitFor();
      const again = page.waitForEvent("download");
      await dialog(page).getByRole("button", { name: "Download again" }).click();
      const second = await again;
      expect(second.suggestedFilename()).toBe(file.suggestedFilename());
      expect(await readFile((await second.path())!, "utf8")).toBe(text);
      expect(issues).toHaveLength(1);
      expect(problems).toEqual([]);
    }));

  it("reads in Malay", async () => {
    await withPage(openAs(browser, admin, `${baseUrl}/admin?tab=payouts`), async ({ page, problems }) => {
      await inLanguage(page, "ms");
      await openMonth(page);
      await page.getByRole("button", { name: "Keluarkan Fail Bank" }).click();
      await dialog(page).getByRole("button", { name: "Muat turun semula" }).waitFor();
      await screenshotBoth(page, "admin-payouts-file-preview-ms");
      expect(problems).toEqual([]);
    });
  });
});

describe("the Payouts tab's money buttons", () => {
  it("mark failed, mark paid, re-issue and apply the bank's result once each, however fast they are clicked", () =>
    withPage(openAs(browser, admin, `${baseUrl}/admin?tab=payouts`, DESKTOP), async ({ page, problems }) => {
      const sent = posts(page, /^\/api\/admin\/payouts\/(.+\/(paid|failed)|bank-file\/reissue|reconcile)$/);
      await openMonth(page);
      await row(page, "Nordin Ali")
        .getByRole("button", { name: /Mark Failed/ })
        .click();
      await dialog(page).getByRole("textbox").fill("No payment details");
      await dialog(page).getByRole("button", { name: "Mark Failed" }).dblclick();
      await row(page, "Nordin Ali").getByText("Failed", { exact: true }).waitFor();
      expect(sent.filter((u) => u.endsWith("/failed"))).toHaveLength(1);

      await row(page, "Mei Lin")
        .getByRole("button", { name: /Mark Paid/ })
        .click();
      await dialog(page).getByRole("textbox").fill("MBB-SAFE-0001");
      await dialog(page).getByRole("textbox").press("Enter");
      await dialog(page)
        .getByRole("textbox")
        .press("Enter")
        .catch(() => undefined);
      await row(page, "Mei Lin").getByText("Paid", { exact: true }).waitFor();
      expect(sent.filter((u) => u.endsWith("/paid"))).toHaveLength(1);

      await page.getByRole("button", { name: "Re-issue Bank File" }).click();
      await dialog(page).getByRole("textbox").fill("The bank lost the upload");
      await dialog(page).getByRole("button", { name: "Re-issue" }).dblclick();
      await dialog(page).waitFor({ state: "detached" });
      expect(sent.filter((u) => u.endsWith("/reissue"))).toHaveLength(1);

      // Two files chosen in a row before the first answer: one upload.
      const input = page.locator('input[type="file"]');
      const result = `reference,status,bank_reference\nPO-${world.period}-${world.members.mei.id},paid,MBB-SAFE-0001\n`;
      const file = { name: "result.csv", mimeType: "text/csv", buffer: Buffer.from(result) };
      await Promise.all([input.setInputFiles(file), input.setInputFiles(file)]);
      await page.getByRole("status", { name: "Bank result" }).waitFor();
      expect(sent.filter((u) => u.endsWith("/reconcile"))).toHaveLength(1);
      expect(unexpected(problems)).toEqual([]);
    }));
});

describe("what members are told", () => {
  for (const language of ["en", "ms"] as const)
    it(`asks for payment details while money is owed, and says a payout is on hold, in ${language}`, async () => {
      const words =
        language === "en"
          ? { details: "Add your payment details", hold: "Your payout is on hold for review" }
          : { details: "Tambah butiran pembayaran anda", hold: "Pembayaran anda ditahan untuk semakan" };
      for (const [who, heading, path, shot] of [
        [world.members.nordin, words.details, "/payouts", "member-payouts-details-needed"],
        [world.members.nordin, words.details, "/dashboard", "member-dashboard-details-needed"],
        [world.members.farid, words.hold, "/payouts", "member-payouts-on-hold"],
      ] as const) {
        await withPage(openAs(browser, who, `${baseUrl}${path}`), async ({ page, problems }) => {
          await inLanguage(page, language);
          const notice = page.getByRole("region", { name: heading });
          await notice.waitFor();
          if (heading === words.details)
            expect(await notice.getByRole("link").getAttribute("href")).toBe("/profile#payment-details");
          else expect(await notice.textContent()).not.toMatch(/RF-E2E|device|flag/i);
          expect(await axeViolations(page)).toEqual([]);
          await screenshotBoth(page, language === "en" ? shot : `${shot}-ms`);
          expect(problems).toEqual([]);
        });
      }
    });
});
