import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

// A PostgreSQL primary and a streaming hot standby of it, each a cluster of its own in a temporary
// folder on a free port, so a test can pause, lag and stop a replica without touching the
// machine's own server. PostgreSQL refuses to run as root: as root, every command runs as the
// `postgres` user, who owns the folder.

const run = promisify(execFile);

/** The folder of initdb, pg_ctl and pg_basebackup: Debian's newest, else whatever is on the PATH. */
const binDir = (): string => {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest && fs.existsSync(path.join(root, newest, "bin", "initdb")) ? path.join(root, newest, "bin") : "";
};

const asRoot = process.getuid?.() === 0;

const pgCommand = async (name: string, args: ReadonlyArray<string>) => {
  const bin = path.join(binDir(), name);
  const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, [...args]];
  try {
    await run(file, argv, { timeout: 60_000 });
  } catch (error) {
    const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
    throw new Error(`${name} ${args.join(" ")} failed:\n${stdout}${stderr}`, { cause: error });
  }
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

/** One statement on a fresh connection: a stopped server fails it rather than a pool hiding that. */
const once = async <R extends object>(url: string, text: string): Promise<Array<R>> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<R & pg.QueryResultRow>(text)).rows;
  } finally {
    await client.end();
  }
};

export interface Standby {
  readonly primaryUrl: string;
  readonly standbyUrl: string;
  readonly onPrimary: <R extends object = Record<string, unknown>>(text: string) => Promise<Array<R>>;
  readonly onStandby: <R extends object = Record<string, unknown>>(text: string) => Promise<Array<R>>;
  /** Whether the standby has replayed everything the primary has written so far. */
  readonly caughtUp: () => Promise<boolean>;
  /** Stops the standby the hard way (no shutdown checkpoint, connections cut). */
  readonly stopStandby: () => Promise<void>;
  /** Stops both and removes their folder; safe to call after a failure part-way. */
  readonly teardown: () => Promise<void>;
}

const DATABASE = "jemput";

export const startStandby = async (): Promise<Standby> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-replica-"));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"]).toString().trim());
    fs.chownSync(dir, id("-u"), id("-g"));
  }
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(dir, "primary");
  const standbyDir = path.join(dir, "standby");
  const started: Array<string> = [];
  const stop = async (cluster: string) => {
    if (!started.includes(cluster)) return;
    started.splice(started.indexOf(cluster), 1);
    await pgCommand("pg_ctl", ["-D", cluster, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
  };
  const teardown = async () => {
    await stop(standbyDir);
    await stop(primaryDir);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const start = async (cluster: string) => {
    await pgCommand("pg_ctl", [
      "-D",
      cluster,
      "-l",
      path.join(dir, `${path.basename(cluster)}.log`),
      "-w",
      "-t",
      "30",
      "start",
    ]);
    started.push(cluster);
  };
  try {
    await pgCommand("initdb", ["-D", primaryDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
    // Streaming needs replica-level WAL and a sender; fsync is off because this data is thrown away.
    fs.appendFileSync(
      path.join(primaryDir, "postgresql.conf"),
      [
        "listen_addresses = '127.0.0.1'",
        `port = ${primaryPort}`,
        `unix_socket_directories = '${dir}'`,
        "wal_level = replica",
        "max_wal_senders = 4",
        "fsync = off",
        "max_connections = 40",
        "",
      ].join("\n"),
    );
    fs.appendFileSync(path.join(primaryDir, "pg_hba.conf"), "host replication postgres 127.0.0.1/32 trust\n");
    await start(primaryDir);
    const primaryUrl = `postgresql://postgres@127.0.0.1:${primaryPort}/${DATABASE}`;
    await once(`postgresql://postgres@127.0.0.1:${primaryPort}/postgres`, `CREATE DATABASE ${DATABASE}`);
    // -R writes primary_conninfo and standby.signal: the copy starts as a standby of the primary.
    await pgCommand(
      "pg_basebackup",
      ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres"].concat([
        "-D",
        standbyDir,
        "-R",
        "-X",
        "stream",
        "-c",
        "fast",
        "--no-sync",
      ]),
    );
    fs.appendFileSync(path.join(standbyDir, "postgresql.conf"), `port = ${standbyPort}\nhot_standby = on\n`);
    await start(standbyDir);
    const standbyUrl = `postgresql://postgres@127.0.0.1:${standbyPort}/${DATABASE}`;
    const onPrimary = <R extends object>(text: string) => once<R>(primaryUrl, text);
    const onStandby = <R extends object>(text: string) => once<R>(standbyUrl, text);
    return {
      primaryUrl,
      standbyUrl,
      onPrimary,
      onStandby,
      caughtUp: async () => {
        const [{ lsn }] = (await onPrimary<{ lsn: string }>(`SELECT pg_current_wal_lsn()::text AS lsn`)) as [
          { lsn: string },
        ];
        const [row] = await onStandby<{ behind: boolean }>(
          `SELECT pg_wal_lsn_diff('${lsn}', pg_last_wal_replay_lsn()) > 0 AS behind`,
        );
        return row?.behind === false;
      },
      stopStandby: () => stop(standbyDir),
      teardown,
    };
  } catch (error) {
    await teardown();
    throw error;
  }
};
