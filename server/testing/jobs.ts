import { startBackgroundWorker, type BackgroundOptions } from "../app/background.ts";
import type { SyncOptions } from "../modules/brevo/sync.ts";
import { logger, type TestRuntime } from "./harness.ts";
import type { JobRow } from "../platform/jobs/store.ts";
import type { WorkerOptions } from "../platform/jobs/worker.ts";
import type { EvidenceOptions } from "../modules/evidence/job.ts";

// Workers for tests: quick polls and short backoffs (Brevo's reset header is still honoured,
// up to three seconds), so a test waits on the work and not on the clock.
export const TEST_WORKER: WorkerOptions & { readonly sync: SyncOptions; readonly evidence: EvidenceOptions } = {
  pollMs: 10,
  heartbeatMs: 250,
  requeueBaseMs: 10,
  brevoRetry: { retries: 5, baseMs: 5, maxMs: 3_000 },
  sync: { processPollMs: 5 },
  // A platform's failures pause it for milliseconds, not seconds; a 429's Retry-After still holds.
  evidence: { backoffBaseMs: 10, backoffMaxMs: 200, waitSeconds: 1, timeoutMs: 2_000 },
};

export const startTestWorker = (app: TestRuntime, options: BackgroundOptions = {}) =>
  startBackgroundWorker(app.runtime, app.config, logger, {
    ...TEST_WORKER,
    ...options,
    sync: { ...TEST_WORKER.sync, ...options.sync },
    evidence: { ...TEST_WORKER.evidence, ...options.evidence },
  });

/** Polls until `probe` gives a value; gives up with `what` after `limitMs` rather than hang. */
export const waitFor = async <A>(
  what: string,
  probe: () => Promise<A | null | undefined | false> | A | null | undefined | false,
  limitMs = 25_000,
): Promise<A> => {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
};

export const jobSettled = (app: TestRuntime, id: number) =>
  waitFor(`job ${id} to finish`, async () => {
    const [job] = await app.sql<JobRow>(`SELECT * FROM jobs WHERE id = $1 AND state IN ('done', 'failed')`, [id]);
    return job;
  });
