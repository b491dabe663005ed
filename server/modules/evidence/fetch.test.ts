import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { startTestWorker, waitFor } from "../../testing/jobs.ts";
import { closedAddress, startSocialStandIn, type SocialStandIn } from "../../testing/social-stand-in.ts";
import { Database } from "../../platform/db/database.ts";
import { claimHandle } from "../handles/store.ts";
import { submitPost } from "../posts/handlers.ts";
import { recheckEvidence, recordAnswers, stillDue } from "./queue.ts";

// Each post's evidence, fetched after submission from the platforms' oEmbed endpoints (a
// stand-in on this machine): submitting makes it pending, the fetch job fills it, and the queue
// reads it against the member's handle. Time is the app's clock; waits poll the database.
let standIn: SocialStandIn;
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = "";
let siti = { id: 0, token: "" };

const LINKS = {
  own: "https://www.tiktok.com/@siti.cooks/video/7400000000001",
  other: "https://www.tiktok.com/@siti.cooks/video/7400000000002",
  deleted: "https://www.tiktok.com/@siti.cooks/video/7400000000003",
  youtube: "https://www.youtube.com/watch?v=SitiCooks01",
  gone: "https://youtu.be/SitiGone001",
  tweet: "https://x.com/SitiCooks/status/1800000000000000001",
  instagram: "https://www.instagram.com/p/SitiPost1/",
  elsewhere: "https://siti-cooks.example/nasi-lemak",
};

const submit = async (title: string, url: string, platform: string) =>
  (await api.ok("POST", "/api/posts", siti.token, { title, url, platform }))["id"] as string;
const evidence = async (): Promise<Record<string, Record<string, unknown>>> =>
  Object.fromEntries(
    (await api.ok("GET", "/api/admin/posts", admin)).map((p) => [p["title"], p["evidence"] as Record<string, unknown>]),
  );
const rows = () => app.sql<{ post_id: string; outcome: string; due_at: Date | null }>(`SELECT * FROM post_evidence`);
const settled = () => waitFor("every post's evidence", async () => (await rows()).every((r) => r.due_at === null));

