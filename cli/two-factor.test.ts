import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../server/modules/auth/handlers.ts";
import { registerMember, setAdmin } from "../server/modules/members/handlers.ts";
import { Database } from "../server/platform/db/database.ts";
import { hashToken } from "../server/modules/credentials/tokens.ts";
import { freshConfig, newMember, ROOT, withDb, type TestConfig } from "../server/testing/harness.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// `jemput admin reset-2fa`: the operator's way back in for someone who lost their authenticator
// app and their recovery codes.
const cli = async (env: TestConfig["env"], ...args: Array<string>) => {
  let out = "";
  const io = { out: (s: string) => void (out += s), err: () => undefined, env };
  let error: unknown = null;
  try {
    await buildProgram(io).parseAsync(["node", "jemput", ...args]);
  } catch (caught) {
    error = caught;
  }
  return { out, error };
};

const query = <R extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
  Effect.flatMap(Database, (db) => db.query<R>(text, params));

let db: TestConfig;
let admin: { id: number; email: string };

beforeAll(async () => {
  db = await freshConfig();
  // An admin with an authenticator on, ten recovery codes (two used) and two open sessions.
  admin = await withDb(
    db.env,
    Effect.gen(function* () {
      const who = newMember("Operator");
      const { memberId } = yield* registerMember(who, { requestId: "cli-test" });
      yield* setAdmin(who.email, true, { actor: "cli" });
      const sql = yield* Database;
      yield* sql.query(
        `INSERT INTO two_factor (member_id, secret, created_at, enabled_at) VALUES ($1, $2, now(), now())`,
        [memberId, crypto.randomBytes(20)],
      );
      for (let i = 0; i < 10; i++)
        yield* sql.query(`INSERT INTO recovery_codes (member_id, code_hash, used_at) VALUES ($1, $2, $3)`, [
          memberId,
          `hash-${i}`,
          i < 2 ? new Date() : null,
        ]);
      yield* openSession(sql, memberId, new Date(), "verified");
      yield* openSession(sql, memberId, new Date(), "pending");
      return { id: memberId, email: who.email };
    }),
  );
});
afterAll(async () => {
  await db?.drop();
});

const SETUP_LINE =
  /^Setup code: ([a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}) \(works once, until \d{4}-\d\d-\d\d \d\d:\d\d UTC\)$/m;

describe("jemput admin grant", () => {
  it("prints a one-time setup code for a new admin, keeping only its hash, and a new one when asked again", async () => {
    const who = newMember("Granted");
    const memberId = await withDb(
      db.env,
      Effect.map(registerMember(who, { requestId: "cli-test" }), (r) => r.memberId),
    );
    const first = await cli(db.env, "admin", "grant", "--email", who.email);
    expect(first.error).toBeNull();
    expect(first.out).toContain(`${who.email} (#${memberId}) is now an admin\n`);
    const code = SETUP_LINE.exec(first.out)?.[1];
    expect(code, first.out).toBeDefined();
    expect(first.out).toContain("It is not shown again; `admin grant` again makes a new one.");
    const stored = () =>
      withDb(
        db.env,
        query<{ code_hash: string; hours: number; used_at: Date | null }>(
          `SELECT code_hash, extract(epoch FROM expires_at - created_at)::int / 3600 AS hours, used_at
             FROM admin_setup_codes WHERE member_id = $1`,
          [memberId],
        ),
      );
    const [row] = await stored();
    expect(row).toMatchObject({ hours: 72, used_at: null });
    expect(row!.code_hash).toBe(hashToken(code!.replace(/-/g, "")));

    const again = await cli(db.env, "admin", "grant", "--email", who.email);
    expect(again.out).toContain("was already an admin");
    const second = SETUP_LINE.exec(again.out)?.[1];
    expect(second).not.toBe(code);
    expect((await stored()).map((r) => r.code_hash)).toEqual([hashToken(second!.replace(/-/g, ""))]);
  });

  it("prints no setup code for an admin who already has an authenticator", async () => {
    const { out } = await cli(db.env, "admin", "grant", "--email", admin.email);
    expect(out).toBe(
      `${admin.email} (#${admin.id}) was already an admin\n` +
        "They already sign in with an authenticator app: no setup code is needed.\n",
    );
  });
});

describe("jemput admin reset-2fa", () => {
  it("removes the authenticator and recovery codes, ends every session, and says so", async () => {
    const { out, error } = await cli(db.env, "admin", "reset-2fa", "--email", admin.email.toUpperCase());
    expect(error).toBeNull();
    const [said, setupLine] = out.split("\n");
    expect(said).toBe(
      `${admin.email.toUpperCase()} (#${admin.id}): removed the authenticator and 8 unused recovery codes; ended 2 sessions. ` +
        "The next sign-in starts without two-factor authentication (an admin sets it up again).",
    );
    // An admin enrols again only with the operator's new setup code (decision 43).
    expect(setupLine).toMatch(SETUP_LINE);
    const left = await withDb(
      db.env,
      query<{ factors: number; codes: number; open: number }>(
        `SELECT (SELECT count(*)::int FROM two_factor WHERE member_id = $1) AS factors,
                (SELECT count(*)::int FROM recovery_codes WHERE member_id = $1) AS codes,
                (SELECT count(*)::int FROM sessions WHERE member_id = $1 AND revoked_at IS NULL) AS open`,
        [admin.id],
      ),
    );
    expect(left).toEqual([{ factors: 0, codes: 0, open: 0 }]);

    const again = await cli(db.env, "admin", "reset-2fa", "--email", admin.email);
    expect(again.out).toContain(`(#${admin.id}): had no authenticator; ended 0 sessions.`);
  });

  it("refuses an unknown email with a clear error and exit code 1", async () => {
    const { error } = await cli(db.env, "admin", "reset-2fa", "--email", "nobody@test.jemput.my");
    expect(error).toBeInstanceOf(CliFailure);
    expect((error as Error).message).toBe("No member has the email nobody@test.jemput.my");

    const run = spawnSync(process.execPath, ["cli/main.ts", "admin", "reset-2fa", "--email", "nobody@test.jemput.my"], {
      cwd: ROOT,
      env: { PATH: process.env["PATH"], HOME: process.env["HOME"], ...db.env, LOG_LEVEL: "silent" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect([run.status, run.stdout, run.stderr]).toEqual([
      1,
      "",
      "error: No member has the email nobody@test.jemput.my\n",
    ]);
  });
});
