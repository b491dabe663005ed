import { parentPort, workerData } from "node:worker_threads";

// The load loop, in its own thread so the client's work does not share the server's event loop:
// `connections` async loops each issue one request at a time over keep-alive connections.
export interface LoadJob {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly connections: number;
  readonly warmupMs: number;
  readonly durationMs: number;
}

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly seconds: number;
  readonly latenciesMs: Float64Array<ArrayBuffer>;
  readonly firstError: string | null;
}

const run = async ({ url, headers, connections, warmupMs, durationMs }: LoadJob): Promise<LoadResult> => {
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const end = measureFrom + durationMs;
  let latencies = new Float64Array(65_536);
  let count = 0;
  let errors = 0;
  let firstError: string | null = null;
  let lastDone = measureFrom;
  const record = (ms: number) => {
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = ms;
  };
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      let ok = false;
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        ok = response.status === 200;
        if (!ok) firstError ??= `HTTP ${response.status}`;
      } catch (error) {
        firstError ??= String(error);
      }
      const done = performance.now();
      if (sent < measureFrom) continue;
      lastDone = Math.max(lastDone, done);
      if (ok) record(done - sent);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { requests: count, errors, seconds: (lastDone - measureFrom) / 1000, latenciesMs: latencies.slice(0, count), firstError };
};

if (parentPort) {
  const port = parentPort;
  void run(workerData as LoadJob).then((result) => port.postMessage(result, [result.latenciesMs.buffer]));
}