beforeAll(async () => {
  standIn = await startSocialStandIn();
  standIn.post(LINKS.own, { author: "siti.cooks", name: "Siti Cooks", title: "Nasi lemak" });
  standIn.post(LINKS.other, { author: "khairul.eats", name: "Khairul" });
  standIn.post(LINKS.deleted, { author: "siti.cooks", state: "deleted" });
  standIn.post(LINKS.youtube, { author: "@SitiCooks", name: "Siti Cooks" });
  standIn.post(LINKS.tweet, { author: "SitiCooks", title: "Sedap!" });
  standIn.post(LINKS.instagram, { author: "siti.cooks" });
  app = await startTestApp({ env: standIn.env });
  api = client(app);
  admin = (await api.registerAdmin("Ahmad")).token;
  siti = await api.register("Siti");
  await app.run(
    Effect.gen(function* () {
      const db = yield* Database;
      yield* claimHandle(db, siti.id, "tiktok", "siti.cooks", new Date());
      yield* claimHandle(db, siti.id, "youtube", "@siticooks", new Date());
    }),
  );
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

describe("a post's evidence", () => {
  it("is pending once submitted, before anything is asked", async () => {
    await submit("own", LINKS.own, "tiktok");
    await submit("other", LINKS.other, "tiktok");
    await submit("deleted", LINKS.deleted, "tiktok");
    await submit("youtube", LINKS.youtube, "youtube");
    await submit("gone", LINKS.gone, "youtube");
    await submit("tweet", LINKS.tweet, "twitter");
    await submit("instagram", LINKS.instagram, "instagram");
    await submit("elsewhere", LINKS.elsewhere, "tiktok");
    await app.caughtUp();
    expect((await rows()).map((r) => r.outcome)).toEqual(Array(8).fill("pending"));
    expect(Object.values(await evidence()).map((e) => e["status"])).toEqual(Array(8).fill("pending"));
    expect(standIn.calls).toEqual([]);
  });

  it("is filled by the fetch job: matches, mismatch, missing and unverifiable, each with its cause", async () => {
    const worker = startTestWorker(app);
    try {
      await settled();
    } finally {
      await worker.stop();
    }
    const e = await evidence();
    expect(e["own"]).toMatchObject({
      status: "matches",
      author: "Siti Cooks",
      authorHandle: "siti.cooks",
      title: "Nasi lemak",
      thumbnailUrl: expect.stringMatching(/^https:/),
      checkedAt: expect.any(String),
    });
    expect(e["other"]).toMatchObject({ status: "mismatch", authorHandle: "khairul.eats", memberHandle: "siti.cooks" });
    expect(e["deleted"]).toMatchObject({ status: "missing", detail: expect.stringContaining("HTTP 400") });
    expect(e["youtube"]).toMatchObject({ status: "matches", authorHandle: "@siticooks" });
    expect(e["gone"]).toMatchObject({ status: "missing", detail: "YouTube says the video does not exist (HTTP 404)" });
    // No handle claimed on X: the author is known, the member's is not.
    expect(e["tweet"]).toMatchObject({
      status: "mismatch",
      authorHandle: "siticooks",
      title: "Sedap!",
      memberHandle: null,
    });
    expect(e["instagram"]).toMatchObject({ status: "unverifiable", detail: "META_APP_TOKEN is not set" });
    expect(e["elsewhere"]).toMatchObject({
      status: "unverifiable",
      detail: expect.stringContaining("not on TikTok's own site"),
    });
    // Neither Instagram nor a link on another site was asked; the rest once each.
    expect(standIn.calls.map((c) => c.platform).sort()).toEqual(
      ["tiktok", "tiktok", "tiktok", "twitter", "youtube", "youtube"].sort(),
    );
  });

  it("reuses an answer for the same link, unless a recheck asks again", async () => {
    const [own] = await app.sql<{ post_id: string }>(`SELECT post_id FROM posts WHERE title = 'own'`);
    // The post rejected, its link submitted again: answered from the kept answer.
    await api.ok("POST", `/api/admin/posts/${own!.post_id}/reject`, admin, { reason: "Blurry" });
    const again = await submit("own again", LINKS.own, "tiktok");
    const worker = startTestWorker(app);
    try {
      await app.caughtUp();
      await settled();
      expect(standIn.callsOf(LINKS.own)).toBe(1);
      expect((await evidence())["own again"]).toMatchObject({ status: "matches" });
      standIn.post(LINKS.own, { author: "siti.cooks", state: "deleted" });
      expect(
        await app.run(Effect.flatMap(Database, (db) => recheckEvidence(db, [again, "no-such-post"], new Date()))),
      ).toBe(1);
      await waitFor(
        "the recheck",
        async () => (await app.run(Effect.flatMap(Database, (db) => stillDue(db, [again])))).length === 0,
      );
    } finally {
      await worker.stop();
    }
    expect(standIn.callsOf(LINKS.own)).toBe(2);
    expect((await evidence())["own again"]).toMatchObject({ status: "missing" });
  });
});

describe("Instagram and Facebook with a Meta token", () => {
  it("say whether the post is there, never who posted it", async () => {
    const links = {
      reel: "https://www.instagram.com/reel/SitiReel1/",
      video: "https://www.facebook.com/watch/?v=1234567890",
      gone: "https://www.facebook.com/siti.cooks/posts/pfbid0Gone",
    };
    standIn.post(links.reel, { author: "siti.cooks" });
    standIn.post(links.video, { author: "siti.cooks" });
    const meta = await startTestApp({ env: { ...standIn.env, META_APP_TOKEN: standIn.metaToken } });
    try {
      const member = await client(meta).register("Siti");
      for (const [title, url] of Object.entries(links))
        await meta.run(
          submitPost(
            member.id,
            { title, url, platform: url.includes("instagram") ? "instagram" : "facebook" },
            { actor: member.id },
          ),
        );
      const worker = startTestWorker(meta);
      try {
        await waitFor(
          "the evidence",
          async () => (await meta.sql(`SELECT 1 FROM post_evidence WHERE due_at IS NULL`)).length === 3,
        );
      } finally {
        await worker.stop();
      }
      const found = await meta.sql(
        `SELECT p.title, e.outcome, e.author_handle, e.detail FROM post_evidence e JOIN posts p USING (post_id) ORDER BY p.title`,
      );
      expect(found).toEqual([
        { title: "gone", outcome: "missing", author_handle: null, detail: expect.stringContaining("(#100)") },
        {
          title: "reel",
          outcome: "found",
          author_handle: null,
          detail: "Instagram shows the post but does not name its author",
        },
        {
          title: "video",
          outcome: "found",
          author_handle: null,
          detail: "Facebook shows the post but does not name its author",
        },
      ]);
      // The token went with every call (none was refused for it), a video to Facebook's video endpoint.
      const metaCalls = standIn.calls.filter((c) => c.platform === "facebook" || c.platform === "instagram");
      expect(metaCalls.map((c) => [c.endpoint, c.status]).sort()).toEqual([
        ["/meta/v21.0/instagram_oembed", 200],
        ["/meta/v21.0/oembed_post", 400],
        ["/meta/v21.0/oembed_video", 200],
      ]);
    } finally {
      await meta.close();
    }
  });
});

describe("the risk rules", () => {
  it("look at the poster again when what a rule reads changed: found or missing, and the author", async () => {
    const [post] = await app.sql<{ post_id: string }>(`SELECT post_id FROM posts WHERE title = 'other'`);
    const postId = post!.post_id;
    const pending = async () => (await app.sql(`SELECT 1 FROM risk_pending WHERE member_id = $1`, [siti.id])).length;
    const answer = (authorHandle: string | null, outcome: "found" | "missing" | "unverifiable" = "found") =>
      app.run(
        Effect.gen(function* () {
          const db = yield* Database;
          yield* recheckEvidence(db, [postId], new Date());
          const [due] = yield* db.query<{ due_at: string }>(
            `SELECT due_at::text AS due_at FROM post_evidence WHERE post_id = $1`,
            [postId],
          );
          const base = { authorName: null, authorUrl: null, title: null, thumbnailUrl: null, detail: null };
          return yield* db.transaction((tx) =>
            recordAnswers(
              tx,
              [{ post: { postId, dueAt: due!.due_at }, answer: { ...base, outcome, authorHandle } }],
              new Date(),
            ),
          );
        }),
      );
    await app.sql(`DELETE FROM risk_pending`);
    expect(await answer("khairul.eats")).toEqual(new Set([postId]));
    expect(await pending()).toBe(0);
    await answer("siti.cooks");
    expect(await pending()).toBe(1);
    await answer(null, "missing");
    expect(await pending()).toBe(2);
    await answer(null, "unverifiable");
    expect(await pending()).toBe(3);
    // From unverifiable to unverifiable: nothing a rule reads changed.
    await answer(null, "unverifiable");
    expect(await pending()).toBe(3);
  });
});

describe("evidence off, or a platform out of reach", () => {
  it("tells every post why it is unverifiable, and asks no one", async () => {
    const off = await startTestApp();
    try {
      const member = await client(off).register("Nadia");
      const postId = await off.run(
        submitPost(member.id, { title: "Kopi", url: LINKS.youtube, platform: "youtube" }, { actor: member.id }),
      );
      const worker = startTestWorker(off);
      try {
        await waitFor(
          "the evidence",
          async () =>
            (await off.sql(`SELECT 1 FROM post_evidence WHERE due_at IS NULL AND post_id = $1`, [postId])).length > 0,
        );
      } finally {
        await worker.stop();
      }
      expect(await off.sql(`SELECT outcome, detail FROM post_evidence`)).toEqual([
        { outcome: "unverifiable", detail: "Evidence is off (SOCIAL_EVIDENCE=off)" },
      ]);
    } finally {
      await off.close();
    }
  });

  it("names the cause once every try went unanswered", async () => {
    const away = await startTestApp({
      env: { ...standIn.env, SOCIAL_TIKTOK_OEMBED_URL: `${await closedAddress()}/tiktok/oembed` },
    });
    try {
      const member = await client(away).register("Nadia");
      await away.run(
        submitPost(member.id, { title: "Kopi", url: LINKS.own, platform: "tiktok" }, { actor: member.id }),
      );
      const worker = startTestWorker(away, { evidence: { tries: 3 } });
      try {
        await waitFor(
          "the evidence",
          async () => (await away.sql(`SELECT 1 FROM post_evidence WHERE outcome <> 'pending'`)).length > 0,
        );
      } finally {
        await worker.stop();
      }
      expect(await away.sql(`SELECT outcome, detail, attempts FROM post_evidence`)).toEqual([
        { outcome: "unverifiable", detail: "TikTok did not answer (connect ECONNREFUSED)", attempts: 0 },
      ]);
      const [bucket] = await away.sql(`SELECT failures, pause_reason FROM social_rate_buckets WHERE source = 'tiktok'`);
      expect(bucket).toEqual({ failures: 3, pause_reason: "TikTok did not answer (connect ECONNREFUSED)" });
    } finally {
      await away.close();
    }
  });
});
