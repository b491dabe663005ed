import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../server/platform/db/database.ts";
import { startEmbeddedPostgres } from "../server/platform/db/embedded.ts";
import { migrate, migrationFiles, MIGRATIONS_DIR } from "../server/platform/db/migrate.ts";
import { copyKeyFile, sealBankAccounts, tableDigests } from "../server/testing/backup-drill.ts";
import { testClock } from "../server/testing/clock.ts";
import { ADMIN_URL, freshConfig, ROOT, tempDir, withDb, type TestConfig } from "../server/testing/harness.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// The backup drill, on the database the suite runs on (a PostgreSQL server's dump with
// DATABASE_URL, the embedded database's archive without): a seeded world with approvals,
// payouts and sealed bank details is backed up, restored into an empty database, and there
// `verify` passes and every table equals its source, row for row.
const NOW = new Date("2026-10-15T04:00:00.000Z");
type Env = TestConfig["env"];

const cli = async (env: Env, ...args: Array<string>) => {
  let out = "";
  let err = "";
  const io = { out: (s: string) => void (out += s), err: (s: string) => void (err += s), env, clock: testClock(NOW) };
  try {
    await buildProgram(io).parseAsync(["node", "jemput", ...args]);
    return { out, err, error: null as unknown };
  } catch (error) {
    return { out, err, error };
  }
};
const ok = async (env: Env, ...args: Array<string>) => {
  const run = await cli(env, ...args);
  expect(run.error, `${args.join(" ")}: ${String(run.error)}\n${run.out}`).toBeNull();
  return run.out;
};
const failure = async (env: Env, ...args: Array<string>) => {
  const run = await cli(env, ...args);
  expect(run.error).toBeInstanceOf(CliFailure);
  return (run.error as Error).message;
};

const databases: Array<TestConfig> = [];
const fresh = async (env: Env = {}) => {
  const config = await freshConfig(env);
  databases.push(config);
  return config;
};
let source: TestConfig;
let outDir: string;
let backup: string;

