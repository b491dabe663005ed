import { afterEach, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { capacityOf, refillOf } from "../../platform/social/buckets.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { startTestWorker, waitFor } from "../../testing/jobs.ts";
import { startSocialStandIn, type SocialStandIn } from "../../testing/social-stand-in.ts";
import { submitPost } from "../posts/handlers.ts";

// The platforms' rate limits, kept with a bucket per source in the database that every worker
// shares: within the configured rate nothing is refused, a storm of 429s only slows the fetch,
// and a worker stopped halfway leaves the rest to the next without asking anyone twice.
let standIn: SocialStandIn | undefined;
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  await standIn?.close();
});

const tiktok = (n: number) => `https://www.tiktok.com/@siti.cooks/video/${7_500_000_000_000 + n}`;

/** `count` TikTok posts the stand-in knows, submitted by one member. */
const world = async (count: number, rate: { calls: number; perMs: number }, perMinute: number) => {
  standIn = await startSocialStandIn({ rate });
  for (let n = 0; n < count; n++) standIn.post(tiktok(n), { author: "siti.cooks" });
  app = await startTestApp({ env: { ...standIn.env, SOCIAL_TIKTOK_PER_MINUTE: String(perMinute) } });
  const member = await client(app).register("Siti");
  for (let n = 0; n < count; n++)
    await app.run(
      submitPost(member.id, { title: `Post ${n}`, url: tiktok(n), platform: "tiktok" }, { actor: member.id }),
    );
  return { standIn, app };
};

const outcomes = async (app: TestApp) =>
  (await app.sql<{ outcome: string }>(`SELECT outcome FROM post_evidence WHERE due_at IS NULL`)).map((r) => r.outcome);

/** The most calls answered by the stand-in in any `perMs` window. */
const busiest = (calls: ReadonlyArray<{ atMs: number; status: number }>, perMs: number) => {
  const answered = calls.filter((c) => c.status !== 429).map((c) => c.atMs);
  return Math.max(0, ...answered.map((t) => answered.filter((u) => u >= t && u < t + perMs).length));
};

describe("the platforms' rate limits", () => {
  it("allow no more than the rate in any minute, a full bucket spent at its start included", () => {
    for (const perMinute of [2, 59, 60, 61, 240, 600, 6_000, 100_000]) {
      const rate = { perMinute };
      expect(capacityOf(rate) + 60 * refillOf(rate), `${perMinute} a minute`).toBeLessThanOrEqual(perMinute);
      expect(refillOf(rate)).toBeGreaterThan(0);
    }
    // One a minute keeps refilling: at worst two calls a minute apart.
    expect(refillOf({ perMinute: 1 })).toBe(1 / 60);
  });

  it("are never exceeded at the configured rate: no call is refused", async () => {
    // 4 a second (a burst of 4, then one every 250 ms) under the stand-in's 10 a second.
    const { standIn, app } = await world(14, { calls: 10, perMs: 1_000 }, 240);
    const worker = startTestWorker(app);
    try {
      await waitFor("every post's evidence", async () => (await outcomes(app)).length === 14);
    } finally {
      await worker.stop();
    }
    expect(await outcomes(app)).toEqual(Array(14).fill("found"));
    expect(standIn.calls.filter((c) => c.status === 429)).toEqual([]);
    expect(busiest(standIn.calls, 1_000)).toBeLessThanOrEqual(8);
    // 14 calls at 4 a second take (14 - 4) / 4 = 2.5 seconds, less what the first ones took to be sent.
    const span = standIn.calls.at(-1)!.atMs - standIn.calls[0]!.atMs;
    expect(span).toBeGreaterThanOrEqual(2_000);
  });

  it("slow the fetch under a storm of 429s, without a post failing or a call beyond the platform's rate", async () => {
    // Configured far above what the stand-in takes (5 a second): it answers 429 with Retry-After.
    const { standIn, app } = await world(20, { calls: 5, perMs: 1_000 }, 6_000);
    const worker = startTestWorker(app);
    try {
      await waitFor("every post's evidence", async () => (await outcomes(app)).length === 20);
    } finally {
      await worker.stop();
    }
    expect(await outcomes(app)).toEqual(Array(20).fill("found"));
    const refused = standIn.calls.filter((c) => c.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    // Each 429 paused TikTok for every worker: only the calls already on their way were refused
    // with it (at most 8 at once), never a stream of them.
    const windows = Math.ceil((standIn.calls.at(-1)!.atMs - standIn.calls[0]!.atMs) / 1_000) + 1;
    expect(refused.length).toBeLessThanOrEqual(8 * windows);
    expect(busiest(standIn.calls, 1_000)).toBeLessThanOrEqual(5);
    expect(await app.sql(`SELECT 1 FROM jobs WHERE state = 'failed'`)).toEqual([]);
  });

  it("hold across a worker's restart: the next one takes over the rest, and asks nobody twice", async () => {
    const { standIn, app } = await world(24, { calls: 100, perMs: 1_000 }, 480);
    const first = startTestWorker(app);
    await waitFor("a third of the posts", async () => (await outcomes(app)).length >= 8);
    await first.stop();
    const done = (await outcomes(app)).length;
    expect(done).toBeLessThan(24);
    // Stopped: every call it made was answered and recorded, nothing is held.
    expect(standIn.calls.length).toBe(done);
    expect(await app.sql(`SELECT 1 FROM post_evidence WHERE claimed_until IS NOT NULL`)).toEqual([]);
    const second = startTestWorker(app);
    try {
      await waitFor("every post's evidence", async () => (await outcomes(app)).length === 24).catch(async (error) => {
        // What was left, to tell a stuck queue from a slow one.
        const jobs = await app.sql(`SELECT id, state, attempts, error, run_after, locked_by FROM jobs`);
        const due = await app.sql(`SELECT due_at, claimed_until, attempts FROM post_evidence WHERE due_at IS NOT NULL`);
        const buckets = await app.sql(`SELECT * FROM social_rate_buckets WHERE source = 'tiktok'`);
        throw new Error(`${(error as Error).message}: ${JSON.stringify({ jobs, due, buckets })}`);
      });
    } finally {
      await second.stop();
    }
    expect(await outcomes(app)).toEqual(Array(24).fill("found"));
    for (let n = 0; n < 24; n++) expect(standIn.callsOf(tiktok(n)), tiktok(n)).toBe(1);
  });
});
