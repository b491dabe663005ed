import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

// What every benchmark needs: a database of its own on the server in DATABASE_URL, created at
// the start and dropped at the end (also on Ctrl-C), and a scratch data directory.
export interface Scratch {
  readonly databaseUrl: string;
  readonly dataDir: string;
  readonly log: (line: string) => void;
  /** Runs once, whatever called it first: the normal end or Ctrl-C. */
  readonly onCleanup: (step: () => Promise<void> | void) => void;
  readonly cleanup: () => Promise<void>;
}

export async function scratchDatabase(script: string): Promise<Scratch> {
  const adminUrl = process.env["DATABASE_URL"];
  if (!adminUrl) {
    process.stderr.write(
      `\n${script} needs DATABASE_URL: a PostgreSQL server where it may create (and then drop) a database, e.g.\n` +
        `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node ${script}\n\n`,
    );
    process.exit(1);
  }
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const name = `jemput_bench_${crypto.randomBytes(4).toString("hex")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-bench-"));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE "${name}"`);
  log(`created database ${name}`);

  const steps: Array<() => Promise<void> | void> = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    for (const step of steps) await step();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    log(`dropped database ${name}`);
  };
  process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));
  return { databaseUrl: url.toString(), dataDir, log, onCleanup: (step) => steps.push(step), cleanup };
}
