import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRM } from "../domain/money.ts";
import { Database } from "../server/platform/db/database.ts";
import { freshConfig, withDb, type TestConfig } from "../server/testing/harness.ts";
import { testClock } from "../server/testing/clock.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// `jemput payouts close` shows what it will issue and closes only once the operator confirms,
// at the terminal or with --yes, bound to what it showed.
const NOW = new Date("2026-10-15T04:00:00.000Z");

const cliAt = async (at: Date, env: TestConfig["env"], answer: string | null, ...args: Array<string>) => {
  let out = "";
  const asked: Array<string> = [];
  const ask = async (question: string) => {
    asked.push(question);
    return answer ?? "";
  };
  const io = {
    out: (s: string) => void (out += s),
    err: () => {},
    env,
    clock: testClock(at),
    ...(answer === null ? {} : { ask }),
  };
  let error: unknown = null;
  try {
    await buildProgram(io).parseAsync(["node", "jemput", ...args]);
  } catch (caught) {
    error = caught;
  }
  return { out, asked, error };
};

const cli = (env: TestConfig["env"], answer: string | null, ...args: Array<string>) => cliAt(NOW, env, answer, ...args);

const CLOSE = ["payouts", "close", "--month", "9", "--year", "2026"];
const issued = (env: TestConfig["env"]) =>
  withDb(
    env,
    Effect.flatMap(Database, (db) =>
      db.query<{ n: number; sen: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount_sen), 0)::bigint AS sen FROM payouts WHERE period = 202609`,
      ),
    ),
  ).then(([row]) => row!);

let db: TestConfig;
beforeAll(async () => {
  db = await freshConfig();
  const seeded = await cli(db.env, null, "seed", "--members", "40", "--months", "2", "--seed", "3", "--password", "x");
  expect(seeded.error).toBeNull();
});
afterAll(async () => {
  await db?.drop();
});

describe("jemput payouts close", () => {
  it("prints the preview and closes nothing without a terminal to ask or --yes", async () => {
    const r = await cli(db.env, null, ...CLOSE);
    expect(r.out).toMatch(/^payouts 2026-09: would issue \d+ payouts totalling RM [\d,]+\.\d\d\n/);
    expect(r.error).toBeInstanceOf(CliFailure);
    expect((r.error as Error).message).toContain("confirm with --yes");
    expect(await issued(db.env)).toEqual({ n: 0, sen: 0 });
  });

  it("asks at the terminal, and closes nothing when the answer is not yes", async () => {
    const r = await cli(db.env, "n", ...CLOSE);
    expect(r.asked).toEqual(["Close 2026-09 and issue these payouts? [y/N] "]);
    expect(r.out).toContain("not confirmed, nothing closed");
    expect(r.error).toBeNull();
    expect(await issued(db.env)).toEqual({ n: 0, sen: 0 });
  });

  it("issues exactly what it showed once confirmed, and shows a closed month as closed", async () => {
    const r = await cli(db.env, "yes", ...CLOSE);
    expect(r.error).toBeNull();
    const shown = /would issue (\d+) payouts totalling (RM [\d,]+\.\d\d)/.exec(r.out);
    const done = /issued (\d+) payouts totalling (RM [\d,]+\.\d\d)/.exec(r.out.split("\n").slice(1).join("\n"));
    expect([done?.[1], done?.[2]]).toEqual([shown?.[1], shown?.[2]]);
    const { n, sen } = await issued(db.env);
    expect([String(n), formatRM(sen)]).toEqual([shown?.[1], shown?.[2]]);
    const again = await cli(db.env, null, ...CLOSE, "--yes");
    expect([again.error, again.out]).toEqual([null, "payouts 2026-09: already closed, a close issues nothing new\n"]);
  });
});

describe("jemput payouts close in a holding period", () => {
  // Seeded with a holding period of a week and closed on 3 October: September's last days are
  // still in it, shown and left unpaid.
  const EARLY = new Date("2026-10-03T04:00:00.000Z");
  let held: TestConfig;
  beforeAll(async () => {
    held = await freshConfig({ POST_HOLDING_DAYS: "7" });
    const seeded = await cliAt(
      EARLY,
      held.env,
      null,
      "seed",
      "--members",
      "40",
      "--months",
      "2",
      "--seed",
      "3",
      "--password",
      "x",
    );
    expect(seeded.error).toBeNull();
  });
  afterAll(async () => {
    await held?.drop();
  });

  it("says how much stays in its holding period, before and after the close", async () => {
    const r = await cliAt(EARLY, held.env, "y", ...CLOSE);
    expect(r.error).toBeNull();
    const pending =
      /in their holding period: (\d+) members, (RM [\d,]+\.\d\d) \(stays unpaid for a close after it ends\)\n/.exec(
        r.out,
      );
    expect(pending).not.toBeNull();
    expect(r.out).toContain(
      `in their holding period: ${pending?.[1]} members, ${pending?.[2]} (paid by a close after it ends)\n`,
    );
    const [left] = await withDb(
      held.env,
      Effect.flatMap(Database, (db) =>
        db.query<{ sen: number }>(
          `SELECT coalesce(sum(amount_sen), 0)::bigint AS sen FROM ledger_lines l
            WHERE l.period <= 202609 AND l.payable_at > $1
              AND NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position)`,
          [EARLY],
        ),
      ),
    );
    expect(left!.sen).toBeGreaterThan(0);
    expect(formatRM(left!.sen)).toBe(pending?.[2]);
  });
});
