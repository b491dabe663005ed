import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import { afterAll, describe, expect, it } from "vitest";
import { openSession } from "../../modules/auth/handlers.ts";
import { registerMember, setAdmin } from "../../modules/members/handlers.ts";
import { Database } from "../../platform/db/database.ts";
import { copyKeyFile, tableDigests } from "../../testing/backup-drill.ts";
import { ADMIN_URL, freshConfig, newMember, tempDir, withDb, type TestConfig } from "../../testing/harness.ts";
import { waitFor } from "../../testing/jobs.ts";
import { runCli } from "./http.ts";
import { acknowledged, startLoad } from "./load.ts";
import { startServer } from "./server-process.ts";

// The backup drill under fire, with the real binaries. On a PostgreSQL server the backup is
// taken while registrations, posts and approvals keep arriving: the restore holds exactly the
// events committed at one moment (each identical to its source row) and projections that agree
// with them. The embedded database serves one process, so its backup is taken after the server
// was killed with kill -9 mid-write. Either way `jemput verify` passes on the restore and, once
// writes have stopped, every table equals its source.
type Env = Record<string, string | undefined>;
const out = tempDir("jemput-backup-chaos-");
const databases: Array<TestConfig> = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
  fs.rmSync(out, { recursive: true, force: true });
});

const fresh = async () => {
  const config = await freshConfig();
  databases.push(config);
  return config;
};

const cli = async (env: Env, args: ReadonlyArray<string>) => {
  const run = await runCli(env, args);
  expect(run.code, `${args.join(" ")}:\n${run.err}${run.out}`).toBe(0);
  return run.out;
};

const adminToken = (env: Env) =>
  withDb(
    env,
    Effect.gen(function* () {
      const who = newMember("Drill");
      const { memberId } = yield* registerMember(who, { requestId: "backup-drill" });
      yield* setAdmin(who.email, true, { actor: "cli" });
      return yield* openSession(yield* Database, memberId, new Date(), "verified");
    }),
  );

/** Each event's position and a digest of its whole row. */
const eventRows = (env: Env) =>
  withDb(
    env,
    Effect.gen(function* () {
      const rows = yield* (yield* Database).query<{ position: number; digest: string }>(
        `SELECT position, md5(e::text) AS digest FROM events e ORDER BY position`,
      );
      return new Map(rows.map((r) => [r.position, r.digest]));
    }),
  );

const restoreAndVerify = async (target: { readonly env: Env }, file: string, force = false) => {
  await cli(target.env, ["restore", "--from", file, ...(force ? ["--force"] : [])]);
  expect(await cli(target.env, ["verify"])).toContain("balances hold for every member");
};

describe("backup drill", () => {
  it.skipIf(!ADMIN_URL)(
    "PostgreSQL server: a backup taken under write load restores to a consistent moment",
    async () => {
      const source = await fresh();
      const token = await adminToken(source.env);
      const ack = acknowledged();
      const server = await startServer({ ...source.env, LOG_LEVEL: "error" });
      const load = startLoad({ baseUrl: server.baseUrl, run: "drill", adminToken: token, ack, workers: 8 });
      let stats;
      const during = path.join(out, "during-load.backup");
      try {
        await waitFor("the load to get going", () => load.acknowledgedSoFar() >= 60, 60_000);
        await cli(source.env, ["backup", "--out", during]);
        const atBackup = load.acknowledgedSoFar();
        await waitFor("writes after the backup", () => load.acknowledgedSoFar() >= atBackup + 30, 60_000);
      } finally {
        stats = await load.stop();
        await server.stop();
      }
      expect(ack.approved.size, JSON.stringify(stats)).toBeGreaterThan(0);

      const target = await fresh();
      await restoreAndVerify(target, during);
      const [restored, all] = [await eventRows(target.env), await eventRows(source.env)];
      expect(restored.size).toBeGreaterThan(60);
      expect(restored.size, "writes went on after the backup").toBeLessThan(all.size);
      const differing = [...restored].filter(([position, digest]) => all.get(position) !== digest);
      expect(differing, "restored events that differ from their source").toEqual([]);

      // Writes have stopped: a second backup, restored over the first, equals the source whole.
      const after = path.join(out, "after-load.backup");
      // Verified first, so the tables that follow the log are current in the source as in the copy.
      expect(await cli(source.env, ["verify"])).toContain("balances hold for every member");
      await cli(source.env, ["backup", "--out", after]);
      await restoreAndVerify(target, after, true);
      expect(await tableDigests(target.env)).toEqual(await tableDigests(source.env));
    },
  );

  it("embedded database: a backup of a server killed mid-write restores whole", async () => {
    const dataDir = tempDir("jemput-drill-embedded-");
    const env: Env = { DATA_DIR: dataDir, LOG_LEVEL: "silent", JEMPUT_DEMO: "0" };
    const restoreDir = tempDir("jemput-drill-restored-");
    try {
      const token = await adminToken(env);
      const ack = acknowledged();
      const server = await startServer({ ...env, LOG_LEVEL: "error" });
      const load = startLoad({ baseUrl: server.baseUrl, run: "drill-embedded", adminToken: token, ack, workers: 8 });
      let stats;
      try {
        await waitFor("the load to get going", () => load.acknowledgedSoFar() >= 60, 60_000);
      } finally {
        await server.kill9();
        stats = await load.stop();
      }
      const file = path.join(out, "embedded.backup");
      expect(await cli(env, ["verify"])).toContain("balances hold for every member");
      await cli(env, ["backup", "--out", file]);
      copyKeyFile(dataDir, restoreDir);
      await restoreAndVerify({ env: { ...env, DATA_DIR: restoreDir } }, file);
      const [restored, source] = [await tableDigests({ ...env, DATA_DIR: restoreDir }), await tableDigests(env)];
      // Each acknowledged write appended at least one event before it was answered (an approval
      // that found the post already approved wrote nothing and is not counted in `ok`).
      expect(restored["events"]!.rows, JSON.stringify(stats)).toBeGreaterThanOrEqual(stats.ok);
      expect(restored).toEqual(source);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(restoreDir, { recursive: true, force: true });
    }
  });
});
