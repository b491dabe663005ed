import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CommanderError } from "commander";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRM } from "../domain/money.ts";
import { testClock } from "../server/testing/clock.ts";
import { AISYAH, CP58_YEAR, KUMAR, MEI, seedCp58World, SITI, type Cp58World } from "../server/testing/cp58-world.ts";
import { Database } from "../server/platform/db/database.ts";
import { COMPANY_SETTINGS as COMPANY } from "../server/testing/einvoice.ts";
import { freshConfig, tempDir, withDb, type TestConfig } from "../server/testing/harness.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// `jemput tax cp58` (decision 63): a PDF per member with incentives in an ended year and an
// index.csv, each figure held against the ledger; the refusals; and the mail to those above
// RM 5,000, asked for first and sent once.
const NOW = new Date("2026-02-10T04:00:00.000Z");

const cli = async (env: TestConfig["env"], args: Array<string>, ask?: (question: string) => Promise<string>) => {
  let out = "";
  let err = "";
  const io = {
    out: (s: string) => void (out += s),
    err: (s: string) => void (err += s),
    env,
    clock: testClock(NOW),
    ...(ask ? { ask } : {}),
  };
  let error: unknown = null;
  try {
    await buildProgram(io).parseAsync(["node", "jemput", ...args]);
  } catch (caught) {
    error = caught;
  }
  return { out, err, error };
};

const text = (file: string) => spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;

let db: TestConfig;
let outDir: string;
let world: Cp58World;

