import type { AddressInfo } from "node:net";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { Effect } from "effect";
import express from "express";
import { createApp } from "../server/app.ts";
import { hashPassword } from "../server/auth/password.ts";
import { loadConfig } from "../server/config.ts";
import { Database } from "../server/db/database.ts";
import { makeLogger } from "../server/logger.ts";
import { makeRuntime, type AppRuntime } from "../server/runtime.ts";
import { seedDatabase } from "../server/seed/write.ts";
import { scratchDatabase } from "./scratch.ts";
import type { LoadJob, LoadResult } from "./load-worker.ts";

// `node bench/dashboard.bench.ts`: how close GET /api/dashboard/stats comes to the floor of
// the stack, a route that only runs `SELECT 1` through the same Database service, on a fresh
// database seeded with 100,000 members over 3 months. Not part of the tests.
const MEMBERS = Number(process.env["BENCH_MEMBERS"] ?? 100_000);
const CONNECTIONS = 32;
const WARMUP_MS = 2_000;
const DURATION_MS = 8_000;
const PASSWORD = "bench-password-2026";

const scratch = await scratchDatabase("bench/dashboard.bench.ts");
const { log } = scratch;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
let runtime: AppRuntime | null = null;
let server: ReturnType<express.Express["listen"]> | null = null;
scratch.onCleanup(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await runtime?.dispose();
});

const load = (job: LoadJob) =>
  new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(new URL("./load-worker.ts", import.meta.url), { workerData: job });
    worker.once("message", (result: LoadResult) => void worker.terminate().then(() => resolve(result)));
    worker.once("error", reject);
  });

const percentile = (sorted: Float64Array, q: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);

const main = async () => {
  const env = { DATABASE_URL: scratch.databaseUrl, DATA_DIR: scratch.dataDir, LOG_LEVEL: "silent", JEMPUT_DEMO: "0", DB_POOL_SIZE: process.env["DB_POOL_SIZE"] };
  const config = loadConfig(env);
  const logger = makeLogger("silent");
  runtime = await makeRuntime(config, logger);
  const rt = runtime;

  const seedStarted = performance.now();
  const passwordHash = await hashPassword(PASSWORD);
  let lastPhase = "";
  const seeded = await rt.runPromise(seedDatabase({ members: MEMBERS, months: 3, seed: 2026, now: new Date(), passwordHash }, (p) => {
    if (p.phase !== lastPhase) log(`  seeding: ${(lastPhase = p.phase)}`);
  }));
  const sql = <R extends object>(text: string) => rt.runPromise(Effect.gen(function* () {
    return yield* (yield* Database).query<R>(text);
  }));
  await sql(`ANALYZE`);
  log(`seeded ${seeded.members} members and ${seeded.events} events in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (rss ${mb(process.memoryUsage().rss)})`);

  const [leader] = await sql<{ email: string; team_size: number; direct_recruits: number }>(
    `SELECT p.email, m.team_size, m.direct_recruits FROM members m JOIN profiles p USING (member_id) ORDER BY m.team_size DESC, m.member_id LIMIT 1`,
  );
  if (!leader) throw new Error("seeding made no members");

  // The floor: the same runtime and pool, no auth, one trivial query, mounted before the app.
  const wrapper = express();
  wrapper.get("/bench/select1", async (_req, res) => {
    const rows = await rt.runPromise(Effect.gen(function* () {
      return yield* (yield* Database).query<{ one: number }>(`SELECT 1 AS one`);
    }));
    res.json(rows[0]);
  });
  wrapper.use(createApp({ runtime: rt, config, logger }));
  const listening = await new Promise<NonNullable<typeof server>>((resolve) => {
    const s = wrapper.listen(0, "127.0.0.1", () => resolve(s));
  });
  server = listening;
  const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;

  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: leader.email, password: PASSWORD }) });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const stats = await (await fetch(`${base}/api/dashboard/stats`, { headers: auth })).json();
  log(`signed in as ${leader.email}: team ${leader.team_size}, direct recruits ${leader.direct_recruits}; stats ${JSON.stringify(stats)}`);
  log(`load: ${CONNECTIONS} connections, ${WARMUP_MS / 1000} s warm-up then ${DURATION_MS / 1000} s per endpoint, pool ${config.dbPoolSize}, ${os.cpus().length} CPUs`);

  const rows: Array<{ path: string; rps: number; p50: number; p99: number; requests: number; errors: number }> = [];
  // /api/health sits between the two: the app's middleware and one query, but no session check.
  for (const [pathname, headers] of [["/bench/select1", {}], ["/api/health", {}], ["/api/dashboard/stats", auth]] as const) {
    const result = await load({ url: `${base}${pathname}`, headers, connections: CONNECTIONS, warmupMs: WARMUP_MS, durationMs: DURATION_MS });
    if (result.firstError) log(`  ${pathname}: first error ${result.firstError}`);
    const sorted = result.latenciesMs.sort();
    rows.push({ path: pathname, rps: result.requests / result.seconds, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), requests: result.requests, errors: result.errors });
  }

  log("");
  log(`${"endpoint".padEnd(24)}${"req/s".padStart(10)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}${"requests".padStart(11)}${"errors".padStart(8)}`);
  for (const r of rows) {
    log(`${r.path.padEnd(24)}${r.rps.toFixed(0).padStart(10)}${r.p50.toFixed(2).padStart(10)}${r.p99.toFixed(2).padStart(10)}${String(r.requests).padStart(11)}${String(r.errors).padStart(8)}`);
  }
  const floor = rows[0];
  const dashboard = rows.at(-1);
  if (floor && dashboard) log(`\n/api/dashboard/stats runs at ${((dashboard.rps / floor.rps) * 100).toFixed(0)}% of the SELECT 1 floor (ratio ${(dashboard.rps / floor.rps).toFixed(2)}); rss ${mb(process.memoryUsage().rss)}`);
};

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
} finally {
  await scratch.cleanup();
}
