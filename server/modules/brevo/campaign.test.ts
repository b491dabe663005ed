import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodOf, periodStart, previousPeriod } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { jobSettled, startTestWorker, waitFor } from "../../testing/jobs.ts";
import type { Worker } from "../../platform/jobs/worker.ts";
import { startBrevoStandIn, type BrevoStandIn } from "../../testing/brevo-stand-in.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { startReferralReminder } from "./campaign.ts";

// The referral reminder against a local Brevo stand-in: who gets it (members who recruited
// nobody this Malaysian month and did not unsubscribe), what each copy says, and results that
// count what Brevo accepted.
let brevo: BrevoStandIn;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { token: "", id: 0, email: "" };
const people: Record<string, { id: number; email: string; code: string }> = {};
const workers: Array<Worker> = [];

const lastMonth = new Date(periodStart(previousPeriod(periodOf(new Date()))).getTime() + 86_400_000);

beforeAll(async () => {
  brevo = await startBrevoStandIn();
  app = await startTestApp({ env: brevo.env });
  api = client(app);
  admin = await api.registerAdmin("Zainab");
  people["aina"] = await api.register("Aina");
  people["badrul"] = await api.register("Badrul", people["aina"]!.code);
  people["eve"] = await api.register("Eve", null, "Tester", lastMonth);
  people["farid"] = await api.register("Farid", people["eve"]!.code, "Tester", lastMonth);
  people["dahlia"] = await api.register("Dahlia");
  people["mallory"] = await api.register("Mallory", null, `<b>O'Neil & Co</b>`);
  workers.push(startTestWorker(app));
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await app?.close();
  await brevo?.close();
});

const TEMPLATE = {
  subject: "  {{firstName}}, invite a friend this month  ",
  htmlContent: "<p>Hi {{firstName}} {{ lastName }},</p><p>Your code: {{referralId}} ({{email}})</p>",
};
const mailsTo = (email: string, from = 0) =>
  brevo.mails.slice(from).filter((m) => (m.body["to"] as Array<{ email: string }>)[0]!.email === email);
