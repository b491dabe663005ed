import { spawnSync } from "node:child_process";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../platform/config/config.ts";
import { enqueueJob } from "../platform/jobs/store.ts";
import { Database } from "../platform/db/database.ts";
import { ADMIN_URL, logger, ROOT, startTestApp, type TestApp } from "../testing/harness.ts";
import { request } from "../testing/http.ts";
import { createApp } from "./app.ts";
import { Effect } from "effect";

// GET /metrics over real HTTP: latency by route pattern (never the address a request named),
// the pool, the job queue and the log's head; open to this machine, closed to others without
// the token.
const TOKEN = "metrics-token-for-tests-0123456789";
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await app?.close();
});

const scrape = async (headers: Record<string, string> = {}) => request(app.baseUrl, "GET", "/metrics", { headers });

/** The value of the sample `name{labels…}` in a scrape, or undefined. */
const sample = (text: string, name: string, labels: Record<string, string> = {}) => {
  const line = text
    .split("\n")
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(" ") + 1));
};

describe("GET /metrics", () => {
  it("times requests under their route pattern, method and status class, never the address they named", async () => {
    const memberId = "987654321";
    for (let i = 0; i < 2; i++) expect((await request(app.baseUrl, "GET", "/api/health")).status).toBe(200);
    expect((await request(app.baseUrl, "GET", `/api/dashboard/team/${memberId}`)).status).toBe(401);
    expect((await request(app.baseUrl, "GET", `/api/no-such-thing/${memberId}?email=a@b.my`)).status).toBe(404);

    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const count = (route: string, status: string) =>
      sample(answer.text, "http_request_duration_seconds_count", { route, method: "GET", status_class: status });
    expect(count("/api/health", "2xx")).toBe(2);
    expect(count("/api/dashboard/team/:memberId", "4xx")).toBe(1);
    expect(count("/api (no route)", "4xx")).toBe(1);
    expect(answer.text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",route="\/api\/health",method="GET",status_class="2xx"\} \d+$/m,
    );
    expect(answer.text).not.toContain(memberId);
    expect(answer.text).not.toContain("a@b.my");
  });

  it("reports the database pool, the job queue and the log's head", async () => {
    const queued = await app.run(
      Effect.gen(function* () {
        const db = yield* Database;
        yield* enqueueJob(db, { kind: "metrics.test", payload: {} });
        yield* enqueueJob(db, { kind: "metrics.test", payload: {} });
        const [row] = yield* db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE state = 'queued'`);
        return row!.n;
      }),
    );
    const { text } = await scrape();
    expect(sample(text, "jemput_jobs", { state: "queued" })).toBe(queued);
    expect(sample(text, "jemput_jobs", { state: "due" })).toBe(queued);
    expect(sample(text, "jemput_jobs", { state: "running" })).toBe(0);
    expect(sample(text, "jemput_jobs_oldest_due_seconds")).toBeGreaterThanOrEqual(0);
    const [{ head }] = (await app.sql<{ head: number }>(
      `SELECT coalesce(max(position), 0)::int AS head FROM events`,
    )) as [{ head: number }];
    expect(sample(text, "jemput_event_log_position")).toBe(head);
    expect(sample(text, "jemput_db_pool_connections", { pool: "primary", state: "total" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "jemput_db_pool_connections", { pool: "primary", state: "waiting" })).toBe(0);
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
  });

  it("counts the jobs that gave up in the last hour by kind, and shows no replica without one", async () => {
    await app.sql(
      `INSERT INTO jobs (kind, state, error, updated_at) VALUES
         ('metrics.failing', 'failed', 'gave up', now() - interval '5 minutes'),
         ('metrics.failing', 'failed', 'gave up', now() - interval '50 minutes'),
         ('metrics.failing', 'failed', 'gave up', now() - interval '2 hours'),
         ('metrics.failing', 'done', null, now())`,
    );
    const { text } = await scrape();
    expect(sample(text, "jemput_jobs_failed_last_hour", { kind: "metrics.failing" })).toBe(2);
    expect(text).toContain("# TYPE jemput_jobs_failed_last_hour gauge");
    expect(text).not.toMatch(/^jemput_replica_/m);
  });

  it("counts a request relayed by a proxy on this machine as remote: 401 without the token, 200 with it", async () => {
    const relayed = { "X-Forwarded-For": "203.0.113.9" };
    const refused = await scrape(relayed);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(refused.json).toEqual({ error: "Authentication required" });
    expect((await scrape({ ...relayed, Authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await scrape({ Forwarded: "for=203.0.113.9" })).status).toBe(401);
    const allowed = await scrape({ ...relayed, Authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain("http_request_duration_seconds_bucket");
  });

  it("answers 404 off this machine when no token is set", async () => {
    const open = createApp({ runtime: app.runtime, config: { ...app.config, metricsToken: null }, logger });
    const server = open.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await request(base, "GET", "/metrics")).status).toBe(200);
      const relayed = await request(base, "GET", "/metrics", { headers: { "X-Forwarded-For": "203.0.113.9" } });
      expect([relayed.status, relayed.json]).toEqual([404, { error: "Not found" }]);
      const guessed = { "X-Real-IP": "203.0.113.9", Authorization: `Bearer ${TOKEN}` };
      expect((await request(base, "GET", "/metrics", { headers: guessed })).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // A real connection from another address, where the machine has one to connect from.
  const external = Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i !== undefined && i.family === "IPv4" && !i.internal)?.address;
  it.skipIf(external === undefined)("refuses a connection from another address without the token", async () => {
    const server = createApp({ runtime: app.runtime, config: app.config, logger }).listen(0, external!);
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://${external}:${(server.address() as AddressInfo).port}`;
    try {
      expect((await request(base, "GET", "/metrics")).status).toBe(401);
      expect((await request(base, "GET", "/metrics", { token: TOKEN })).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses a short METRICS_TOKEN at boot, naming the variable", () => {
    expect(() => loadConfig({ DATA_DIR: "/nonexistent", METRICS_TOKEN: "short" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: "/nonexistent", METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ DATA_DIR: "/nonexistent" }).metricsToken).toBeNull();
  });
});

// Prometheus's own checker (Debian's `prometheus` package, which CI installs): every name, type
// and help line of the exposition as an instance serves it must pass.
const promtool = ["/usr/bin/promtool", "/usr/local/bin/promtool"].find((p) => fs.existsSync(p));
describe.skipIf(!promtool && process.env["CI"] !== "true")("the exposition", () => {
  it("passes promtool check metrics", async () => {
    expect(promtool, "promtool is missing: apt-get install prometheus").toBeDefined();
    const answer = await scrape();
    expect(answer.status).toBe(200);
    const checked = spawnSync(promtool!, ["check", "metrics"], { input: answer.text, encoding: "utf8" });
    expect(`${checked.stdout}${checked.stderr}`.trim()).toBe("");
    expect(checked.status).toBe(0);
  });
});

// The shipped alert rules: promtool accepts them, and every metric they name is one an instance
// with a replica configured serves (a renamed metric would leave its alert silent).
describe.skipIf((!promtool && process.env["CI"] !== "true") || ADMIN_URL === null)(
  "deploy/prometheus/alerts.yml",
  () => {
    it("passes promtool check rules and names only metrics an instance serves", async () => {
      expect(promtool, "promtool is missing: apt-get install prometheus").toBeDefined();
      const rules = path.join(ROOT, "deploy/prometheus/alerts.yml");
      const checked = spawnSync(promtool!, ["check", "rules", rules], { encoding: "utf8" });
      expect(checked.status, `${checked.stdout}${checked.stderr}`).toBe(0);
      const named = new Set(fs.readFileSync(rules, "utf8").match(/\b(?:jemput|http)_[a-z_]+/g));
      const withReplica = await startTestApp({ env: { DATABASE_REPLICA_URL: ADMIN_URL! } });
      try {
        const served = (await request(withReplica.baseUrl, "GET", "/metrics")).text;
        const families = new Set([...served.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
        const missing = [...named].filter((name) => !families.has(name.replace(/_(count|sum|bucket)$/, "")));
        expect(missing).toEqual([]);
      } finally {
        await withReplica.close();
      }
    });
  },
);