beforeAll(async () => {
  outDir = tempDir("jemput-backup-");
  backup = path.join(outDir, "jemput.backup");
  source = await fresh();
  await ok(source.env, "seed", "--members", "120", "--months", "3", "--seed", "11", "--password", "x");
  expect(await sealBankAccounts(source.env, 5, 202609, NOW)).toBe(5);
  await ok(source.env, "payouts", "close", "--month", "9", "--year", "2026", "--yes");
});
afterAll(async () => {
  for (const db of databases) await db.drop();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

/** A database left at the schema level before the newest, as an older version made it. */
const atOlderLevel = async (config: TestConfig) => {
  const older = tempDir("jemput-migrations-");
  for (const file of migrationFiles().slice(0, -1))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(older, file));
  const embedded = ADMIN_URL ? null : await startEmbeddedPostgres(config.dataDir);
  const pool = new pg.Pool({ connectionString: embedded?.connectionString ?? config.env["DATABASE_URL"], max: 1 });
  try {
    return (await migrate(pool, older)).level;
  } finally {
    await pool.end();
    await embedded?.stop();
    fs.rmSync(older, { recursive: true, force: true });
  }
};

describe("jemput backup and restore", () => {
  it("restores a backup into an empty database: verify passes and every table equals its source", async () => {
    // Verified first, so the tables that follow the log are current in the backup as in the source.
    expect(await ok(source.env, "verify")).toContain("balances hold for every member");
    const made = await ok(source.env, "backup", "--out", backup);
    expect(made).toMatch(/^backup .*jemput\.backup: (PostgreSQL dump|embedded database archive), schema level \d+/);
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${backup}.partial`)).toBe(false);

    const target = await fresh();
    copyKeyFile(source.dataDir, target.dataDir);
    const restored = await ok(target.env, "restore", "--from", backup);
    expect(restored).toMatch(/^restored .* \(schema level \d+\) in [\d.]+ s\n\d+ events, 120 members\n$/);
    expect(await ok(target.env, "verify")).toContain("balances hold for every member");
    const [before, after] = [await tableDigests(source.env), await tableDigests(target.env)];
    expect(before["events"]!.rows).toBeGreaterThan(100);
    for (const table of ["bank_accounts", "payout_bank_details", "payouts", "posts", "profiles"])
      expect(before[table]?.rows, table).toBeGreaterThan(0);
    expect(after).toEqual(before);

    // The log goes on where it stopped: the next event takes the next position.
    const [first] = await withDb(
      target.env,
      Effect.flatMap(Database, (db) =>
        db.query<{ email: string }>(`SELECT email FROM profiles ORDER BY member_id LIMIT 1`),
      ),
    );
    const email = first!.email;
    await ok(target.env, "admin", "grant", "--email", email);
    expect((await tableDigests(target.env))["events"]!.rows).toBe(before["events"]!.rows + 1);
    expect(await ok(target.env, "verify")).toContain("balances hold for every member");

    // Holding data now, it is refused without --force and replaced with it.
    expect(await failure(target.env, "restore", "--from", backup)).toMatch(
      /already holds data \(.*events.*\): restore into an empty database, or add --force/,
    );
    await ok(target.env, "restore", "--from", backup, "--force");
    expect(await tableDigests(target.env)).toEqual(before);
  });

  it("migrates a backup taken at an older schema level, and refuses one from a newer version", async () => {
    const old = await fresh();
    const level = await atOlderLevel(old);
    const file = path.join(outDir, "older.backup");
    expect(await ok(old.env, "backup", "--out", file)).toContain(`schema level ${level},`);
    const target = await fresh();
    const restored = await ok(target.env, "restore", "--from", file);
    // To the newest migration's number: numbers may skip one (a migration of another branch).
    const newest = Number(migrationFiles().at(-1)!.slice(0, 3));
    expect(newest).toBeGreaterThan(level);
    expect(restored).toContain(`migrated from schema level ${level} to ${newest}\n`);

    const future = await fresh();
    await atOlderLevel(future);
    const pool = await (async () => {
      const embedded = ADMIN_URL ? null : await startEmbeddedPostgres(future.dataDir);
      const p = new pg.Pool({ connectionString: embedded?.connectionString ?? future.env["DATABASE_URL"], max: 1 });
      return { p, stop: async () => (await p.end(), await embedded?.stop()) };
    })();
    await pool.p.query(`INSERT INTO schema_migrations (version, name) VALUES (999, '999_from_the_future.sql')`);
    await pool.stop();
    const newer = path.join(outDir, "newer.backup");
    await ok(future.env, "backup", "--out", newer);
    const empty = await fresh();
    expect(await failure(empty.env, "restore", "--from", newer)).toMatch(
      /is at schema level 999, newer than this version of Jemput knows \(\d+\)/,
    );
    expect(fs.existsSync(path.join(empty.dataDir, "pgdata"))).toBe(false);
  });

  it("fails when the bank data it restored is sealed under a key this configuration lacks, unless told to go on", async () => {
    const other = Buffer.from("another-key-another-key-another!").toString("base64");
    const refused = await cli(
      (await fresh(ADMIN_URL ? { BANK_DATA_KEY: other } : {})).env,
      "restore",
      "--from",
      backup,
    );
    expect(refused.error).toBeInstanceOf(CliFailure);
    expect((refused.error as Error).message).toMatch(
      /^the backup is restored, but bank data in it is sealed under 1 key\(s\) this configuration lacks \(above\)/,
    );
    expect(refused.out).toMatch(
      /^warning: \d+ bank data row\(s\) are sealed under key \w+, which this configuration lacks/m,
    );
    const accepted = await fresh(ADMIN_URL ? { BANK_DATA_KEY: other } : {});
    expect(await ok(accepted.env, "restore", "--from", backup, "--allow-missing-keys")).toMatch(
      /^warning: \d+ bank data row\(s\) are sealed under key \w+, which this configuration lacks/m,
    );
  });

  it("seals a backup to a public key, and restores it only with the private key of the pair", async () => {
    const keys = path.join(outDir, "backup-keys");
    expect(await ok({}, "keys", "backup-pair", "--out", keys)).toContain("backup.pub (for backup --encrypt-to)");
    expect(fs.statSync(path.join(keys, "backup.key")).mode & 0o777).toBe(0o600);
    expect(await failure({}, "keys", "backup-pair", "--out", keys)).toMatch(
      /already exist\(s\): a key pair is never replaced$/,
    );
    const sealed = path.join(outDir, "jemput.sealed");
    // The backup host knows where the database is and nothing else: no bank data key, no app address.
    const hostEnv: Env = ADMIN_URL
      ? { DATABASE_URL: source.env["DATABASE_URL"], DATA_DIR: outDir }
      : { DATA_DIR: source.env["DATA_DIR"] };
    expect(await ok(hostEnv, "backup", "--out", sealed, "--encrypt-to", path.join(keys, "backup.pub"))).toMatch(
      /sealed to .*backup\.pub/,
    );
    expect(fs.readdirSync(outDir).filter((f) => f.includes("partial"))).toEqual([]);
    // Nothing of the data reads in the sealed file.
    expect(fs.readFileSync(sealed).includes(Buffer.from("schema_migrations"))).toBe(false);

    const target = await fresh();
    expect(await failure(target.env, "restore", "--from", sealed)).toBe(
      `${sealed} is a sealed backup: give the private key with --decrypt-with KEY_FILE`,
    );
    const otherKeys = path.join(outDir, "other-keys");
    await ok({}, "keys", "backup-pair", "--out", otherKeys);
    expect(
      await failure(target.env, "restore", "--from", sealed, "--decrypt-with", path.join(otherKeys, "backup.key")),
    ).toMatch(/does not open with .*other-keys\/backup\.key: another pair's key, or a file changed or cut short$/);
    const cut = path.join(outDir, "jemput.cut");
    fs.writeFileSync(cut, fs.readFileSync(sealed).subarray(0, fs.statSync(sealed).size - 100));
    expect(
      await failure(target.env, "restore", "--from", cut, "--decrypt-with", path.join(keys, "backup.key")),
    ).toMatch(/cut short/);
    const restored = await ok(target.env, "restore", "--from", sealed, "--decrypt-with", path.join(keys, "backup.key"));
    expect(restored).toContain(`restored ${sealed} (schema level`);
    expect(await tableDigests(target.env)).toEqual(await tableDigests(source.env));
  });

  it("says what is wrong with its arguments and files, exits 1, and prints no stack trace", () => {
    const never = path.join(outDir, "never-created");
    const run = (env: Env, ...args: Array<string>) =>
      spawnSync(process.execPath, ["cli/main.ts", ...args], {
        cwd: ROOT,
        env: { PATH: process.env["PATH"], HOME: process.env["HOME"], LOG_LEVEL: "silent", ...env },
        encoding: "utf8",
        timeout: 60_000,
      });
    const embedded = { DATA_DIR: never };
    const text = path.join(outDir, "notes.txt");
    fs.writeFileSync(text, "not a backup\n");
    const cases: Array<[Env, Array<string>, RegExp]> = [
      [embedded, ["backup"], /^error: required option '--out <file>' not specified/],
      [embedded, ["restore"], /^error: required option '--from <file>' not specified/],
      [
        embedded,
        ["backup", "--out", path.join(never, "sub", "x.backup")],
        /^error: cannot write .*: no such file or folder\n$/,
      ],
      [
        embedded,
        ["backup", "--out", backup],
        /^error: .*jemput\.backup already exists: a backup never replaces another\n$/,
      ],
      [
        embedded,
        ["restore", "--from", `${backup}.missing`],
        /^error: cannot read .*missing: no such file or folder\n$/,
      ],
      [embedded, ["restore", "--from", text], /^error: .*notes\.txt is not a Jemput backup/],
      ADMIN_URL
        ? [embedded, ["restore", "--from", backup], /^error: .* is a PostgreSQL dump: set DATABASE_URL/]
        : [source.env, ["restore", "--from", text], /is not a Jemput backup/],
    ];
    for (const [env, args, message] of cases) {
      const result = run(env, ...args);
      expect(result.status, args.join(" ")).toBe(1);
      expect(result.stderr, args.join(" ")).toMatch(message);
      expect(result.stderr).not.toMatch(/^\s+at /m);
    }
    expect(fs.existsSync(never)).toBe(false);
  });
});
