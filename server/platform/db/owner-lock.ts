import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { processIdentity, stillRunning } from "./process-identity.ts";

// PGlite keeps no lock of its own: two processes that open the same folder each write into it
// unseen by the other, and one's writes vanish or the files break (decision 40). So the one
// process that opens an embedded database first writes DATA_DIR/owner.lock, and every other
// refuses while that process runs. A lock whose process has ended (kill -9, a crash) is taken
// over, so nothing ever needs removing by hand.

export const OWNER_LOCK_FILE = "owner.lock";

/** Who would hold the lock: the server, an operator's command, or another program (a test). */
export interface Holder {
  readonly kind: "server" | "command" | "process";
  /** As an operator knows it: "the server (npm start, port 5000)", "jemput seed". */
  readonly name: string;
}

/** How a process that did not say who it is appears to the one it refuses: by its script. */
export const thisProcess = (): Holder => ({
  kind: "process",
  name: `node ${path.relative(process.cwd(), process.argv[1] ?? "") || "(no script)"}`,
});

export interface LockOwner extends Holder {
  readonly pid: number;
  /** When it took the lock, ISO 8601. */
  readonly since: string;
  /** Its process identity where the system has one (process-identity.ts), else null. */
  readonly identity: string | null;
}

export interface OwnerLock {
  readonly release: () => void;
}

export class DataDirInUse extends Error {
  readonly owner: LockOwner;
  constructor(dataDir: string, owner: LockOwner, refused: Holder, now: Date) {
    super(inUseMessage(dataDir, owner, refused, now));
    this.owner = owner;
  }
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The machine's local time with its offset: operators read it beside their terminal's clock. */
const localTime = (at: Date) => {
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? "-" : "+";
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  return `${date} ${time} ${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
};

const ago = (ms: number) => {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "less than a minute ago";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min ago` : `${Math.floor(hours / 24)} days ago`;
};

const ADVICE: Record<Holder["kind"], (owner: LockOwner, refused: Holder) => string> = {
  server: (o, refused) =>
    refused.kind === "server"
      ? `That server already serves this database: use it, or stop it (Ctrl+C in its terminal, or kill ${o.pid}) before starting another.`
      : `Stop the server (Ctrl+C in its terminal, or kill ${o.pid}), then run this again; ` +
        "while it runs, use the admin screens instead.",
  command: (o) => `Wait for ${o.name} to finish (or stop it with Ctrl+C), then run this again.`,
  process: (o) => `Stop process ${o.pid}, then run this again.`,
};

export const inUseMessage = (dataDir: string, owner: LockOwner, refused: Holder, now: Date): string => {
  const since = new Date(owner.since);
  return (
    `the embedded database in ${dataDir} is open in another process, so nothing was done:\n` +
    `  ${owner.name}, pid ${owner.pid}, since ${localTime(since)} (${ago(now.getTime() - since.getTime())})\n` +
    `Only one process may open its files at a time. ${ADVICE[owner.kind](owner, refused)}`
  );
};

/** The owner written in a lock file; null for a file gone meanwhile, "unreadable" for one that holds no owner. */
const readOwner = (file: string): LockOwner | null | "unreadable" => {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    return Number.isInteger(owner.pid) && typeof owner.since === "string" ? owner : "unreadable";
  } catch {
    return "unreadable";
  }
};

const sameOwner = (a: LockOwner, b: LockOwner) => a.pid === b.pid && a.since === b.since && a.identity === b.identity;

/**
 * Writes the lock whole under a passing name, then links it into place: the link fails when a
 * lock is there, so of two processes starting together exactly one gets it, and no process ever
 * reads half a lock.
 */
const tryCreate = (file: string, owner: LockOwner): boolean => {
  const passing = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(passing, `${JSON.stringify(owner)}\n`, { mode: 0o644 });
  try {
    fs.linkSync(passing, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(passing, { force: true });
  }
};

/**
 * Moves aside a lock found stale. Another process may have taken it over between the reading
 * and the move: that one's lock is put back and refuses this one.
 */
const takeOver = (file: string, seen: LockOwner | "unreadable"): LockOwner | null => {
  const aside = `${file}.stale.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const moved = readOwner(aside);
  const replaced = moved !== null && moved !== "unreadable" && (seen === "unreadable" || !sameOwner(moved, seen));
  if (replaced && stillRunning(moved.pid, moved.identity)) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // A third process holds it now; it refuses this one as well.
    }
    fs.rmSync(aside, { force: true });
    return moved;
  }
  fs.rmSync(aside, { force: true });
  return null;
};

// The locks this process (thread) holds, by data folder, each with how many users share it: the
// CLI takes it before a command, and the database the command opens takes it again.
const held = new Map<string, { owner: LockOwner; users: number }>();

const removeIfOurs = (folder: string, owner: LockOwner) => {
  const file = path.join(folder, OWNER_LOCK_FILE);
  const current = readOwner(file);
  if (current !== null && current !== "unreadable" && sameOwner(current, owner)) fs.rmSync(file, { force: true });
};

// process.exit() skips the stops that would release them; an exit handler runs then too.
process.on("exit", () => {
  for (const [folder, { owner }] of held) removeIfOurs(folder, owner);
  held.clear();
});

/** Takes the owner lock of `dataDir` (made if missing) or throws DataDirInUse naming its owner. */
export const acquireOwnerLock = (dataDir: string, holder: Holder, now: Date = new Date()): OwnerLock => {
  fs.mkdirSync(dataDir, { recursive: true });
  const folder = fs.realpathSync(dataDir);
  const mine = held.get(folder) ?? { owner: newOwner(folder, holder, now), users: 0 };
  mine.users += 1;
  held.set(folder, mine);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      mine.users -= 1;
      if (mine.users > 0) return;
      held.delete(folder);
      removeIfOurs(folder, mine.owner);
    },
  };
};

const newOwner = (folder: string, holder: Holder, now: Date): LockOwner => {
  const file = path.join(folder, OWNER_LOCK_FILE);
  const owner: LockOwner = {
    kind: holder.kind,
    name: holder.name,
    pid: process.pid,
    since: now.toISOString(),
    identity: processIdentity(process.pid) ?? null,
  };
  // Three rounds: a stale lock moved aside, then a race for the free place, then whoever won it.
  for (let round = 0; round < 3; round++) {
    if (tryCreate(file, owner)) return owner;
    const found = readOwner(file);
    if (found === null) continue;
    if (found !== "unreadable" && stillRunning(found.pid, found.identity))
      throw new DataDirInUse(folder, found, holder, now);
    const racer = takeOver(file, found);
    if (racer !== null) throw new DataDirInUse(folder, racer, holder, now);
  }
  const last = readOwner(file);
  if (last !== null && last !== "unreadable") throw new DataDirInUse(folder, last, holder, now);
  throw new Error(`cannot take the lock ${file}: it keeps changing`);
};

/** Runs `body` holding the lock of `dataDir` (again, when this process holds it already). */
export const withOwnerLock = async <A>(dataDir: string, holder: Holder, body: () => Promise<A>): Promise<A> => {
  const lock = acquireOwnerLock(dataDir, holder);
  try {
    return await body();
  } finally {
    lock.release();
  }
};
