import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshotBoth } from "./browser.ts";

// The admin settles a closed month's payouts with the bank's result file: a malformed file is
// refused in the server's words and changes nothing; the real one marks Rosli's payout paid and
// Wati's failed, and the report lists the line that names no payout (e2e/bank-result.ts).
const baseUrl = inject("baseUrl");
const { admin, bankResult } = inject("fixture");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HEADER = "reference,status,bank_reference";

async function uploadFile(page: Page, name: string, text: string): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload Bank Result" }).click();
  await (await chooser).setFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
}

// The screen as it reads at rest: the upload's toast seen and dismissed, the page at the top.
async function atRest(page: Page, toastTitle: string): Promise<void> {
  const toast = page.locator('[role="region"][aria-label^="Notifications"] li').filter({ hasText: toastTitle });
  await toast.waitFor();
  await toast.getByRole("button", { name: "Dismiss" }).click();
  await toast.waitFor({ state: "detached" });
  await page.evaluate(() => window.scrollTo(0, 0));
}

const row = (page: Page, name: string) =>
  page.getByRole("region", { name: "Payout list" }).getByRole("row").filter({ hasText: name });

describe("admin payouts: the bank's result file", () => {
  it("refuses a malformed file, then marks payouts paid and failed and reports every line", async () => {
    const { page, problems, close } = await openAs(browser, admin, `${baseUrl}/admin?tab=payouts`);
    try {
      await page.getByLabel("Year").selectOption(String(bankResult.year));
      await page.getByLabel("Month").selectOption(String(bankResult.month));
      // At 1280 px beside the tab's buttons, each select is wide enough for its longest option.
      await page.setViewportSize(DESKTOP);
      for (const label of ["Month", "Year"])
        expect(
          await page.getByLabel(label).evaluate((select: HTMLSelectElement) => {
            const style = getComputedStyle(select);
            const context = document.createElement("canvas").getContext("2d")!;
            context.font = style.font;
            const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
            return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - widest;
          }),
          label,
        ).toBeGreaterThanOrEqual(0);
      await page.setViewportSize(PHONE);
      await row(page, "Rosli Hamid").getByText("Unpaid", { exact: true }).waitFor();
      // Each with the account it was issued to.
      await row(page, "Wati Sulaiman").getByText("•••• 6677").waitFor();

      await uploadFile(page, "result.csv", `${HEADER}\n${bankResult.paidId},paid,\n`);
      const refusal = page.getByRole("alert").filter({ hasText: "The bank result was not applied." });
      await refusal.getByText("Invalid bank result file: line 2: a paid line needs its bank_reference").waitFor();
      expect(await row(page, "Rosli Hamid").getByText("Unpaid", { exact: true }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await atRest(page, "Failed to apply bank result");
      await screenshotBoth(page, "admin-payouts-bank-result-refused");

      await uploadFile(
        page,
        "result.csv",
        [
          HEADER,
          `${bankResult.paidId},paid,MBB-E2E-0001`,
          `${bankResult.failedId},failed,Account closed`,
          "PO-209901-1,paid,MBB-E2E-0002",
        ].join("\n"),
      );
      const report = page.getByRole("status", { name: "Bank result" });
      await report.getByText("Bank result: 3 lines, 2 applied, 0 unchanged, 1 unmatched").waitFor();
      await report.getByText(`Line 2: ${bankResult.paidId}, Paid`).waitFor();
      await report.getByText(`Line 3: ${bankResult.failedId}, Failed`).waitFor();
      await report.getByText("Line 4: PO-209901-1, Paid").waitFor();
      await row(page, "Rosli Hamid").getByText("Paid", { exact: true }).waitFor();
      await row(page, "Rosli Hamid").getByText("MBB-E2E-0001").waitFor();
      await row(page, "Wati Sulaiman").getByText("Failed", { exact: true }).waitFor();
      expect(
        await row(page, "Wati Sulaiman")
          .getByRole("button", { name: /Mark Paid/ })
          .count(),
      ).toBe(0);
      expect(await page.getByRole("alert").filter({ hasText: "not applied" }).count()).toBe(0);

      expect(await axeViolations(page)).toEqual([]);
      // The wide table scrolls inside its box; the page itself never scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await atRest(page, "Bank result applied");
      await screenshotBoth(page, "admin-payouts-bank-result");
      // The refused upload is the only failed request the browser reports.
      expect(problems.filter((p) => !p.includes("status of 400"))).toEqual([]);
    } finally {
      await close();
    }
  });
});
