import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshotBoth, type OpenPage } from "./browser.ts";

const baseUrl = inject("baseUrl");
const { admin, leader, review } = inject("fixture");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Failed calls the test provokes on purpose are logged by the browser; anything else is a problem.
const unexpected = (problems: string[], ...statuses: number[]) =>
  problems.filter((problem) => !statuses.some((status) => problem.includes(`status of ${status}`)));

const openAdmin = (tab: string, viewport: { width: number; height: number } = PHONE) =>
  openAs(browser, admin, `${baseUrl}/admin?tab=${tab}`, viewport);

async function withPage(opening: Promise<OpenPage>, test: (opened: OpenPage) => Promise<void>): Promise<void> {
  const opened = await opening;
  try {
    await test(opened);
  } finally {
    await opened.close();
  }
}

// Skeletons carry aria-busy; a tab is ready once none is left.
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.setViewportSize(PHONE);
}

const screenshotDir = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));

// An open dialog is fixed to the viewport and locks scrolling: the viewport is what to capture.
async function screenshotDialog(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${screenshotDir}${name}-${viewport.width}.png` });
  }
  await page.setViewportSize(PHONE);
}

// Found in the toast viewport by its markup: a modal dialog hides it from the accessibility tree.
const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');
const toast = (page: Page, title: string) => toasts(page).getByText(title, { exact: true }).waitFor();

function adminApi(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json", ...init.headers },
  });
}

// A real 8×8 orange PNG, so the server's check of the file's first bytes accepts it.
function smallPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: 8 }, () => [0xc2, 0x41, 0x0c]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("admin panel access", () => {
  it("shows a member Access Denied and no Admin link", () =>
    withPage(openAs(browser, leader, `${baseUrl}/admin`), async ({ page, problems }) => {
      await page.getByRole("heading", { level: 1, name: "Access Denied" }).waitFor();
      expect(await page.getByText("You don't have permission to access the admin panel.").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);
      expect(await page.getByRole("tab").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "admin-access-denied");
      expect(problems).toEqual([]);
    }));
});

// In this order: the tour of every tab comes last, so the audit log has an entry to show.
describe("admin panel", () => {
  it("approves a pending post, which pays the poster, the referrer and the grand-referrer", async () => {
    await withPage(openAdmin("posts"), async ({ page, problems }) => {
      const post = page.getByRole("listitem").filter({ hasText: review.pendingPostTitle });
      await post.waitFor();
      expect(await post.getByText("Suresh Child").isVisible()).toBe(true);
      const link = post.getByRole("link", { name: /tiktok\.com/ });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
      await screenshotBoth(page, "admin-posts-pending");

      // Rejecting asks for a reason first; cancelled here, so the post stays pending.
      await post.getByRole("button", { name: `Reject ${review.pendingPostTitle}` }).click();
      const dialog = page.getByRole("dialog", { name: "Reject Post" });
      await dialog.getByRole("button", { name: "Reject Post" }).click();
      await dialog.getByText("Please give a reason").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotDialog(page, "admin-reject-dialog");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });

      await post.getByRole("button", { name: `Approve ${review.pendingPostTitle}` }).click();
      await toast(page, "Post approved");
      // It stays where it was, showing what was decided, with nothing left to press (decision 38).
      await post.getByText("Approved", { exact: true }).waitFor();
      expect(
        await post
          .getByRole("button")
          .filter({ hasText: /^(Approve|Reject)$/ })
          .count(),
      ).toBe(0);
      await page.getByRole("button", { name: "Approved", exact: true }).click();
      await page
        .getByRole("listitem")
        .filter({ hasText: review.pendingPostTitle })
        .getByText(/Approved .* RM\s200\.00/)
        .waitFor();

      await page.getByRole("tab", { name: "Audit" }).click();
      const entry = page
        .getByRole("list", { name: "Audit entries" })
        .getByRole("listitem")
        .filter({ hasText: review.pendingPostTitle });
      await entry.filter({ hasText: "Approved a post" }).waitFor();
      expect(await entry.textContent()).toContain("Farah Admin");
      expect(problems).toEqual([]);
    });

    for (const [member, total] of [
      [review.child, "RM\u00a0200.00"],
      [review.parent, "RM\u00a030.00"],
      [review.grandparent, "RM\u00a010.00"],
    ] as const) {
      await withPage(openAs(browser, member, `${baseUrl}/dashboard`), async ({ page, problems }) => {
        await page.getByRole("region", { name: "Income this month" }).getByText(total, { exact: true }).waitFor();
        expect(problems).toEqual([]);
      });
    }
  });

  it("refuses to close a month that has not ended, in the server's words", () =>
    withPage(openAdmin("payouts"), async ({ page, problems }) => {
      const now = new Date(Date.now() + 8 * 3_600_000);
      await page.getByLabel("Month").selectOption(String(now.getUTCMonth() + 1));
      await page.getByLabel("Year").selectOption(String(now.getUTCFullYear()));
      // The preview is refused before anything could be confirmed.
      await page.getByRole("button", { name: "Close Month" }).click();
      await page
        .getByRole("dialog")
        .getByRole("alert")
        .getByText("A month can be closed only after it has ended (Malaysian time)", { exact: true })
        .waitFor();
      expect(unexpected(problems, 409)).toEqual([]);
    }));

  it("shows what a close leaves unpaid because it is still in its holding period", () =>
    withPage(openAdmin("payouts"), async ({ page, problems }) => {
      // The fixture's closable months hold nothing pending on most days: the preview is served here.
      const preview = {
        month: 1,
        year: 2026,
        closed: false,
        payouts: 12,
        total: 2760,
        held: [],
        heldAmount: 0,
        pending: 3,
        pendingAmount: 460,
        withoutDetails: [],
        withoutDetailsAmount: 0,
        minimum: 0,
        belowMinimum: 0,
        belowMinimumAmount: 0,
        withholding: 0,
        withheldAmount: 0,
        digest: "0".repeat(32),
      };
      await page.route("**/api/admin/payouts/close-preview?*", (route) => route.fulfill({ json: preview }));
      await page.getByRole("button", { name: "Close Month" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("In holding period", { exact: true }).waitFor();
      expect(await dialog.getByRole("definition").allTextContents()).toEqual([
        "12",
        "RM\u00a02,760.00",
        "0 · RM\u00a00.00",
        "3 · RM\u00a0460.00",
        "0 · RM\u00a00.00",
      ]);
      await dialog
        .getByText(
          "Pay for posts still in their holding period stays unpaid: the first close after the period ends pays it.",
        )
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotDialog(page, "admin-payouts-close-holding");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      expect(problems).toEqual([]);
    }));

  it("asks for the bank reference before marking a payout paid", () =>
    withPage(openAdmin("payouts"), async ({ page, problems }) => {
      // The fixture's income is all in the current month, which cannot be closed yet: the list is served here.
      const payout = {
        id: "P-E2E-1",
        memberId: 1,
        memberName: "Aisyah Rahman",
        email: "aisyah@jemput.test",
        month: 1,
        year: 2026,
        bankAccountHolderName: "Aisyah Binti Rahman",
        bankName: "Maybank",
        bankCode: "MBBEMYKL",
        bankAccountNumber: "•••• 7890",
        duitNowIdType: null,
        amount: 1880,
        status: "issued",
        reference: null,
        issuedAt: "2026-02-01T00:00:00.000Z",
        paidAt: null,
      };
      await page.route("**/api/admin/payouts?*", (route) => route.fulfill({ json: [payout] }));
      await page.reload();
      await page.getByRole("button", { name: "Mark Paid for Aisyah Rahman" }).click();
      const dialog = page.getByRole("dialog", { name: "Mark Payout as Paid" });
      await dialog.getByText("RM\u00a01,880.00 to Aisyah Rahman").waitFor();
      await dialog.getByRole("button", { name: "Mark Paid" }).click();
      await dialog.getByText("Please enter the bank reference").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshotDialog(page, "admin-mark-paid-dialog");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      expect(problems).toEqual([]);
    }));

  it("searches, filters, sorts and picks columns in the members table", () =>
    withPage(openAdmin("members"), async ({ page, problems }) => {
      const table = page.getByRole("region", { name: "Member list" });
      const names = () => table.locator("tbody tr td:first-child button").allTextContents();
      const header = (name: string) => table.getByRole("columnheader", { name, exact: true });
      await table.waitFor();

      // The server sorts: the rows change when its page arrives, a moment after the click.
      const byName = (list: Array<string>) => [...list].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
      await table.getByRole("button", { name: "Name", exact: true }).click();
      expect(await header("Name").getAttribute("aria-sort")).toBe("ascending");
      await expect
        .poll(async () => {
          const list = await names();
          return list.length > 10 && list.join() === byName(list).join();
        })
        .toBe(true);
      const ascending = await names();
      await table.getByRole("button", { name: "Name", exact: true }).click();
      expect(await header("Name").getAttribute("aria-sort")).toBe("descending");
      await expect.poll(names).toEqual([...ascending].reverse());

      await page.getByRole("searchbox", { name: "Search" }).fill("Hafiz");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByText("1 member", { exact: true }).waitFor();
      expect(await names()).toEqual(["Hafiz Ismail"]);
      expect(await table.getByText("Categories: Food & Lifestyle, Travel").isVisible()).toBe(true);

      await table.getByRole("button", { name: "Hafiz Ismail" }).click();
      const details = page.getByRole("dialog", { name: "Member Details" });
      // Four posts of his own (RM 800) and 15% of his four recruits' eight posts (RM 240).
      for (const text of ["Shah Alam", "Selangor", "Aisyah Rahman", "Member", "RM\u00a01,040.00"]) {
        expect(await details.getByText(text, { exact: true }).count(), text).toBeGreaterThan(0);
      }
      expect(await details.getByText(/^#\d+$/).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotDialog(page, "admin-member-details");
      await details.getByText("Close", { exact: true }).click();

      // The referrer is not in the filtered table; the link finds her by name.
      await table.getByRole("button", { name: "Aisyah Rahman" }).click();
      await details.getByText("Direct Registration", { exact: true }).waitFor();
      expect(await details.getByText("aisyah@jemput.test", { exact: true }).isVisible()).toBe(true);
      await details.getByText("Close", { exact: true }).click();

      await page.getByRole("button", { name: "Clear All" }).click();
      await page.getByRole("button", { name: "Show Filters" }).click();
      await page.getByRole("group", { name: "State" }).getByRole("checkbox", { name: "Selangor" }).check();
      expect(await axeViolations(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBoth(page, "admin-members-filters");
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await page.getByRole("button", { name: "Hide Filters (1)" }).waitFor();
      // The unfiltered rows stay until the filtered page arrives: wait for that page itself.
      await expect
        .poll(async () => {
          const list = await names();
          return list.includes("Hafiz Ismail") && !list.includes("Aisyah Rahman");
        })
        .toBe(true);
      expect(await header("Location").count()).toBe(0);
      await expectNoHorizontalScroll(page);
      await page.getByRole("button", { name: "Clear All" }).click();
      await header("Location").waitFor();

      // Opened near the bottom of the window, the list of columns flips up and stays on screen.
      const columns = page.getByRole("button", { name: /^Columns/ });
      await columns.evaluate((button) => scrollBy(0, button.getBoundingClientRect().bottom - innerHeight + 8));
      await columns.click();
      const picker = page.getByRole("dialog").filter({ has: page.getByRole("checkbox", { name: "Phone" }) });
      await picker.waitFor();
      await expect
        .poll(() =>
          picker.evaluate((box) => {
            const { top, bottom } = box.getBoundingClientRect();
            return top >= 0 && bottom <= innerHeight;
          }),
        )
        .toBe(true);
      await page.getByRole("checkbox", { name: "Phone", exact: true }).uncheck();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      expect(await header("Phone").count()).toBe(0);
      await page.reload();
      await table.waitFor();
      await header("Email").waitFor();
      expect(await header("Phone").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Columns (9 of 10)" }).isVisible()).toBe(true);
      expect(problems).toEqual([]);
    }));

  it("uploads a brand image that members see on /invite, then deletes it", async () => {
    const description = "E2E Merdeka banner";
    try {
      await withPage(openAdmin("images"), async ({ page, problems }) => {
        const input = page.getByLabel("Image", { exact: true });
        await input.setInputFiles({
          name: "bad.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
        });
        await toast(page, "Invalid file type");
        await page.getByText("Invalid file type - Please select an image file (PNG, JPG, GIF)").waitFor();

        await input.setInputFiles({ name: "merdeka.png", mimeType: "image/png", buffer: smallPng() });
        await page.getByLabel("Description").fill(description);
        await page.getByRole("button", { name: "Upload Image" }).click();
        await toast(page, "Image uploaded successfully!");
        await page.getByRole("img", { name: description }).waitFor();
        await screenshotBoth(page, "admin-images-uploaded");
        expect(problems).toEqual([]);
      });

      await withPage(openAs(browser, leader, `${baseUrl}/invite`), async ({ page, problems }) => {
        await page.getByRole("region", { name: "Brand Images" }).getByRole("img", { name: description }).waitFor();
        expect(problems).toEqual([]);
      });

      await withPage(openAdmin("images"), async ({ page, problems }) => {
        await page.getByRole("button", { name: `Delete ${description}` }).click();
        const dialog = page.getByRole("dialog", { name: "Delete Image" });
        await dialog.getByText("Are you sure you want to delete this image? This action cannot be undone.").waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshotDialog(page, "admin-delete-image-dialog");
        await dialog.getByRole("button", { name: "Delete", exact: true }).click();
        await toast(page, "Image deleted successfully!");
        await page.getByRole("img", { name: description }).waitFor({ state: "detached" });
        expect(problems).toEqual([]);
      });
    } finally {
      // Other suites expect no brand images; a failure above must not leave one behind.
      const { images } = (await (await adminApi("/api/admin/images")).json()) as {
        images: Array<{ id: number; description: string }>;
      };
      for (const image of images.filter((i) => i.description === description))
        await adminApi(`/api/admin/images/${image.id}`, { method: "DELETE" });
    }
  });

  it("edits a share template that members are then served, and keeps the email campaign draft", async () => {
    const templates = (await (await fetch(`${baseUrl}/api/message-templates`)).json()) as Array<{
      name: string;
      content: string;
    }>;
    const original = templates.find((t) => t.name === "whatsapp_share_template")!.content;
    const edited = "Join my team on Jemput with code {{referralId}} (edited by the browser suite)";
    try {
      await withPage(openAdmin("templates"), async ({ page, problems }) => {
        await page.getByRole("button", { name: "Edit WhatsApp share template" }).click();
        const dialog = page.getByRole("dialog", { name: "Edit Message Template" });
        const content = dialog.getByLabel("Template Content");
        expect(await content.inputValue()).toBe(original);
        await content.fill("   ");
        await dialog.getByRole("button", { name: "Save Changes" }).click();
        await dialog.getByText("Template content cannot be empty").waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await screenshotDialog(page, "admin-edit-template-dialog");

        await content.fill(edited);
        await dialog.getByRole("button", { name: "Save Changes" }).click();
        await toast(page, "Template updated successfully!");
        await dialog.waitFor({ state: "detached" });
        await page.getByText(edited).waitFor();

        await page.getByLabel("Subject").fill("Hello {{firstName}}, grow your team");
        await page.getByRole("button", { name: "Save Email Template" }).click();
        await toast(page, "Email template saved successfully!");
        await page.reload();
        expect(await page.getByLabel("Subject").inputValue()).toBe("Hello {{firstName}}, grow your team");
        expect(problems).toEqual([]);
      });
      const served = (await (await fetch(`${baseUrl}/api/message-templates`)).json()) as Array<{
        name: string;
        content: string;
      }>;
      expect(served.find((t) => t.name === "whatsapp_share_template")?.content).toBe(edited);
    } finally {
      const restored = await adminApi("/api/super-admin/message-templates/whatsapp_share_template", {
        method: "PUT",
        body: JSON.stringify({ content: original, isActive: true }),
      });
      expect(restored.status).toBe(200);
    }
  });

  // The Brevo calls are answered in the page, so this checks the tab's own behaviour whatever
  // the server's Brevo configuration: the success toasts, then the failure toasts.
  it("shows the Brevo toasts for success and failure", () =>
    withPage(openAdmin("brevo"), async ({ page, problems }) => {
      let fail = false;
      const answer = (body: unknown) => (route: import("playwright-core").Route) =>
        fail ? route.fulfill({ status: 500, json: { error: "Brevo is unavailable" } }) : route.fulfill({ json: body });
      await page.route("**/api/admin/brevo/setup-attributes", answer({ created: ["FIRSTNAME"], existing: [] }));
      // The stand-in answers have the shapes of the real API (domain/contract/brevo.ts): the
      // app decodes every answer with the contract.
      await page.route("**/api/admin/brevo/sync-all-contacts", answer({ totalContacts: 42, jobId: 1, started: true }));
      await page.route(
        "**/api/super-admin/send-referral-reminder",
        answer({
          results: { successful: 9, total: 10, successRate: 90, failed: 1, skipped: 0, queued: 0 },
          delivery: "brevo",
          jobId: 2,
          state: "done",
          finished: true,
        }),
      );

      await page.getByRole("button", { name: "Set Up Custom Attributes" }).click();
      await toast(page, "Brevo custom attributes created successfully!");
      await page.getByRole("button", { name: "Sync All Contacts" }).click();
      await toast(page, "Brevo sync started successfully!");
      await toast(page, "Syncing 42 contacts in the background");
      await page.getByRole("button", { name: "Send Referral Reminder" }).click();
      const dialog = page.getByRole("dialog", { name: "Send Referral Reminder" });
      expect(await axeViolations(page)).toEqual([]);
      await screenshotDialog(page, "admin-brevo-confirm");
      await dialog.getByRole("button", { name: "Send Reminder" }).click();
      await toast(page, "Referral reminder email campaign completed!");
      await toast(page, "Sent to 9 of 10 members (90% success rate)");

      // Each failure toast gives the server's reason.
      fail = true;
      await page.getByRole("button", { name: "Set Up Custom Attributes" }).click();
      await toast(page, "Failed to setup Brevo attributes");
      await toast(page, "Brevo is unavailable");
      await page.getByRole("button", { name: "Sync All Contacts" }).click();
      await toast(page, "Failed to sync contacts to Brevo");
      await page.getByRole("button", { name: "Send Referral Reminder" }).click();
      await dialog.getByRole("button", { name: "Send Reminder" }).click();
      await toast(page, "Failed to send referral reminder emails");
      expect(unexpected(problems, 500)).toEqual([]);
    }));

  // No Brevo key on this server: the campaign really runs as a job and its mail lands in the
  // outbox, so the tab's job list and outbox are checked against what the server recorded.
  it("follows a real campaign in Background Jobs and shows its mail, without link tokens, in the Outbox", () =>
    withPage(openAdmin("brevo"), async ({ page, problems }) => {
      const jobs = page.getByRole("list", { name: "Background jobs" });
      await settled(page);
      await page.getByRole("button", { name: "Send Referral Reminder" }).click();
      await page
        .getByRole("dialog", { name: "Send Referral Reminder" })
        .getByRole("button", { name: "Send Reminder" })
        .click();
      await toast(page, "Referral reminder email campaign completed!");
      await toasts(page)
        .getByText(/^Queued [\d,]+ mails? in the outbox: no mail service is configured, nothing was sent$/)
        .waitFor();

      const [job] = (await (
        await adminApi("/api/admin/jobs?kind=campaign.referral-reminder&limit=1")
      ).json()) as Array<{ state: string; result: { total: number; queued: number } }>;
      expect(job?.state).toBe("done");
      expect(job!.result.total).toBeGreaterThan(0);
      const latest = jobs.getByRole("listitem").first();
      await latest.getByText("Done", { exact: true }).waitFor();
      // No Brevo key: the mail waits in the outbox, and the list does not say sent either.
      await latest
        .getByText(`${job!.result.queued} of ${job!.result.total} members queued in the outbox, nothing sent`)
        .waitFor();

      const outbox = page.getByRole("list", { name: "Outbox mail" });
      const [mail] = (await (await adminApi("/api/admin/outbox?limit=1")).json()) as Array<{
        subject: string;
        to: string;
      }>;
      const first = outbox.getByRole("listitem").first();
      await first.getByText(mail!.subject).click();
      await first.getByText(`to ${mail!.to}`, { exact: false }).waitFor();
      const body = await first.locator("pre").innerText();
      expect(body).toContain("unsubscribe?token=(hidden)");
      expect(await outbox.getByRole("listitem").count()).toBeGreaterThanOrEqual(Math.min(20, job!.result.queued));

      expect(await axeViolations(page)).toEqual([]);
      await screenshotBoth(page, "admin-brevo-jobs");
      expect(problems).toEqual([]);
    }));

  it("exports members and income reports as files", () =>
    withPage(openAdmin("income", DESKTOP), async ({ page, problems }) => {
      const members = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export All Members" }).click();
      expect((await members).suggestedFilename()).toMatch(/^members-\d{4}-\d{2}\.json$/);
      await toast(page, "Member list exported successfully!");

      await page.getByRole("region", { name: "Income rows" }).waitFor();
      const status = await page.getByText(/^Showing 1–\d+ of \d+$/).textContent();
      expect(await page.locator("tbody tr").count()).toBeLessThanOrEqual(10);
      if (Number(status?.split(" of ")[1]) > 10) {
        await page.getByRole("button", { name: "Next" }).click();
        await page.getByText(/^Showing 11–\d+ of \d+$/).waitFor();
      }
      const csv = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download CSV" }).click();
      expect((await csv).suggestedFilename()).toMatch(/^income-report-\d{4}-\d{2}\.csv$/);
      await toast(page, "Income reports exported successfully!");
      expect(problems).toEqual([]);
    }));

  it("opens the members and income tabs from the home's figures", () =>
    withPage(openAdmin("home"), async ({ page, problems }) => {
      await page.getByRole("button", { name: /^Monthly Payouts RM [\d,]+\.\d\d/ }).click();
      await page.getByRole("tab", { name: "Income", selected: true }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Income");
      expect(page.url()).toContain("tab=income");
      await page.getByRole("tab", { name: "Home" }).click();
      await page.getByRole("button", { name: /^Total Leaders \d+/ }).click();
      await page.getByRole("tab", { name: "Members", selected: true }).waitFor();
      expect(problems).toEqual([]);
    }));

  it("opens every tab, each axe-clean and without sideways page scrolling", () =>
    withPage(openAdmin("home"), async ({ page, problems }) => {
      await page.getByRole("heading", { level: 1, name: "Super Admin Dashboard" }).waitFor();
      expect(await page.getByRole("link", { name: "Admin", exact: true }).count()).toBeGreaterThan(0);
      const ready: Record<string, () => Promise<void>> = {
        home: () => page.getByRole("button", { name: /^Total Members/ }).waitFor(),
        posts: () => page.getByRole("group", { name: "Show posts" }).waitFor(),
        payouts: () => page.getByRole("button", { name: "Close Month" }).waitFor(),
        risk: () => page.getByRole("group", { name: "Show flags" }).waitFor(),
        members: () => page.getByRole("region", { name: "Member list" }).waitFor(),
        income: () => page.getByRole("region", { name: "Income rows" }).waitFor(),
        templates: () => page.getByRole("button", { name: "Edit WhatsApp share template" }).waitFor(),
        images: () => page.getByRole("heading", { name: "Brand Images" }).waitFor(),
        brevo: () => page.getByRole("button", { name: "Sync All Contacts" }).waitFor(),
        audit: () => page.getByRole("heading", { name: "Audit Log" }).waitFor(),
      };
      // A tab added to the panel is added to this tour too, in the panel's order.
      expect(await page.getByRole("tab").allInnerTexts()).toEqual(
        Object.keys(ready).map((tab) => tab.charAt(0).toUpperCase() + tab.slice(1)),
      );
      for (const [tab, isReady] of Object.entries(ready)) {
        await page.getByRole("tab", { name: tab.charAt(0).toUpperCase() + tab.slice(1), exact: true }).click();
        await isReady();
        await settled(page);
        expect(await axeViolations(page), tab).toEqual([]);
        await expectNoHorizontalScroll(page);
        await screenshotBoth(page, `admin-${tab}`);
      }
      expect(problems).toEqual([]);
    }));
});
