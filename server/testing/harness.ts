import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Cause, type Clock, Effect, Exit } from "effect";
import pg from "pg";
import { inject } from "vitest";
import { createApp } from "../app/app.ts";
import { loadConfig, type Config } from "../platform/config/config.ts";
import { SUBSCRIPTIONS } from "../modules/projections/subscriptions.ts";
import { catchUp } from "../platform/event-store/subscription.ts";
import { Database } from "../platform/db/database.ts";
import { makeLogger } from "../platform/logging/logger.ts";
import type { Registration } from "../modules/members/handlers.ts";
import { type AppRuntime, type AppServices } from "../platform/runtime.ts";
import { makeRuntime } from "../app/runtime.ts";
import { withClock } from "./clock.ts";

// Test databases: with DATABASE_URL every caller gets its own new database on that server
// (dropped on close); without it, the embedded database in a new temporary DATA_DIR.
export const ROOT = path.resolve(import.meta.dirname, "../..");
export const ADMIN_URL = process.env["DATABASE_URL"] || null;
export const EXPECTED_MODE = ADMIN_URL ? "postgres" : "embedded";

type Env = Record<string, string | undefined>;

/** The bank data key of every test database: a shared database needs one (decision 20). */
export const TEST_BANK_DATA_KEY = Buffer.from("test-bank-data-key-not-a-secret!").toString("base64");
/** The fraud signal key of every test database: a shared database needs one too (decision 41). */
export const TEST_RISK_SIGNAL_KEY = Buffer.from("test-risk-signal-key-not-secret!").toString("base64");

export interface TestConfig {
  readonly env: Env;
  readonly config: Config;
  readonly dataDir: string;
  readonly drop: () => Promise<void>;
}

const withAdmin = async <A>(body: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: ADMIN_URL! });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
};

export const tempDir = (label = "jemput-test-") => fs.mkdtempSync(path.join(os.tmpdir(), label));

/**
 * Tests approve with no holding period unless they ask for one (`POST_HOLDING_DAYS`): a month's
 * approvals are paid by its close, as every money test was written to expect; the tests of the
 * holding period set it themselves (decision 53).
 */
export const TEST_HOLDING_DAYS = "0";

/**
 * No test reaches the platforms: evidence is off unless a test turns it on with a stand-in's
 * settings (server/testing/social-stand-in.ts), and even on, every address left unset is port 9
 * on this machine (discard), which fetch refuses to call at all ("bad port").
 */
export const NO_PLATFORMS: Env = {
  SOCIAL_EVIDENCE: "0",
  SOCIAL_YOUTUBE_OEMBED_URL: "http://127.0.0.1:9/youtube/oembed",
  SOCIAL_TIKTOK_OEMBED_URL: "http://127.0.0.1:9/tiktok/oembed",
  SOCIAL_X_OEMBED_URL: "http://127.0.0.1:9/x/oembed",
  SOCIAL_META_OEMBED_URL: "http://127.0.0.1:9/meta/v21.0",
};

/**
 * A new database for one test (or a new DATA_DIR for the embedded one). `migrated`: a copy of
 * the run's migrated template, for runtimes that would migrate it anyway; otherwise empty, for
 * tests of the migrations themselves.
 */
