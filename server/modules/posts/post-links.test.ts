import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { Database } from "../../platform/db/database.ts";
import { liveChecksums, rebuildProjections } from "../projections/rebuild.ts";

// A post link can be paid only once (decision 14), over HTTP against a real database: the same
// link, or any way of writing it, is refused while a pending or approved post holds it, by the
// same member (told which post) or by another (not told whose); a rejected post frees it.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const who = { raj: { id: 0, token: "" }, mei: { id: 0, token: "" }, siti: { id: 0, token: "" } };
const PASSWORD = "kopi-susu-42";

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Azlan");
  who.raj = await api.register("Raj");
  who.mei = await api.register("Mei");
  // Siti erases her account, which takes her password, so she joins as members do.
  const r = await api.call("POST", "/api/auth/register", null, {
    email: "siti@links.jemput.my",
    password: PASSWORD,
    firstName: "Siti",
    lastName: "Tester",
    phoneNumber: "+60125550199",
  });
  expect(r.status, r.text).toBe(201);
  who.siti = { id: (r.json["user"] as unknown as { id: number }).id, token: String(r.json["token"]) };
});
afterAll(async () => {
  await app?.close();
});

const submit = (token: string, url: string, platform = "youtube", title = "Rendang recipe") =>
  api.call("POST", "/api/posts", token, { title, url, platform });
