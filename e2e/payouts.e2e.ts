import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { monthOf, periodOf, previousPeriod, yearOf } from "../domain/period.ts";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshot } from "./browser.ts";
import { PAYEE } from "./payee.ts";

const baseUrl = inject("baseUrl");
const { payee, newcomer } = inject("fixture");

// Rina's months, counted back from today in Malaysian time as e2e/payee.ts seeded them.
const lastMonth = previousPeriod(periodOf(new Date()));
const twoAgo = previousPeriod(lastMonth);
const threeAgo = previousPeriod(twoAgo);
const title = (period: number) =>
  new Date(Date.UTC(yearOf(period), monthOf(period) - 1)).toLocaleString("en", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
const lastDay = (period: number) =>
  `${new Date(Date.UTC(yearOf(period), monthOf(period), 0)).getUTCDate()} ${title(period)}`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The value shown under a card's label (a <dt>/<dd> pair).
const valueOf = (page: Page, label: string) =>
  page.locator("dl > div", { has: page.locator("dt", { hasText: label }) }).locator("dd");

const payoutRow = (page: Page, period: number) =>
  page
    .getByRole("list", { name: "Payouts" })
    .getByRole("listitem")
    .filter({ hasText: title(period) });

async function expectPayouts(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
  await payoutRow(page, twoAgo).waitFor();
  expect(await valueOf(page, "Unpaid Balance").allTextContents()).toEqual([
    PAYEE.unpaidBalance,
    `Includes ${PAYEE.pending} pending`,
  ]);
  // This month's post is in its holding period: payable a week after its approval.
  expect(await page.getByRole("list", { name: "Pending" }).getByRole("listitem").allTextContents()).toEqual([
    expect.stringMatching(new RegExp(`^${PAYEE.pending} · payable from \\d{1,2} [A-Z][a-z]+ \\d{4}$`)),
  ]);
  // Last month has ended and is not closed yet: its RM 200 is the next payout.
  // Expected on PAYOUT_DAY (the 7th) of this month, or today once that day has passed unclosed.
  expect(await valueOf(page, "Next Payout").allTextContents()).toEqual([
    PAYEE.nextPayout,
    expect.stringMatching(
      new RegExp(`^Expected in your bank on \\d{1,2} [A-Z][a-z]+ \\d{4}, after ${lastDay(lastMonth)}$`),
    ),
  ]);
  const paid = await payoutRow(page, twoAgo).textContent();
  expect(paid).toContain(`Bank reference: ${PAYEE.reference}`);
  expect(paid).toContain("Paid");
  expect(paid).toContain(PAYEE.paid);
  const failed = await payoutRow(page, threeAgo).textContent();
  expect(failed).toContain("Failed");
  expect(failed).toContain(PAYEE.failed);
  expect(await page.getByRole("list", { name: "Payouts" }).getByRole("listitem").count()).toBe(2);
}

describe("payouts screen", () => {
  it("opens from the bottom bar on phones, shows the paid payout and the balance, and passes axe", async () => {
    const { page, problems, close } = await openAs(browser, payee, `${baseUrl}/dashboard`, PHONE);
    try {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Payouts" }).click();
      await page.waitForURL(`${baseUrl}/payouts`);
      await expectPayouts(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 780 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.setViewportSize(PHONE);
      await screenshot(page, "payouts-390.png");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("opens from the top bar on desktop and passes axe there too", async () => {
    const { page, problems, close } = await openAs(browser, payee, `${baseUrl}/dashboard`, DESKTOP);
    try {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Payouts" }).click();
      await expectPayouts(page);
      expect(await nav.getByRole("link", { name: "Payouts" }).getAttribute("aria-current")).toBe("page");
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "payouts-1280.png");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("is reached from the dashboard's income card, whose activity tells of the payment", async () => {
    const { page, problems, close } = await openAs(browser, payee, `${baseUrl}/dashboard`, DESKTOP);
    try {
      const activity = page.getByRole("region", { name: "Recent Team Activity" });
      await activity.getByRole("button", { name: "View All" }).click();
      const payment = activity.getByRole("listitem").filter({ hasText: "Payment received" });
      expect(await payment.textContent()).toContain(`Payment received: ${PAYEE.paid} for ${title(twoAgo)}`);
      expect(await payment.getByText("Payout", { exact: true }).count()).toBe(1);
      await page
        .getByRole("region", { name: "Monthly Income Breakdown" })
        .getByRole("link", { name: "View Payouts" })
        .click();
      await page.getByRole("heading", { level: 1, name: "Payouts" }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows a member without payouts an empty list and nothing owed", async () => {
    const { page, problems, close } = await openAs(browser, newcomer, `${baseUrl}/payouts`, PHONE);
    try {
      await page.getByText("No payouts yet", { exact: true }).waitFor();
      expect(await valueOf(page, "Unpaid Balance").first().textContent()).toBe("RM\u00a00.00");
      expect(await valueOf(page, "Next Payout").first().textContent()).toBe("RM\u00a00.00");
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
