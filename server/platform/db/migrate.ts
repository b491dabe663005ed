import fs from "node:fs";
import path from "node:path";
import pg from "pg";

// Ordered SQL files, each applied once inside its own transaction and recorded, so every
// process (server, CLI, tests) converges on the same schema.
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../../migrations");

export class MigrationError extends Error {
  constructor(file: string, cause: unknown) {
    super(`Migration ${file} failed: ${(cause as Error).message ?? String(cause)}`);
  }
}

/**
 * A database migrated by newer code than this: this code would read and write tables whose
 * shape it does not know, so it refuses to run at all (docs/operations.md#upgrades).
 */
export class SchemaNewerThanCode extends Error {
  readonly level: number;
  readonly known: number;
  constructor(level: number, known: number, unknown: ReadonlyArray<string>) {
    super(
      `the database is at migration ${pad(level)} but this code knows migrations up to ${pad(known)} ` +
        `(${unknown.join(", ")} came from newer code). Run the newer version, or restore a backup ` +
        `taken before the upgrade; older code never runs on a newer schema.`,
    );
    this.level = level;
    this.known = known;
  }
}

const pad = (version: number) => String(version).padStart(3, "0");

export const migrationFiles = (dir = MIGRATIONS_DIR): Array<string> =>
  fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();

export interface MigrationResult {
  readonly applied: ReadonlyArray<string>;
  readonly level: number;
}

export const migrate = async (pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<MigrationResult> => {
  const client = await pool.connect();
  try {
    // Processes starting at once take turns, from the first statement on.
    await client.query("SELECT pg_advisory_lock(727001)");
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const recorded = (
      await client.query<{ version: number; name: string }>("SELECT version, name FROM schema_migrations")
    ).rows;
    const done = new Set(recorded.map((r) => r.version));
    const files = migrationFiles(dir);
    const known = Math.max(0, ...files.map((f) => Number(f.slice(0, 3))));
    const newer = recorded.filter((r) => r.version > known).sort((a, b) => a.version - b.version);
    if (newer.length > 0)
      throw new SchemaNewerThanCode(
        newer.at(-1)!.version,
        known,
        newer.map((r) => r.name),
      );
    const applied: Array<string> = [];
    for (const file of files) {
      const version = Number(file.slice(0, 3));
      if (done.has(version)) continue;
      try {
        await client.query("BEGIN");
        await client.query(fs.readFileSync(path.join(dir, file), "utf8"));
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [version, file]);
        await client.query("COMMIT");
        applied.push(file);
      } catch (cause) {
        await client.query("ROLLBACK");
        throw new MigrationError(file, cause);
      }
    }
    return { applied, level: await migrationLevel(client) };
  } finally {
    await client.query("SELECT pg_advisory_unlock(727001)").catch(() => undefined);
    client.release();
  }
};

export const migrationLevel = async (client: pg.Pool | pg.PoolClient): Promise<number> =>
  Number(
    (await client.query<{ level: number | null }>("SELECT max(version) AS level FROM schema_migrations")).rows[0]
      ?.level ?? 0,
  );