beforeAll(async () => {
  db = await freshConfig(COMPANY);
  outDir = tempDir("jemput-cp58-out-");
  world = await withDb(db.env, seedCp58World);
}, 120_000);
afterAll(async () => {
  await db?.drop();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const outbox = (email: string) =>
  withDb(
    db.env,
    Effect.flatMap(Database, (sql) =>
      sql.query<{ subject: string; text: string }>(`SELECT subject, text FROM outbox WHERE to_email = $1`, [email]),
    ),
  );

describe("jemput tax cp58", () => {
  it("writes each paid member's CP58 and an index, with the ledger's figures", async () => {
    const dir = path.join(outDir, "2025");
    const { out, error } = await cli(db.env, ["tax", "cp58", "--year", "2025", "--out", dir]);
    expect(error).toBeNull();
    const total = AISYAH.total + MEI.total + KUMAR.total + SITI.total;
    expect(out).toBe(
      `tax cp58 2025: wrote 4 PDFs and index.csv to ${dir} (incentives ${formatRM(total)}; 2 above RM 5,000; 2 without complete payee details)\n`,
    );
    // Ravi's only post is of 2026: no CP58 of 2025. No name in a file's name.
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(
      [
        ...[world.aisyah, world.mei, world.kumar, world.siti].map((id) => `member-${id}-jemput-cp58-${CP58_YEAR}.pdf`),
        "index.csv",
      ].sort(),
    );
    const index = fs.readFileSync(path.join(dir, "index.csv"), "utf8").trim().split("\r\n");
    expect(index[0]).toBe(
      "member_id,name,personal_rm,level1_override_rm,level2_override_rm,total_rm,must_send,payee_details_complete",
    );
    expect(index).toContain(`${world.aisyah},Aisyah Tester,5200.00,60.00,20.00,5280.00,true,true`);
    expect(index).toContain(`${world.mei},Mei Tester,400.00,60.00,0.00,460.00,false,true`);
    expect(index).toContain(`${world.kumar},Kumar Tester,400.00,0.00,0.00,400.00,false,false`);
    expect(index).toContain(`${world.siti},Siti Tester,5200.00,0.00,0.00,5200.00,true,false`);
  });

  it("draws the parts of the form, read back with pdftotext", () => {
    const dir = path.join(outDir, "2025");
    const aisyah = text(path.join(dir, `member-${world.aisyah}-jemput-cp58-2025.pdf`));
    for (const expected of [
      "Statement of incentive payments (CP58)",
      "Part A: Payer company",
      COMPANY.COMPANY_NAME!,
      COMPANY.COMPANY_SSM!,
      COMPANY.COMPANY_TIN!,
      "Part B: Recipient",
      "770625-01-5324",
      "IG12345678090",
      "12 Jalan Melur",
      "Part C: Incentive payments",
      "Part D: Declaration",
    ])
      expect(aisyah).toContain(expected);
    const amountOf = (page: string, label: string) => page.match(new RegExp(`${label}\\s+(RM [\\d,.-]+)`))?.[1];
    expect(amountOf(aisyah, "Fees for approved posts")).toBe(formatRM(AISYAH.personal));
    expect(amountOf(aisyah, "Level 1 Override commission")).toBe(formatRM(AISYAH.level1));
    expect(amountOf(aisyah, "Level 2 Override commission")).toBe(formatRM(AISYAH.level2));
    expect(amountOf(aisyah, "Total incentives")).toBe(formatRM(AISYAH.total));
    // In the member's language: Chinese for Mei, with her passport; Tamil for Kumar; Malay for Siti.
    const mei = text(path.join(dir, `member-${world.mei}-jemput-cp58-2025.pdf`));
    expect(mei).toContain("奖励金付款证明（CP58）");
    expect(mei).toContain("E12345678 (SG)");
    expect(mei).toContain(formatRM(MEI.total));
    const kumar = text(path.join(dir, `member-${world.kumar}-jemput-cp58-2025.pdf`));
    expect(kumar).toContain(formatRM(KUMAR.total));
    expect(kumar).toContain("CP58");
    const siti = text(path.join(dir, `member-${world.siti}-jemput-cp58-2025.pdf`));
    expect(siti).toContain("Bahagian A: Syarikat pembayar");
    expect(siti).toContain("Tidak diberikan");
    expect(amountOf(siti, "Jumlah insentif")).toBe(formatRM(SITI.total));
  });

  it("refuses, writing nothing, without the company's settings", async () => {
    const dir = path.join(outDir, "no-company");
    const env = { ...db.env, COMPANY_NAME: "", COMPANY_TIN: "" };
    const { error } = await cli(env, ["tax", "cp58", "--year", "2025", "--out", dir]);
    expect(error).toBeInstanceOf(CliFailure);
    expect((error as CliFailure).message).toBe(
      "nothing written: a CP58 names the paying company: COMPANY_NAME is required; COMPANY_TIN is required (docs/tax.md)",
    );
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("refuses bad arguments with exit code 2", async () => {
    const dir = path.join(outDir, "never");
    const cases: Array<[args: Array<string>, message: RegExp]> = [
      [["--out", dir], /required option '--year <y>'/],
      [["--year", "25", "--out", dir], /'25' is invalid/],
      [["--year", "2026", "--out", dir], /--year must be a year that has ended/],
      [["--year", "2025"], /give --out <dir>/],
    ];
    for (const [args, message] of cases) {
      const { error, err } = await cli(db.env, ["tax", "cp58", ...args]);
      expect((error as CommanderError).exitCode, args.join(" ")).toBe(2);
      expect(err).toMatch(message);
    }
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("mails those above RM 5,000 in their language once confirmed, and never twice", async () => {
    const declined = await cli(db.env, ["tax", "cp58", "--year", "2025", "--mail"], async () => "n");
    expect(declined.out).toBe(
      "tax cp58 2025: 2 members above RM 5,000; 0 mailed before; would mail 2 members that their CP58 is ready\n" +
        "tax cp58 2025: not confirmed, nothing mailed\n",
    );
    const unasked = await cli(db.env, ["tax", "cp58", "--year", "2025", "--mail"]);
    expect((unasked.error as CliFailure).message).toMatch(/confirm with --yes/);
    expect(await outbox(world.emails.aisyah)).toEqual([]);

    const sent = await cli(db.env, ["tax", "cp58", "--year", "2025", "--mail", "--yes"]);
    expect(sent.error).toBeNull();
    expect(sent.out).toContain("tax cp58 2025: mailed 2 members\n");
    const [aisyah] = await outbox(world.emails.aisyah);
    expect(aisyah!.subject).toBe("Your CP58 statement for 2025 (Penyata CP58 anda bagi 2025)");
    expect(aisyah!.text).toContain(`Total incentives for 2025: ${formatRM(AISYAH.total)}`);
    expect(aisyah!.text).toContain("/payouts");
    const [siti] = await outbox(world.emails.siti);
    expect(siti!.subject).toBe("Penyata CP58 anda bagi 2025");
    expect(await outbox(world.emails.mei)).toEqual([]);

    const again = await cli(db.env, ["tax", "cp58", "--year", "2025", "--mail", "--yes"]);
    expect(again.out).toBe(
      "tax cp58 2025: 2 members above RM 5,000; 2 mailed before; would mail 0 members that their CP58 is ready\n",
    );
    expect(await outbox(world.emails.aisyah)).toHaveLength(1);
  });
});
