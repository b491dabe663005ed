import type { SteadyJob, SteadyResult, Window } from "./steady.ts";

// The steady load's process (steady.ts): every stream sends its requests on a fixed schedule
// (request n at start + n / rate), whether or not earlier ones have been answered, and keeps
// when each was sent and how long its answer took.
interface Sent {
  /** Epoch milliseconds, to compare with a window measured in another process. */
  readonly at: number;
  ms: number;
  ok: boolean;
  error: string | null;
}

const TIMEOUT_MS = 120_000;

const runStream = (job: SteadyJob) => {
  const sent: Array<Sent> = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const send = (i: number) => {
    const record: Sent = { at: Date.now(), ms: Number.NaN, ok: false, error: null };
    sent.push(record);
    const headers: Record<string, string> = { ...job.headers };
    if (job.bodies) headers["content-type"] = "application/json";
    // A client address per request, as a crowd would have.
    if (job.firstAddress !== undefined) {
      const a = job.firstAddress + i;
      headers["x-forwarded-for"] = `10.${(a >> 16) & 255}.${(a >> 8) & 255}.${a & 255}`;
    }
    const t0 = performance.now();
    const request = fetch(`${job.base}${job.paths[i % job.paths.length]}`, {
      method: job.method,
      headers,
      ...(job.bodies ? { body: job.bodies[i % job.bodies.length] } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        record.ms = performance.now() - t0;
        record.ok = response.ok;
        if (!response.ok) record.error = `HTTP ${response.status}`;
      })
      .catch((error: unknown) => {
        record.error = (error as Error).message;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };

  const interval = 1000 / job.rate;
  const tick = () => {
    if (stopped) return;
    const due = Math.floor((performance.now() - started) / interval);
    while (sent.length <= due) send(sent.length);
    timer = setTimeout(tick, Math.max(0, started + (due + 1) * interval - performance.now()));
  };
  tick();

  return {
    stop: async (window: Window): Promise<SteadyResult> => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all([...inFlight]);
      const measured = sent.filter((s) => s.at >= window.from && s.at < window.to);
      const times = measured
        .filter((s) => s.ok)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
      const failed = measured.filter((s) => !s.ok);
      return {
        label: job.label,
        sent: measured.length,
        p50: at(0.5),
        p99: at(0.99),
        max: times.at(-1) ?? Number.NaN,
        errors: failed.length,
        firstError: failed[0]?.error ?? null,
        total: sent.length,
      };
    },
  };
};

let streams: Array<ReturnType<typeof runStream>> = [];
process.on("message", (message: { start?: ReadonlyArray<SteadyJob>; stop?: Window }) => {
  if (message.start) streams = message.start.map(runStream);
  if (message.stop) {
    const window = message.stop;
    Promise.all(streams.map((s) => s.stop(window))).then(
      (results) => process.send!(results, () => process.exit(0)),
      (error: unknown) => {
        process.stderr.write(`steady load failed: ${(error as Error).stack ?? String(error)}\n`);
        process.exit(1);
      },
    );
  }
});
// The benchmark went away: so does its load.
process.once("disconnect", () => process.exit(0));
