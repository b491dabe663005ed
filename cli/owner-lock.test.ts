import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Command } from "commander";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDemoLogins, type DemoLogins } from "../tools/demo/logins.ts";
import { OWNER_LOCK_FILE, type LockOwner } from "../server/platform/db/owner-lock.ts";
import { ROOT, tempDir } from "../server/testing/harness.ts";
import { freePort, startServer, type ServerProcess } from "../server/suites/reliability/server-process.ts";
import { buildProgram } from "./program.ts";

// The embedded database admits one process. A real `npm start` runs on a new data folder (with
// its demo) while every command that opens the database is run against the same folder as an
// operator would: each refuses at once, naming the server, and nothing changes. A second server
// is refused too. Then the server is killed with kill -9: the lock it leaves is taken over, and
// what the CLI writes is what the next server serves.

const SEED_PASSWORD = "lock-test-Passw0rd";
/** What `npm start` runs: the server with the demo. */
const NPM_START = "tools/demo/start.ts";
const NEVER_OPEN = ["keys generate", "keys backup-pair", "demo logins"];

let dataDir: string;
let outDir: string;
let server: ServerProcess | null = null;
let demo: DemoLogins;

const file = (name: string) => path.join(outDir, name);

/** Every command that opens the database, with arguments it accepts; `seed --fraud` as well. */
const invocations = (): Record<string, Array<Array<string>>> => ({
  migrate: [[]],
  seed: [
    ["--members", "5", "--password", SEED_PASSWORD],
    ["--members", "5", "--fraud"],
  ],
  rebuild: [[]],
  verify: [[]],
  backup: [["--out", file("live.backup")]],
  restore: [["--from", file("old.backup"), "--force"]],
  "income recompute": [["--month", "1", "--year", "2026"]],
  export: [["members", "--format", "csv", "--out", file("members.csv")]],
  statements: [["--month", "1", "--year", "2026", "--out", file("statements")]],
  "admin grant": [["--email", "someone@demo.jemput.my"]],
  "admin revoke": [["--email", "someone@demo.jemput.my"]],
  "admin reset-2fa": [["--email", "admin@demo.jemput.my"]],
  "payouts close": [["--month", "1", "--year", "2026"]],
  "payouts reconcile": [["--file", file("bank-result.csv")]],
  "posts approve-matching": [["--yes"]],
  "keys status": [[]],
  "keys rotate": [[]],
  "risk scan": [[]],
  "risk flags": [[]],
  "risk reinstate": [["--email", "someone@demo.jemput.my", "--reason", "checked by phone"]],
  "mail outbox": [[]],
  "tax mark-107d": [["--year", "2026"]],
  "tax cp107d": [["--month", "1", "--year", "2026", "--out", file("cp107d.csv")]],
  "tax cp58": [["--year", "2025", "--out", file("cp58")]],
});

/** The program's commands that run something, as "payouts close". */
const leafCommands = (command: Command, prefix: Array<string> = []): Array<string> =>
  command.commands.flatMap((sub) =>
    sub.commands.length === 0 ? [[...prefix, sub.name()].join(" ")] : leafCommands(sub, [...prefix, sub.name()]),
  );

interface Run {
  readonly args: ReadonlyArray<string>;
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** A process of this project (`cli/main.ts`, `npm start`'s script) on the data folder, run to its end. */
const run = (script: string, args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
  new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env["PATH"], HOME: process.env["HOME"], DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: 30_000,
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => void (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => void (err += chunk.toString()));
    child.once("exit", (code) => resolve({ args, code, out, err }));
  });

const jemput = (args: ReadonlyArray<string>) => run("cli/main.ts", args);

/** Runs the invocations a few at a time: the machine running the tests has other work too. */
const runAll = async (all: ReadonlyArray<ReadonlyArray<string>>, width = 4): Promise<Array<Run>> => {
  const runs: Array<Run> = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < all.length; i = next++) runs[i] = await jemput(all[i]!);
  };
  await Promise.all(Array.from({ length: width }, lane));
  return runs;
};

