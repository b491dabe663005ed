import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { seedFixture, type Fixture } from "./fixture.ts";
import { E2E_KEYS } from "./bank-data-key.ts";
import { freePort, stop, waitForHealth } from "./process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    fixture: Fixture;
    /** The web app as built for this run, for a suite that serves it from a server of its own. */
    webDir: string;
  }
}

const root = fileURLToPath(new URL("..", import.meta.url));
const MAX_LOG_CHARS = 200_000;
// The browser suite reads the mail outbox with SQL, so it runs on a PostgreSQL server: the one
// in DATABASE_URL, else the local default. Each run gets its own database, dropped at the end.
const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

// Built into a folder of its own, so a run always tests the current sources and parallel runs
// never overwrite each other's files.
function buildWeb(outDir: string): void {
  const result = spawnSync(
    join(root, "node_modules/.bin/vite"),
    ["build", "--config", "web/vite.config.ts", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's and Emotion's development builds.
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) throw new Error(`Building the web app failed (exit ${result.status ?? result.signal})`);
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`The browser suite needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432): ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), "jemput-e2e-"));
  const webDir = join(workDir, "web");
  buildWeb(webDir);

  const database = `jemput_e2e_${Date.now()}_${process.pid}`;
  await admin((c) => c.query(`CREATE DATABASE "${database}"`));
  const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
  const dropDatabase = () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    JEMPUT_DEMO: "0",
    DATA_DIR: join(workDir, "data"),
    DATABASE_URL: databaseUrl,
    ...E2E_KEYS,
    JEMPUT_WEB_DIR: webDir,
    JEMPUT_SKIP_WEB_BUILD: "1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PUBLIC_APP_URL: "https://app.jemput.my",
    // The product's own holding period, whatever the developer's shell says: approvals made as
    // the fixture is seeded are pending on the Payouts screen, those it dates to the 10th of an
    // earlier month are payable by its closes (decision 53).
    POST_HOLDING_DAYS: "7",
  };
  // Vitest's NODE_ENV=test is not passed on: the server runs as `npm start` runs it.
  delete env.NODE_ENV;
  // Mail stays in the outbox, where the tests read it: a developer's own Brevo key must never
  // send real mail from the browser suite.
  for (const name of Object.keys(env)) if (name.startsWith("BREVO_")) delete env[name];
  // Nor may a submitted post be looked up on the real platforms: evidence is off, and a
  // developer's own platform settings are not passed on.
  for (const name of Object.keys(env)) if (name.startsWith("SOCIAL_") || name === "META_APP_TOKEN") delete env[name];
  env.SOCIAL_EVIDENCE = "0";

  let child: ChildProcess | undefined;
  let log = "";
  const cleanUp = async () => {
    if (child) await stop(child);
    await dropDatabase().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const fixture = await seedFixture(env);
    child = spawn(process.execPath, ["server/app/start.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const collect = (chunk: Buffer) => {
      log = (log + chunk.toString("utf8")).slice(-MAX_LOG_CHARS);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(`${baseUrl}/api/health`, child, () => log);
    project.provide("baseUrl", baseUrl);
    project.provide("databaseUrl", databaseUrl);
    project.provide("fixture", fixture);
    project.provide("webDir", webDir);
  } catch (error) {
    await cleanUp();
    throw error;
  }

  return async () => {
    // A server that died during the run explains the failures that followed; show why.
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      process.stderr.write(`The server exited during the run (${child.exitCode ?? child.signalCode}):\n${log}\n`);
    }
    await cleanUp();
  };
}
