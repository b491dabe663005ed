import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { balanceDifferences } from "../payouts/balances.ts";
import { closeMonth } from "../payouts/handlers.ts";
import { liveChecksums, rebuildProjections } from "../projections/rebuild.ts";
import { approvePost, rejectPost, reversePost, submitPost } from "./handlers.ts";

// Reversals: a post approved in September and paid at its close is reversed in October. The
// poster and both uplines lose exactly what the approval paid, as negative lines of October; the
// October close pays them nothing, and November's income is netted against what they owe.
const SEPTEMBER = new Date("2026-09-12T06:00:00.000Z");
const OCTOBER = new Date("2026-10-05T06:00:00.000Z");
const NOVEMBER = new Date("2026-11-03T06:00:00.000Z");
const DECEMBER = new Date("2026-12-01T06:00:00.000Z");

let app: TestApp;
let api: ReturnType<typeof client>;
const who = {
  admin: { id: 0, token: "" },
  grand: { id: 0, token: "", code: "" },
  referrer: { id: 0, token: "", code: "" },
};
const poster = { id: 0, token: "" };
let videos = 0;

const post = (memberId: number, at: Date) =>
  app.run(
    submitPost(
      memberId,
      {
        title: `Video ${++videos}`,
        url: `https://www.tiktok.com/@ping/video/${8_100_000 + videos}`,
        platform: "tiktok",
      },
      { actor: memberId },
    ),
    at,
  );
const approved = async (memberId: number, at: Date) => {
  const postId = await post(memberId, at);
  await app.run(approvePost(postId, { actor: who.admin.id }), at);
  return postId;
};
const differences = () => app.run(Effect.flatMap(Database, (db) => balanceDifferences(db)));
const payouts = (period: number) =>
  app.sql<{ member_id: number; amount_sen: number }>(
    `SELECT member_id, amount_sen FROM payouts WHERE period = $1 ORDER BY member_id`,
    [period],
  );

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  who.admin = await api.registerAdmin("Ahmad");
  who.grand = await api.register("Gayathri", null, "Tester", SEPTEMBER);
  who.referrer = await api.register("Rashid", who.grand.code, "Tester", SEPTEMBER);
  Object.assign(poster, await api.register("Ping", who.referrer.code, "Tester", SEPTEMBER));
});
afterAll(async () => {
  await app?.close();
});