const signIn = async (baseUrl: string, email: string, password: string) =>
  (
    await fetch(`${baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    })
  ).status;

const lockOf = () => JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_LOCK_FILE), "utf8")) as LockOwner;
const readIfThere = (name: string) =>
  fs.existsSync(path.join(dataDir, name)) ? fs.readFileSync(path.join(dataDir, name), "utf8") : null;
const snapshot = () => ({
  entries: fs.readdirSync(dataDir).toSorted(),
  lock: readIfThere(OWNER_LOCK_FILE),
  key: readIfThere("bank-data.key"),
  out: fs.readdirSync(outDir).toSorted(),
});

beforeAll(async () => {
  dataDir = tempDir("jemput-owner-");
  outDir = tempDir("jemput-owner-out-");
  // Files the refused commands would read; each is refused before it looks at them.
  fs.writeFileSync(file("old.backup"), Buffer.from([0x1f, 0x8b, 0, 0]));
  fs.writeFileSync(file("bank-result.csv"), "reference,status,bank_reference\n");
  server = await startServer({ DATA_DIR: dataDir, JEMPUT_DEMO: "1" }, { readyWithinMs: 120_000, script: NPM_START });
  demo = readDemoLogins(dataDir)!;
  // As long as the first start (migrations and the demo's seed) may take, and a little more.
}, 130_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe("one process owns the embedded database", () => {
  it("lists every command that opens the database here", () => {
    const program = buildProgram({ out: () => undefined, err: () => undefined, env: {} });
    expect(leafCommands(program).toSorted()).toEqual([...Object.keys(invocations()), ...NEVER_OPEN].toSorted());
  });

  it("refuses every such command while the server runs, naming it, and nothing changes", async () => {
    const running = server!;
    expect(await signIn(running.baseUrl, demo.memberEmail, demo.password)).toBe(200);
    const before = snapshot();

    const all = Object.entries(invocations()).flatMap(([name, variants]) =>
      variants.map((args) => [...name.split(" "), ...args]),
    );
    const runs = await runAll(all);
    for (const run of runs) {
      const what = `jemput ${run.args.join(" ")}:\n${run.out}${run.err}`;
      expect(run.code, what).toBe(1);
      expect(run.out, what).toBe("");
      expect(run.err, what).toContain(
        `error: the embedded database in ${fs.realpathSync(dataDir)} is open in another process, so nothing was done:\n` +
          `  the server (npm start, port ${new URL(running.baseUrl).port}), pid ${running.pid}, since `,
      );
      expect(run.err, what).toContain(`Stop the server (Ctrl+C in its terminal, or kill ${running.pid})`);
    }

    const second = await run(NPM_START, [], {
      PORT: String(await freePort()),
      JEMPUT_SKIP_WEB_BUILD: "1",
    });
    expect(second.code).toBe(1);
    expect(second.err).toContain(`Cannot start: the embedded database in ${fs.realpathSync(dataDir)} is open`);
    expect(second.err).toContain("That server already serves this database");

    // What never opens the database still works beside the server.
    const [generate, logins] = await runAll([
      ["keys", "generate"],
      ["demo", "logins"],
    ]);
    expect(generate!.code, generate!.err).toBe(0);
    expect(generate!.out).toMatch(/^[A-Za-z0-9+/]{43}=\n$/);
    expect(logins!.code, logins!.err).toBe(0);
    expect(logins!.out).toContain(demo.memberEmail);

    expect(snapshot()).toEqual(before);
    expect(lockOf()).toMatchObject({ kind: "server", pid: running.pid });
    expect(await signIn(running.baseUrl, demo.memberEmail, demo.password)).toBe(200);
  });

  it("takes over the lock a killed server left, and the next server serves what the CLI wrote", async () => {
    const killed = server!;
    await killed.kill9();
    server = null;
    expect(lockOf().pid).toBe(killed.pid);

    const seed = await jemput(["seed", "--members", "5", "--password", SEED_PASSWORD]);
    expect(seed.code, seed.err).toBe(0);
    const seeded = /sign in as (\S+) with password/.exec(seed.out)?.[1];
    expect(seeded, seed.out).toBeDefined();
    expect(fs.existsSync(path.join(dataDir, OWNER_LOCK_FILE))).toBe(false);

    server = await startServer({ DATA_DIR: dataDir, JEMPUT_DEMO: "1" }, { script: NPM_START });
    expect(await signIn(server.baseUrl, seeded!, SEED_PASSWORD)).toBe(200);
    expect(await signIn(server.baseUrl, demo.memberEmail, demo.password)).toBe(200);
    await server.stop();
    server = null;
    expect(fs.existsSync(path.join(dataDir, OWNER_LOCK_FILE))).toBe(false);

    const verify = await jemput(["verify"]);
    expect(verify.code, verify.err).toBe(0);
    expect(verify.out).toContain("balances hold for every member");
  });
});
