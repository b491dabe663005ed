import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../suites/reliability/server-process.ts";
import { startTestRuntime, TEST_BANK_DATA_KEY, TEST_RISK_SIGNAL_KEY, type TestRuntime } from "../testing/harness.ts";

// An instance behind a proxy on its own machine (TRUST_PROXY=1) listens on loopback only: no
// one can reach it past the proxy. HOST moves it.
const external = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a !== undefined && a.family === "IPv4" && !a.internal)?.address;

let db: TestRuntime;
const started: Array<ServerProcess> = [];
beforeAll(async () => {
  db = await startTestRuntime();
});
afterAll(async () => {
  for (const server of started) await server.stop();
  await db?.close();
});

const start = async (env: Record<string, string>) => {
  const server = await startServer({
    DATABASE_URL: db.env["DATABASE_URL"],
    DATA_DIR: db.dataDir,
    BANK_DATA_KEY: TEST_BANK_DATA_KEY,
    RISK_SIGNAL_KEY: TEST_RISK_SIGNAL_KEY,
    PUBLIC_APP_URL: "http://localhost:5000",
    LOG_LEVEL: "info",
    ...env,
  });
  started.push(server);
  return server;
};
const answers = (host: string, server: ServerProcess) =>
  fetch(`http://${host}:${new URL(server.baseUrl).port}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
    (r) => r.status,
    (error: Error) => (error.cause as { code?: string })?.code ?? error.message,
  );

describe.skipIf(!process.env["DATABASE_URL"] || external === undefined)("the listening address", () => {
  it("is loopback only behind a proxy on this machine", async () => {
    const server = await start({ TRUST_PROXY: "1" });
    expect(await answers("127.0.0.1", server)).toBe(200);
    expect(await answers(external!, server)).toBe("ECONNREFUSED");
    expect(server.output()).toContain(`Jemput listening on http://127.0.0.1:${new URL(server.baseUrl).port}`);
  });

  it("is every interface with HOST=0.0.0.0", async () => {
    const server = await start({ TRUST_PROXY: "1", HOST: "0.0.0.0" });
    expect(await answers(external!, server)).toBe(200);
  });
});
