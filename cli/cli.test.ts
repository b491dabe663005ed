import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CommanderError } from "commander";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRM } from "../domain/money.ts";
import { verifyPassword } from "../server/modules/credentials/password.ts";
import { Database } from "../server/platform/db/database.ts";
import { liveChecksums } from "../server/modules/projections/rebuild.ts";
import { freshConfig, ROOT, tempDir, withDb, type TestConfig } from "../server/testing/harness.ts";
import { testClock } from "../server/testing/clock.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// Every command runs in process through buildProgram, on its own runtime as in production.
const NOW = new Date("2026-10-15T04:00:00.000Z");
const SEED_ARGS = ["seed", "--members", "300", "--months", "3", "--seed", "5", "--password", "x"];
const INCOME_HEADER =
  "userId,month,year,fullName,username,personalIncome,level1Override,level2Override,reversals,totalIncome";

const cli = async (env: TestConfig["env"], ...args: Array<string>) => {
  let out = "";
  let err = "";
  const io = { out: (s: string) => void (out += s), err: (s: string) => void (err += s), env, clock: testClock(NOW) };
  let error: unknown = null;
  try {
    await buildProgram(io).parseAsync(["node", "jemput", ...args]);
  } catch (caught) {
    error = caught;
  }
  return { out, err, error };
};

// The real entry point, as an operator runs it; parsing fails before DATA_DIR is ever made.
const binary = (dataDir: string, ...args: Array<string>) =>
  spawnSync(process.execPath, ["cli/main.ts", ...args], {
    cwd: ROOT,
    env: { PATH: process.env["PATH"], HOME: process.env["HOME"], DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    encoding: "utf8",
    timeout: 60_000,
  });

const query = <R extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* db.query<R>(text, params);
  });
