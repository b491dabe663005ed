import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database, type DbError, type Sql } from "../db/database.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { png } from "../../modules/images/testing/fixtures.ts";
import { putUpload, releaseUpload, type StoredUpload } from "./store.ts";
import { taggedIn } from "./serve.ts";

// /uploads from the database: the hash is the ETag, a client that has it gets a 304, a name
// that is the hash is cached for a year as immutable and an old file name for a day. A blob
// is deleted only once no foreign key refers to it.
let app: TestApp;
let blob: StoredUpload;
let bytes: Buffer;

const inTransaction = <A>(body: (tx: Sql) => Effect.Effect<A, DbError>) =>
  app.run(Effect.flatMap(Database, (db) => db.transaction(body)));

beforeAll(async () => {
  app = await startTestApp();
  bytes = await png(5, 5);
  blob = await inTransaction((tx) =>
    Effect.gen(function* () {
      const stored = yield* putUpload(tx, bytes, "image/png");
      yield* tx.query(`INSERT INTO upload_names (name, hash) VALUES ('avatars/7-00ff.png', $1)`, [stored.hash]);
      return stored;
    }),
  );
});
afterAll(async () => {
  await app?.close();
});

const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${app.baseUrl}${pathname}`, { method, headers });

describe("GET /uploads", () => {
  it("serves a content-addressed name with a strong ETag and a year of immutable caching", async () => {
    for (const pathname of [`/uploads/${blob.name}`, `/uploads/avatars/${blob.name}`]) {
      const r = await get(pathname);
      expect(r.status, pathname).toBe(200);
      expect(
        Object.fromEntries(
          ["content-type", "etag", "cache-control", "x-content-type-options"].map((h) => [h, r.headers.get(h)]),
        ),
      ).toEqual({
        "content-type": "image/png",
        etag: `"${blob.hash}"`,
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      });
      expect(Buffer.from(await r.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("answers 304 without the body to a client that has it, however it names the tag", async () => {
    for (const tag of [`"${blob.hash}"`, `W/"${blob.hash}"`, `"other", "${blob.hash}"`, "*"]) {
      const r = await get(`/uploads/${blob.name}`, { "if-none-match": tag });
      expect(r.status, tag).toBe(304);
      expect(r.headers.get("etag")).toBe(`"${blob.hash}"`);
      expect(await r.text()).toBe("");
    }
    expect((await get(`/uploads/${blob.name}`, { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("serves an old file name with the same ETag, revalidated daily", async () => {
    const r = await get("/uploads/avatars/7-00ff.png");
    expect([r.status, r.headers.get("etag"), r.headers.get("cache-control")]).toEqual([
      200,
      `"${blob.hash}"`,
      "public, max-age=86400",
    ]);
    expect(Buffer.from(await r.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers HEAD without a body, 404 for another extension or an unknown name, 405 for a write", async () => {
    const head = await get(`/uploads/${blob.name}`, {}, "HEAD");
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(bytes.length)]);
    for (const pathname of [
      `/uploads/${blob.hash}.jpg`,
      `/uploads/${"0".repeat(64)}.png`,
      "/uploads/avatars/8-00ff.png",
      "/uploads/.hidden",
    ])
      expect((await get(pathname)).status, pathname).toBe(404);
    expect((await get(`/uploads/${blob.name}`, {}, "DELETE")).status).toBe(405);
  });

  it("reads the tags of If-None-Match", () => {
    expect(taggedIn(undefined)).toEqual([]);
    expect(taggedIn(` W/"a", "b" ,*`)).toEqual(["a", "b", "*"]);
  });
});

describe("releasing a blob", () => {
  it("keeps it while anything refers to it, leaving the transaction usable, and deletes it after", async () => {
    const outcome = await inTransaction((tx) =>
      Effect.gen(function* () {
        const kept = yield* releaseUpload(tx, blob.hash);
        const [{ n }] = (yield* tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM uploads`)) as [{ n: number }];
        return [kept, n] as [boolean, number];
      }),
    );
    expect(outcome).toEqual([false, 1]);
    const released = await inTransaction((tx) =>
      Effect.gen(function* () {
        yield* tx.query(`DELETE FROM upload_names WHERE hash = $1`, [blob.hash]);
        return yield* releaseUpload(tx, blob.hash);
      }),
    );
    expect(released).toBe(true);
    expect((await get(`/uploads/${blob.name}`)).status).toBe(404);
  });
});
