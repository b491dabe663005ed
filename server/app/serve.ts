import path from "node:path";
import { createApp, WEB_DIR } from "./app.ts";
import { startBackgroundWorker } from "./background.ts";
import type { StartOutput } from "./start-output.ts";
import { ConfigError, loadConfig, type Config } from "../platform/config/config.ts";
import { acquireOwnerLock, type OwnerLock } from "../platform/db/owner-lock.ts";
import { makeLogger } from "../platform/logging/logger.ts";
import type { AppRuntime } from "../platform/runtime.ts";
import { makeRuntime } from "./runtime.ts";
import { buildWeb, webBuildIsStale } from "./web-build.ts";

// The server's start: check the configuration, build the web app if needed, migrate, and serve
// everything on one port. A start script may add work between the migration and the first
// request (`npm start` seeds the demo there, tools/demo/start.ts), so the product never carries
// development tooling of its own (decision 49).
export interface Started {
  readonly runtime: AppRuntime;
  readonly config: Config;
  readonly output: StartOutput;
}

/** Runs once the database is migrated, before the server listens; a failure stops the start. */
export type BeforeListening = (started: Started) => Promise<void>;

const fail = (message: string): never => {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
};

export const serve = async ({ beforeListening }: { readonly beforeListening?: BeforeListening } = {}) => {
  const config = (() => {
    try {
      return loadConfig();
    } catch (error) {
      return fail(error instanceof ConfigError ? error.message : String(error));
    }
  })();
  // The embedded database admits one process (decision 40): a second server, or a server started
  // while a command has the files open, stops here before building or opening anything.
  const lock: OwnerLock | null = (() => {
    if (config.databaseUrl !== null) return null;
    try {
      return acquireOwnerLock(config.dataDir, { kind: "server", name: `the server (npm start, port ${config.port})` });
    } catch (error) {
      return fail(`Cannot start: ${(error as Error).message}`);
    }
  })();
  const logger = makeLogger(config.logLevel);
  const output: StartOutput = {
    interactive: process.stdout.isTTY === true,
    write: (text: string) => process.stdout.write(text),
    logger,
  };

  // JEMPUT_WEB_DIR serves a build made elsewhere (the browser tests build into a temporary folder).
  const webDir = process.env["JEMPUT_WEB_DIR"] ? path.resolve(process.env["JEMPUT_WEB_DIR"]) : WEB_DIR;
  if (process.env["JEMPUT_SKIP_WEB_BUILD"] !== "1" && webDir === WEB_DIR && webBuildIsStale(WEB_DIR)) {
    try {
      buildWeb(output);
    } catch (error) {
      fail((error as Error).message);
    }
  }

  const runtime = await makeRuntime(config, logger).catch((error: unknown) =>
    fail(`Cannot start: ${(error as Error).message}`),
  );

  await beforeListening?.({ runtime, config, output });

  // Mail, contact sync and campaigns run here, in the same process; any number of processes may
  // share the queue.
  const worker = startBackgroundWorker(runtime, config, logger);

  const app = createApp({ runtime, config, logger, webDir });
  const listening = () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const host = config.host === null ? "localhost" : config.host.includes(":") ? `[${config.host}]` : config.host;
    logger.info(
      { port, host: config.host ?? "every interface", database: config.databaseUrl ? "postgres" : "embedded" },
      `Jemput listening on http://${host}:${port}`,
    );
  };
  // HOST unset and no proxy named: every interface, as a server on its own machine expects.
  const server =
    config.host === null ? app.listen(config.port, listening) : app.listen(config.port, config.host, listening);

  const shutdown = () => {
    // The worker hands back the job it holds at once, so the next start resumes it.
    const stopped = worker.stop();
    server.close(
      () =>
        void stopped
          .then(() => runtime.dispose())
          .then(() => lock?.release())
          .then(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
};
