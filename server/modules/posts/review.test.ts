import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { openSession } from "../auth/handlers.ts";
import { hashToken } from "../credentials/tokens.ts";
import { Database } from "../../platform/db/database.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// The review queue over HTTP: approval pays RM 200 to the poster, RM 30 to the referrer and
// RM 10 to the referrer's referrer, once; a rejection needs a reason and blocks approval.
let app: TestApp;
let api: ReturnType<typeof client>;
const who = {
  admin: { id: 0, token: "" },
  grand: { id: 0, token: "" },
  referrer: { id: 0, token: "" },
  poster: { id: 0, token: "" },
};
const posts: Record<string, string> = {};

let videos = 0;
const submit = async (token: string, title: string) =>
  (
    await api.ok("POST", "/api/posts", token, {
      title,
      // A link pays once: each post is a video of its own.
      url: `https://www.tiktok.com/@siti/video/${7_300_000 + ++videos}`,
      platform: "tiktok",
    })
  )["id"] as string;
const income = async (token: string) => {
  const s = await api.ok("GET", "/api/dashboard/stats", token);
  return [s["totalIncome"], s["personalIncome"], s["level1Override"], s["level2Override"]];
};

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  who.admin = await api.registerAdmin("Ahmad");
  const grand = await api.register("Gayathri");
  const referrer = await api.register("Rashid", grand.code);
  const poster = await api.register("Ping", referrer.code);
  Object.assign(who, { grand, referrer, poster });
  posts["first"] = await submit(poster.token, "Char kuey teow in Penang");
  posts["second"] = await submit(poster.token, "Roti canai at dawn");
  posts["third"] = await submit(referrer.token, "Teh tarik tutorial");
});
afterAll(async () => {
  await app?.close();
});

describe("GET /api/admin/posts", () => {
  it("lists pending posts newest first with the member's name", async () => {
    const queue = await api.ok("GET", "/api/admin/posts", who.admin.token);
    expect(queue.map((p) => [p["title"], p["memberName"], p["status"], p["platform"]])).toEqual([
      ["Teh tarik tutorial", "Rashid Tester", "pending", "tiktok"],
      ["Roti canai at dawn", "Ping Tester", "pending", "tiktok"],
      ["Char kuey teow in Penang", "Ping Tester", "pending", "tiktok"],
    ]);
    expect(queue[0]).toMatchObject({
      id: posts["third"],
      memberId: who.referrer.id,
      url: expect.stringMatching(/^https:/),
      submittedAt: expect.any(String),
    });
    expect(await api.ok("GET", "/api/admin/posts?status=approved", who.admin.token)).toEqual([]);
  });

  it("refuses an unknown status", async () => {
    const r = await api.call("GET", "/api/admin/posts?status=deleted", who.admin.token);
    expect(r.status).toBe(400);
    expect(Object.keys(r.json["fields"] as object)).toEqual(["status"]);
  });
});