const countOf = (table: string, where = "true") =>
  Effect.map(query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`), ([row]) => row!.n);

let db: TestConfig;
let outDir: string;
let seeded: { events: number; checksums: Record<string, string>; email: string; memberId: number };

beforeAll(async () => {
  db = await freshConfig();
  outDir = tempDir("jemput-cli-out-");
});
afterAll(async () => {
  await db?.drop();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe("jemput CLI", () => {
  it("seeds members, posts and income", async () => {
    const { out, error } = await cli(db.env, ...SEED_ARGS);
    expect(error).toBeNull();
    const printed = /seeded 300 members \(ids from 1\) and (\d+) events/.exec(out);
    expect(printed, out).not.toBeNull();
    const facts = await withDb(
      db.env,
      Effect.gen(function* () {
        const [first] = yield* query<{ member_id: number; email: string; password_hash: string }>(
          `SELECT member_id, email, password_hash FROM profiles ORDER BY member_id LIMIT 1`,
        );
        return {
          profiles: yield* countOf("profiles"),
          members: yield* countOf("members"),
          events: yield* countOf("events"),
          registered: yield* countOf("events", "type = 'MemberRegistered'"),
          approved: yield* countOf("posts", "status = 'approved'"),
          ledger: yield* countOf("ledger_lines"),
          checksums: yield* liveChecksums(yield* Database),
          first: first!,
        };
      }),
    );
    expect(facts).toMatchObject({ profiles: 300, members: 300, registered: 300, events: Number(printed![1]) });
    expect(facts.approved).toBeGreaterThan(100);
    expect(facts.ledger).toBeGreaterThan(facts.approved);
    expect(await verifyPassword(facts.first.password_hash, "x")).toBe(true);
    seeded = {
      events: facts.events,
      checksums: facts.checksums,
      email: facts.first.email,
      memberId: facts.first.member_id,
    };
  });

  it("seeds the same projections from the same seed on another fresh database", async () => {
    const other = await freshConfig();
    try {
      expect((await cli(other.env, ...SEED_ARGS)).error).toBeNull();
      const checksums = await withDb(
        other.env,
        Effect.gen(function* () {
          return yield* liveChecksums(yield* Database);
        }),
      );
      expect(checksums).toEqual(seeded.checksums);
    } finally {
      await other.drop();
    }
  });

  it("rebuilds every projection to the same rows", async () => {
    const { out, error } = await cli(db.env, "rebuild");
    expect(error).toBeNull();
    for (const table of Object.keys(seeded.checksums)) {
      const line = out.split("\n").find((l) => l.startsWith(`${table} `));
      expect(line, `${table} in\n${out}`).toBeDefined();
      expect(line!.trim().split(/\s+/)).toEqual([table, seeded.checksums[table], seeded.checksums[table], "yes"]);
    }
    expect(out).toContain(`rebuilt ${seeded.events} events`);
  });

  it("verifies balances and projections without changing anything, and says what differs", async () => {
    const clean = await cli(db.env, "verify");
    expect(clean.error).toBeNull();
    expect(clean.out).toContain("balances hold for every member");
    // A line marked paid by a payout that does not exist: the money no longer balances, and the
    // table no longer equals what the log rebuilds.
    const [line] = await withDb(
      db.env,
      query<{ member_id: number }>(
        `INSERT INTO payout_lines (payout_id, member_id, position)
         SELECT 'PO-000000-0', member_id, position FROM ledger_lines ORDER BY position LIMIT 1 RETURNING member_id`,
      ),
    );
    const before = await withDb(db.env, countOf("payout_lines"));
    const tampered = await cli(db.env, "verify");
    expect((tampered.error as Error | null)?.message).toMatch(
      /1 member balance\(s\) and 1 projection table\(s\) that differ/,
    );
    expect(tampered.out).toContain(`member ${line!.member_id}: ledger RM`);
    expect(tampered.out).toMatch(/^payout_lines: live \d+:\w+, rebuilt \d+:\w+$/m);
    expect(await withDb(db.env, countOf("payout_lines"))).toBe(before);
    expect((await cli(db.env, "rebuild")).error).toBeNull();
    expect((await cli(db.env, "verify")).error).toBeNull();
  });

  it("grants the admin flag once", async () => {
    const first = await cli(db.env, "admin", "grant", "--email", seeded.email.toUpperCase());
    expect(first.error).toBeNull();
    expect(first.out).toContain(`(#${seeded.memberId}) is now an admin`);
    const again = await cli(db.env, "admin", "grant", "--email", seeded.email);
    expect(again.out).toContain("was already an admin");
    const admins = await withDb(db.env, query<{ member_id: number }>(`SELECT member_id FROM members WHERE is_admin`));
    expect(admins).toEqual([{ member_id: seeded.memberId }]);
  });

  it("closes a finished month once, paying each member's unpaid lines up to its end", async () => {
    const first = await cli(db.env, "payouts", "close", "--month", "9", "--year", "2026", "--yes");
    expect(first.error).toBeNull();
    const issued = /issued (\d+) payouts totalling (RM [\d,]+\.\d\d)/.exec(first.out);
    expect(issued, first.out).not.toBeNull();
    const second = await cli(db.env, "payouts", "close", "--month", "9", "--year", "2026", "--yes");
    expect(second.error).toBeNull();
    expect(second.out).toContain("already closed, a close issues nothing new");
    const [owed] = await withDb(
      db.env,
      query<{ members: number; total: number; payouts: number; paid: number; later: number }>(
        `SELECT (SELECT count(DISTINCT member_id)::int FROM ledger_lines WHERE period <= 202609) AS members,
              (SELECT sum(amount_sen)::bigint FROM ledger_lines WHERE period <= 202609) AS total,
              (SELECT count(*)::int FROM payouts WHERE period = 202609) AS payouts,
              (SELECT sum(amount_sen)::bigint FROM payouts WHERE period = 202609) AS paid,
              (SELECT count(*)::int FROM payout_lines pl JOIN ledger_lines l USING (member_id, position)
                WHERE l.period > 202609) AS later`,
      ),
    );
    // Nothing was closed before, so the first close pays every line of September and before.
    expect(owed!.later).toBe(0);
    expect(owed!.members).toBeGreaterThan(50);
    expect(Number(issued![1])).toBe(owed!.members);
    expect(owed!.payouts).toBe(owed!.members);
    expect(owed!.paid).toBe(owed!.total);
    expect(issued![2]).toBe(formatRM(owed!.total));
  });

  it("reconciles the bank's result file as the admin route does, and refuses a malformed one with its line", async () => {
    const ids = (
      await withDb(
        db.env,
        query<{ payout_id: string }>(`SELECT payout_id FROM payouts WHERE period = 202609 ORDER BY payout_id LIMIT 2`),
      )
    ).map((r) => r.payout_id);
    const file = path.join(outDir, "bank-result.csv");
    fs.writeFileSync(
      file,
      `reference,status,bank_reference\n${ids[0]},paid,MBB-77\n${ids[1]},failed,\nPO-209901-1,paid,X\n`,
    );
    const first = await cli(db.env, "payouts", "reconcile", "--file", file);
    expect(first.error).toBeNull();
    expect(first.out).toBe(
      `bank result ${file}: 3 lines, 2 applied, 0 unchanged, 1 unmatched\n` +
        `applied: line 2 ${ids[0]} paid\napplied: line 3 ${ids[1]} failed\n` +
        "unmatched: line 4 PO-209901-1 paid (no such payout)\n",
    );
    expect((await cli(db.env, "payouts", "reconcile", "--file", file)).out).toContain("0 applied, 2 unchanged");
    const states = await withDb(
      db.env,
      query(`SELECT status, reference FROM payouts WHERE payout_id = ANY($1::text[]) ORDER BY payout_id`, [ids]),
    );
    expect(states).toEqual([
      { status: "paid", reference: "MBB-77" },
      { status: "failed", reference: null },
    ]);

    const events = () => withDb(db.env, countOf("events"));
    const before = await events();
    fs.writeFileSync(file, `reference,status,bank_reference\n${ids[1]},paid,\n`);
    const bad = await cli(db.env, "payouts", "reconcile", "--file", file);
    expect(bad.error).toBeInstanceOf(CliFailure);
    expect((bad.error as Error).message).toBe("Invalid bank result file: line 2: a paid line needs its bank_reference");
    fs.writeFileSync(file, `reference,status,bank_reference\n${ids[0]},failed,\n`);
    const refused = await cli(db.env, "payouts", "reconcile", "--file", file);
    expect((refused.error as Error).message).toBe(`line 2: ${ids[0]} is already paid, so it cannot be marked failed`);
    expect(await events()).toBe(before);

    // The real binary: a malformed file is refused before the database is opened.
    const malformed = path.join(outDir, "malformed.csv");
    fs.writeFileSync(malformed, "reference,status\nPO-1,paid\n");
    const dataDir = path.join(outDir, "never-created");
    const run = binary(dataDir, "payouts", "reconcile", "--file", malformed);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      "error: Invalid bank result file: line 1: the header must be reference,status,bank_reference\n",
    );
    expect(binary(dataDir, "payouts", "reconcile", "--file", `${malformed}.missing`).stderr).toMatch(
      /^error: cannot read .*missing: ENOENT/,
    );
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("exports a month's income as CSV", async () => {
    const file = path.join(outDir, "income.csv");
    const { out, error } = await cli(
      db.env,
      "export",
      "income",
      "--format",
      "csv",
      "--out",
      file,
      "--month",
      "9",
      "--year",
      "2026",
    );
    expect(error).toBeNull();
    const lines = fs.readFileSync(file, "utf8").split("\r\n");
    expect(lines[0]).toBe(INCOME_HEADER);
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1).map((line) => line.split(","));
    expect(out).toContain(`exported ${rows.length} income rows for 2026-09`);
    expect(rows.length).toBeGreaterThan(50);
    for (const [, month, year, , , personal, level1, level2, reversals, total] of rows) {
      expect([month, year]).toEqual(["9", "2026"]);
      const sen = [personal, level1, level2, reversals, total].map((v) => Math.round(Number(v) * 100));
      expect(sen[0]! + sen[1]! + sen[2]! + sen[3]!).toBe(sen[4]);
    }
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
  });

  it("exports members as JSON", async () => {
    const file = path.join(outDir, "members.json");
    expect((await cli(db.env, "export", "members", "--format", "json", "--out", file)).error).toBeNull();
    const members = JSON.parse(fs.readFileSync(file, "utf8")) as Array<{
      id: number;
      email: string;
      isAdmin: boolean;
      referredBy: string;
      directRecruits: number;
    }>;
    expect(members).toHaveLength(300);
    expect(members.filter((m) => m.isAdmin).map((m) => m.email)).toEqual([seeded.email]);
    const recruits = members.reduce((sum, m) => sum + m.directRecruits, 0);
    expect(recruits).toBe(members.filter((m) => m.referredBy !== "").length);
  });

  it("recomputes a month's income from the log, correcting a damaged row", async () => {
    const [damaged] = await withDb(
      db.env,
      query<{ member_id: number }>(
        `UPDATE monthly_income SET personal_sen = personal_sen + 1
        WHERE (member_id, period) = (SELECT member_id, period FROM monthly_income WHERE period = 202609 ORDER BY member_id LIMIT 1)
        RETURNING member_id`,
      ),
    );
    expect(damaged).toBeDefined();
    const { out, error } = await cli(db.env, "income", "recompute", "--month", "9", "--year", "2026");
    expect(error).toBeNull();
    expect(out).toMatch(/income 2026-09: \d+ members, total RM [\d,]+\.\d\d, 1 rows corrected/);
    const checksums = await withDb(
      db.env,
      Effect.gen(function* () {
        return yield* liveChecksums(yield* Database);
      }),
    );
    expect(checksums["monthly_income"]).toBe(seeded.checksums["monthly_income"]);
    expect((await cli(db.env, "income", "recompute", "--month", "9", "--year", "2026")).out).toContain(
      " 0 rows corrected",
    );
  });

  it("prints the newest mails of the outbox", async () => {
    expect((await cli(db.env, "mail", "outbox")).out).toBe("the outbox is empty\n");
    await withDb(
      db.env,
      query(
        `INSERT INTO outbox (to_email, subject, html, text) VALUES ($1, 'First', '<p>one</p>', 'one'), ($2, 'Second', '<p>two</p>', 'two')`,
        ["aina@jemput.my", "badrul@jemput.my"],
      ),
    );
    const { out, error } = await cli(db.env, "mail", "outbox", "--limit", "1");
    expect(error).toBeNull();
    expect(out).toMatch(/^#\d+ {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}to badrul@jemput\.my\nSubject: Second\n\ntwo\n/);
    expect(out).not.toContain("aina@jemput.my");
    expect(out).toContain("1 mail, newest first");
    expect((await cli(db.env, "mail", "outbox")).out).toContain("2 mails, newest first");
  });

  it("refuses bad arguments with a non-zero exit and writes nothing", async () => {
    const events = () => withDb(db.env, countOf("events"));
    const before = await events();
    const file = path.join(outDir, "f");
    const cases: Array<[args: Array<string>, message: RegExp]> = [
      [["seed"], /required option '--members <n>'/],
      [["seed", "--members", "-5"], /--members/],
      [["payouts", "close", "--month", "13", "--year", "2026"], /'13' is invalid/],
      [["payouts", "close", "--month", "9"], /required option '--year <y>'/],
      [["export", "income", "--format", "xml", "--out", file], /Allowed choices are json, csv/],
      [["mail", "outbox", "--limit", "0"], /'0' is invalid/],
    ];
    for (const [args, message] of cases) {
      const { error, err } = await cli(db.env, ...args);
      expect(error, args.join(" ")).toBeInstanceOf(CommanderError);
      expect((error as CommanderError).exitCode).not.toBe(0);
      expect(err).toMatch(message);
      expect(err).toContain("Usage: jemput");
    }
    const unknown = await cli(db.env, "export", "foo", "--format", "csv", "--out", file);
    expect(unknown.error).toBeInstanceOf(CliFailure);
    expect((unknown.error as Error).message).toContain('cannot export "foo"');
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    expect(await events()).toBe(before);
  });

  it("exits non-zero with the usage when the real binary gets a bad month", () => {
    const dataDir = path.join(outDir, "never-created");
    const result = binary(dataDir, "payouts", "close", "--month", "13", "--year", "2026");
    expect(result.status, result.stderr).not.toBe(0);
    expect(result.status).not.toBeNull();
    expect(result.stderr).toContain("error: option '--month <m>' argument '13' is invalid");
    expect(result.stderr).toContain("Usage: jemput payouts close [options]");
    expect(result.stdout).toBe("");
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("says why when --month comes without --year", () => {
    const file = path.join(outDir, "half-period.csv");
    const result = binary(
      path.join(outDir, "never-created"),
      "export",
      "income",
      "--format",
      "csv",
      "--out",
      file,
      "--month",
      "9",
    );
    expect(result.status).not.toBe(0);
    expect(fs.existsSync(file)).toBe(false);
    expect(result.stderr).toContain("--month and --year go together");
  });
});
