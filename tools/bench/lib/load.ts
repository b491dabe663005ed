import { fork } from "node:child_process";

// Load from a child process (tools/bench/lib/load-process.ts), so the server under test keeps its
// event loop to itself.
export interface LoadJob {
  readonly url: string;
  readonly method?: "GET" | "POST";
  readonly headers?: Record<string, string>;
  /** Cycled through, one per request (e.g. a different post to approve each time). */
  readonly paths?: ReadonlyArray<string>;
  readonly bodies?: ReadonlyArray<string>;
  /** A different X-Forwarded-For per request (the server must trust the proxy header). */
  readonly spreadAddresses?: boolean;
  readonly connections: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
}

export interface LoadResult {
  /** 2xx answers in the measured period (the warm-up is discarded). */
  readonly requests: number;
  readonly seconds: number;
  readonly rps: number;
  /** Milliseconds, over 2xx answers. */
  readonly p50: number;
  readonly p99: number;
  /** Non-2xx answers, connection errors and timeouts. */
  readonly errors: number;
  readonly firstError: string | null;
  readonly bytes: number;
}

export const load = (job: LoadJob): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const child = fork(new URL("./load-process.ts", import.meta.url), {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let result: LoadResult | null = null;
    // NaN (no successful answer to take a percentile of) crosses the process boundary as null.
    child.once("message", (message) => {
      const r = message as LoadResult;
      result = { ...r, p50: r.p50 ?? Number.NaN, p99: r.p99 ?? Number.NaN };
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      result ? resolve(result) : reject(new Error(`the load process exited with ${code}`)),
    );
    child.send(job);
  });

const ms = (v: number) => (!Number.isFinite(v) ? "-" : v < 10 ? v.toFixed(2) : v.toFixed(1));
export const describeLoad = (r: LoadResult) =>
  `${Math.round(r.rps)} req/s, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms, ${r.errors} errors${r.firstError ? ` (first: ${r.firstError})` : ""}`;

/** A load on `server` once whatever the previous load left running there is done. */
export const loadOn = async (server: { readonly settle: () => Promise<void> }, job: LoadJob): Promise<LoadResult> => {
  await server.settle();
  return load(job);
};
