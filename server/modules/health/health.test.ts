import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_URL, startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";

// GET /api/health as a load balancer and an operator read it: 200 while the instance serves
// (degraded, with the reason, when reads fell back from the replica), 503 with the database's own
// cause when it cannot reach its database. Thresholds alone: domain/health.test.ts.
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const health = async () => {
  const answer = await request(app!.baseUrl, "GET", "/api/health");
  return { status: answer.status, body: answer.json };
};

describe.skipIf(ADMIN_URL === null)("GET /api/health", () => {
  it("serves degraded, naming the replica, when the replica address is no standby", async () => {
    app = await startTestApp({ env: { DATABASE_REPLICA_URL: ADMIN_URL! } });
    // The first check of the replica runs on the first lagging read or health call.
    await request(app.baseUrl, "GET", "/api/health");
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "degraded",
      problems: [{ part: "replica", reason: "the replica address is not a standby; reads use the primary" }],
    });
  });

  it("answers 503 with the database's cause when its database is gone", async () => {
    app = await startTestApp();
    expect((await health()).status).toBe(200);
    const name = new URL(app.env["DATABASE_URL"]!).pathname.slice(1);
    const pg = await import("pg");
    const admin = new pg.default.Client({ connectionString: ADMIN_URL! });
    await admin.connect();
    await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    await admin.end();
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body).toEqual({
      status: "unavailable",
      failing: "database",
      reason: expect.stringContaining(`database "${name}" does not exist`),
    });
  });
});
