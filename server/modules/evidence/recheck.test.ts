import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { startTestWorker, waitFor } from "../../testing/jobs.ts";
import { startSocialStandIn, type SocialStandIn } from "../../testing/social-stand-in.ts";
import { Database } from "../../platform/db/database.ts";
import { claimHandle } from "../handles/store.ts";
import { recheckBeforePay } from "./recheck.ts";

// The check before pay (decisions 52, 53): an approved post is asked about again in the last day
// of its holding period; one the platform now says is gone is listed as taken down among the
// approved posts, for an admin to reverse, and stays approved until one does.
const clock = testClock(new Date("2026-11-02T02:00:00.000Z"));
const LINK = "https://www.tiktok.com/@siti.cooks/video/7400000000101";
let standIn: SocialStandIn;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = "";

// The post answered and nothing queued: a submission's fetch is queued by a subscription, so
// its row may not be there yet when this starts.
const settle = async () => {
  await app.caughtUp();
  const worker = startTestWorker(app);
  await waitFor("the evidence fetch", async () => {
    const rows = await app.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM post_evidence WHERE due_at IS NULL AND outcome <> 'pending'`,
    );
    return rows[0]!.n === 1;
  });
  await worker.stop();
};
const approvedWith = async (evidence: string) =>
  (await api.ok("GET", `/api/admin/posts?status=approved&evidence=${evidence}`, admin)).map((p) => p["url"]);

beforeAll(async () => {
  standIn = await startSocialStandIn();
  standIn.post(LINK, { author: "siti.cooks", name: "Siti Cooks", title: "Nasi lemak" });
  app = await startTestApp({ env: { ...standIn.env, POST_HOLDING_DAYS: "7" }, clock });
  api = client(app);
  admin = (await api.registerAdmin("Ahmad")).token;
  const siti = await api.register("Siti");
  await app.run(Effect.flatMap(Database, (db) => claimHandle(db, siti.id, "tiktok", "siti.cooks", clock.now())));
  const post = await api.ok("POST", "/api/posts", siti.token, { title: "Nasi lemak", url: LINK, platform: "tiktok" });
  await settle();
  await api.ok("POST", `/api/admin/posts/${post["id"] as string}/approve`, admin);
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

describe("the check before pay", () => {
  it("leaves a post alone until the last day of its holding period", async () => {
    expect(await app.run(recheckBeforePay())).toBe(0);
    clock.advance("5 days");
    expect(await app.run(recheckBeforePay())).toBe(0);
  });

  it("asks again, past the cache, in the last day; a post taken down is listed for reversal", async () => {
    standIn.post(LINK, { author: "siti.cooks", state: "deleted" });
    clock.advance("1 day");
    clock.advance("1 hour");
    expect(await app.run(recheckBeforePay())).toBe(1);
    // Queued once: the next look finds it waiting for its answer.
    expect(await app.run(recheckBeforePay())).toBe(0);
    await settle();
    expect(await approvedWith("missing")).toEqual([LINK]);
    expect(await approvedWith("matches")).toEqual([]);
    // Nothing is reversed without an admin.
    const [row] = await app.sql<{ status: string }>(`SELECT status FROM posts`);
    expect(row!.status).toBe("approved");
    // Asked once in the window: later looks leave it.
    expect(await app.run(recheckBeforePay())).toBe(0);
  });

  it("refuses an evidence filter it does not know, naming it", async () => {
    const answer = await api.call("GET", "/api/admin/posts?status=approved&evidence=gone", admin);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("evidence");
  });
});
