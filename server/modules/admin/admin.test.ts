import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodOf } from "../../../domain/period.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { client } from "../../testing/admin.ts";

// The overview cards and the audit list, on a small tree: Aina recruits Badrul and Chandra,
// Badrul recruits Dahlia. Leaders are Aina and Badrul; one approval this month pays
// RM 200 + RM 30 + RM 10 = RM 240.
let app: TestApp;
let api: ReturnType<typeof client>;
const who = { admin: { id: 0, token: "" }, aina: { id: 0, token: "" }, dahlia: { id: 0, token: "" } };

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  who.admin = await api.registerAdmin("Zainab");
  const aina = await api.register("Aina");
  const badrul = await api.register("Badrul", aina.code);
  await api.register("Chandra", aina.code);
  const dahlia = await api.register("Dahlia", badrul.code);
  Object.assign(who, { aina, dahlia });
});
afterAll(async () => {
  await app?.close();
});

describe("GET /api/admin/stats", () => {
  it("counts members and leaders, and totals this Malaysian month's income", async () => {
    const period = periodOf(new Date());
    expect(await api.ok("GET", "/api/admin/stats", who.admin.token)).toEqual({
      totalLeaders: 2,
      totalMembers: 5,
      monthlyPayouts: 0,
      month: period % 100,
      year: Math.floor(period / 100),
    });
    const post = await api.ok("POST", "/api/posts", who.dahlia.token, {
      title: "Kuih raya",
      url: "https://youtu.be/abc",
      platform: "youtube",
    });
    await api.ok("POST", `/api/admin/posts/${post["id"]}/approve`, who.admin.token);
    const stats = await api.call("GET", "/api/admin/stats", who.admin.token);
    expect(stats.json).toMatchObject({ totalLeaders: 2, totalMembers: 5, monthlyPayouts: 240 });
    expect(stats.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("GET /api/admin/audit", () => {
  it("lists admin decisions newest first with the admin's name and the subject", async () => {
    const post = await api.ok("POST", "/api/posts", who.aina.token, {
      title: "Batik haul",
      url: "https://instagram.com/p/batik",
      platform: "instagram",
    });
    await api.ok("POST", `/api/admin/posts/${post["id"]}/reject`, who.admin.token, { reason: "Brand not shown" });
    const audit = await api.ok("GET", "/api/admin/audit", who.admin.token);
    expect(audit.map((a) => [a["type"], a["actorId"], a["actorName"], a["subject"]])).toEqual([
      ["PostRejected", who.admin.id, "Zainab Boss", `"Batik haul" by Aina Tester: Brand not shown`],
      ["PostApproved", who.admin.id, "Zainab Boss", `"Kuih raya" by Dahlia Tester`],
    ]);
    expect(Date.parse(String(audit[0]?.["at"]))).not.toBeNaN();
  });

  it("leaves out what members and operators did (registrations, submissions, CLI grants)", async () => {
    const types = (await api.ok("GET", "/api/admin/audit", who.admin.token)).map((a) => a["type"]);
    expect(types).not.toContain("MemberRegistered");
    expect(types).not.toContain("PostSubmitted");
    expect(types).not.toContain("AdminGranted");
  });

  it("takes a limit from 1 to 500", async () => {
    expect(await api.ok("GET", "/api/admin/audit?limit=1", who.admin.token)).toHaveLength(1);
    for (const limit of ["0", "501", "abc", "-1"]) {
      const r = await api.call("GET", `/api/admin/audit?limit=${limit}`, who.admin.token);
      expect([r.status, Object.keys(r.json["fields"] as object)], limit).toEqual([400, ["limit"]]);
    }
  });
});
