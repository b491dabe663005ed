import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { emailKey } from "../../../domain/email.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../platform/db/embedded.ts";
import { migrate, MigrationError, migrationFiles, MIGRATIONS_DIR } from "../../platform/db/migrate.ts";
import { freshConfig, tempDir } from "../../testing/harness.ts";

// Migration 019 gives the profiles already there the key the server now matches emails on.
// Each check builds a database as it was before it, writes emails the way registration kept
// them (trimmed and lowered by JavaScript), then applies it.
const KEY_MIGRATION = "019_email_fold.sql";
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const databaseBeforeKeys = async () => {
  const base = await freshConfig();
  const embedded: EmbeddedPostgres | null =
    base.config.databaseUrl === null ? await startEmbeddedPostgres(base.config.dataDir) : null;
  const pool = new pg.Pool({ connectionString: embedded?.connectionString ?? base.config.databaseUrl!, max: 1 });
  const dir = tempDir("jemput-migrations-");
  cleanups.push(async () => {
    await pool.end();
    await embedded?.stop();
    await base.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const copy = (file: string) => fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  for (const file of migrationFiles().filter((f) => f < KEY_MIGRATION)) copy(file);
  await migrate(pool, dir);
  const register = async (typed: ReadonlyArray<string>) => {
    for (const [i, email] of typed.entries()) {
      await pool.query(
        `INSERT INTO profiles (member_id, email, password_hash, first_name, last_name, phone_number)
         VALUES ($1, $2, 'not-a-hash', 'Kept', 'Member', $3)`,
        [i + 1, email.trim().toLowerCase(), `+60123${String(i).padStart(6, "0")}`],
      );
    }
  };
  const applyKeys = () => {
    copy(KEY_MIGRATION);
    return migrate(pool, dir);
  };
  return { pool, register, applyKeys };
};

describe("migration 019", () => {
  it("keys every stored email as the server would, so existing members still sign in", async () => {
    const db = await databaseBeforeKeys();
    const typed = [
      "Aminah.Yusof@Example.MY",
      "kopi.o@jemput.my",
      " ZAINAL_ABIDIN+ads@Gmail.com ",
      "jos\u00e9.rahman@contoh.my",
      "Stra\u00dfe@example.de",
      "adm\u0130n@example.my",
      "\u0130SKENDER@example.com.tr",
      "nur@caf\u00e9.my",
      "\uff46\uff55\uff4c\uff4c@example.my",
      "e\u0301mile@example.fr",
      "\u212aelvin@example.my",
    ];
    await db.register(typed);
    await db.applyKeys();
    const rows = (
      await db.pool.query<{ email: string; email_key: string }>(
        `SELECT email, email_key FROM profiles ORDER BY member_id`,
      )
    ).rows;
    expect(rows.map((r) => r.email_key)).toEqual(rows.map((r) => emailKey(r.email)));
    expect(rows.map((r) => r.email_key)).toEqual(typed.map(emailKey));
    // The email as given is untouched.
    expect(rows.map((r) => r.email)).toEqual(typed.map((t) => t.trim().toLowerCase()));
    // One key, one member, from here on.
    const twin = await db.pool
      .query(
        `INSERT INTO profiles (member_id, email, email_key, password_hash, first_name, last_name, phone_number)
         VALUES (99, 'admin@example.my', $1, 'x', 'Twin', 'Member', '+60129999999')`,
        [emailKey("admin@example.my")],
      )
      .then(
        () => null,
        (error: unknown) => error as { constraint?: string },
      );
    expect(twin?.constraint).toBe("profiles_email_key_idx");
  });

  it("stops, naming the members, when two stored emails fold to one key", async () => {
    const db = await databaseBeforeKeys();
    // Kept apart by lower() in PostgreSQL, one and the same address to the server.
    await db.register(["admin@example.my", "adm\u0130n@example.my", "ok@example.my"]);
    const failure = await db.applyKeys().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toContain("admin@example.my (members 1, 2)");
    const column = await db.pool.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'profiles' AND column_name = 'email_key'`,
    );
    expect(column.rows).toEqual([]);
  });
});
