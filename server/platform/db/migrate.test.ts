import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshConfig, tempDir, type TestConfig } from "../../testing/harness.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded.ts";
import { migrate, MigrationError, migrationFiles, MIGRATIONS_DIR, SchemaNewerThanCode } from "./migrate.ts";

// migrate() works on a bare pool, so this drives it directly rather than through the runtime
// (which would already have applied everything).
let base: TestConfig;
let embedded: EmbeddedPostgres | null = null;
let pool: pg.Pool;
let brokenDir: string;

beforeAll(async () => {
  base = await freshConfig();
  embedded = base.config.databaseUrl === null ? await startEmbeddedPostgres(base.config.dataDir) : null;
  pool = new pg.Pool({ connectionString: embedded?.connectionString ?? base.config.databaseUrl!, max: 1 });
  brokenDir = tempDir("jemput-migrations-");
  for (const file of migrationFiles()) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(brokenDir, file));
  // The first statement succeeds, the second fails: a partial apply would leave the table.
  fs.writeFileSync(
    path.join(brokenDir, "099_broken.sql"),
    "CREATE TABLE broken_thing (id integer);\nSELECT no_such_function();\n",
  );
});
afterAll(async () => {
  await pool?.end();
  await embedded?.stop();
  await base?.drop();
  if (brokenDir) fs.rmSync(brokenDir, { recursive: true, force: true });
});

const recorded = async () =>
  (await pool.query<{ version: number; name: string }>(`SELECT version, name FROM schema_migrations ORDER BY version`))
    .rows;

describe("migrate", () => {
  it("applies every file in order and records each one", async () => {
    const files = migrationFiles();
    expect(files.length).toBeGreaterThan(0);
    const result = await migrate(pool);
    expect(result).toEqual({ applied: files, level: Number(files.at(-1)!.slice(0, 3)) });
    expect(await recorded()).toEqual(files.map((name) => ({ version: Number(name.slice(0, 3)), name })));
    const tables = (await pool.query<{ t: string | null }>(`SELECT to_regclass('public.events')::text AS t`)).rows[0]
      ?.t;
    expect(tables).toBe("events");
  });

  it("applies nothing when run again", async () => {
    const before = await recorded();
    expect(await migrate(pool)).toEqual({ applied: [], level: Number(migrationFiles().at(-1)!.slice(0, 3)) });
    expect(await recorded()).toEqual(before);
  });

  it("stops at a failing file with an error naming it and leaves none of its changes", async () => {
    const before = await recorded();
    const failure = await migrate(pool, brokenDir).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toContain("099_broken.sql");
    expect((failure as Error).message).toMatch(/no_such_function/);
    const table = (await pool.query<{ t: string | null }>(`SELECT to_regclass('public.broken_thing')::text AS t`))
      .rows[0]?.t;
    expect(table).toBeNull();
    expect(await recorded()).toEqual(before);
    // The lock is released after a failure, so a later start can still migrate.
    expect((await migrate(pool)).applied).toEqual([]);
  });

  it("refuses a database migrated by newer code, naming both levels, and changes nothing", async () => {
    const known = Number(migrationFiles().at(-1)!.slice(0, 3));
    const newer = known + 1;
    const pad = (n: number) => String(n).padStart(3, "0");
    const name = `${pad(newer)}_from_newer_code.sql`;
    await pool.query(`INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, [newer, name]);
    try {
      const before = await recorded();
      const failure = await migrate(pool).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(SchemaNewerThanCode);
      expect((failure as Error).message).toBe(
        `the database is at migration ${pad(newer)} but this code knows migrations up to ${pad(known)} ` +
          `(${name} came from newer code). Run the newer version, or restore a backup taken before the ` +
          `upgrade; older code never runs on a newer schema.`,
      );
      expect(await recorded()).toEqual(before);
    } finally {
      await pool.query(`DELETE FROM schema_migrations WHERE version = $1`, [newer]);
    }
    expect((await migrate(pool)).applied).toEqual([]);
  });
});
