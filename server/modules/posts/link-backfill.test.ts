import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalLink } from "../../../domain/post-link.ts";
import { makeDatabase } from "../../platform/db/database.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../platform/db/embedded.ts";
import { migrate, migrationFiles, MIGRATIONS_DIR } from "../../platform/db/migrate.ts";
import { freshConfig, tempDir, type TestConfig } from "../../testing/harness.ts";
import { rebuildProjections } from "../projections/rebuild.ts";

// Migration 015 on a database from before links were unique, holding the same link several
// times over: every old post gets the key domain/post-link.ts would give it (here in SQL, in
// the table and in its event), the later duplicates stand aside so the unique index can be
// built, and rebuilding from the log afterwards gives the very same table.
let base: TestConfig;
let embedded: EmbeddedPostgres | null = null;
let pool: pg.Pool;
let dir: string;

type Fate = "pending" | "approved" | { rejectedAfter: number };
// In log order; a rejection comes after the number of submissions given.
const LEGACY: Array<[string, string, Fate]> = [
  ["https://www.youtube.com/watch?v=AAAAAAAAAAA&feature=share", "youtube", "approved"],
  ["https://youtu.be/AAAAAAAAAAA?si=x", "youtube", "pending"],
  ["https://instagram.com/p/Cab12/", "instagram", { rejectedAfter: 2 }],
  ["https://www.instagram.com/siti.eats/reel/Cab12?igsh=MWQ1", "instagram", "pending"],
  ["https://www.tiktok.com/@siti/video/7301234567890?is_from_webapp=1", "tiktok", { rejectedAfter: 5 }],
  ["https://m.tiktok.com/v/7301234567890.html", "tiktok", "pending"],
  ["https://www.tiktok.com/@raj/video/7301234567890", "tiktok", "approved"],
  ["https://vm.tiktok.com/ZSabc12/", "tiktok", "pending"],
  ["https://m.facebook.com/story.php?story_fbid=111&id=222", "facebook", "approved"],
  ["https://www.facebook.com/kopi.page/posts/111", "facebook", "pending"],
  ["https://www.facebook.com/kopi.page/videos/my-title/987654/", "facebook", "pending"],
  ["https://fb.watch/abcDEF/", "facebook", "pending"],
  ["https://mobile.twitter.com/jack/status/20?s=20&t=abc", "twitter", "pending"],
  ["https://youtube.com/shorts/BBBBBBBBBBB", "youtube", "pending"],
  ["HTTP://WWW.Example.COM/Some/Path/?b=2&utm_medium=x&a=1&fbclid=z#top", "instagram", "pending"],
  ["https://example.com/Some/Path?a=1&b=2", "instagram", "approved"],
  ["", "instagram", "approved"],
];
/** Which posts stand aside: a holder of their key was pending or approved when they came. */
const DUPLICATES = [1, 5, 9, 15];

const sql = async <R extends pg.QueryResultRow>(text: string, values: Array<unknown> = []) =>
  (await pool.query<R>(text, values)).rows;

beforeAll(async () => {
  base = await freshConfig();
  embedded = base.config.databaseUrl === null ? await startEmbeddedPostgres(base.config.dataDir) : null;
  pool = new pg.Pool({ connectionString: embedded?.connectionString ?? base.config.databaseUrl!, max: 1 });
  dir = tempDir("jemput-migrations-");
  for (const file of migrationFiles().filter((f) => f < "015"))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  await migrate(pool, dir);

  const at = (n: number) => new Date(Date.UTC(2026, 0, 5, 3, n)).toISOString();
  const append = (postId: string, version: number, type: string, data: object, n: number) =>
    sql(`INSERT INTO events (stream_id, stream_version, type, data, occurred_at) VALUES ($1, $2, $3, $4, $5)`, [
      `post-${postId}`,
      version,
      type,
      JSON.stringify(data),
      at(n),
    ]);
  for (const [i, [url, platform, fate]] of LEGACY.entries()) {
    const postId = `legacy-${String(i).padStart(2, "0")}`;
    const memberId = 1 + (i % 3);
    const title = url === "" ? "" : `Post ${i}`;
    await append(postId, 1, "PostSubmitted", { postId, memberId, title, url, platform, at: at(i) }, i);
    const approved = fate === "approved";
    await sql(
      `INSERT INTO posts (post_id, member_id, title, url, platform, status, earnings_sen, submitted_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        postId,
        memberId,
        title,
        url,
        platform,
        approved ? "approved" : "pending",
        approved ? 20_000 : 0,
        at(i),
        approved ? at(i) : null,
      ],
    );
    if (approved) {
      const credits = [{ memberId, kind: "personal", amountSen: 20_000 }];
      await append(postId, 2, "PostApproved", { postId, memberId, period: 202601, credits, at: at(i) }, i);
    }
    for (const [j, [, , other]] of LEGACY.entries()) {
      if (typeof other !== "object" || other.rejectedAfter !== i) continue;
      const rejected = `legacy-${String(j).padStart(2, "0")}`;
      const data = { postId: rejected, memberId: 1 + (j % 3), reason: "Not ours", at: at(i) };
      await append(rejected, 2, "PostRejected", data, i);
      await sql(
        `UPDATE posts SET status = 'rejected', rejection_reason = 'Not ours', decided_at = $2 WHERE post_id = $1`,
        [rejected, at(i)],
      );
    }
  }
  // 015 and whatever came after it, so the rebuild writes every projection table as it is now.
  for (const file of migrationFiles().filter((f) => f >= "015"))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  expect((await migrate(pool, dir)).applied[0]).toBe("015_post_links.sql");
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await embedded?.stop();
  await base?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const POSTS = `SELECT post_id, member_id, title, url, platform, status, earnings_sen, rejection_reason,
  submitted_at, decided_at, canonical_link, link_holder FROM posts ORDER BY post_id`;

describe("migration 015 on posts from before links were unique", () => {
  it("keys every old post as domain/post-link.ts does, in the table and in its event", async () => {
    const rows = await sql<{ url: string; canonical_link: string | null }>(POSTS);
    expect(rows.map((r) => [r.url, r.canonical_link])).toEqual(LEGACY.map(([url]) => [url, canonicalLink(url)]));
    const events = await sql<{ url: string; key: string | null }>(
      `SELECT data ->> 'url' AS url, data ->> 'canonicalLink' AS key FROM events WHERE type = 'PostSubmitted' ORDER BY position`,
    );
    expect(events.map((e) => [e.url, e.key])).toEqual(LEGACY.map(([url]) => [url, canonicalLink(url)]));
  });

  it("lets the later duplicates stand aside, so the unique index is there", async () => {
    const rows = await sql<{ link_holder: boolean }>(POSTS);
    expect(rows.flatMap((r, i) => (r.link_holder ? [] : [i]))).toEqual(DUPLICATES);
    const [index] = await sql(`SELECT indexdef FROM pg_indexes WHERE indexname = 'posts_canonical_link_idx'`);
    expect(index?.["indexdef"]).toMatch(/UNIQUE INDEX .* WHERE \(status <> 'rejected'::text\)/);
  });

  it("rebuilds the same posts table from the log", async () => {
    const live = await sql(POSTS);
    const db = makeDatabase(pool, embedded ? "embedded" : "postgres");
    await Effect.runPromise(db.transaction((tx) => rebuildProjections(tx)));
    expect(await sql(POSTS)).toEqual(live);
  });
});
