import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestWorker } from "../../testing/jobs.ts";
import type { Worker } from "../../platform/jobs/worker.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// The referral reminder on a server without a Brevo key: every copy goes to the outbox table
// and nothing leaves the machine, so the answer and the job count the mail as queued, never as
// sent, and say where it went.
let app: TestApp;
let api: ReturnType<typeof client>;
let worker: Worker;
let boss = { token: "", email: "" };
let member = { email: "" };

const TEMPLATE = {
  subject: "  {{firstName}}, invite a friend this month  ",
  htmlContent: "<p>Hi {{firstName}} {{ lastName }},</p><p>Your code: {{referralId}} ({{email}})</p>",
};

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  boss = await api.registerAdmin("Hakim");
  member = await api.register("Intan");
  worker = startTestWorker(app);
});
afterAll(async () => {
  await worker?.stop();
  await app?.close();
});

describe("the referral reminder without a Brevo key", () => {
  it("answers that the mail was queued in the outbox, none of it sent", async () => {
    const r = await api.ok("POST", "/api/super-admin/send-referral-reminder", boss.token, {
      emailTemplate: TEMPLATE,
    });
    expect(r).toEqual({
      results: { successful: 0, total: 2, successRate: 0, failed: 0, skipped: 0, queued: 2 },
      delivery: "outbox",
      jobId: expect.any(Number),
      state: "done",
      finished: true,
    });

    // The background jobs list tells the same story as the answer.
    const [job] = (await api.ok(
      "GET",
      "/api/admin/jobs?kind=campaign.referral-reminder&limit=1",
      boss.token,
    )) as unknown as Array<{ id: number; result: Record<string, number> }>;
    expect(job!.id).toBe(r["jobId"]);
    expect(job!.result).toEqual({ total: 2, sent: 0, queued: 2, skipped: 0, failed: 0 });
  });

  it("writes every copy, placeholders filled, to the outbox", async () => {
    const rows = await app.sql<{ to_email: string; subject: string; text: string }>(
      `SELECT to_email, subject, text FROM outbox ORDER BY to_email`,
    );
    expect(rows.map((m) => m.to_email).sort()).toEqual([boss.email, member.email].sort());
    const intan = rows.find((m) => m.to_email === member.email)!;
    expect(intan.subject).toBe("Intan, invite a friend this month");
    expect(intan.text).toMatch(/Hi Intan Tester,[\s\S]*Unsubscribe \(http:\/\/localhost:\d+\/api\/unsubscribe\?token=/);
  });
});
