import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmFlag } from "../server/modules/risk/decisions.ts";
import { Database } from "../server/platform/db/database.ts";
import { freshConfig, withDb, type TestConfig } from "../server/testing/harness.ts";
import { testClock } from "../server/testing/clock.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// The operator's fraud commands on a seeded world with its four fraud scenarios.
const NOW = new Date("2026-10-15T04:00:00.000Z");

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

let db: TestConfig;
beforeAll(async () => {
  db = await freshConfig();
  const seeded = await cli(
    db.env,
    "seed",
    "--members",
    "300",
    "--months",
    "2",
    "--seed",
    "3",
    "--password",
    "x",
    "--fraud",
  );
  expect(seeded.error).toBeNull();
}, 120_000);
afterAll(async () => {
  await db?.drop();
});

describe("jemput risk", () => {
  it("lists the open flags the scenarios raised, in words and as JSON", async () => {
    const listed = await cli(db.env, "risk", "flags");
    expect(listed.error).toBeNull();
    for (const title of ["Shared bank account", "Self-referral", "Registration farm", "High rejection rate"])
      expect(listed.out).toContain(title);
    const json = await cli(db.env, "risk", "flags", "--json");
    const flags = JSON.parse(json.out) as Array<{ status: string; rule: string }>;
    expect(flags.map((f) => f.status)).toEqual(["open", "open", "open", "open"]);
    expect((await cli(db.env, "risk", "flags", "--status", "cleared")).out).toBe("no cleared flags\n");
  });

  it("scans again without raising anything new", async () => {
    const scanned = await cli(db.env, "risk", "scan");
    expect(scanned.out).toMatch(/^scanned \d+ members: 4 findings, 0 flags raised or widened\n$/);
  });

  it("reinstates a member suspended by a confirmed flag, once, and refuses an unknown email", async () => {
    const suspended = await withDb(
      db.env,
      Effect.gen(function* () {
        const sql = yield* Database;
        const [flag] = yield* sql.query<{ flag_id: string; member: number; email: string }>(
          `SELECT f.flag_id, (f.member_ids ->> 0)::int AS member, p.email FROM risk_flags f
             JOIN profiles p ON p.member_id = (f.member_ids ->> 0)::int WHERE f.rule = 'high_rejection_rate'`,
        );
        yield* confirmFlag(
          flag!.flag_id,
          { reason: "Posts copied from others", suspendMemberIds: [flag!.member], reversePostIds: [] },
          { adminId: 1, requestId: "test" },
        );
        return flag!;
      }),
    );
    const first = await cli(db.env, "risk", "reinstate", "--email", suspended.email, "--reason", "Appeal accepted");
    expect(first.out).toBe(`${suspended.email} (#${suspended.member}) is reinstated: they can sign in again\n`);
    const again = await cli(db.env, "risk", "reinstate", "--email", suspended.email, "--reason", "Appeal accepted");
    expect(again.out).toBe(`${suspended.email} (#${suspended.member}) was not suspended\n`);
    const rows = await withDb(
      db.env,
      Effect.flatMap(Database, (sql) => sql.query(`SELECT 1 FROM member_suspensions`)),
    );
    expect(rows).toEqual([]);
    const unknown = await cli(db.env, "risk", "reinstate", "--email", "nobody@jemput.my", "--reason", "x");
    expect(unknown.error).toBeInstanceOf(CliFailure);
    expect((unknown.error as Error).message).toBe("No member has the email nobody@jemput.my");
    const noReason = await cli(db.env, "risk", "reinstate", "--email", suspended.email, "--reason", "  ");
    expect(noReason.err).toContain("expected 1 to 500 characters");
  });
});
