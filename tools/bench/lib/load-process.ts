import autocannon from "autocannon";
import type { LoadJob, LoadResult } from "./load.ts";

// The load generator, in a process of its own so its work never shares the server's event
// loop: autocannon with a discarded warm-up, no pipelining, and every 2xx latency kept at
// full precision (autocannon's own histogram rounds to whole milliseconds).
const run = async (job: LoadJob): Promise<LoadResult> => {
  let next = 0;
  const setupRequest = (request: { path: string; body?: string | Buffer; headers?: Record<string, string> }) => {
    const i = next++;
    if (job.paths) request.path = job.paths[i % job.paths.length]!;
    if (job.bodies) request.body = job.bodies[i % job.bodies.length]!;
    // A different client address per request, as a crowd of people signing in would have.
    if (job.spreadAddresses)
      request.headers = { ...request.headers, "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
    return request;
  };
  const latencies: Array<number> = [];
  let statusErrors = 0;
  let firstError: string | null = null;
  const instance = autocannon({
    url: job.url,
    method: job.method ?? "GET",
    headers: job.headers,
    connections: job.connections,
    duration: job.seconds,
    pipelining: 1,
    timeout: 30,
    warmup: { connections: job.connections, duration: job.warmupSeconds },
    requests: [{ setupRequest: setupRequest as never }],
  });
  instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    else {
      statusErrors += 1;
      firstError ??= `HTTP ${statusCode}`;
    }
  });
  instance.on("reqError", (error: Error) => {
    firstError ??= error.message;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    requests: latencies.length,
    seconds: result.duration,
    rps: latencies.length / result.duration,
    p50: at(0.5),
    p99: at(0.99),
    errors: statusErrors + result.errors + result.timeouts,
    firstError,
    bytes: result.throughput.total,
  };
};

process.once("message", (job: LoadJob) => {
  run(job).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`load failed: ${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
});
