import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { Exit } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app/app.ts";
import { makeRuntime } from "../../app/runtime.ts";
import { loadConfig } from "../../platform/config/config.ts";
import { client } from "../../testing/admin.ts";
import {
  failureOf,
  logger,
  TEST_BANK_DATA_KEY,
  TEST_RISK_SIGNAL_KEY,
  tempDir,
  type TestApp,
} from "../../testing/harness.ts";
import { request, type Json } from "../../testing/http.ts";
import { waitFor } from "../../testing/jobs.ts";
import { startStandby, type Standby } from "./standby.ts";

// The app against a primary with a real streaming standby (decision 27). Replay is paused on the
// standby and the app writes on the primary: within the lag bound an admin's report and search
// do not see the writes yet while the writers' own reads do; past the bound every read sees
// them, from the primary; with replay resumed the standby is used again; stopped, reads still
// answer 200, from the primary.
// Wide enough for the writes and reads of the first phase on a busy machine.
const MAX_LAG_MS = 6_000;

let standby: Standby | undefined;
let app: TestApp | undefined;

const startApp = async (db: Standby): Promise<TestApp> => {
  const dataDir = tempDir();
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JEMPUT_DEMO: "0",
    DATABASE_URL: db.primaryUrl,
    DATABASE_REPLICA_URL: db.standbyUrl,
    DATABASE_REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
    DB_POOL_SIZE: "4",
    BANK_DATA_KEY: TEST_BANK_DATA_KEY,
    RISK_SIGNAL_KEY: TEST_RISK_SIGNAL_KEY,
    PUBLIC_APP_URL: "http://localhost:5000",
  };
  const config = loadConfig(env);
  const runtime = await makeRuntime(config, logger);
  const server = await new Promise<ReturnType<ReturnType<typeof createApp>["listen"]>>((resolve, reject) => {
    const listening = createApp({ runtime, config, logger }).listen(0, "127.0.0.1", (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const exit: TestApp["exit"] = (effect) => runtime.runPromiseExit(effect);
  const run: TestApp["run"] = async (effect) => {
    const result = await exit(effect);
    if (Exit.isSuccess(result)) return result.value;
    throw failureOf(result);
  };
  return {
    env,
    config,
    dataDir,
    runtime,
    run,
    exit,
    sql: () => Promise.reject(new Error("not used here")),
    caughtUp: () => Promise.reject(new Error("not used here")),
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

beforeAll(async () => {
  standby = await startStandby();
  app = await startApp(standby);
});
afterAll(async () => {
  await app?.close();
  await standby?.teardown();
});

describe("a streaming standby for lagging reads", () => {
  it("serves reports and search within the lag bound, falls back past it and when stopped", async () => {
    const db = standby!;
    const api = client(app!);
    const reader = await api.registerAdmin("Reader");
    const editor = await api.registerAdmin("Editor");
    const member = await api.register("Nadia");
    const post = await api.ok("POST", "/api/posts", member.token, {
      title: "Laksa in Ipoh",
      url: "https://www.tiktok.com/@nadia/video/7300000001",
      platform: "tiktok",
    });
    const health = async () => (await api.ok("GET", "/api/health", reader.token))["replica"] as unknown as Json;
    const inUse = async () => (await health())["inUse"] === true;
    await waitFor("the standby to catch up and be used", async () => (await db.caughtUp()) && (await inUse()));

    const search = (headers: Record<string, string> = {}) =>
      request(app!.baseUrl, "GET", "/api/admin/users/search?search=Renamed", { token: reader.token, headers });
    const report = (token: string, headers: Record<string, string> = {}) =>
      request(app!.baseUrl, "GET", "/api/super-admin/income-reports", { token, headers });
    const found = (answer: { status: number; json: Json }) => {
      expect(answer.status).toBe(200);
      return answer.json.map((row) => row["firstName"] ?? row["userId"]);
    };

    await db.onStandby(`SELECT pg_wal_replay_pause()`);
    const started = Date.now();
    const renamed = await request(app!.baseUrl, "PUT", "/api/profile", {
      token: member.token,
      body: { firstName: "Renamed", lastName: "Tester", phoneNumber: member.phoneNumber },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const approved = await request(app!.baseUrl, "POST", `/api/admin/posts/${String(post["id"])}/approve`, {
      token: editor.token,
    });
    expect(approved.status, approved.text).toBe(200);
    const cookie = approved.headers
      .getSetCookie()
      .find((c) => c.startsWith("jemput_wrote="))!
      .split(";")[0]!;

    // Within the bound: the reading admin's search and report come from the paused standby.
    expect(found(await search())).toEqual([]);
    expect(found(await report(reader.token))).not.toContain(member.id);
    // The member's own pages read the primary, and so do the editor's reads after its write.
    expect((await api.ok("GET", "/api/profile", member.token))["firstName"]).toBe("Renamed");
    expect((await api.ok("GET", "/api/dashboard/stats", member.token))["totalIncome"]).toBe(200);
    expect(found(await report(editor.token, { cookie }))).toContain(member.id);
    expect(found(await search({ cookie }))).toEqual(["Renamed"]);
    // All of that happened while the standby was still in use, or it proved nothing.
    expect(await health()).toMatchObject({ state: "streaming", inUse: true });
    expect(Date.now() - started).toBeLessThan(MAX_LAG_MS);

    // Past the bound the standby is out of use and the same reads see the writes.
    const lagging = await waitFor("the lag to pass the bound", async () => {
      const now = await health();
      return now["state"] === "lagging" && now;
    });
    expect(lagging).toMatchObject({ inUse: false, maxLagMs: MAX_LAG_MS, lagMs: expect.any(Number) });
    expect(Number(lagging["lagMs"])).toBeGreaterThan(MAX_LAG_MS);
    expect(found(await search())).toEqual(["Renamed"]);
    expect(found(await report(reader.token))).toContain(member.id);

    // Replay resumed: the standby catches up and serves the same answers.
    await db.onStandby(`SELECT pg_wal_replay_resume()`);
    await waitFor("the standby to be used again", inUse);
    expect(found(await search())).toEqual(["Renamed"]);

    // Stopped: reads answer from the primary at once, before a check has noticed, and after.
    await db.stopStandby();
    expect(found(await search())).toEqual(["Renamed"]);
    expect(found(await report(reader.token))).toContain(member.id);
    const exported = await request(app!.baseUrl, "GET", "/api/super-admin/export-members?format=csv", {
      token: reader.token,
    });
    expect([exported.status, exported.text.includes("Renamed")]).toEqual([200, true]);
    expect((await request(app!.baseUrl, "GET", "/api/dashboard/leaderboard", { token: member.token })).status).toBe(
      200,
    );
    await waitFor("the standby to show as down", async () => (await health())["state"] === "down");
    expect(await health()).toMatchObject({ inUse: false, lagMs: null });
    expect(found(await search())).toEqual(["Renamed"]);
  });
});
