import type { BenchServer } from "./server.ts";

// Samples how far the subscriptions trail the log while a load runs: the age of the oldest
// committed event any of them has not applied yet (what GET /api/health and /metrics report),
// every `everyMs`, from the benchmark's own connection.
const LAG = `
  SELECT coalesce(max(greatest(extract(epoch FROM now() - e.occurred_at), 0)), 0)::float8 AS lag
    FROM subscriptions s
    CROSS JOIN LATERAL (SELECT occurred_at FROM events e
                         WHERE (e.transaction_id, e.position) > (s.last_transaction_id, s.last_position)
                         ORDER BY transaction_id, position LIMIT 1) e`;

export interface LagSamples {
  readonly p99: number;
  readonly max: number;
  readonly count: number;
}

export const sampleLag = (server: Pick<BenchServer, "sql">, everyMs = 100) => {
  const samples: Array<number> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const [row] = await server.sql<{ lag: number }>(LAG);
      samples.push(row?.lag ?? 0);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async (): Promise<LagSamples> => {
      running = false;
      await loop;
      const sorted = [...samples].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { p99: at(0.99), max: sorted.at(-1) ?? 0, count: sorted.length };
    },
  };
};

/** Waits until the subscriptions have applied every committed event: after a bulk write, before a load. */
export const caughtUp = async (server: Pick<BenchServer, "sql">, timeoutMs = 900_000) => {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const [row] = await server.sql<{ lag: number }>(LAG);
    if ((row?.lag ?? 0) === 0) return;
    if (performance.now() > until) throw new Error(`the subscriptions still trail by ${row?.lag} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};