describe("POST /api/admin/posts/{id}/approve", () => {
  it("pays RM 200, RM 30 and RM 10 up the tree, shown on each dashboard", async () => {
    const r = await api.ok("POST", `/api/admin/posts/${posts["first"]}/approve`, who.admin.token);
    expect(r).toMatchObject({ changed: true, post: { id: posts["first"], status: "approved", earnings: 200 } });
    expect(await income(who.poster.token)).toEqual([200, 200, 0, 0]);
    expect(await income(who.referrer.token)).toEqual([30, 0, 30, 0]);
    expect(await income(who.grand.token)).toEqual([10, 0, 0, 10]);
  });

  it("pays once when approved twice (200, changed false)", async () => {
    const again = await api.call("POST", `/api/admin/posts/${posts["first"]}/approve`, who.admin.token);
    expect([again.status, again.json["changed"]]).toEqual([200, false]);
    expect(await income(who.poster.token)).toEqual([200, 200, 0, 0]);
    expect(await app.sql(`SELECT 1 FROM events WHERE type = 'PostApproved'`)).toHaveLength(1);
  });

  it("records the acting admin on the event", async () => {
    const [event] = await app.sql<{ metadata: { actor: number } }>(
      `SELECT metadata FROM events WHERE type = 'PostApproved'`,
    );
    expect(event?.metadata.actor).toBe(who.admin.id);
  });

  // Approval, rejection and reversal check the caller as every admin route does
  // (requireAdminAction): 401, then 403, before saying anything about the post (404).
  it("refuses a missing, revoked or expired session (401) and a member (403), writing nothing", async () => {
    const sessionFor = (memberId: number) =>
      app.run(
        Effect.gen(function* () {
          return yield* openSession(yield* Database, memberId, new Date());
        }),
      );
    const [revoked, expired] = [await sessionFor(who.admin.id), await sessionFor(who.admin.id)];
    await app.sql(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1`, [hashToken(revoked)]);
    await app.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(expired),
    ]);
    const cases: ReadonlyArray<[string | null, number]> = [
      [null, 401],
      [revoked, 401],
      [expired, 401],
      ["A".repeat(43), 401],
      [who.poster.token, 403],
      [who.referrer.token, 403],
    ];
    for (const [token, status] of cases) {
      for (const id of [posts["third"]!, "no-such-post", "x".repeat(80)]) {
        for (const action of ["approve", "reject", "reverse"]) {
          const r = await api.call("POST", `/api/admin/posts/${id}/${action}`, token, { reason: "Not on brief" });
          expect([r.status, typeof r.json["error"]], `${action} ${token?.slice(0, 6)} ${id}`).toEqual([
            status,
            "string",
          ]);
        }
      }
    }
    for (const id of ["no-such-post", "x".repeat(80)])
      for (const action of ["approve", "reject", "reverse"])
        expect(
          (await api.call("POST", `/api/admin/posts/${id}/${action}`, who.admin.token, { reason: "Gone" })).status,
          `${action} ${id}`,
        ).toBe(404);
    expect(await app.sql(`SELECT status FROM posts WHERE post_id = $1`, [posts["third"]])).toEqual([
      { status: "pending" },
    ]);
    expect(
      await app.sql(`SELECT 1 FROM events WHERE stream_id = $1 AND type = 'PostApproved'`, [`post-${posts["third"]}`]),
    ).toEqual([]);
  });

  it("answers with the post as the approval wrote it", async () => {
    const r = await api.ok("POST", `/api/admin/posts/${posts["third"]}/approve`, who.admin.token);
    const [row] = await app.sql<{ decided_at: Date; occurred_at: Date }>(
      `SELECT po.decided_at, e.occurred_at FROM posts po JOIN events e ON e.stream_id = 'post-' || po.post_id AND e.type = 'PostApproved' WHERE po.post_id = $1`,
      [posts["third"]],
    );
    expect(r).toEqual({
      changed: true,
      post: {
        id: posts["third"],
        memberId: who.referrer.id,
        memberName: "Rashid Tester",
        memberEmail: expect.stringContaining("@"),
        title: "Teh tarik tutorial",
        url: expect.stringMatching(/^https:/),
        platform: "tiktok",
        status: "approved",
        earnings: 200,
        rejectionReason: null,
        submittedAt: expect.any(String),
        decidedAt: row!.decided_at.toISOString(),
        reversalReason: null,
        reversedAt: null,
        evidence: {
          status: "pending",
          author: null,
          authorHandle: null,
          authorUrl: null,
          title: null,
          thumbnailUrl: null,
          detail: null,
          checkedAt: null,
          memberHandle: null,
          memberHandleVerified: false,
        },
      },
    });
    expect(row!.decided_at).toEqual(row!.occurred_at);
    expect(await api.ok("POST", `/api/admin/posts/${posts["third"]}/approve`, who.admin.token)).toEqual({
      ...r,
      changed: false,
    });
  });

  it("answers 404 for an unknown post", async () => {
    for (const id of ["00000000-0000-0000-0000-000000000000", "x".repeat(80)]) {
      expect((await api.call("POST", `/api/admin/posts/${id}/approve`, who.admin.token)).status, id).toBe(404);
    }
  });
});

describe("POST /api/admin/posts/{id}/reject", () => {
  it("needs a reason that is not blank, and changes nothing without one", async () => {
    for (const body of [{}, { reason: "   " }, { reason: 42 }, { reason: "x".repeat(501) }, { reason: "no\u0000" }]) {
      const r = await api.call("POST", `/api/admin/posts/${posts["second"]}/reject`, who.admin.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json["fields"] as object)).toEqual(["reason"]);
    }
    const [row] = await app.sql<{ status: string }>(`SELECT status FROM posts WHERE post_id = $1`, [posts["second"]]);
    expect(row?.status).toBe("pending");
  });

  it("rejects with the trimmed reason, and a rejected post cannot be approved (409)", async () => {
    const r = await api.ok("POST", `/api/admin/posts/${posts["second"]}/reject`, who.admin.token, {
      reason: "  The link is private.  ",
    });
    expect(r).toMatchObject({
      changed: true,
      post: { status: "rejected", rejectionReason: "The link is private.", earnings: 0 },
    });
    const approve = await api.call("POST", `/api/admin/posts/${posts["second"]}/approve`, who.admin.token);
    expect([approve.status, approve.json["error"]]).toEqual([409, "Post is rejected"]);
    expect(await income(who.poster.token)).toEqual([200, 200, 0, 0]);
    expect((await api.ok("GET", "/api/admin/posts?status=rejected", who.admin.token)).map((p) => p["id"])).toEqual([
      posts["second"],
    ]);
  });

  it("cannot reject an approved post (409)", async () => {
    expect(
      (
        await api.call("POST", `/api/admin/posts/${posts["first"]}/reject`, who.admin.token, {
          reason: "Changed my mind",
        })
      ).status,
    ).toBe(409);
  });
});
