import { Effect, Layer, type ManagedRuntime } from "effect";
import pg from "pg";
import type { Brevo } from "./brevo/client.ts";
import type { Config } from "./config/config.ts";
import { Database, makeDatabase, type DatabaseMode } from "./db/database.ts";
import { startEmbeddedPostgres } from "./db/embedded.ts";
import type { ReadDatabase } from "./db/read-database.ts";
import { migrate } from "./db/migrate.ts";
import type { Logger } from "./logging/logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Projector } from "./event-store/projector.ts";
import type { BankVault } from "./crypto/bank-vault.ts";
import type { RiskSettings } from "./config/risk-settings.ts";
import type { HoldingPeriod } from "./config/holding-period.ts";
import type { MyInvois } from "./myinvois/client.ts";

// Requests are many short queries on a small machine: JIT compiling a plan costs more than
// running it (about 90 ms on a team of 2,000), and parallel workers only crowd the other
// requests' cores. PostgreSQL's defaults suit long reports, which this app does not run.
const SESSION_OPTIONS = "-c jit=off -c max_parallel_workers_per_gather=0";

// The database of the one runtime shared by the HTTP server and the CLI: it owns the pool
// (and the embedded database when no DATABASE_URL is set) and applies migrations before
// anything else runs.
export const databaseLayer = (config: Config, logger: Logger) =>
  Layer.effect(
    Database,
    Effect.acquireRelease(
      Effect.tryPromise({
        catch: (error) => error as Error,
        try: async () => {
          const embedded = config.databaseUrl === null ? await startEmbeddedPostgres(config.dataDir) : null;
          const mode: DatabaseMode = embedded ? "embedded" : "postgres";
          const pool = new pg.Pool({
            connectionString: embedded?.connectionString ?? config.databaseUrl ?? undefined,
            max: embedded ? 1 : config.dbPoolSize,
            idleTimeoutMillis: 30_000,
            ...(embedded ? {} : { options: SESSION_OPTIONS }),
          });
          pool.on("error", (error) => logger.error({ err: error }, "idle database connection failed"));
          try {
            const { applied, level } = await migrate(pool);
            if (applied.length > 0) logger.info({ applied, migrationLevel: level }, "migrations applied");
          } catch (error) {
            await pool.end();
            await embedded?.stop();
            throw error;
          }
          return { db: makeDatabase(pool, mode), embedded };
        },
      }),
      ({ db, embedded }) =>
        Effect.promise(async () => {
          await db.pool.end();
          await embedded?.stop();
        }),
    ).pipe(Effect.map(({ db }) => db)),
  );

/** What every request, job and command may use; composed in server/app/runtime.ts. */
export type AppServices =
  Database | ReadDatabase | Brevo | Mailer | Projector | RiskSettings | HoldingPeriod | BankVault | MyInvois;
export type AppRuntime = ManagedRuntime.ManagedRuntime<AppServices, Error>;
