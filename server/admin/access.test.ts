import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdmin } from "../members/handlers.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { client } from "./testing.ts";

// Every admin route, whatever the client shows: 401 without a session, 403 for a member who is
// not an admin, and nothing written either way.
const ADMIN_ROUTES: ReadonlyArray<readonly [method: string, path: string, body?: unknown]> = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/audit"],
  ["GET", "/api/super-admin/message-templates"],
  ["PUT", "/api/super-admin/message-templates/whatsapp_share_template", { content: "Taken over" }],
  ["GET", "/api/admin/images"],
  ["POST", "/api/admin/upload-image"],
  ["DELETE", "/api/admin/images/1"],
  ["GET", "/api/super-admin/income-reports"],
  ["GET", "/api/super-admin/income-reports/download"],
  ["GET", "/api/super-admin/income-reports/download?format=csv"],
  ["GET", "/api/super-admin/member-stats"],
  ["GET", "/api/admin/users/search?search=a"],
  ["GET", "/api/super-admin/export-members"],
  ["GET", "/api/super-admin/export-members?format=csv"],
  ["GET", "/api/admin/posts"],
  ["POST", "/api/admin/posts/some-post/approve"],
  ["POST", "/api/admin/posts/some-post/reject", { reason: "No" }],
  ["POST", "/api/admin/payouts/close", { month: 1, year: 2025 }],
  ["GET", "/api/admin/payouts?month=1&year=2025"],
  ["GET", "/api/admin/payouts/bank-file?month=1&year=2025"],
  ["POST", "/api/admin/payouts/PO-202501-1/paid", { reference: "X" }],
  ["POST", "/api/admin/brevo/setup-attributes"],
  ["POST", "/api/admin/brevo/sync-all-contacts"],
  ["POST", "/api/super-admin/send-referral-reminder", { emailTemplate: { subject: "Taken over", htmlContent: "<p>Taken over</p>" } }],
  ["GET", "/api/admin/jobs"],
  ["GET", "/api/admin/jobs/1"],
  ["GET", "/api/admin/outbox"],
];

let app: TestApp;
let api: ReturnType<typeof client>;
let memberToken = "";
let admin = { token: "", email: "" };

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  memberToken = (await api.register("Plain")).token;
  admin = await api.registerAdmin();
});
afterAll(async () => {
  await app?.close();
});

describe("admin routes are for admins only", () => {
  it("answers 401 without a session and with an unknown token", async () => {
    for (const [method, path, body] of ADMIN_ROUTES) {
      const r = await api.call(method, path, null, body);
      expect([r.status, r.json], `${method} ${path}`).toEqual([401, { error: "Authentication required" }]);
      expect((await api.call(method, path, "made-up-token-made-up-token-0000", body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("answers 403 to a signed-in member who is not an admin", async () => {
    for (const [method, path, body] of ADMIN_ROUTES) {
      const r = await api.call(method, path, memberToken, body);
      expect([r.status, r.json], `${method} ${path}`).toEqual([403, { error: "Forbidden" }]);
    }
  });

  it("changed nothing while refusing", async () => {
    const [template] = await app.sql<{ content: string; updated_by: number | null }>(`SELECT content, updated_by FROM message_templates WHERE name = 'whatsapp_share_template'`);
    expect(template?.content).not.toBe("Taken over");
    expect(template?.updated_by).toBeNull();
    expect(await app.sql(`SELECT type FROM events WHERE type NOT IN ('MemberRegistered', 'AdminGranted')`)).toEqual([]);
    expect(await app.sql(`SELECT kind FROM jobs`)).toEqual([]);
  });

  it("lets an admin in", async () => {
    for (const path of ["/api/admin/stats", "/api/admin/audit", "/api/super-admin/message-templates", "/api/admin/images", "/api/admin/posts", "/api/super-admin/member-stats", "/api/admin/jobs", "/api/admin/outbox"]) {
      expect((await api.call("GET", path, admin.token)).status, path).toBe(200);
    }
  });

  it("loses access as soon as the admin flag is revoked", async () => {
    await app.run(setAdmin(admin.email, false, { actor: "cli" }));
    expect((await api.call("GET", "/api/admin/stats", admin.token)).status).toBe(403);
  });
});
