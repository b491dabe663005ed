import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { Database } from "../../platform/db/database.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { recordEvidence, type EvidenceAnswer } from "../evidence/store.ts";
import { claimHandle } from "../handles/store.ts";

// Approve all matching over HTTP (decision 54): the preview says what the approval would pay and
// changes nothing; the approval pays each named post that is still pending and still matches,
// once, whoever sends it how often; anything else is skipped with its reason.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
let nadia = { id: 0, token: "" };
const ids: Record<string, string> = {};

let videos = 0;
const submit = async (token: string, title: string) =>
  (
    await api.ok("POST", "/api/posts", token, {
      title,
      url: `https://www.tiktok.com/@someone/video/${7_500_000 + ++videos}`,
      platform: "tiktok",
    })
  )["id"] as string;
const record = (postId: string, answer: EvidenceAnswer) =>
  app.run(Effect.flatMap(Database, (db) => recordEvidence(db, postId, answer, new Date())));
const by = (authorHandle: string): EvidenceAnswer => ({ outcome: "found", authorHandle, authorName: authorHandle });
const statusOf = async (postId: string) =>
  (await app.sql<{ status: string }>(`SELECT status FROM posts WHERE post_id = $1`, [postId]))[0]?.status;
const linesOf = (postIds: ReadonlyArray<string>) =>
  app.sql<{ post_id: string; kind: string; amount_sen: number }>(
    `SELECT post_id, kind, amount_sen FROM ledger_lines WHERE post_id = ANY($1) ORDER BY post_id, kind`,
    [postIds],
  );
const preview = (postIds: ReadonlyArray<string>) =>
  api.ok("POST", "/api/admin/posts/approve-matching/preview", admin.token, { postIds });
const approve = (postIds: ReadonlyArray<string>) =>
  api.call("POST", "/api/admin/posts/approve-matching", admin.token, { postIds });

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Ahmad");
  const grand = await api.register("Grace");
  const referrer = await api.register("Rafi", grand.code);
  const ping = await api.register("Ping", referrer.code);
  nadia = await api.register("Nadia");
  await app.run(
    Effect.flatMap(Database, (db) =>
      Effect.all([
        claimHandle(db, ping.id, "tiktok", "ping.makes", new Date()),
        claimHandle(db, nadia.id, "tiktok", "nadia.eats", new Date()),
      ]),
    ),
  );
  for (const [key, token, handle] of [
    ["ping1", ping.token, "ping.makes"],
    ["ping2", ping.token, "ping.makes"],
    ["nadia1", nadia.token, "nadia.eats"],
    ["other", ping.token, "khairul.eats"],
    ["later", nadia.token, "nadia.eats"],
  ] as const) {
    ids[key] = await submit(token, key);
    await record(ids[key]!, by(handle));
  }
  ids["unasked"] = await submit(nadia.token, "unasked");
});
afterAll(async () => {
  await app?.close();
});

describe("POST /api/admin/posts/approve-matching/preview", () => {
  it("counts the matching pending posts named and what they pay, overrides exactly, and changes nothing", async () => {
    const shown = await preview([ids["ping1"]!, ids["ping2"]!, ids["nadia1"]!, ids["other"]!, ids["unasked"]!]);
    expect(shown).toEqual({
      count: 3,
      posters: 600,
      // Ping's referrer gets RM 30 and the referrer's referrer RM 10, for each of Ping's posts.
      overrides: 80,
      total: 680,
      skipped: [
        { postId: ids["other"], reason: "not_matching" },
        { postId: ids["unasked"], reason: "not_matching" },
      ],
    });
    expect(await statusOf(ids["ping1"]!)).toBe("pending");
    expect(await linesOf(Object.values(ids))).toEqual([]);
  });
});

