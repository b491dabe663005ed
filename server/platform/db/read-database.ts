import { Clock, Context, Effect, Layer, Schedule } from "effect";
import pg from "pg";
import type { ReplicaConfig } from "../config/config.ts";
import type { Logger } from "../logging/logger.ts";
import { Database, makeDatabase, type DbError, type Sql } from "./database.ts";
import { lagOf, lsnOf, remember, type Sample } from "./replica-lag.ts";

// Reads that may trail the latest writes by a few seconds (admin reports, member search,
// exports, the leaderboard) go to a streaming standby when one is configured, measured close
// enough and reachable; everything else, and these too whenever the standby is not all three,
// reads the primary (decision 27). The standby is only ever a place to read from: a failure
// there is answered from the primary, never passed on to the caller.

/**
 * `unmeasured`: no recent measurement (just started, or the primary did not answer the last
 * checks); `down`: unreachable; `not-standby`: the address is not a server in recovery.
 */
export type ReplicaState = "unmeasured" | "streaming" | "lagging" | "down" | "not-standby";

export interface ReplicaStatus {
  readonly state: ReplicaState;
  /** Whether lagging reads go to the replica now. */
  readonly inUse: boolean;
  /** The measured lag; null while unknown (not yet measured, unreachable, or behind all history). */
  readonly lagMs: number | null;
  readonly maxLagMs: number;
  readonly checkedAt: Date | null;
}

/** Time a write may take from its request's arrival to its commit, and still be read back. */
const COMMIT_ALLOWANCE_MS = 2_000;

/**
 * How often the lag is measured, how old a measurement may grow before it no longer counts, and
 * how long after a write its writer's lagging reads stay on the primary: long enough that any
 * replica still in use by then has replayed the write (a replica in use was at most maxLag
 * behind when last measured, at most staleAfter ago).
 */
export const replicaTimings = (maxLagMs: number) => {
  const checkEveryMs = Math.min(1000, Math.max(100, Math.round(maxLagMs / 5)));
  const staleAfterMs = Math.round(2.5 * checkEveryMs);
  return { checkEveryMs, staleAfterMs, readYourWritesMs: maxLagMs + staleAfterMs + COMMIT_ALLOWANCE_MS };
};

export interface ReadDatabaseShape {
  /** Whether a replica is configured at all. */
  readonly replicated: boolean;
  /** The replica's status; null when none is configured. */
  readonly status: Effect.Effect<ReplicaStatus | null>;
  /** Where a lagging read runs: the replica when it is in use and `recentWrite` is false, else the primary. */
  readonly lagging: (recentWrite: boolean) => Effect.Effect<Sql>;
  /** How long after a write its writer's lagging reads stay on the primary. */
  readonly readYourWritesMs: number;
}

const monotonicMs = Effect.map(Clock.monotonicTimeNanos, (nanos) => Number(nanos / 1_000_000n));

// A broken or refused connection says the replica is gone; an SQL error (a query cancelled by
// replay, say) says only that this query failed there.
const unreachable = (error: DbError) =>
  error.code === undefined || !/^[0-9A-Z]{5}$/.test(error.code) || /^(08|53|57P)/.test(error.code);

// Requests are many short queries on a small machine, as on the primary (platform/runtime.ts).
const SESSION_OPTIONS = "-c jit=off -c max_parallel_workers_per_gather=0";

