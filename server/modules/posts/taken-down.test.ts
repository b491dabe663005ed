import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAKEN_DOWN_REASON } from "../../../domain/reversal-reasons.ts";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { startTestWorker, waitFor } from "../../testing/jobs.ts";
import { startSocialStandIn, type SocialStandIn } from "../../testing/social-stand-in.ts";
import { Database } from "../../platform/db/database.ts";
import { recheckBeforePay } from "../evidence/recheck.ts";
import { recordEvidence } from "../evidence/store.ts";
import { claimHandle } from "../handles/store.ts";
import { closeMonth } from "../payouts/handlers.ts";

// The Posts tab's Taken down list (decision 57): approved posts whose platform now says they are
// gone, with their evidence and where their pay stands, for an admin to reverse; never reversed
// without one. Over HTTP, with the platforms stood in for on loopback and the holding period on.
const clock = testClock(new Date("2026-11-02T02:00:00.000Z"));
const PAYABLE = "2026-11-09T02:00:00.000Z";
const LINKS = {
  nasi: "https://www.tiktok.com/@siti.cooks/video/7400000000201",
  rendang: "https://www.tiktok.com/@siti.cooks/video/7400000000202",
};
let standIn: SocialStandIn;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = "";
let member = "";
const ids = { nasi: "", rendang: "" };