const created = async (token: string, url: string, platform = "youtube", title = "Rendang recipe") => {
  const r = await submit(token, url, platform, title);
  expect(r.status, r.text).toBe(201);
  return String(r.json["id"]);
};
const posts = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM posts`))[0]!.n;
const TAKEN_BY_ANOTHER = "This link has already been submitted by another member";

describe("one post per link", () => {
  it("refuses the same link twice from one member with 409, naming the link field and the post holding it", async () => {
    const url = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
    const first = await created(who.raj.token, url);
    const again = await submit(who.raj.token, url, "youtube", "Rendang again");
    const reason = 'You already submitted this link as "Rendang recipe" (pending)';
    expect([again.status, again.json]).toEqual([
      409,
      { error: reason, fields: { url: reason }, existingPostId: first },
    ]);

    await api.ok("POST", `/api/admin/posts/${first}/approve`, admin.token);
    const paid = await submit(who.raj.token, "https://youtu.be/dQw4w9WgXcQ");
    expect(paid.status).toBe(409);
    expect(paid.json["fields"]).toEqual({ url: 'You already submitted this link as "Rendang recipe" (approved)' });
    expect(paid.json["existingPostId"]).toBe(first);
    const [row] = await app.sql(`SELECT canonical_link, link_holder FROM posts WHERE post_id = $1`, [first]);
    expect(row).toEqual({ canonical_link: "youtube:dQw4w9WgXcQ", link_holder: true });
  });

  it("refuses every decorated way of writing a held link from another member, without naming the holder", async () => {
    await created(who.raj.token, "https://www.instagram.com/p/Cab12/", "instagram");
    await created(who.raj.token, "https://blog.example.my/kopi", "facebook");
    const before = await posts();
    const variants: Array<[string, string]> = [
      ["https://youtu.be/dQw4w9WgXcQ?si=AbC", "youtube"],
      ["https://m.youtube.com/watch?v=dQw4w9WgXcQ&utm_source=whatsapp&feature=share", "youtube"],
      ["HTTPS://WWW.YOUTUBE.COM/shorts/dQw4w9WgXcQ/#comments", "youtube"],
      ["https://instagram.com/p/Cab12?igsh=MWQ1&utm_source=ig_web_copy_link", "instagram"],
      ["https://www.instagram.com/raj.eats/reel/Cab12", "instagram"],
      ["http://m.blog.example.my/kopi/?utm_campaign=raya#top", "facebook"],
    ];
    for (const [url, platform] of variants) {
      const r = await submit(who.mei.token, url, platform);
      expect([r.status, r.json], url).toEqual([409, { error: TAKEN_BY_ANOTHER, fields: { url: TAKEN_BY_ANOTHER } }]);
    }
    expect(await posts()).toBe(before);
  });

  it("frees a rejected post's link: it can be submitted again, and the new post holds it", async () => {
    const rejected = await created(who.raj.token, "https://www.tiktok.com/@raj/video/7301234567890", "tiktok");
    await api.ok("POST", `/api/admin/posts/${rejected}/reject`, admin.token, { reason: "Not our campaign" });
    const again = await created(who.mei.token, "https://m.tiktok.com/v/7301234567890.html?_r=1", "tiktok");
    const taken = await submit(who.raj.token, "https://tiktok.com/@raj/video/7301234567890", "tiktok");
    expect([taken.status, taken.json["error"]]).toEqual([409, TAKEN_BY_ANOTHER]);
    const rows = await app.sql(
      `SELECT post_id, status, link_holder FROM posts WHERE canonical_link = 'tiktok:7301234567890' ORDER BY submitted_at`,
    );
    expect(rows).toEqual([
      { post_id: rejected, status: "rejected", link_holder: true },
      { post_id: again, status: "pending", link_holder: true },
    ]);
  });

  it("refuses a link on another platform's site with 400 on the link, and leaves other sites to the reviewer", async () => {
    const before = await posts();
    const wrong = await submit(who.mei.token, "https://youtu.be/9bZkp7q19f0", "instagram");
    const reason = "This link is on YouTube, not Instagram";
    expect([wrong.status, wrong.json]).toEqual([400, { error: reason, fields: { url: reason } }]);
    const x = await submit(who.mei.token, "https://x.com/mei/status/1790000000000000000", "facebook");
    expect([x.status, x.json["fields"]]).toEqual([400, { url: "This link is on Twitter, not Facebook" }]);
    expect(await posts()).toBe(before);
    await created(who.mei.token, "https://kopi.example.my/reviews/1", "tiktok");
  });

  it("keeps an erased member's link taken where it is the platform's id, and frees a link that may name them", async () => {
    const tweet = await created(who.siti.token, "https://x.com/siti/status/1790000000000000001", "twitter");
    const profile = await created(who.siti.token, "https://www.instagram.com/siti.makan/", "instagram");
    for (const id of [tweet, profile]) await api.ok("POST", `/api/admin/posts/${id}/approve`, admin.token);
    const erased = await api.call("POST", "/api/profile/erasure", who.siti.token, { password: PASSWORD });
    expect(erased.status, erased.text).toBe(200);

    const rows = await app.sql(`SELECT post_id, url, canonical_link FROM posts WHERE member_id = $1 ORDER BY url`, [
      who.siti.id,
    ]);
    expect(rows.map((r) => [r["post_id"], r["url"], r["canonical_link"]]).sort()).toEqual(
      [
        [tweet, "", "twitter:1790000000000000001"],
        [profile, "", null],
      ].sort(),
    );
    const again = await submit(who.mei.token, "https://twitter.com/siti/status/1790000000000000001", "twitter");
    expect([again.status, again.json["error"]]).toEqual([409, TAKEN_BY_ANOTHER]);
    await created(who.mei.token, "https://instagram.com/siti.makan", "instagram");
  });

  it("rebuilds the same posts table from the log, keys and holders included", async () => {
    const sums = () => app.run(Effect.flatMap(Database, liveChecksums));
    const keys = () => app.sql(`SELECT post_id, canonical_link, link_holder, status FROM posts ORDER BY post_id`);
    const [liveSums, liveKeys] = [await sums(), await keys()];
    await app.run(Effect.flatMap(Database, (db) => db.transaction((tx) => rebuildProjections(tx))));
    expect(await keys()).toEqual(liveKeys);
    expect(await sums()).toEqual(liveSums);
  });
});
