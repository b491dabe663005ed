import { spawn } from "node:child_process";
import fs from "node:fs";
import pg from "pg";

// Whole-database copies of a PostgreSQL server in its own custom format, made and read by the
// server's own tools (pg_dump, pg_restore on the PATH). The custom format is compressed, taken
// from one snapshot (the log and the projections agree in it), and pg_restore can list or pick
// from it without anything of ours. The password never goes on a command line, where other
// users of the machine could read it in the process list: the tools get it as PGPASSWORD.

export class DumpToolError extends Error {}

/** The first bytes of every custom-format dump. */
export const DUMP_MAGIC = Buffer.from("PGDMP");

interface ToolTarget {
  readonly dbname: string;
  readonly env: NodeJS.ProcessEnv;
}

const target = (databaseUrl: string): ToolTarget => {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
};

/** Runs a client tool; its standard output goes to `stdout` (a file descriptor) or is returned. */
const run = (tool: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv, stdout?: number) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", stdout ?? "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout?.on("data", (chunk: Buffer) => void (out += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => void (err += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new DumpToolError(
          error.code === "ENOENT"
            ? `${tool} is not on the PATH: install the PostgreSQL client tools, of the server's major version or newer`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on("close", (code) => {
      if (code === 0) return resolve(out);
      // The tool's own words (a version mismatch, a refused connection), last lines first.
      const said = err.trim().split("\n").slice(-4).join("\n");
      reject(new DumpToolError(`${tool} failed (exit ${code})${said ? `:\n${said}` : ""}`));
    });
  });

/**
 * Writes the whole database to `fd` in the custom format. A migration holding a table's lock
 * makes it give up after a minute rather than wait behind it.
 */
export const dumpDatabase = (databaseUrl: string, fd: number) => {
  const { dbname, env } = target(databaseUrl);
  return run("pg_dump", ["--format=custom", "--lock-wait-timeout=60000", `--dbname=${dbname}`], env, fd);
};

/**
 * Restores a dump into an empty database in one transaction: it lands whole or not at all.
 * Owners and grants are the restoring user's, so a dump moves between servers and roles.
 */
export const restoreDatabase = (databaseUrl: string, file: string) => {
  const { dbname, env } = target(databaseUrl);
  return run(
    "pg_restore",
    ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", `--dbname=${dbname}`, file],
    env,
  ).then(() => undefined);
};

/** The schema level a dump was taken at, read from its copy of schema_migrations (0: none). */
export const dumpMigrationLevel = async (file: string): Promise<number> => {
  const sql = await run("pg_restore", ["--data-only", "--table=schema_migrations", "--file=-", file], process.env);
  const rows = /^COPY [^\n]*schema_migrations [^\n]*FROM stdin;\n([\s\S]*?)^\\\.$/m.exec(sql)?.[1] ?? "";
  return Math.max(0, ...rows.split("\n").map((line) => Number(line.split("\t")[0]) || 0));
};

/** The user tables of the database (outside PostgreSQL's own schemas), as `schema.table`. */
export const USER_TABLES = `SELECT format('%I.%I', n.nspname, c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
    AND n.nspname NOT LIKE 'pg\\_toast%' ORDER BY 1`;

/**
 * The tables that hold a row, schema_migrations aside: a database only migrated (a server
 * started on it, say) holds nothing a restore would lose. `query` runs one statement.
 */
export const tablesHoldingRows = async (
  query: (text: string) => Promise<ReadonlyArray<Record<string, unknown>>>,
): Promise<Array<string>> => {
  const tables = (await query(USER_TABLES)).map((row) => String(row["name"]));
  const holding: Array<string> = [];
  for (const table of tables) {
    if (table === "public.schema_migrations") continue;
    const [row] = await query(`SELECT EXISTS (SELECT 1 FROM ${table}) AS held`);
    if (row?.["held"] === true) holding.push(table.replace(/^public\./, ""));
  }
  return holding;
};

/** What a restore into `databaseUrl` would replace: its user tables, and those holding rows. */
export const databaseContents = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    const query = async (text: string) => (await client.query(text)).rows;
    return { tables: (await query(USER_TABLES)).length, holding: await tablesHoldingRows(query) };
  });

/**
 * Empties the database for a forced restore: the public schema and everything in it go, and it
 * comes back as PostgreSQL 15 makes it (owned by the database's owner, usable by all).
 */
export const emptyDatabase = (databaseUrl: string) =>
  withClient(databaseUrl, async (client) => {
    await client.query(`BEGIN;
      DROP SCHEMA IF EXISTS public CASCADE;
      CREATE SCHEMA public AUTHORIZATION pg_database_owner;
      GRANT USAGE ON SCHEMA public TO PUBLIC;
      COMMIT`);
  });

const withClient = async <A>(databaseUrl: string, body: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
};

/** Whether `file` starts as a custom-format dump does. */
export const isDumpFile = (head: Buffer) => head.subarray(0, DUMP_MAGIC.length).equals(DUMP_MAGIC);

/** Reads the first bytes of a file (to tell what kind of backup it is). */
export const fileHead = (file: string, bytes = 8): Buffer => {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(bytes);
    return head.subarray(0, fs.readSync(fd, head, 0, bytes, 0));
  } finally {
    fs.closeSync(fd);
  }
};
