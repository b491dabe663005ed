import crypto from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    jemputTestRun: string;
  }
}

// Each run gets its own database-name prefix, so the teardown drops only what this run left
// behind and never another run's databases on the same server.
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = crypto.randomBytes(4).toString("hex");
  project.provide("jemputTestRun", run);
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
