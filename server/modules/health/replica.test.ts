import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { ADMIN_URL, startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { waitFor } from "../../testing/jobs.ts";

// The replica's wiring on a database without a standby: nothing changes without the setting,
// and an address that is no standby, or nothing at all, leaves every read on the primary and
// answering. The standby itself, paused, lagging and stopped, is in the reliability suite
// (server/suites/reliability/replica.chaos.ts).
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A member renamed through the API, an admin's search and report for them, and the health answer. */
const exercise = async (started: TestApp) => {
  const api = client(started);
  const admin = await api.registerAdmin("Rahim");
  const member = await api.register("Farah");
  const write = await request(started.baseUrl, "PUT", "/api/profile", {
    token: member.token,
    body: { firstName: "Farida", lastName: "Tester", phoneNumber: member.phoneNumber },
  });
  expect(write.status, write.text).toBe(200);
  const found = await api.ok("GET", "/api/admin/users/search?search=Farida", admin.token);
  expect(found.map((m) => m["id"])).toEqual([member.id]);
  expect((await api.call("GET", "/api/super-admin/income-reports", admin.token)).status).toBe(200);
  expect((await api.call("GET", "/api/dashboard/leaderboard", member.token)).status).toBe(200);
  return { cookie: write.headers.getSetCookie(), health: await api.ok("GET", "/api/health", admin.token) };
};

describe("DATABASE_REPLICA_URL", () => {
  it("changes nothing when unset: no replica in health, no cookie after a write", async () => {
    app = await startTestApp();
    const { cookie, health } = await exercise(app);
    expect(health).not.toHaveProperty("replica");
    expect(cookie).toEqual([]);
  });

  it.skipIf(ADMIN_URL === null)("reads the primary when the address is no standby, and says so", async () => {
    app = await startTestApp({ env: { DATABASE_REPLICA_URL: ADMIN_URL!, DATABASE_REPLICA_MAX_LAG_MS: "1000" } });
    const { cookie, health } = await exercise(app);
    const metrics = await request(app.baseUrl, "GET", "/metrics");
    expect(metrics.text).toMatch(/^jemput_replica_in_use 0$/m);
    expect(metrics.text).toMatch(/^jemput_replica_lag_seconds NaN$/im);
    expect(health["replica"]).toEqual({
      state: "not-standby",
      inUse: false,
      lagMs: null,
      maxLagMs: 1000,
      checkedAt: expect.any(String),
    });
    // The writer's client is told when it wrote, for the API only, out of scripts' reach.
    expect(cookie).toEqual([
      expect.stringMatching(/^jemput_wrote=\d+; Max-Age=\d+; Path=\/api; Expires=.+; HttpOnly; SameSite=Strict$/),
    ]);
  });

  it.skipIf(ADMIN_URL === null)("reads the primary when nothing answers at the address", async () => {
    const port = await closedPort();
    app = await startTestApp({ env: { DATABASE_REPLICA_URL: `postgresql://postgres@127.0.0.1:${port}/jemput` } });
    const { health } = await exercise(app);
    expect(health["replica"]).toMatchObject({ state: "down", inUse: false, lagMs: null, maxLagMs: 5000 });
    // Checked again and again, it stays down without troubling anything else.
    const first = health["replica"] as unknown as { checkedAt: string };
    await waitFor("another check", async () => {
      const again = await request(app!.baseUrl, "GET", "/api/health");
      return again.status === 200 && (again.json["replica"] as unknown as typeof first).checkedAt !== first.checkedAt;
    });
  });
});
