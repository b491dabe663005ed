import crypto from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrate } from "../platform/db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    jemputTestRun: string;
    /** A database migrated once for the whole run, copied for each test runtime; null without one. */
    jemputTemplate: string | null;
  }
}

// Each run gets its own database-name prefix, so the teardown drops only what this run left
// behind and never another run's databases on the same server.
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = crypto.randomBytes(4).toString("hex");
  project.provide("jemputTestRun", run);
  project.provide("jemputTemplate", await migratedTemplate(run));
  return async () => {
    const url = process.env["DATABASE_URL"];
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`jemput_test_${run}_%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}

/**
 * Migrating a new database takes a second or two; copying a migrated one (CREATE DATABASE …
 * TEMPLATE) a fraction of it, and the suite makes a few hundred. A test that needs an empty
 * database (the migrations' own, the backfills') asks freshConfig for one.
 */
async function migratedTemplate(run: string): Promise<string | null> {
  const url = process.env["DATABASE_URL"];
  if (!url) return null;
  const name = `jemput_test_${run}_template`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  // One connection, closed before any copy: a template with a session open cannot be copied.
  const pool = new pg.Pool({ connectionString: target.toString(), max: 1 });
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
  return name;
}
