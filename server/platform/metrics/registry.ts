import type { NextFunction, Request, Response } from "express";
import type pg from "pg";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

// The numbers an operator scrapes from GET /metrics, in Prometheus's text format. One registry
// per app (tests start several apps in one process, each with its own numbers). Labels name
// routes by their pattern and methods from a fixed list, never a raw address, id or query:
// what a label holds is public to whoever reads the metrics, and each new value is a new series.

/** One sample of a gauge: its value under some labels. */
export interface Sample {
  readonly labels?: Readonly<Record<string, string>>;
  readonly value: number;
}

/**
 * A gauge read when metrics are scraped (a queue's depth, a subscription's lag). Reading it
 * must be cheap: a scrape every few seconds runs it each time.
 */
export interface GaugeSource {
  readonly name: string;
  readonly help: string;
  readonly labelNames?: ReadonlyArray<string>;
  readonly read: () => Promise<ReadonlyArray<Sample>>;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The route a request matched, as registered (`/dashboard/team/:memberId` under /api): every router
 * registers its routes by their full path. Requests no string route answered share one label
 * each: the API's unknown paths, uploaded images, and the web app's files and page.
 */
export const routeLabel = (req: Request): string => {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === "string") return req.baseUrl + pattern;
  const url = req.originalUrl;
  if (url.startsWith("/api/") || url === "/api" || url.startsWith("/api?")) return "/api (no route)";
  return url.startsWith("/uploads/") ? "/uploads" : "(web app)";
};

export interface Metrics {
  readonly registry: Registry;
  /** Express middleware timing every request into the latency histogram. */
  readonly timing: (req: Request, res: Response, next: NextFunction) => void;
  readonly addGauge: (source: GaugeSource) => void;
  /** A connection pool's connections: all, idle, and requests waiting for one. */
  readonly addPool: (name: string, pool: () => Promise<pg.Pool>) => void;
  /** Every metric in the text format. */
  readonly scrape: () => Promise<string>;
}

export const makeMetrics = (): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client names three gauges `…_total`, a suffix Prometheus keeps for counters (promtool
  // refuses them). The same figures stay, by type, in nodejs_active_handles, _requests and
  // _resources: `sum()` of one is the total.
  for (const total of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"])
    registry.removeSingleMetric(total);
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern, method and status class",
    labelNames: ["route", "method", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // Pools are read before the gauges' queries start: read amid them, a pool would show those
  // queries waiting for it (the embedded database's pool has one connection).
  const pools = new Gauge({
    name: "jemput_db_pool_connections",
    help: "Database pool connections: total open, idle, and requests waiting for one",
    labelNames: ["pool", "state"],
    registers: [registry],
  });
  const poolReaders: Array<readonly [string, () => Promise<pg.Pool>]> = [];

  return {
    registry,
    timing: (req, res, next) => {
      const started = performance.now();
      res.once("finish", () => {
        latency.observe(
          {
            route: routeLabel(req),
            method: METHODS.has(req.method) ? req.method : "OTHER",
            status_class: `${Math.floor(res.statusCode / 100)}xx`,
          },
          (performance.now() - started) / 1000,
        );
      });
      next();
    },
    addGauge: (source) => {
      new Gauge({
        name: source.name,
        help: source.help,
        labelNames: [...(source.labelNames ?? [])],
        registers: [registry],
        async collect() {
          this.reset();
          for (const { labels, value } of await source.read()) {
            if (labels) this.set(labels, value);
            else this.set(value);
          }
        },
      });
    },
    addPool: (name, pool) => void poolReaders.push([name, pool]),
    scrape: async () => {
      for (const [name, read] of poolReaders) {
        const p = await read();
        pools.set({ pool: name, state: "total" }, p.totalCount);
        pools.set({ pool: name, state: "idle" }, p.idleCount);
        pools.set({ pool: name, state: "waiting" }, p.waitingCount);
      }
      return registry.metrics();
    },
  };
};
