import { fork } from "node:child_process";

// Steady load: requests sent at a fixed pace whatever the answers do (an open load), from a
// child process (tools/bench/lib/steady-process.ts) so the servers keep their event loops. A
// closed load (autocannon's, load.ts) keeps every connection busy and so takes all the CPU
// there is; a fixed pace leaves the machine room, and a slower server shows as latency, not
// as fewer requests. Several streams run side by side until told to stop.
export interface SteadyJob {
  readonly label: string;
  readonly base: string;
  readonly method: "GET" | "POST";
  readonly headers?: Record<string, string>;
  /** Cycled through, one per request (e.g. a different post to approve each time). */
  readonly paths: ReadonlyArray<string>;
  /** JSON bodies, cycled through with the paths. */
  readonly bodies?: ReadonlyArray<string>;
  /**
   * When set, every request comes from an address of its own (X-Forwarded-For, which the server
   * must trust), the n-th from address number `firstAddress + n`.
   */
  readonly firstAddress?: number;
  /** Requests a second, evenly spaced. */
  readonly rate: number;
}

export interface SteadyResult {
  readonly label: string;
  /** Requests sent within the window asked for. */
  readonly sent: number;
  /** Milliseconds, over the 2xx answers to those requests. */
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** Non-2xx answers, failures and timeouts among them. */
  readonly errors: number;
  readonly firstError: string | null;
  /** Requests sent in all, warm-up included: more than `paths` means some paths were used twice. */
  readonly total: number;
}

/** A window of time, in epoch milliseconds: the requests sent in it are the ones measured. */
export interface Window {
  readonly from: number;
  readonly to: number;
}

export interface Steady {
  /** Stops sending, waits for the answers still owed, and measures the requests sent in `window`. */
  readonly stop: (window: Window) => Promise<ReadonlyArray<SteadyResult>>;
}

export const startSteady = (jobs: ReadonlyArray<SteadyJob>): Steady => {
  const child = fork(new URL("./steady-process.ts", import.meta.url), {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const results = new Promise<ReadonlyArray<SteadyResult>>((resolve, reject) => {
    let answered: ReadonlyArray<SteadyResult> | null = null;
    // NaN (no successful answer to take a percentile of) crosses the process boundary as null.
    child.once("message", (message) => {
      answered = (message as ReadonlyArray<SteadyResult>).map((r) => ({
        ...r,
        p50: r.p50 ?? Number.NaN,
        p99: r.p99 ?? Number.NaN,
        max: r.max ?? Number.NaN,
      }));
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      answered ? resolve(answered) : reject(new Error(`the steady load process exited with ${code}`)),
    );
  });
  // Until it is stopped, a failed load process is reported by `stop`.
  results.catch(() => undefined);
  child.send({ start: jobs });
  return {
    stop: (window) => {
      child.send({ stop: window });
      return results;
    },
  };
};

const ms = (v: number) => (!Number.isFinite(v) ? "-" : v < 10 ? v.toFixed(2) : v.toFixed(1));
export const describeSteady = (r: SteadyResult, seconds: number) =>
  `${r.sent.toLocaleString("en")} requests over ${seconds.toFixed(1)} s (${(r.sent / seconds).toFixed(0)}/s), p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms, max ${ms(r.max)} ms, ${r.errors} errors${r.firstError ? ` (first: ${r.firstError})` : ""}`;
