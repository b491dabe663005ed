import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../db/database.ts";
import { startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { pruneFinishedWork } from "./prune.ts";

// Old finished jobs (with their campaign items) and old outbox mail go; anything recent, and
// any job still queued or running however old, stays.
let app: TestRuntime;
beforeAll(async () => {
  app = await startTestRuntime();
});
afterAll(async () => {
  await app?.close();
});

const job = async (state: string, daysAgo: number) => {
  const [row] = await app.sql<{ id: number }>(
    `INSERT INTO jobs (kind, state, updated_at, created_at) VALUES ('test.prune', $1, now() - make_interval(days => $2), now() - make_interval(days => $2)) RETURNING id`,
    [state, daysAgo],
  );
  return row!.id;
};
const mail = async (daysAgo: number) => {
  const [row] = await app.sql<{ id: number }>(
    `INSERT INTO outbox (to_email, subject, html, text, created_at) VALUES ('a@example.my', 'Hi', '<p>Hi</p>', 'Hi', now() - make_interval(days => $1)) RETURNING id`,
    [daysAgo],
  );
  return row!.id;
};

describe("pruning finished work", () => {
  it("deletes finished jobs and outbox mail older than 30 days and nothing else", async () => {
    const oldDone = await job("done", 31);
    const oldFailed = await job("failed", 45);
    const recentDone = await job("done", 29);
    const oldQueued = await job("queued", 90);
    const oldRunning = await job("running", 90);
    await app.sql(`INSERT INTO job_items (job_id, item) VALUES ($1, 1), ($1, 2), ($2, 1)`, [oldDone, recentDone]);
    const oldMail = await mail(31);
    const recentMail = await mail(1);

    const pruned = await app.run(
      Effect.gen(function* () {
        return yield* pruneFinishedWork(yield* Database);
      }),
    );

    expect(pruned).toEqual({ jobs: 2, outbox: 1 });
    const jobs = await app.sql<{ id: number }>(`SELECT id FROM jobs WHERE kind = 'test.prune' ORDER BY id`);
    expect(jobs.map((j) => j.id)).toEqual([recentDone, oldQueued, oldRunning]);
    expect(jobs.map((j) => j.id)).not.toContain(oldFailed);
    const items = await app.sql<{ job_id: number }>(`SELECT job_id FROM job_items WHERE job_id = ANY($1::bigint[])`, [
      [oldDone, recentDone],
    ]);
    expect(items.map((i) => Number(i.job_id))).toEqual([recentDone]);
    const outbox = await app.sql<{ id: number }>(`SELECT id FROM outbox WHERE id = ANY($1::bigint[]) ORDER BY id`, [
      [oldMail, recentMail],
    ]);
    expect(outbox.map((m) => Number(m.id))).toEqual([recentMail]);
  });
});
