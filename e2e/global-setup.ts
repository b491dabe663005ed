import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = fileURLToPath(new URL("..", import.meta.url));
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const MAX_LOG_CHARS = 200_000;

// The server serves the built app, so a missing build would make every screen test fail with
// an unhelpful 404. A present build is reused: rebuild with `npm run build` after web changes.
function ensureWebBuild(): void {
  if (existsSync(join(root, "dist/web/index.html"))) return;
  const result = spawnSync(join(root, "node_modules/.bin/vite"), ["build", "--config", "web/vite.config.ts"], {
    cwd: root,
    stdio: "inherit",
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's and Emotion's development builds.
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`Building the web app failed (exit ${result.status ?? result.signal})`);
}

// Asking the OS for port 0 gives a port no other process holds right now.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer 200 on ${url} within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureWebBuild();
  const port = await freePort();
  // A fresh data directory per run, so tests never see a previous run's members.
  const dataDir = mkdtempSync(join(tmpdir(), "jemput-e2e-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), JEMPUT_DEMO: "0", DATA_DIR: dataDir };
  // Without DATABASE_URL the server runs its embedded database inside DATA_DIR.
  if (!process.env.DATABASE_URL) delete env.DATABASE_URL;
  // Vitest's NODE_ENV=test is not passed on: the server runs as `npm start` runs it.
  delete env.NODE_ENV;

  const child = spawn(process.execPath, ["server/start.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-MAX_LOG_CHARS);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, () => log);
  } catch (error) {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide("baseUrl", baseUrl);

  return async () => {
    // A server that died during the run explains the failures that followed; show why.
    if (child.exitCode !== null || child.signalCode !== null) {
      process.stderr.write(`The server exited during the run (${child.exitCode ?? child.signalCode}):\n${log}\n`);
    }
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