describe("POST /api/admin/posts/approve-matching", () => {
  it("pays each matching post once when the same request is sent twice at once", async () => {
    const page = [ids["ping1"]!, ids["ping2"]!, ids["nadia1"]!, ids["other"]!];
    const [a, b] = await Promise.all([approve(page), approve(page)]);
    expect([a!.status, b!.status]).toEqual([200, 200]);
    // Between them, each matching post was approved by exactly one of the two.
    const listed = (answer: typeof a, key: string) =>
      answer!.json[key] as unknown as ReadonlyArray<Record<string, unknown>>;
    const approvedIds = [...listed(a, "approved"), ...listed(b, "approved")].map((p) => p["id"]);
    expect(approvedIds.sort()).toEqual([ids["ping1"], ids["ping2"], ids["nadia1"]].sort());
    expect(Number(a!.json["count"]) + Number(b!.json["count"])).toBe(3);
    expect(Number(a!.json["total"]) + Number(b!.json["total"])).toBe(680);
    const lines = await linesOf(page);
    expect(
      lines
        .filter((l) => l.kind === "personal")
        .map((l) => l.post_id)
        .sort(),
    ).toEqual(approvedIds.sort());
    expect(lines.reduce((sum, l) => sum + l.amount_sen, 0)).toBe(68_000);
    const events = await app.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'PostApproved' AND data ->> 'postId' = ANY($1)`,
      [page],
    );
    expect(events).toEqual([{ n: 3 }]);
    // What one request approved, the other skipped as no longer pending; the mismatch stays pending.
    for (const answer of [a!, b!]) {
      const skipped = listed(answer, "skipped");
      expect(skipped.find((s) => s["postId"] === ids["other"])).toMatchObject({
        reason: "not_matching",
        post: { status: "pending", evidence: { status: "mismatch" } },
      });
      expect(skipped.filter((s) => s["reason"] === "not_pending").length + Number(answer.json["count"])).toBe(3);
    }
    expect(await statusOf(ids["other"]!)).toBe("pending");
  });

  it("answers the approved posts as the queue shows them, each decided by the admin who sent it", async () => {
    const r = await approve([ids["later"]!]);
    expect(r.json).toMatchObject({
      count: 1,
      posters: 200,
      overrides: 0,
      total: 200,
      approved: [{ id: ids["later"], status: "approved", earnings: 200, evidence: { status: "matches" } }],
      skipped: [],
    });
    const [event] = await app.sql<{ actor: number }>(
      `SELECT (metadata ->> 'actor')::int AS actor FROM events WHERE type = 'PostApproved' AND data ->> 'postId' = $1`,
      [ids["later"]],
    );
    expect(event).toEqual({ actor: admin.id });
    const audit = await api.ok("GET", "/api/admin/audit", admin.token);
    expect(audit[0]).toMatchObject({ type: "PostApproved", actorId: admin.id });
  });

  it("skips a post whose evidence changed after the page was shown, a decided one and an unknown one", async () => {
    const changed = await submit(nadia.token, "changed");
    await record(changed, by("nadia.eats"));
    expect(await preview([changed])).toMatchObject({ count: 1 });
    await record(changed, by("someone.else"));
    const rejected = await submit(nadia.token, "rejected");
    await record(rejected, by("nadia.eats"));
    await api.ok("POST", `/api/admin/posts/${rejected}/reject`, admin.token, { reason: "Brand not shown" });
    const r = await approve([changed, rejected, "no-such-post"]);
    expect(r.json).toMatchObject({
      count: 0,
      total: 0,
      approved: [],
      skipped: [
        { postId: changed, reason: "not_matching", post: { status: "pending" } },
        { postId: rejected, reason: "not_pending", post: { status: "rejected" } },
        { postId: "no-such-post", reason: "not_found", post: null },
      ],
    });
    expect(await statusOf(changed)).toBe("pending");
    expect(await linesOf([changed, rejected])).toEqual([]);
  });

  it("refuses a body that names no post, too many, or something else, naming the field", async () => {
    const many = Array.from({ length: 51 }, (_, i) => `post-${i}`);
    for (const body of [{ postIds: [] }, { postIds: many }, { postIds: ["a b"] }, {}, { postIds: "x" }]) {
      const r = await api.call("POST", "/api/admin/posts/approve-matching", admin.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      // The list, or the one id in it that is not a post id ("postIds.0").
      expect(Object.keys(r.json["fields"] as object)).toEqual([expect.stringMatching(/^postIds(\.\d+)?$/)]);
    }
    const r = await api.call("POST", "/api/admin/posts/approve-matching", admin.token, { postIds: [] });
    expect(String((r.json["fields"] as Record<string, string>)["postIds"])).toMatch(/at least one post/);
    const member = await api.call("POST", "/api/admin/posts/approve-matching", nadia.token, {
      postIds: [ids["unasked"]],
    });
    expect(member.status).toBe(403);
    expect(await statusOf(ids["unasked"]!)).toBe("pending");
  });
});
