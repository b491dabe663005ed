import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { Effect } from "effect";
import express from "express";
import { createApp } from "../../../server/app/app.ts";
import { SUBSCRIPTIONS } from "../../../server/modules/projections/subscriptions.ts";
import { startRiskEvaluator } from "../../../server/modules/risk/background.ts";
import { startSubscriptions } from "../../../server/platform/event-store/follow.ts";
import { loadConfig, type Config } from "../../../server/platform/config/config.ts";
import { hashToken } from "../../../server/modules/credentials/tokens.ts";
import { Database } from "../../../server/platform/db/database.ts";
import { makeLogger } from "../../../server/platform/logging/logger.ts";
import { type AppRuntime } from "../../../server/platform/runtime.ts";
import { makeRuntime } from "../../../server/app/runtime.ts";
import { databaseEnv } from "./cli.ts";
import { PASSWORD, type World } from "./worlds.ts";

// The app on a world's database, in this process, with three reference endpoints mounted in
// front of it on the same runtime and pool: the limits the app's own routes are compared with.
export interface BenchServer {
  readonly base: string;
  readonly config: Config;
  readonly sql: <R extends object>(text: string, params?: ReadonlyArray<unknown>) => Promise<Array<R>>;
  readonly signIn: (email: string) => Promise<string>;
  /** Waits until no query of this database is running: the last load's abandoned requests are done. */
  readonly settle: () => Promise<void>;
  readonly close: () => Promise<void>;
}

export const REFERENCE = {
  /** One trivial query through the Database service: the floor of a database-backed route. */
  select1: "/bench/select1",
  /** Express answering JSON with no database at all. */
  json: "/bench/json",
  /** One autocommitted one-row INSERT: the floor of a write. */
  insert: "/bench/insert",
} as const;

export const startServer = async (
  world: World,
  { webDir, riskRules = false }: { webDir?: string; riskRules?: boolean } = {},
): Promise<BenchServer> => {
  // Signing-in storms come from many addresses: X-Forwarded-For is trusted so the per-address
  // limit sees them apart, as it would behind a proxy.
  const config = loadConfig({
    ...databaseEnv(world.target),
    LOG_LEVEL: "silent",
    TRUST_PROXY: "1",
    DB_POOL_SIZE: process.env["DB_POOL_SIZE"],
  });
  const logger = makeLogger("silent");
  const runtime: AppRuntime = await makeRuntime(config, logger);
  const sql = <R extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
    runtime.runPromise(
      Effect.gen(function* () {
        return yield* (yield* Database).query<R>(text, params);
      }),
    );
  if (world.key === "embedded") await sql("ANALYZE");
  // The projections that follow the log are followed as a deployed instance follows them: the
  // lag they build under load is part of what a load measures.
  const subscriptions = startSubscriptions(runtime, logger, SUBSCRIPTIONS);
  // A deployed instance also looks at the members its registrations queue for the fraud rules;
  // without it, the queue would wait for the next close, which evaluates it first.
  const risk = riskRules ? startRiskEvaluator(runtime, logger) : null;
  await sql(
    `CREATE TABLE IF NOT EXISTS bench_rows (id bigserial PRIMARY KEY, note text NOT NULL, at timestamptz NOT NULL DEFAULT now())`,
  );

  const app = express();
  app.disable("x-powered-by");
  app.get(REFERENCE.select1, async (_req, res, next) => {
    try {
      res.json((await sql<{ one: number }>(`SELECT 1 AS one`))[0]);
    } catch (error) {
      next(error);
    }
  });
  app.get(REFERENCE.json, (_req, res) => {
    res.json({ ok: true, at: "2026-01-01T00:00:00.000Z" });
  });
  app.post(REFERENCE.insert, async (_req, res, next) => {
    try {
      res.json((await sql<{ id: number }>(`INSERT INTO bench_rows (note) VALUES ($1) RETURNING id`, ["a row"]))[0]);
    } catch (error) {
      next(error);
    }
  });
  app.use(createApp({ runtime, config, logger, ...(webDir ? { webDir } : {}) }));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const tokens = new Map<string, Promise<string>>();
  const signIn = async (email: string) => {
    // A scratch world: earlier runs' sign-ins must not leave this one rate-limited.
    await sql(`DELETE FROM rate_limits`);
    const response = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (response.status !== 200)
      throw new Error(`signing in as ${email}: HTTP ${response.status} ${await response.text()}`);
    const { token, twoFactor } = (await response.json()) as { token: string; twoFactor?: string };
    // An admin's session owes a second factor (decision 19); a benchmark gives it directly, as
    // test fixtures do, since measuring the admin's reads is the point, not the code.
    if (twoFactor !== undefined)
      await sql(`UPDATE sessions SET second_factor = 'verified' WHERE token_hash = $1`, [hashToken(token)]);
    return token;
  };

  const busy = async () => {
    const [row] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
    );
    return (row?.n ?? 0) > 0;
  };

  return {
    base,
    config,
    sql,
    settle: async () => {
      // A load stops with requests in flight; the server finishes them after the clients go.
      for (let quiet = 0; quiet < 3; quiet = (await busy()) ? 0 : quiet + 1)
        await new Promise((resolve) => setTimeout(resolve, 200));
    },
    signIn: (email) => {
      let token = tokens.get(email);
      if (!token) tokens.set(email, (token = signIn(email)));
      return token;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await subscriptions.stop();
      await risk?.stop();
      await runtime.dispose();
    },
  };
};