describe("reversing an approved post", () => {
  let reversed = "";

  it("takes back RM 200, RM 30 and RM 10 in the month of the reversal, and pays nobody below nothing", async () => {
    reversed = await approved(poster.id, SEPTEMBER);
    await app.run(closeMonth(202609, { actor: "cli" }), OCTOBER);
    expect(await payouts(202609)).toEqual([
      { member_id: who.grand.id, amount_sen: 1_000 },
      { member_id: who.referrer.id, amount_sen: 3_000 },
      { member_id: poster.id, amount_sen: 20_000 },
    ]);

    await app.run(reversePost(reversed, "Bought views", { actor: who.admin.id }), OCTOBER);
    const lines = await app.sql(
      `SELECT member_id, kind, amount_sen, period FROM ledger_lines WHERE post_id = $1 AND amount_sen < 0 ORDER BY amount_sen`,
      [reversed],
    );
    expect(lines).toEqual([
      { member_id: poster.id, kind: "personal_reversal", amount_sen: -20_000, period: 202610 },
      { member_id: who.referrer.id, kind: "level1_reversal", amount_sen: -3_000, period: 202610 },
      { member_id: who.grand.id, kind: "level2_reversal", amount_sen: -1_000, period: 202610 },
    ]);
    const [income] = await app.sql(
      `SELECT personal_sen, reversed_sen, total_sen, posts FROM monthly_income WHERE member_id = $1 AND period = 202610`,
      [poster.id],
    );
    expect(income).toEqual({ personal_sen: 0, reversed_sen: -20_000, total_sen: -20_000, posts: 0 });
    const [row] = await app.sql(
      `SELECT status, earnings_sen, reversal_reason, reversed_at FROM posts WHERE post_id = $1`,
      [reversed],
    );
    expect(row).toEqual({ status: "reversed", earnings_sen: 0, reversal_reason: "Bought views", reversed_at: OCTOBER });
    await app.caughtUp();
    const feed = await app.sql(
      `SELECT member_id, type, amount_sen FROM activities WHERE detail ->> 'postId' = $1 AND amount_sen < 0 ORDER BY amount_sen`,
      [reversed],
    );
    expect(feed).toEqual([
      { member_id: poster.id, type: "post_reversed", amount_sen: -20_000 },
      { member_id: who.referrer.id, type: "commission_reversed", amount_sen: -3_000 },
      { member_id: who.grand.id, type: "commission_reversed", amount_sen: -1_000 },
    ]);

    await app.run(closeMonth(202610, { actor: "cli" }), NOVEMBER);
    expect(await payouts(202610)).toEqual([]);
    expect(await differences()).toEqual([]);
  });

  it("nets what is owed against later income", async () => {
    await approved(poster.id, NOVEMBER);
    await approved(poster.id, NOVEMBER);
    await app.run(closeMonth(202611, { actor: "cli" }), DECEMBER);
    // Two posts (RM 400) less the RM 200 owed; the uplines likewise.
    expect(await payouts(202611)).toEqual([
      { member_id: who.grand.id, amount_sen: 1_000 },
      { member_id: who.referrer.id, amount_sen: 3_000 },
      { member_id: poster.id, amount_sen: 20_000 },
    ]);
    expect(await differences()).toEqual([]);
  });

  it("refuses a second reversal, a pending post and an unknown one", async () => {
    const again = await app.exit(reversePost(reversed, "Again", { actor: who.admin.id }), DECEMBER);
    expect(JSON.stringify(again)).toContain("PostAlreadyReversed");
    const pending = await post(poster.id, DECEMBER);
    const r = await api.call("POST", `/api/admin/posts/${pending}/reverse`, who.admin.token, { reason: "Fake" });
    expect([r.status, r.json["error"]]).toEqual([409, "Only an approved post can be reversed; this post is pending"]);
    const second = await api.call("POST", `/api/admin/posts/${reversed}/reverse`, who.admin.token, { reason: "x" });
    expect([second.status, second.json["error"]]).toEqual([409, "Post is already reversed"]);
    for (const id of ["00000000-0000-0000-0000-000000000000", "x".repeat(80)]) {
      const unknown = await api.call("POST", `/api/admin/posts/${id}/reverse`, who.admin.token, { reason: "Fake" });
      expect(unknown.status, id).toBe(404);
    }
  });

  it("needs a reason of 1 to 500 characters, and answers like a rejection", async () => {
    const postId = await approved(poster.id, DECEMBER);
    for (const body of [{}, { reason: "   " }, { reason: 42 }, { reason: "x".repeat(501) }]) {
      const r = await api.call("POST", `/api/admin/posts/${postId}/reverse`, who.admin.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json["fields"] as object)).toEqual(["reason"]);
    }
    const r = await api.ok("POST", `/api/admin/posts/${postId}/reverse`, who.admin.token, {
      reason: "  Taken down by the platform  ",
    });
    expect(r).toMatchObject({
      changed: true,
      post: { id: postId, status: "reversed", earnings: 0, reversalReason: "Taken down by the platform" },
    });
    const list = await api.ok("GET", "/api/admin/posts?status=reversed", who.admin.token);
    expect(list.map((p) => p["id"])).toEqual([postId, reversed]);
    const audit = await api.ok("GET", "/api/admin/audit", who.admin.token);
    expect(audit[0]).toMatchObject({ type: "PostReversed", actorId: who.admin.id });
    expect(String(audit[0]!["subject"])).toContain("Taken down by the platform");
    expect(await differences()).toEqual([]);
  });

  // The dashboard's posts card: every month's posts by status, the caller's only.
  it("counts the caller's posts by status, as their list has them", async () => {
    const postId = await post(poster.id, DECEMBER);
    await app.run(rejectPost(postId, "Blurry photo", { actor: who.admin.id }), DECEMBER);
    const counts = await api.ok("GET", "/api/posts/counts", poster.token);
    const listed = await api.ok("GET", "/api/posts", poster.token);
    const tally = (status: string) => listed.filter((p) => p["status"] === status).length;
    expect(counts).toEqual({ pending: 1, approved: tally("approved"), rejected: 1, reversed: 2 });
    expect(tally("pending")).toBe(1);
    expect(await api.ok("GET", "/api/posts/counts", who.referrer.token)).toEqual({
      pending: 0,
      approved: 0,
      rejected: 0,
      reversed: 0,
    });
  });

  it("rebuilds to the same tables from the log", async () => {
    const before = await app.run(Effect.flatMap(Database, liveChecksums));
    await app.run(Effect.flatMap(Database, (db) => db.transaction((tx) => rebuildProjections(tx))));
    expect(await app.run(Effect.flatMap(Database, liveChecksums))).toEqual(before);
  });
});
