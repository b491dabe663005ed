import { Effect } from "effect";
import { Router } from "express";
import type { Config } from "../platform/config/config.ts";
import { Database, type DatabaseShape } from "../platform/db/database.ts";
import { ReadDatabase } from "../platform/db/read-database.ts";
import { logHead } from "../platform/event-store/head.ts";
import { subscriptionLag, type SubscriptionLag } from "../platform/event-store/subscription.ts";
import { failedLately, queueDepth, type QueueDepth } from "../platform/jobs/queue-depth.ts";
import { metricsAccess } from "../platform/metrics/access.ts";
import { makeMetrics, type GaugeSource, type Metrics } from "../platform/metrics/registry.ts";
import type { AppRuntime } from "../platform/runtime.ts";

// GET /metrics (decision 26): request latency by route, the database pool, the job queue and
// the log's head and each subscription's lag, for Prometheus. Whatever else should be watched
// is one more gauge source in the list below, and another pool (a replica's) one more `addPool`
// under its own name.

const gaugeSources = (runtime: AppRuntime, config: Config): ReadonlyArray<GaugeSource> => {
  const onDb = <A>(read: (db: DatabaseShape) => Effect.Effect<A, unknown>) =>
    runtime.runPromise(
      Effect.gen(function* () {
        return yield* read(yield* Database);
      }),
    );
  // Both job gauges come from one query: shared while it runs, as a scrape reads them together.
  let depth: Promise<QueueDepth> | null = null;
  const readDepth = () => (depth ??= onDb(queueDepth).finally(() => (depth = null)));
  let lag: Promise<ReadonlyArray<SubscriptionLag>> | null = null;
  const readLag = () => (lag ??= onDb(subscriptionLag).finally(() => (lag = null)));
  const readReplica = () =>
    runtime.runPromise(
      Effect.gen(function* () {
        return yield* (yield* ReadDatabase).status;
      }),
    );
  // Only with a replica configured: without one there is nothing to watch, and an unlabelled
  // gauge cannot be left out of a scrape. A lag not measured yet (or unreachable) is NaN.
  const replicaSources: ReadonlyArray<GaugeSource> = [
    {
      name: "jemput_replica_in_use",
      help: "1 while lagging reads go to the read replica, 0 while they fall back to the primary",
      read: async () => [{ value: (await readReplica())?.inUse ? 1 : 0 }],
    },
    {
      name: "jemput_replica_lag_seconds",
      help: "The read replica's last measured lag behind the primary (NaN while unknown)",
      read: async () => {
        const lagMs = (await readReplica())?.lagMs ?? null;
        return [{ value: lagMs === null ? Number.NaN : lagMs / 1000 }];
      },
    },
  ];
  return [
    {
      name: "jemput_jobs",
      help: "Background jobs waiting (queued, of which due now) and running",
      labelNames: ["state"],
      read: async () => {
        const now = await readDepth();
        return (["queued", "due", "running"] as const).map((state) => ({ labels: { state }, value: now[state] }));
      },
    },
    {
      name: "jemput_jobs_oldest_due_seconds",
      help: "How long the oldest job that is due has waited for a worker (0 when none waits)",
      read: async () => [{ value: (await readDepth()).oldestDueSeconds }],
    },
    {
      name: "jemput_jobs_failed_last_hour",
      help: "Background jobs that gave up in the last hour, by kind (listed once a kind has failed)",
      labelNames: ["kind"],
      read: async () => (await onDb(failedLately)).map((r) => ({ labels: { kind: r.kind }, value: r.failed })),
    },
    {
      name: "jemput_subscription_lag_seconds",
      help: "Age of the oldest committed event a subscription has not applied yet (0 when current)",
      labelNames: ["subscription"],
      read: async () => (await readLag()).map((s) => ({ labels: { subscription: s.name }, value: s.lagSeconds })),
    },
    {
      name: "jemput_subscription_behind_events",
      help: "Committed events a subscription has not applied yet (counted up to 100,000)",
      labelNames: ["subscription"],
      read: async () => (await readLag()).map((s) => ({ labels: { subscription: s.name }, value: s.behind })),
    },
    ...(config.replica ? replicaSources : []),
    {
      name: "jemput_event_log_position",
      help: "The newest position in the event log",
      read: async () => [{ value: await onDb(logHead) }],
    },
  ];
};

/** The app's metrics: time requests with `timing`, serve them with `routes`. */
export const appMetrics = (runtime: AppRuntime, config: Config) => {
  const metrics: Metrics = makeMetrics();
  metrics.addPool("primary", () =>
    runtime.runPromise(
      Effect.gen(function* () {
        return (yield* Database).pool;
      }),
    ),
  );
  for (const source of gaugeSources(runtime, config)) metrics.addGauge(source);
  const routes = Router().get("/metrics", metricsAccess(config.metricsToken), async (_req, res, next) => {
    try {
      const text = await metrics.scrape();
      res.set("Cache-Control", "no-store").type(metrics.registry.contentType).send(text);
    } catch (error) {
      next(error);
    }
  });
  return { timing: metrics.timing, routes, metrics };
};
