import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { registerMember, setAdmin } from "../members/handlers.ts";
import { closeMonth, markPaid } from "../payouts/handlers.ts";
import { approvePost, rejectPost, submitPost } from "../posts/handlers.ts";
import { newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { liveChecksums, rebuildProjections } from "./rebuild.ts";

// A small tree built through the real handlers: A recruits B and C, B recruits D. B, C and D
// each get one post approved in September 2026; one more post of D's is rejected.
const SEPTEMBER = new Date("2026-09-12T06:00:00.000Z");
const OCTOBER = new Date("2026-10-02T06:00:00.000Z");
const PERIOD = 202609;

let t: TestRuntime;
const id = { a: 0, b: 0, c: 0, d: 0 };
const emails = { a: "" };
let approvedPosts: Array<string> = [];

const post = (memberId: number, title: string) =>
  submitPost(
    memberId,
    { title, url: `https://example.com/${encodeURIComponent(title)}`, platform: "instagram" },
    { actor: memberId },
  );

beforeAll(async () => {
  t = await startTestRuntime();
  const join = async (name: string, code: string | null) => {
    const registration = newMember(name, code);
    const result = await t.run(registerMember(registration, {}), SEPTEMBER);
    return { ...result, email: registration.email };
  };
  const a = await join("Aminah", null);
  const b = await join("Badrul", a.referralCode);
  const c = await join("Chong", a.referralCode);
  const d = await join("Devi", b.referralCode);
  Object.assign(id, { a: a.memberId, b: b.memberId, c: c.memberId, d: d.memberId });
  emails.a = a.email;
  approvedPosts = [
    await t.run(post(id.b, "B"), SEPTEMBER),
    await t.run(post(id.c, "C"), SEPTEMBER),
    await t.run(post(id.d, "D"), SEPTEMBER),
  ];
  for (const postId of approvedPosts) await t.run(approvePost(postId, { actor: "system" }), SEPTEMBER);
  const rejected = await t.run(post(id.d, "D again"), SEPTEMBER);
  await t.run(rejectPost(rejected, "The link does not show the brand's product.", { actor: "system" }), SEPTEMBER);
  await t.run(setAdmin(emails.a, true, { actor: "cli" }), SEPTEMBER);
  await t.run(closeMonth(PERIOD, { actor: "cli" }), OCTOBER);
  await t.run(markPaid(`PO-${PERIOD}-${id.a}`, "MBB-0001", { actor: "cli" }), OCTOBER);
});
afterAll(async () => {
  await t?.close();
});

describe("projections of a small referral tree", () => {
  it("holds each member's monthly income as computed by hand", async () => {
    const rows = await t.sql(
      `SELECT member_id, personal_sen, level1_sen, level2_sen, total_sen, posts FROM monthly_income WHERE period = $1 ORDER BY member_id`,
      [PERIOD],
    );
    expect(rows).toEqual([
      { member_id: id.a, personal_sen: 0, level1_sen: 2 * 3_000, level2_sen: 1_000, total_sen: 7_000, posts: 0 },
      { member_id: id.b, personal_sen: 20_000, level1_sen: 3_000, level2_sen: 0, total_sen: 23_000, posts: 1 },
      { member_id: id.c, personal_sen: 20_000, level1_sen: 0, level2_sen: 0, total_sen: 20_000, posts: 1 },
      { member_id: id.d, personal_sen: 20_000, level1_sen: 0, level2_sen: 0, total_sen: 20_000, posts: 1 },
    ]);
  });

  it("writes RM 200 / RM 30 / RM 10 ledger lines per approval up the tree", async () => {
    const lines = await t.sql<{
      post_id: string;
      member_id: number;
      kind: string;
      amount_sen: number;
      source_member_id: number;
    }>(
      `SELECT post_id, member_id, kind, amount_sen, source_member_id FROM ledger_lines ORDER BY position, amount_sen DESC`,
    );
    const [bPost, cPost, dPost] = approvedPosts;
    expect(lines).toEqual([
      { post_id: bPost, member_id: id.b, kind: "personal", amount_sen: 20_000, source_member_id: id.b },
      { post_id: bPost, member_id: id.a, kind: "level1_override", amount_sen: 3_000, source_member_id: id.b },
      { post_id: cPost, member_id: id.c, kind: "personal", amount_sen: 20_000, source_member_id: id.c },
      { post_id: cPost, member_id: id.a, kind: "level1_override", amount_sen: 3_000, source_member_id: id.c },
      { post_id: dPost, member_id: id.d, kind: "personal", amount_sen: 20_000, source_member_id: id.d },
      { post_id: dPost, member_id: id.b, kind: "level1_override", amount_sen: 3_000, source_member_id: id.d },
      { post_id: dPost, member_id: id.a, kind: "level2_override", amount_sen: 1_000, source_member_id: id.d },
    ]);
  });

  it("counts recruits, level 2 and team size, and keeps the admin flag", async () => {
    const rows = await t.sql(
      `SELECT member_id, referrer_id, level2_referrer_id, direct_recruits, level2_count, team_size, is_admin FROM members ORDER BY member_id`,
    );
    expect(rows).toEqual([
      {
        member_id: id.a,
        referrer_id: null,
        level2_referrer_id: null,
        direct_recruits: 2,
        level2_count: 1,
        team_size: 3,
        is_admin: true,
      },
      {
        member_id: id.b,
        referrer_id: id.a,
        level2_referrer_id: null,
        direct_recruits: 1,
        level2_count: 0,
        team_size: 1,
        is_admin: false,
      },
      {
        member_id: id.c,
        referrer_id: id.a,
        level2_referrer_id: null,
        direct_recruits: 0,
        level2_count: 0,
        team_size: 0,
        is_admin: false,
      },
      {
        member_id: id.d,
        referrer_id: id.b,
        level2_referrer_id: id.a,
        direct_recruits: 0,
        level2_count: 0,
        team_size: 0,
        is_admin: false,
      },
    ]);
  });

  it("records posts' outcomes, payouts and every kind of activity", async () => {
    const posts = await t.sql(
      `SELECT member_id, status, earnings_sen, rejection_reason IS NOT NULL AS has_reason FROM posts ORDER BY submitted_at, member_id`,
    );
    expect(posts).toHaveLength(4);
    expect(posts.filter((p) => p["status"] === "approved").every((p) => p["earnings_sen"] === 20_000)).toBe(true);
    expect(posts.filter((p) => p["status"] === "rejected")).toEqual([
      { member_id: id.d, status: "rejected", earnings_sen: 0, has_reason: true },
    ]);

    const payouts = await t.sql(
      `SELECT payout_id, member_id, amount_sen, status, reference FROM payouts ORDER BY member_id`,
    );
    expect(payouts).toEqual([
      { payout_id: `PO-${PERIOD}-${id.a}`, member_id: id.a, amount_sen: 7_000, status: "paid", reference: "MBB-0001" },
      { payout_id: `PO-${PERIOD}-${id.b}`, member_id: id.b, amount_sen: 23_000, status: "issued", reference: null },
      { payout_id: `PO-${PERIOD}-${id.c}`, member_id: id.c, amount_sen: 20_000, status: "issued", reference: null },
      { payout_id: `PO-${PERIOD}-${id.d}`, member_id: id.d, amount_sen: 20_000, status: "issued", reference: null },
    ]);

    await t.caughtUp();
    const activities = await t.sql<{
      member_id: number;
      type: string;
      subject_member_id: number | null;
      amount_sen: number;
    }>(`SELECT member_id, type, subject_member_id, amount_sen FROM activities ORDER BY position, member_id`);
    const of = (memberId: number, type: string) =>
      activities.filter((a) => a.member_id === memberId && a.type === type);
    expect(of(id.a, "referral_made").map((a) => a.subject_member_id)).toEqual([id.b, id.c, id.d]);
    expect(of(id.b, "referral_made").map((a) => a.subject_member_id)).toEqual([id.d]);
    expect(of(id.b, "post_created")).toEqual([
      { member_id: id.b, type: "post_created", subject_member_id: id.b, amount_sen: 20_000 },
    ]);
    expect(of(id.a, "commission_earned").map((a) => a.amount_sen)).toEqual([3_000, 3_000, 1_000]);
    expect(of(id.b, "commission_earned").map((a) => a.amount_sen)).toEqual([3_000]);
    expect(of(id.a, "payment_received")).toEqual([
      { member_id: id.a, type: "payment_received", subject_member_id: null, amount_sen: 7_000 },
    ]);
    expect(activities.filter((a) => a.type === "payment_received")).toHaveLength(1);
  });

  it("rebuilds from the log to exactly what the live projector wrote", async () => {
    const checksums = Effect.gen(function* () {
      return yield* liveChecksums(yield* Database);
    });
    const before = await t.run(checksums);
    const { events } = await t.run(
      Effect.gen(function* () {
        const db = yield* Database;
        return yield* db.transaction((tx) => rebuildProjections(tx));
      }),
    );
    const after = await t.run(checksums);
    // 4 joins, 4 submissions, 3 approvals, 1 rejection, 1 grant, 4 payouts + the close, 1 paid.
    expect(events).toBe(4 + 4 + 3 + 1 + 1 + 5 + 1);
    expect(Object.keys(after)).toEqual([
      "members",
      "monthly_income",
      "ledger_lines",
      "activities",
      "posts",
      "payouts",
      "payout_lines",
      "closed_months",
      "risk_flags",
      "member_suspensions",
      "member_search",
    ]);
    // This tree has no fraud: flags and suspensions are rebuilt in server/modules/risk/risk.test.ts.
    const risk = ["risk_flags", "member_suspensions"];
    expect(Object.entries(after).every(([table, sum]) => risk.includes(table) || !sum.endsWith(":empty"))).toBe(true);
    expect(after).toEqual(before);
  });
});
