import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoLoginsFile, saveDemoLogins } from "../tools/demo/logins.ts";
import { ROOT, tempDir } from "../server/testing/harness.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// `jemput demo logins`: the embedded demo's logins again, from the file its first start wrote.
// The command never opens a database, so none is made here.
const cli = async (env: Record<string, string | undefined>, ...args: Array<string>) => {
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

const LOGINS = {
  adminEmail: "admin@demo.jemput.my",
  memberEmail: "siti.goh.2@demo.jemput.my",
  password: "WnSRANQQzwtT",
  setupCode: "kq7m-2xpa-hd9r-tvwe",
  setupCodeExpiresAt: "2026-05-04T09:30:00.000Z",
};
const NO_DEMO =
  "There is no demo on a DATABASE_URL database: only the embedded database (`npm start` without DATABASE_URL) " +
  "is given one. Members of this database sign in with their own passwords.";

let dataDir: string;
beforeAll(() => {
  dataDir = tempDir("jemput-demo-");
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("jemput demo logins", () => {
  it("explains that a machine without a demo has none to show", async () => {
    const { out, error } = await cli({ DATA_DIR: dataDir }, "demo", "logins");
    expect(out).toBe("");
    expect(error).toBeInstanceOf(CliFailure);
    expect((error as Error).message).toBe(
      `No demo logins in ${path.join(dataDir, "demo-logins.json")}: the demo is made by the first \`npm start\` ` +
        "on a new embedded database (unless JEMPUT_DEMO=0). Is DATA_DIR the one the server uses?",
    );
  });

  it("prints the logins the first start saved, readable by their owner only", async () => {
    // What the seed answers has more in it (the admin's id); only the logins are written.
    const seeded = { ...LOGINS, adminId: 1 };
    const file = saveDemoLogins(dataDir, seeded);
    expect(file).toBe(demoLoginsFile(dataDir));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual(LOGINS);

    const { out, error } = await cli({ DATA_DIR: dataDir, PORT: "5123" }, "demo", "logins");
    expect(error).toBeNull();
    expect(out).toBe(
      [
        "",
        "  Jemput demo: sign in at http://localhost:5123",
        "  ---------------------------------------------",
        "  admin   admin@demo.jemput.my        password WnSRANQQzwtT",
        "  member  siti.goh.2@demo.jemput.my   password WnSRANQQzwtT",
        "",
        "  The admin's setup code: kq7m-2xpa-hd9r-tvwe (works once, until 2026-05-04 09:30 UTC)",
        "  The admin enters it with the first code of an authenticator app at the first sign-in.",
        "  Used up or expired: npm run cli -- admin grant --email admin@demo.jemput.my prints a new one.",
        "  Show these again: npm run cli -- demo logins",
        "",
        "",
      ].join("\n"),
    );
  });

  it("tells a demo made before setup codes where the admin's comes from", async () => {
    const { adminEmail, memberEmail, password } = LOGINS;
    saveDemoLogins(dataDir, { adminEmail, memberEmail, password });
    const { out } = await cli({ DATA_DIR: dataDir, PORT: "5123" }, "demo", "logins");
    expect(out).toContain(
      "  The admin sets up an authenticator app at the first sign-in, with the setup code\n" +
        "  that npm run cli -- admin grant --email admin@demo.jemput.my prints.\n",
    );
    saveDemoLogins(dataDir, LOGINS);
  });

  it("narrows a file an earlier demo left readable to others", () => {
    fs.chmodSync(demoLoginsFile(dataDir), 0o644);
    saveDemoLogins(dataDir, LOGINS);
    expect(fs.statSync(demoLoginsFile(dataDir)).mode & 0o777).toBe(0o600);
  });

  it("refuses with DATABASE_URL, before asking for any other setting, and exits 1", async () => {
    const { out, error } = await cli(
      { DATA_DIR: dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/jemput" },
      "demo",
      "logins",
    );
    expect(out).toBe("");
    expect((error as Error).message).toBe(NO_DEMO);

    const run = spawnSync(process.execPath, ["cli/main.ts", "demo", "logins"], {
      cwd: ROOT,
      env: {
        PATH: process.env["PATH"],
        HOME: process.env["HOME"],
        DATA_DIR: dataDir,
        DATABASE_URL: "postgres://postgres@127.0.0.1:5432/jemput",
        LOG_LEVEL: "silent",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect([run.status, run.stdout, run.stderr]).toEqual([1, "", `error: ${NO_DEMO}\n`]);
  });
});