const makeReplica = (config: ReplicaConfig, poolSize: number, primary: Sql, logger: Logger) =>
  Effect.gen(function* () {
    const { checkEveryMs, staleAfterMs, readYourWritesMs } = replicaTimings(config.maxLagMs);
    const open = (max: number) => {
      const pool = new pg.Pool({
        connectionString: config.url,
        max,
        idleTimeoutMillis: 30_000,
        connectionTimeoutMillis: Math.max(1000, checkEveryMs),
        options: SESSION_OPTIONS,
      });
      // A standby going away closes idle connections; that is a state, not a crash.
      pool.on("error", (error) => logger.debug({ err: error }, "idle replica connection failed"));
      return pool;
    };
    const pools = yield* Effect.acquireRelease(
      Effect.sync(() => ({ reads: open(poolSize), checks: open(1) })),
      ({ reads, checks }) => Effect.promise(() => Promise.all([reads.end(), checks.end()])),
    );
    const onReplica = makeDatabase(pools.reads, "postgres");
    const checks = makeDatabase(pools.checks, "postgres");

    let status: ReplicaStatus = {
      state: "unmeasured",
      inUse: false,
      lagMs: null,
      maxLagMs: config.maxLagMs,
      checkedAt: null,
    };
    let checkedAtMs = -Infinity;
    let samples: Array<Sample> = [];
    const settle = (next: Omit<ReplicaStatus, "maxLagMs" | "checkedAt">, at: Date) => {
      if (next.state !== status.state)
        logger[next.inUse ? "info" : "warn"](
          { replica: next.state, lagMs: next.lagMs, maxLagMs: config.maxLagMs },
          next.inUse ? "replica in use for lagging reads" : "replica not in use: lagging reads go to the primary",
        );
      status = { ...next, maxLagMs: config.maxLagMs, checkedAt: at };
    };

    const check = Effect.gen(function* () {
      const [primaryAt] = yield* primary.query<{ lsn: string }>(`SELECT pg_current_wal_lsn()::text AS lsn`);
      samples = remember(samples, { lsn: lsnOf(primaryAt!.lsn), atMs: yield* monotonicMs }, 2 * config.maxLagMs);
      const replica = yield* checks
        .query<{ standby: boolean; lsn: string | null }>(
          `SELECT pg_is_in_recovery() AS standby, pg_last_wal_replay_lsn()::text AS lsn`,
        )
        .pipe(Effect.timeout(checkEveryMs), Effect.option);
      const at = new Date(yield* Clock.currentTimeMillis);
      const measuredMs = yield* monotonicMs;
      if (replica._tag === "None") return settle({ state: "down", inUse: false, lagMs: null }, at);
      const row = replica.value[0];
      if (!row?.standby || row.lsn === null) return settle({ state: "not-standby", inUse: false, lagMs: null }, at);
      const lag = lagOf(samples, lsnOf(row.lsn), measuredMs);
      const inUse = lag.exact && lag.ms <= config.maxLagMs;
      checkedAtMs = measuredMs;
      const lagMs = lag.exact || lag.ms > config.maxLagMs ? lag.ms : null;
      settle({ state: inUse ? "streaming" : "lagging", inUse, lagMs }, at);
    });

    const noteFailure = (error: DbError) =>
      Effect.gen(function* () {
        logger.warn({ code: error.code }, "a read on the replica failed; answered from the primary");
        if (unreachable(error))
          settle({ state: "down", inUse: false, lagMs: null }, new Date(yield* Clock.currentTimeMillis));
      });

    // Reads are idempotent: whatever fails on the replica is asked of the primary instead.
    const replicaSql: Sql = {
      query: <R extends object>(text: string, params?: ReadonlyArray<unknown>) =>
        onReplica
          .query<R>(text, params)
          .pipe(Effect.catch((error) => Effect.andThen(noteFailure(error), primary.query<R>(text, params)))),
      pipeline: (statements) =>
        onReplica
          .pipeline(statements)
          .pipe(Effect.catch((error) => Effect.andThen(noteFailure(error), primary.pipeline(statements)))),
      // Bulk COPY is for rebuilds and seeds, which write: never on a standby.
      copy: null,
    };

    // The primary failing a check leaves the status to go stale, which takes the replica out of use.
    yield* check.pipe(Effect.ignore);
    yield* check.pipe(Effect.ignore, Effect.repeat(Schedule.spaced(checkEveryMs)), Effect.forkScoped);

    // A measurement counts only while it is recent: checks that stop answering take the replica out.
    const current = Effect.map(monotonicMs, (nowMs): ReplicaStatus =>
      nowMs - checkedAtMs <= staleAfterMs || !status.inUse ? status : { ...status, state: "unmeasured", inUse: false },
    );
    return {
      replicated: true,
      status: current,
      readYourWritesMs,
      lagging: (recentWrite) =>
        recentWrite ? Effect.succeed(primary) : Effect.map(current, (now) => (now.inUse ? replicaSql : primary)),
    } satisfies ReadDatabaseShape;
  });

export class ReadDatabase extends Context.Service<ReadDatabase, ReadDatabaseShape>()(
  "jemput/server/platform/db/ReadDatabase",
) {
  /** Without a replica every read goes to the primary, as if this service did not exist. */
  static readonly layer = (config: ReplicaConfig | null, poolSize: number, logger: Logger) =>
    Layer.effect(
      ReadDatabase,
      Effect.gen(function* () {
        const primary = yield* Database;
        if (config === null)
          return ReadDatabase.of({
            replicated: false,
            status: Effect.succeed(null),
            readYourWritesMs: 0,
            lagging: () => Effect.succeed(primary),
          });
        return ReadDatabase.of(yield* makeReplica(config, poolSize, primary, logger));
      }),
    );
}