const unsubscribeLinkIn = (html: string) =>
  /href="([^"]*\/api\/unsubscribe\?token=[^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");

describe("POST /api/super-admin/send-referral-reminder", () => {
  it("mails everyone who recruited nobody this month and counts what Brevo accepted", async () => {
    const r = await api.call("POST", "/api/super-admin/send-referral-reminder", admin.token, {
      emailTemplate: TEMPLATE,
    });
    expect(r.status, r.text).toBe(200);
    // Aina recruited Badrul this month; Eve recruited Farid last month, so she is reminded.
    const expected = ["zainab", "badrul", "eve", "farid", "dahlia", "mallory"].map((n) =>
      n === "zainab" ? admin.email : people[n]!.email,
    );
    expect(r.json).toEqual({
      results: { successful: 6, total: 6, successRate: 100, failed: 0, skipped: 0, queued: 0 },
      delivery: "brevo",
      jobId: expect.any(Number),
      state: "done",
      finished: true,
    });
    expect(brevo.mails.map((m) => (m.body["to"] as Array<{ email: string }>)[0]!.email).sort()).toEqual(
      [...expected].sort(),
    );

    const [mail] = mailsTo(people["mallory"]!.email);
    expect(mail!.body).toMatchObject({
      subject: "Mallory, invite a friend this month",
      to: [{ email: people["mallory"]!.email, name: `Mallory <b>O'Neil & Co</b>` }],
    });
    const html = String(mail!.body["htmlContent"]);
    expect(html).toContain(
      `<p>Hi Mallory &lt;b&gt;O&#39;Neil &amp; Co&lt;/b&gt;,</p><p>Your code: ${people["mallory"]!.code} (${people["mallory"]!.email})</p>`,
    );
    expect(unsubscribeLinkIn(html)).toMatch(
      new RegExp(`^${app.config.publicUrl}/api/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(String(mail!.body["textContent"])).toContain("Unsubscribe (");
    expect((mail!.body["headers"] as Record<string, string>)["List-Unsubscribe"]).toBe(`<${unsubscribeLinkIn(html)}>`);
  });

  it("skips a member who unsubscribed, and flags them in Brevo", async () => {
    const dahlia = people["dahlia"]!;
    brevo.addContact(dahlia.email);
    const link = unsubscribeLinkIn(String(mailsTo(dahlia.email)[0]!.body["htmlContent"]));
    const page = await fetch(link.replace(app.config.publicUrl, app.baseUrl));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("You are unsubscribed");
    await waitFor("Brevo to blacklist Dahlia", () => brevo.blacklisted.has(dahlia.email));
    const [job] = await app.sql<{ id: number }>(`SELECT id FROM jobs WHERE kind = 'brevo.blacklist-contact'`);
    expect(await jobSettled(app, job!.id)).toMatchObject({ state: "done", result: { blacklisted: true } });
    // Following the link again changes nothing and asks Brevo nothing more.
    expect((await fetch(link.replace(app.config.publicUrl, app.baseUrl))).status).toBe(200);
    expect(await app.sql(`SELECT 1 FROM jobs WHERE kind = 'brevo.blacklist-contact'`)).toHaveLength(1);

    const from = brevo.mails.length;
    const again = await api.ok("POST", "/api/super-admin/send-referral-reminder", admin.token, {
      emailTemplate: TEMPLATE,
    });
    expect(again["results"]).toEqual({ successful: 5, total: 5, successRate: 100, failed: 0, skipped: 0, queued: 0 });
    expect(mailsTo(dahlia.email, from)).toEqual([]);
    expect(brevo.mails.length - from).toBe(5);
  });

  it("skips a member who unsubscribes while the campaign is under way", async () => {
    await workers.pop()!.stop();
    const { jobId, total } = await app.run(startReferralReminder(TEMPLATE, admin.id));
    await app.sql(`UPDATE profiles SET unsubscribed_at = now() WHERE member_id = $1`, [people["farid"]!.id]);
    const from = brevo.mails.length;
    workers.push(startTestWorker(app));
    const job = await jobSettled(app, jobId);
    expect(job).toMatchObject({ state: "done", result: { total, sent: total - 1, queued: 0, skipped: 1, failed: 0 } });
    expect(mailsTo(people["farid"]!.email, from)).toEqual([]);
    expect(brevo.mails.length - from).toBe(total - 1);
  });

  it("retries 429 and 5xx without sending twice, and counts a refused address as failed", async () => {
    brevo.failNext("POST /smtp/email", { status: 429, resetSeconds: 0 }, { status: 500 }, null, { status: 400 });
    const from = brevo.mails.length;
    const r = await api.ok("POST", "/api/super-admin/send-referral-reminder", admin.token, { emailTemplate: TEMPLATE });
    const results = r["results"] as unknown as {
      successful: number;
      total: number;
      failed: number;
      successRate: number;
    };
    expect(results.failed).toBe(1);
    expect(results.successful).toBe(results.total - 1);
    expect(results.successRate).toBe(Math.round((results.successful * 1000) / results.total) / 10);
    expect(brevo.mails.length - from).toBe(results.successful);
    const recipients = brevo.mails.slice(from).map((m) => (m.body["to"] as Array<{ email: string }>)[0]!.email);
    expect(new Set(recipients).size).toBe(recipients.length);
    const [failed] = await app.sql<{ detail: string }>(
      `SELECT detail FROM job_items WHERE job_id = $1 AND state = 'failed'`,
      [r["jobId"]],
    );
    expect(failed!.detail).toContain("Brevo refused the request (400 invalid_parameter)");
  });

  it("runs one campaign at a time", async () => {
    await workers.pop()!.stop();
    const { jobId } = await app.run(startReferralReminder(TEMPLATE, admin.id));
    const second = await api.call("POST", "/api/super-admin/send-referral-reminder", admin.token, {
      emailTemplate: TEMPLATE,
    });
    expect([second.status, second.json]).toEqual([
      409,
      { error: "A referral reminder campaign is already being sent" },
    ]);
    workers.push(startTestWorker(app));
    expect((await jobSettled(app, jobId)).state).toBe("done");
  });

  it("refuses a template without a subject or a body, naming the field", async () => {
    const cases: Array<[body: unknown, field: string]> = [
      [{}, "emailTemplate"],
      [{ emailTemplate: { htmlContent: "<p>Hi</p>" } }, "emailTemplate.subject"],
      [{ emailTemplate: { subject: "   ", htmlContent: "<p>Hi</p>" } }, "emailTemplate.subject"],
      [{ emailTemplate: { subject: "Hi", htmlContent: " " } }, "emailTemplate.htmlContent"],
      [{ emailTemplate: { subject: "x".repeat(201), htmlContent: "<p>Hi</p>" } }, "emailTemplate.subject"],
      [{ emailTemplate: { subject: "Hi", htmlContent: 5 } }, "emailTemplate.htmlContent"],
    ];
    const jobs = (await app.sql(`SELECT id FROM jobs`)).length;
    for (const [body, field] of cases) {
      const r = await api.call("POST", "/api/super-admin/send-referral-reminder", admin.token, body);
      expect([r.status, Object.keys(r.json["fields"] as object)], JSON.stringify(body)).toEqual([400, [field]]);
      expect(r.json["error"]).toContain(field);
    }
    expect(await app.sql(`SELECT id FROM jobs`)).toHaveLength(jobs);
  });
});
