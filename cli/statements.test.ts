import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CommanderError } from "commander";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../server/modules/members/handlers.ts";
import { closeMonth } from "../server/modules/payouts/handlers.ts";
import { approvePost, submitPost } from "../server/modules/posts/handlers.ts";
import { testClock, withClock } from "../server/testing/clock.ts";
import { freshConfig, newMember, ROOT, tempDir, withDb, type TestConfig } from "../server/testing/harness.ts";
import { buildProgram } from "./program.ts";

// `jemput statements` writes one PDF per member with income or a payout in the period asked for.
const NOW = new Date("2026-11-10T04:00:00.000Z");
const SEPTEMBER = new Date("2026-09-12T06:00:00.000Z");
const OCTOBER = new Date("2026-10-02T06:00:00.000Z");

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
let outDir: string;
const ids = { referrer: 0, recruit: 0, idle: 0 };

beforeAll(async () => {
  db = await freshConfig();
  outDir = tempDir("jemput-statements-out-");
  // A referrer and their recruit, each with an approved September post, and a member without any.
  await withDb(
    db.env,
    withClock(
      Effect.gen(function* () {
        const referrer = yield* registerMember(newMember("Aisyah"), { requestId: "test" });
        const recruit = yield* registerMember(newMember("Mei", referrer.referralCode), { requestId: "test" });
        const idle = yield* registerMember(newMember("Kumar"), { requestId: "test" });
        Object.assign(ids, { referrer: referrer.memberId, recruit: recruit.memberId, idle: idle.memberId });
        for (const [i, memberId] of [referrer.memberId, recruit.memberId].entries()) {
          const postId = yield* submitPost(
            memberId,
            { title: `Video ${i}`, url: `https://www.tiktok.com/@jemput/video/${9_100_000 + i}`, platform: "tiktok" },
            { actor: memberId },
          );
          yield* approvePost(postId, { actor: "cli" });
        }
      }),
      SEPTEMBER,
    ),
  );
  await withDb(db.env, withClock(closeMonth(202609, { actor: "cli" }), OCTOBER));
});
afterAll(async () => {
  await db?.drop();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const pdfs = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".pdf"))
    .sort();

describe("jemput statements", () => {
  it("writes a month's statement for each member with activity and prints a summary", async () => {
    const dir = path.join(outDir, "september");
    const { out, error } = await cli(db.env, "statements", "--month", "9", "--year", "2026", "--out", dir);
    expect(error).toBeNull();
    expect(out).toBe(`statements 2026-09: wrote 2 PDFs to ${dir} (net income RM 430.00)\n`);
    expect(pdfs(dir)).toEqual(
      [ids.referrer, ids.recruit].map((id) => `member-${id}-jemput-statement-2026-09.pdf`).sort(),
    );
    for (const file of pdfs(dir)) expect(fs.readFileSync(path.join(dir, file)).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("writes the year's summary with --year alone", async () => {
    const dir = path.join(outDir, "year");
    const { out, error } = await cli(db.env, "statements", "--year", "2026", "--out", dir);
    expect(error).toBeNull();
    expect(out).toContain("statements 2026: wrote 2 PDFs");
    expect(pdfs(dir)).toEqual([ids.referrer, ids.recruit].map((id) => `member-${id}-jemput-earnings-2026.pdf`).sort());
  });

  it("writes nothing for a month without activity", async () => {
    const dir = path.join(outDir, "june");
    const { out } = await cli(db.env, "statements", "--month", "6", "--year", "2026", "--out", dir);
    expect(out).toContain("nothing written");
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("refuses bad arguments with exit code 2 and the usage", async () => {
    const dir = path.join(outDir, "never");
    const cases: Array<[args: Array<string>, message: RegExp]> = [
      [["--month", "9", "--out", dir], /required option '--year <y>'/],
      [["--month", "13", "--year", "2026", "--out", dir], /'13' is invalid/],
      [["--year", "2026"], /required option '--out <dir>'/],
      [["--month", "12", "--year", "2026", "--out", dir], /--month must not be in the future/],
      [["--year", "2027", "--out", dir], /--year must not be in the future/],
    ];
    for (const [args, message] of cases) {
      const { error, err } = await cli(db.env, "statements", ...args);
      expect(error, args.join(" ")).toBeInstanceOf(CommanderError);
      expect((error as CommanderError).exitCode, args.join(" ")).toBe(2);
      expect(err).toMatch(message);
      expect(err).toContain("Usage: jemput statements");
    }
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("exits with 2 from the real binary on a bad month", () => {
    const result = spawnSync(
      process.execPath,
      ["cli/main.ts", "statements", "--month", "0", "--year", "2026", "--out", path.join(outDir, "x")],
      {
        cwd: ROOT,
        env: { PATH: process.env["PATH"], HOME: process.env["HOME"], LOG_LEVEL: "silent" },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain("error: option '--month <m>' argument '0' is invalid");
  });
});