// Both posts answered for since `since`: the fetch is queued by a subscription, so its row may
// not be there yet when this starts.
const settle = async (since: Date) => {
  await app.caughtUp();
  const worker = startTestWorker(app);
  await waitFor("the evidence fetch", async () => {
    const rows = await app.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM post_evidence WHERE due_at IS NULL AND outcome <> 'pending' AND checked_at >= $1`,
      [since],
    );
    return rows[0]!.n === 2;
  });
  await worker.stop();
};
const takenDown = () => api.ok("GET", "/api/admin/posts?status=approved&evidence=missing", admin);
const homeCount = async () => (await api.ok("GET", "/api/admin/home", admin))["takenDownPosts"];

beforeAll(async () => {
  standIn = await startSocialStandIn();
  standIn.post(LINKS.nasi, { author: "siti.cooks", name: "Siti Cooks", title: "Nasi lemak" });
  standIn.post(LINKS.rendang, { author: "siti.cooks", name: "Siti Cooks", title: "Rendang" });
  app = await startTestApp({ env: { ...standIn.env, POST_HOLDING_DAYS: "7" }, clock });
  api = client(app);
  admin = (await api.registerAdmin("Ahmad")).token;
  const siti = await api.register("Siti");
  member = siti.token;
  await app.run(Effect.flatMap(Database, (db) => claimHandle(db, siti.id, "tiktok", "siti.cooks", clock.now())));
  for (const [key, title] of [
    ["nasi", "Nasi lemak"],
    ["rendang", "Rendang"],
  ] as const) {
    const post = await api.ok("POST", "/api/posts", member, { title, url: LINKS[key], platform: "tiktok" });
    ids[key] = post["id"] as string;
  }
  await settle(clock.now());
  for (const id of Object.values(ids)) await api.ok("POST", `/api/admin/posts/${id}/approve`, admin);
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

describe("GET /api/admin/posts?status=approved&evidence=missing", () => {
  it("lists nothing while the platform shows the posts, and says each approved post's pay is in holding", async () => {
    expect(await takenDown()).toEqual([]);
    expect(await homeCount()).toBe(0);
    const approved = await api.ok("GET", "/api/admin/posts?status=approved", admin);
    expect(approved.map((p) => [p["title"], p["pay"]]).sort()).toEqual([
      ["Nasi lemak", { state: "holding", payableAt: PAYABLE }],
      ["Rendang", { state: "holding", payableAt: PAYABLE }],
    ]);
  });

  it("lists a post the check before pay finds gone, with its evidence and amount, still approved", async () => {
    standIn.post(LINKS.nasi, { author: "siti.cooks", state: "deleted" });
    clock.advance("6 days");
    clock.advance("1 hour");
    expect(await app.run(recheckBeforePay())).toBe(2);
    await settle(clock.now());
    const [post, ...rest] = await takenDown();
    expect(rest).toEqual([]);
    expect(post).toMatchObject({
      id: ids.nasi,
      title: "Nasi lemak",
      status: "approved",
      earnings: 200,
      evidence: {
        status: "missing",
        detail: expect.stringContaining("TikTok does not show the video"),
        checkedAt: clock.now().toISOString(),
      },
      pay: { state: "holding", payableAt: PAYABLE },
    });
    expect(await homeCount()).toBe(1);
    const rows = await app.sql(`SELECT status FROM posts ORDER BY title`);
    expect(rows).toEqual([{ status: "approved" }, { status: "approved" }]);
  });

  it("is for admins only", async () => {
    const path = "/api/admin/posts?status=approved&evidence=missing";
    expect((await api.call("GET", path, null)).status).toBe(401);
    const refused = await api.call("GET", path, member);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain("Nasi lemak");
    expect((await api.call("GET", "/api/admin/home", member)).status).toBe(403);
  });

  it("refuses a status or evidence it does not know, naming the field", async () => {
    for (const [query, field] of [
      ["status=gone&evidence=missing", "status"],
      ["status=approved&evidence=gone", "evidence"],
      ["status=approved&evidence=missing&evidence=missing", "evidence"],
    ] as const) {
      const r = await api.call("GET", `/api/admin/posts?${query}`, admin);
      expect(r.status, query).toBe(400);
      expect(Object.keys(r.json["fields"] as object), query).toEqual([field]);
    }
  });

  it("drops a post once an admin reverses it with the fixed reason, once", async () => {
    const reversed = await api.ok("POST", `/api/admin/posts/${ids.nasi}/reverse`, admin, { reason: TAKEN_DOWN_REASON });
    expect(reversed).toMatchObject({ changed: true, post: { status: "reversed", reversalReason: TAKEN_DOWN_REASON } });
    expect(await takenDown()).toEqual([]);
    expect(await homeCount()).toBe(0);
    const again = await api.call("POST", `/api/admin/posts/${ids.nasi}/reverse`, admin, { reason: TAKEN_DOWN_REASON });
    expect(again.status).toBe(409);
    expect(await app.sql(`SELECT 1 FROM events WHERE type = 'PostReversed'`)).toHaveLength(1);
    const [mine] = await api.ok("GET", "/api/posts", member).then((all) => all.filter((p) => p["id"] === ids.nasi));
    expect(mine).toMatchObject({ status: "reversed", reversalReason: TAKEN_DOWN_REASON });
    // Only an approved post's pay is said: a reversed one's lines add up to nothing.
    const [listed] = await api.ok("GET", "/api/admin/posts?status=reversed", admin);
    expect(listed).toMatchObject({ id: ids.nasi, reversalReason: TAKEN_DOWN_REASON });
    expect(listed).not.toHaveProperty("pay");
  });

  it("says when a post found gone later is payable at the next close, and when a close has paid it", async () => {
    clock.set(new Date("2026-11-20T02:00:00.000Z"));
    const gone = { outcome: "missing" as const, detail: "HTTP 404" };
    await app.run(Effect.flatMap(Database, (db) => recordEvidence(db, ids.rendang, gone, clock.now())));
    expect((await takenDown()).map((p) => [p["id"], p["pay"]])).toEqual([
      [ids.rendang, { state: "payable", payableAt: PAYABLE }],
    ]);
    clock.set(new Date("2026-12-01T02:00:00.000Z"));
    await app.run(closeMonth(202611, { actor: "cli" }));
    expect((await takenDown()).map((p) => [p["id"], p["pay"]])).toEqual([
      [ids.rendang, { state: "paid", payableAt: PAYABLE }],
    ]);
    expect(await homeCount()).toBe(1);
  });
});
