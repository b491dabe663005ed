import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../testing/harness.ts";
import { startEmbeddedPostgres } from "./embedded.ts";
import { acquireOwnerLock, DataDirInUse, inUseMessage, OWNER_LOCK_FILE, type LockOwner } from "./owner-lock.ts";
import { processIdentity } from "./process-identity.ts";

// The owner lock of an embedded database's folder, between real processes: a child takes it
// (or finds it taken) with the module itself, as the server and the CLI do.
const MODULE = pathToFileURL(path.join(import.meta.dirname, "owner-lock.ts")).href;
const AT = new Date("2026-10-15T04:00:00.000Z");

const dirs: Array<string> = [];
const children: Array<ChildProcess> = [];
const folder = () => {
  const dir = tempDir("jemput-lock-");
  dirs.push(dir);
  return fs.realpathSync(dir);
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A child that tries for the lock, prints "held" or the refusal, then does what `then` says. */
const contender = (dir: string, then: "wait" | "exit") => {
  const script =
    `import { acquireOwnerLock } from ${JSON.stringify(MODULE)};` +
    `try { acquireOwnerLock(${JSON.stringify(dir)}, { kind: "command", name: "jemput seed" }); console.log("held"); }` +
    ` catch (e) { console.log("refused " + e.owner?.pid); process.exit(0); }` +
    (then === "exit" ? "process.exit(3);" : "process.stdin.resume(); process.stdin.on('end', () => {});");
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["pipe", "pipe", "inherit"] });
  children.push(child);
  const said = new Promise<string>((resolve) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) resolve(out.trim());
    });
    child.once("exit", () => resolve(out.trim()));
  });
  return { child, said };
};

const lockOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, OWNER_LOCK_FILE), "utf8")) as LockOwner;
const writeLock = (dir: string, owner: Partial<LockOwner>) =>
  fs.writeFileSync(
    path.join(dir, OWNER_LOCK_FILE),
    JSON.stringify({ kind: "server", name: "the server (npm start, port 5000)", since: AT.toISOString(), ...owner }),
  );
/** The pid of a process that has ended (and been reaped). */
const endedPid = () => spawnSync(process.execPath, ["-e", ""]).pid;

