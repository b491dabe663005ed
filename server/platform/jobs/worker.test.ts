import { Deferred, Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrevoRejected, BrevoUnavailable } from "../brevo/client.ts";
import { Database } from "../db/database.ts";
import { logger, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { enqueueJob, saveProgress, type JobRow } from "./store.ts";
import { jobSettled, waitFor } from "../../testing/jobs.ts";
import { startWorker, type JobHandlers, type WorkerOptions } from "./worker.ts";

// The queue itself, with handlers made for the test: each job runs once across workers, passing
// failures are retried and then given up, a stale lock is taken over and the job resumes from
// its progress, and a worker that lost its lock records nothing more.
let app: TestRuntime;
beforeAll(async () => {
  app = await startTestRuntime();
});
afterAll(async () => {
  await app?.close();
});

const QUICK: WorkerOptions = { pollMs: 5, heartbeatMs: 100, requeueBaseMs: 5, maxAttempts: 3 };
const enqueue = (kind: string, payload: object = {}, progress: object = {}) =>
  app.run(
    Effect.gen(function* () {
      return yield* enqueueJob(yield* Database, { kind, payload, progress });
    }),
  );
const jobRow = async (id: number) => (await app.sql<JobRow>(`SELECT * FROM jobs WHERE id = $1`, [id]))[0]!;

describe("the job worker", () => {
  it("runs every job exactly once with two workers on the queue", async () => {
    const runs: Array<number> = [];
    const handlers: JobHandlers = {
      "test.once": ({ job }) => Effect.sync(() => runs.push(job.id)).pipe(Effect.as({ ok: true })),
    };
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueue("test.once"));
    const workers = [
      startWorker(app.runtime, handlers, logger, QUICK),
      startWorker(app.runtime, handlers, logger, QUICK),
    ];
    try {
      for (const id of ids) expect((await jobSettled(app, id)).state).toBe("done");
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(runs.sort((a, b) => a - b)).toEqual(ids);
    expect(await app.sql(`SELECT DISTINCT state, result, locked_by FROM jobs WHERE kind = 'test.once'`)).toEqual([
      { state: "done", result: { ok: true }, locked_by: null },
    ]);
  });

  it("tries a passing failure again later and marks the job failed after the last attempt", async () => {
    const handlers: JobHandlers = {
      "test.flaky": () =>
        Effect.fail(new BrevoUnavailable({ status: 503, detail: "Service Unavailable", resetSeconds: null })),
    };
    const id = await enqueue("test.flaky");
    const worker = startWorker(app.runtime, handlers, logger, QUICK);
    try {
      expect(await jobSettled(app, id)).toMatchObject({
        state: "failed",
        attempts: 3,
        error: "Brevo is unavailable (503): Service Unavailable",
      });
    } finally {
      await worker.stop();
    }
  });

  it("fails a job at once on an error that trying again cannot fix", async () => {
    const handlers: JobHandlers = {
      "test.refused": () =>
        Effect.fail(new BrevoRejected({ status: 400, code: "invalid_parameter", detail: "email is not valid" })),
    };
    const id = await enqueue("test.refused");
    const worker = startWorker(app.runtime, handlers, logger, QUICK);
    try {
      expect(await jobSettled(app, id)).toMatchObject({
        state: "failed",
        attempts: 1,
        error: "Brevo refused the request (400 invalid_parameter): email is not valid",
      });
    } finally {
      await worker.stop();
    }
  });

  it("takes over a job whose worker died and resumes from its recorded progress", async () => {
    const seen: Array<unknown> = [];
    const handlers: JobHandlers = {
      "test.resume": ({ job }) => Effect.sync(() => seen.push(job.progress["done"])).pipe(Effect.as({ resumed: true })),
    };
    const id = await enqueue("test.resume", {}, { done: 3, total: 5 });
    // What a process that died while holding the job leaves behind: running, under an old lock.
    await app.sql(
      `UPDATE jobs SET state = 'running', locked_by = 'gone:1', locked_at = now() - interval '5 minutes', attempts = 1 WHERE id = $1`,
      [id],
    );
    const worker = startWorker(app.runtime, handlers, logger, { ...QUICK, staleAfterMs: 60_000 });
    try {
      expect(await jobSettled(app, id)).toMatchObject({ state: "done", attempts: 2, result: { resumed: true } });
    } finally {
      await worker.stop();
    }
    expect(seen).toEqual([3]);
  });

  it("leaves a freshly locked running job alone", async () => {
    const id = await enqueue("test.busy");
    await app.sql(`UPDATE jobs SET state = 'running', locked_by = 'alive:1', locked_at = now() WHERE id = $1`, [id]);
    let ran = false;
    const worker = startWorker(
      app.runtime,
      {
        "test.busy": () =>
          Effect.sync(() => {
            ran = true;
          }),
      },
      logger,
      { ...QUICK, staleAfterMs: 60_000 },
    );
    // A job queued after it runs, so the worker has looked at the queue at least once.
    const later = await enqueue("test.busy");
    try {
      await jobSettled(app, later);
    } finally {
      await worker.stop();
    }
    expect(ran).toBe(true);
    expect(await jobRow(id)).toMatchObject({ state: "running", locked_by: "alive:1" });
  });

  it("stops a worker that lost its lock before it records anything more", async () => {
    const gate = Effect.runSync(Deferred.make<void>());
    const outcome: Array<string> = [];
    const handlers: JobHandlers = {
      "test.stolen": ({ lease }) =>
        Effect.gen(function* () {
          const db = yield* Database;
          yield* saveProgress(db, lease, { done: 1 });
          yield* Deferred.await(gate);
          yield* saveProgress(db, lease, { done: 2 });
          outcome.push("wrote after losing the lock");
        }).pipe(Effect.tapError((e) => Effect.sync(() => outcome.push((e as { _tag: string })._tag)))),
    };
    const id = await enqueue("test.stolen");
    const worker = startWorker(app.runtime, handlers, logger, { ...QUICK, heartbeatMs: 60_000 });
    try {
      await waitFor("the first progress", async () => (await jobRow(id)).progress["done"] === 1);
      await app.sql(`UPDATE jobs SET locked_by = 'other:2', locked_at = now() WHERE id = $1`, [id]);
      Effect.runSync(Deferred.succeed(gate, undefined));
      await waitFor("the handler to give up", () => outcome.length > 0);
    } finally {
      await worker.stop();
    }
    expect(outcome).toEqual(["LeaseLost"]);
    expect(await jobRow(id)).toMatchObject({ state: "running", locked_by: "other:2", progress: { done: 1 } });
  });

  it("hands its job back to the queue when it stops", async () => {
    const id = await enqueue("test.endless");
    const worker = startWorker(app.runtime, { "test.endless": () => Effect.never }, logger, QUICK);
    await waitFor("the job to start", async () => (await jobRow(id)).state === "running");
    await worker.stop();
    expect(await jobRow(id)).toMatchObject({ state: "queued", locked_by: null, attempts: 0 });
  });
});