export const freshConfig = async (extraEnv: Env = {}, { migrated = false } = {}): Promise<TestConfig> => {
  const dataDir = tempDir();
  const env: Env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JEMPUT_DEMO: "0",
    POST_HOLDING_DAYS: TEST_HOLDING_DAYS,
    ...NO_PLATFORMS,
    ...extraEnv,
  };
  let dropDatabase = async () => {};
  if (ADMIN_URL) {
    const run = inject("jemputTestRun") ?? "adhoc";
    const name = `jemput_test_${run}_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
    const template = migrated ? inject("jemputTemplate") : null;
    await withAdmin((c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env["DATABASE_URL"] = url.toString();
    env["BANK_DATA_KEY"] ??= TEST_BANK_DATA_KEY;
    env["RISK_SIGNAL_KEY"] ??= TEST_RISK_SIGNAL_KEY;
    // A shared database needs the address invite links point at: here the app's own, as on a
    // deployment with one public host, so invite and mailed links agree in every mode.
    env["PUBLIC_APP_URL"] ??= env["PUBLIC_URL"] || `http://localhost:${env["PORT"] || 5000}`;
    dropDatabase = () =>
      withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined);
  }
  return {
    env,
    config: loadConfig(env),
    dataDir,
    drop: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

export const logger = makeLogger("silent");

/** The first typed failure of an exit, or the defect when there is none. */
export const failureOf = <A, E>(exit: Exit.Exit<A, E>): unknown => {
  if (Exit.isSuccess(exit)) throw new Error(`expected a failure, got ${JSON.stringify(exit.value)}`);
  const reason = exit.cause.reasons.find(Cause.isFailReason);
  return reason ? reason.error : Cause.squash(exit.cause);
};

export interface TestRuntime extends TestConfig {
  readonly runtime: AppRuntime;
  /** Runs `effect` on the runtime; `at` fixes its time (a Date) or drives it (a testClock). */
  readonly run: <A, E>(effect: Effect.Effect<A, E, AppServices>, at?: Date | Clock.Clock) => Promise<A>;
  readonly exit: <A, E>(
    effect: Effect.Effect<A, E, AppServices>,
    at?: Date | Clock.Clock,
  ) => Promise<Exit.Exit<A, E | Error>>;
  readonly sql: <R extends object = Record<string, unknown>>(
    text: string,
    params?: ReadonlyArray<unknown>,
  ) => Promise<Array<R>>;
  /** Applies what is logged to the tables that follow the log (activities, member_search). */
  readonly caughtUp: () => Promise<void>;
  readonly close: () => Promise<void>;
}

/** `clock`: the time of everything the runtime runs without a time of its own (requests, jobs). */
export interface TestClockOption {
  readonly clock?: Clock.Clock;
}

const runtimeOn = async (base: TestConfig, options: TestClockOption = {}): Promise<TestRuntime> => {
  const runtime = await makeRuntime(base.config, logger, options).catch(async (error: unknown) => {
    await base.drop();
    throw error;
  });
  const exit: TestRuntime["exit"] = async (effect, at) => {
    return runtime.runPromiseExit(at === undefined ? effect : withClock(effect, at));
  };
  const run: TestRuntime["run"] = async (effect, at) => {
    const result = await exit(effect, at);
    if (Exit.isSuccess(result)) return result.value;
    throw failureOf(result);
  };
  return {
    ...base,
    runtime,
    run,
    exit,
    sql: <R extends object>(text: string, params?: ReadonlyArray<unknown>) =>
      run(
        Effect.gen(function* () {
          const db = yield* Database;
          return yield* db.query<R>(text, params);
        }),
      ),
    caughtUp: () =>
      run(
        Effect.gen(function* () {
          const db = yield* Database;
          for (const subscription of SUBSCRIPTIONS) yield* catchUp(db, subscription, { wait: true });
        }),
      ),
    close: async () => {
      await runtime.dispose();
      await base.drop();
    },
  };
};

/** A migrated database behind the app's own runtime; `env` adds settings (a Brevo stand-in's URL). */
export const startTestRuntime = async (env: Env = {}, options: TestClockOption = {}): Promise<TestRuntime> =>
  runtimeOn(await freshConfig(env, { migrated: true }), options);

/** Runs one program on a runtime that is started and disposed around it (the CLI's pattern). */
export const withDb = async <A, E>(env: Env, effect: Effect.Effect<A, E, AppServices>): Promise<A> => {
  const runtime = await makeRuntime(loadConfig(env), logger);
  try {
    const exit = await runtime.runPromiseExit(effect);
    if (Exit.isSuccess(exit)) return exit.value;
    throw failureOf(exit);
  } finally {
    await runtime.dispose();
  }
};

export interface TestApp extends TestRuntime {
  readonly baseUrl: string;
}

export const startTestApp = async (
  options: { webDir?: string; env?: Env } & TestClockOption = {},
): Promise<TestApp> => {
  const base = await startTestRuntime(options.env, options.clock ? { clock: options.clock } : {});
  const app = createApp({
    runtime: base.runtime,
    config: base.config,
    logger,
    ...(options.webDir ? { webDir: options.webDir } : {}),
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...base,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await base.close();
    },
  };
};

let people = 0;

/** Registration details unique within a test process; the password hash is never checked here. */
export const newMember = (firstName: string, referredByCode: string | null = null): Registration => {
  people += 1;
  const n = `${process.pid % 1000}${people}`.padStart(7, "0").slice(-7);
  return {
    email: `${firstName.toLowerCase()}.${n}@test.jemput.my`,
    passwordHash: "not-a-real-hash",
    firstName,
    lastName: "Tester",
    phoneNumber: `+6012${n}`,
    referredByCode,
  };
};
