import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { FORGOT_REPLY } from "../auth/routes.ts";
import { jobSettled, startTestWorker, waitFor } from "../../testing/jobs.ts";
import type { Worker } from "../../platform/jobs/worker.ts";
import { startBrevoStandIn, type BrevoStandIn } from "../../testing/brevo-stand-in.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// The password-reset mail both ways: through Brevo (a local stand-in) when a key is set,
// into the outbox when none is.
let brevo: BrevoStandIn;
let withKey: TestApp;
let worker: Worker;
let noKey: TestApp;

beforeAll(async () => {
  brevo = await startBrevoStandIn();
  withKey = await startTestApp({ env: brevo.env });
  worker = startTestWorker(withKey);
  noKey = await startTestApp();
});
afterAll(async () => {
  await worker?.stop();
  await withKey?.close();
  await noKey?.close();
  await brevo?.close();
});

const tokenIn = (text: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;

describe("the reset mail through Brevo", () => {
  it("sends a bilingual mail whose link resets the password, once, despite a 500 on the way", async () => {
    const api = client(withKey);
    const member = await api.register("Suraya");
    brevo.failNext("POST /smtp/email", { status: 500 });
    const forgot = await api.call("POST", "/api/auth/forgot-password", null, { email: member.email });
    expect([forgot.status, forgot.json]).toEqual([200, FORGOT_REPLY]);

    const mail = await waitFor("the reset mail", () =>
      brevo.mails.find((m) => (m.body["to"] as Array<{ email: string }>)[0]!.email === member.email),
    );
    expect(mail.body).toMatchObject({
      sender: { name: "Jemput", email: "noreply@jemput.my" },
      to: [{ email: member.email, name: "Suraya" }],
      subject: expect.stringMatching(/Reset your Jemput password.*Tetapkan semula kata laluan/),
      headers: { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(mail.body["textContent"]).toMatch(/Set a new password[\s\S]*Tetapkan kata laluan baharu/);
    const token = tokenIn(String(mail.body["htmlContent"]));
    expect(token).not.toBeNull();
    expect(tokenIn(String(mail.body["textContent"]))).toBe(token);
    expect(brevo.log.filter((r) => r.path === "/smtp/email").map((r) => r.status)).toEqual([500, 201]);

    const reset = await api.call("POST", "/api/auth/reset-password", null, { token, newPassword: "rendang-tok-91" });
    expect([reset.status, reset.json]).toMatchObject([200, { success: true }]);
    expect(
      (await api.call("POST", "/api/auth/login", null, { email: member.email, password: "rendang-tok-91" })).status,
    ).toBe(200);

    // Sent, and nothing of it kept: no outbox row, and the job no longer holds the link.
    const [job] = await withKey.sql<{ id: number }>(`SELECT id FROM jobs WHERE kind = 'mail.send'`);
    const done = await jobSettled(withKey, job!.id);
    expect(done).toMatchObject({
      state: "done",
      result: { to: member.email, via: "brevo", messageId: mail.messageId },
    });
    expect(JSON.stringify(done.payload)).not.toContain(token);
    expect(await withKey.sql(`SELECT 1 FROM outbox`)).toEqual([]);
    expect(brevo.mails.filter((m) => JSON.stringify(m.body).includes(member.email))).toHaveLength(1);
  });
});

describe("without a Brevo key", () => {
  it("keeps the reset mail in the outbox at once, for admins (without the link's token) and operators to read", async () => {
    const api = client(noKey);
    const member = await api.register("Kamal");
    const admin = await api.registerAdmin();
    await api.call("POST", "/api/auth/forgot-password", null, { email: member.email });
    const [row] = await noKey.sql<{ text: string; html: string }>(`SELECT text, html FROM outbox WHERE to_email = $1`, [
      member.email,
    ]);
    expect(tokenIn(row!.text)).not.toBeNull();
    expect(row!.html).toContain('lang="ms"');
    expect(await noKey.sql(`SELECT 1 FROM jobs`)).toEqual([]);

    const outbox = await api.ok("GET", "/api/admin/outbox?limit=5", admin.token);
    const token = tokenIn(row!.text)!;
    expect(outbox[0]).toMatchObject({
      to: member.email,
      subject: expect.stringContaining("Reset your Jemput password"),
    });
    expect(outbox[0]!["text"]).toBe(row!.text.replaceAll(token, "(hidden)"));
    expect(JSON.stringify(outbox)).not.toContain(token);
    expect(Date.parse(String(outbox[0]!["createdAt"]))).not.toBeNaN();
    const bad = await api.call("GET", "/api/admin/outbox?limit=0", admin.token);
    expect([bad.status, Object.keys(bad.json["fields"] as object)]).toEqual([400, ["limit"]]);
  });

  it("refuses the Brevo calls with a clear message", async () => {
    const api = client(noKey);
    const admin = await api.registerAdmin("Nadia");
    for (const path of ["/api/admin/brevo/setup-attributes", "/api/admin/brevo/sync-all-contacts"]) {
      const r = await api.call("POST", path, admin.token);
      expect([r.status, r.json], path).toEqual([409, { error: "Brevo is not configured: set BREVO_API_KEY" }]);
    }
  });
});

describe("GET /api/unsubscribe", () => {
  it("answers an unknown or malformed token with a page saying the link is not valid", async () => {
    for (const token of ["", "short", "x".repeat(43)]) {
      const r = await fetch(`${noKey.baseUrl}/api/unsubscribe?token=${token}`);
      expect(r.status, token).toBe(400);
      expect(r.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await r.text()).toContain("This link is not valid");
    }
  });
});
