import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationFiles } from "../platform/db/migrate.ts";
import { startServer } from "../suites/reliability/server-process.ts";
import { startTestRuntime, TEST_BANK_DATA_KEY, TEST_RISK_SIGNAL_KEY, type TestRuntime } from "../testing/harness.ts";

// An instance of older code started against a database that newer code has migrated stops
// before it listens, saying which levels disagree: it never serves a schema it does not know.
let db: TestRuntime;
const known = Number(migrationFiles().at(-1)!.slice(0, 3));
const pad = (n: number) => String(n).padStart(3, "0");

beforeAll(async () => {
  db = await startTestRuntime();
});
afterAll(async () => {
  await db?.close();
});

describe.skipIf(!process.env["DATABASE_URL"])("starting older code on a newer schema", () => {
  it("refuses to start and says why", async () => {
    const client = new pg.Client({ connectionString: db.env["DATABASE_URL"] });
    await client.connect();
    await client.query(`INSERT INTO schema_migrations (version, name) VALUES ($1, $2)`, [
      known + 1,
      `${pad(known + 1)}_from_newer_code.sql`,
    ]);
    await client.end();
    const started = startServer(
      {
        DATABASE_URL: db.env["DATABASE_URL"],
        DATA_DIR: db.dataDir,
        BANK_DATA_KEY: TEST_BANK_DATA_KEY,
        RISK_SIGNAL_KEY: TEST_RISK_SIGNAL_KEY,
        PUBLIC_APP_URL: "http://localhost:5000",
      },
      { readyWithinMs: 60_000 },
    );
    const failure = await started.then(
      () => null,
      (error: unknown) => (error as Error).message,
    );
    expect(failure).toContain(
      `Cannot start: the database is at migration ${pad(known + 1)} but this code knows migrations up to ${pad(known)}`,
    );
  });
});