describe("owner lock", () => {
  it("is written with who holds it, shared within the process, and removed at the last release", () => {
    const dir = folder();
    const first = acquireOwnerLock(dir, { kind: "command", name: "jemput verify" }, AT);
    const again = acquireOwnerLock(dir, { kind: "process", name: "ignored: the lock is held already" }, AT);
    expect(lockOf(dir)).toEqual({
      kind: "command",
      name: "jemput verify",
      pid: process.pid,
      since: AT.toISOString(),
      identity: processIdentity(process.pid) ?? null,
    });
    first.release();
    first.release();
    expect(fs.existsSync(path.join(dir, OWNER_LOCK_FILE))).toBe(true);
    again.release();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses while another process holds it, naming that process, and changes nothing", async () => {
    const dir = folder();
    const holder = contender(dir, "wait");
    expect(await holder.said).toBe("held");
    const before = fs.readFileSync(path.join(dir, OWNER_LOCK_FILE), "utf8");
    let refusal: unknown;
    try {
      acquireOwnerLock(dir, { kind: "server", name: "the server (npm start, port 5000)" }, AT);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUse);
    expect((refusal as DataDirInUse).owner.pid).toBe(holder.child.pid);
    expect((refusal as Error).message).toContain(`jemput seed, pid ${holder.child.pid}`);
    expect((refusal as Error).message).toContain("Wait for jemput seed to finish");
    expect(fs.readFileSync(path.join(dir, OWNER_LOCK_FILE), "utf8")).toBe(before);
    expect(fs.readdirSync(dir)).toEqual([OWNER_LOCK_FILE]);
  });

  it("refuses before the embedded database opens a file, and its stop releases the lock", async () => {
    const dir = folder();
    const holder = contender(dir, "wait");
    expect(await holder.said).toBe("held");
    await expect(startEmbeddedPostgres(dir)).rejects.toBeInstanceOf(DataDirInUse);
    expect(fs.readdirSync(dir)).toEqual([OWNER_LOCK_FILE]);
    holder.child.kill("SIGKILL");
    await new Promise((resolve) => holder.child.once("exit", resolve));

    const embedded = await startEmbeddedPostgres(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    await embedded.stop();
    expect(fs.existsSync(path.join(dir, OWNER_LOCK_FILE))).toBe(false);
  });

  it("is removed when its process exits without releasing it", async () => {
    const dir = folder();
    const quitter = contender(dir, "exit");
    expect(await quitter.said).toBe("held");
    await new Promise((resolve) =>
      quitter.child.exitCode !== null ? resolve(null) : quitter.child.once("exit", resolve),
    );
    expect(quitter.child.exitCode).toBe(3);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("is taken over when its process has ended (kill -9), whatever it left", () => {
    for (const left of [{ pid: endedPid(), identity: null }, "not a lock", ""]) {
      const dir = folder();
      if (typeof left === "string") fs.writeFileSync(path.join(dir, OWNER_LOCK_FILE), left);
      else writeLock(dir, left);
      const lock = acquireOwnerLock(dir, { kind: "command", name: "jemput rebuild" }, AT);
      expect(lockOf(dir)).toMatchObject({ pid: process.pid, name: "jemput rebuild" });
      lock.release();
      expect(fs.readdirSync(dir)).toEqual([]);
    }
  });

  it.runIf(processIdentity(process.pid) !== undefined)(
    "is taken over when its pid now belongs to a later process",
    () => {
      const dir = folder();
      // This process's pid, but a start other than this process's: the owner died and the pid was reused.
      writeLock(dir, { pid: process.pid, identity: `${processIdentity(process.pid)}0` });
      const lock = acquireOwnerLock(dir, { kind: "command", name: "jemput verify" }, AT);
      expect(lockOf(dir).identity).toBe(processIdentity(process.pid));
      lock.release();
    },
  );

  it("goes to exactly one of several processes that find the same stale lock", async () => {
    const dir = folder();
    writeLock(dir, { pid: endedPid(), identity: null });
    const racers = Array.from({ length: 4 }, () => contender(dir, "wait"));
    const said = await Promise.all(racers.map((r) => r.said));
    const winners = racers.filter((_, i) => said[i] === "held");
    expect(winners, said.join(", ")).toHaveLength(1);
    for (const line of said.filter((s) => s !== "held")) expect(line).toBe(`refused ${winners[0]!.child.pid}`);
    expect(lockOf(dir).pid).toBe(winners[0]!.child.pid);
    expect(fs.readdirSync(dir)).toEqual([OWNER_LOCK_FILE]);
  });
});

describe("the refusal", () => {
  const owner = (kind: LockOwner["kind"], name: string): LockOwner => ({
    kind,
    name,
    pid: 4242,
    since: AT.toISOString(),
    identity: null,
  });
  const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

  it("says who holds the database, since when and what to do", () => {
    const message = inUseMessage(
      "/srv/jemput/data",
      owner("server", "the server (npm start, port 5000)"),
      { kind: "command", name: "jemput seed" },
      later(75),
    );
    const [first, second, third] = message.split("\n");
    expect(first).toBe("the embedded database in /srv/jemput/data is open in another process, so nothing was done:");
    expect(second).toMatch(
      /^ {2}the server \(npm start, port 5000\), pid 4242, since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d\d:\d\d \(1 h 15 min ago\)$/,
    );
    expect(third).toBe(
      "Only one process may open its files at a time. Stop the server (Ctrl+C in its terminal, or kill 4242), " +
        "then run this again; while it runs, use the admin screens instead.",
    );
  });

  it("tells a second server to use the first, and a command's caller to wait for it", () => {
    const server = owner("server", "the server (npm start, port 5000)");
    const refusedServer = { kind: "server", name: "the server (npm start, port 5001)" } as const;
    expect(inUseMessage("/d", server, refusedServer, later(0))).toContain(
      "(less than a minute ago)\nOnly one process may open its files at a time. That server already serves this " +
        "database: use it, or stop it (Ctrl+C in its terminal, or kill 4242) before starting another.",
    );
    expect(inUseMessage("/d", owner("command", "jemput backup"), refusedServer, later(5))).toContain(
      "(5 min ago)\nOnly one process may open its files at a time. Wait for jemput backup to finish (or stop it with Ctrl+C), then run this again.",
    );
  });
});
