import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileApi } from "../../../domain/contract/routes/profile.ts";
import { riskApi } from "../../../domain/contract/routes/risk.ts";
import { Database } from "../../platform/db/database.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import type { Json } from "../../testing/http.ts";
import { recordEvidence } from "../evidence/store.ts";
import { verifyHandle } from "../handles/store.ts";
import { submitPost } from "../posts/handlers.ts";
import { evaluateAllPending } from "./evaluate.ts";
import { heldMembers } from "./holds.ts";
import { queueForRules } from "./signals.ts";

// The handle rules over the database (decision 55): a handle two members claim holds the later
// claimant, until the later one proves it by signing in there, which holds the earlier one
// instead; posts whose author on the platform is someone else hold the poster from
// RISK_MISMATCH_MIN of them. The Risk tab shows the claims and the posts as they are now.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = "";

type Member = { id: number; token: string; phoneNumber: string };
const claim = (member: Member, tiktok: string) =>
  api.ok("PUT", profileApi.save.path, member.token, {
    firstName: "Handle",
    lastName: "Tester",
    phoneNumber: member.phoneNumber,
    socialMediaLinks: { tiktok: { profileLink: `https://www.tiktok.com/@${tiktok}` } },
  });
const flagsOf = async (rule: string) =>
  ((await api.ok("GET", `${riskApi.list.path}?status=all`, admin)) as unknown as Array<Json>).filter(
    (f) => f["rule"] === rule,
  );
const heldIn = (flag: Json) =>
  (flag["members"] as Array<Json>).filter((m) => m["held"]).map((m) => Number(m["memberId"]));
const evaluate = () => app.run(evaluateAllPending());
const held = () => app.run(Effect.flatMap(Database, (db) => heldMembers(db)));

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = (await api.registerAdmin("Aida")).token;
});
afterAll(async () => {
  await app?.close();
});

describe("one handle, two members", () => {
  let first: Member;
  let later: Member;

  it("holds whoever claimed it later, names both, and shows the handle only as it stands", async () => {
    first = await api.register("Siti");
    later = await api.register("Copy");
    await claim(first, "siti.cooks");
    await claim(later, "Siti.Cooks");
    await evaluate();
    const [flag, ...more] = await flagsOf("shared_handle");
    expect(more).toEqual([]);
    expect(flag).toMatchObject({ status: "open", title: "Shared handle" });
    expect((flag!["members"] as Array<Json>).map((m) => m["memberId"])).toEqual([first.id, later.id]);
    expect(heldIn(flag!)).toEqual([later.id]);
    expect(flag!["evidence"]).toEqual({
      summary: "2 members claim the same TikTok handle",
      shared: [],
      facts: [
        { label: "Platform", value: "TikTok" },
        { label: "First to claim it", value: `#${first.id}` },
        { label: "Verified by", value: "nobody" },
      ],
    });
    expect((flag!["handles"] as Array<Json>).map((h) => [h["memberId"], h["handle"], h["verified"]])).toEqual([
      [first.id, "siti.cooks", false],
      [later.id, "siti.cooks", false],
    ]);
    // The value is never in the log: only the flag's hashed key and the members.
    const logged = await app.sql(`SELECT 1 FROM events WHERE type LIKE 'RiskFlag%' AND data::text LIKE '%siti.cooks%'`);
    expect(logged).toEqual([]);
    expect(await held()).toContain(later.id);
    expect(await held()).not.toContain(first.id);
  });

  it("holds the earlier claimant instead once the later one proves the handle by signing in, and lets the prover go", async () => {
    await app.run(Effect.flatMap(Database, (db) => verifyHandle(db, later.id, "tiktok", "siti.cooks", new Date())));
    await evaluate();
    const [flag] = await flagsOf("shared_handle");
    expect(heldIn(flag!)).toEqual([first.id]);
    expect(flag!["evidence"]).toMatchObject({
      facts: expect.arrayContaining([{ label: "Verified by", value: `#${later.id}` }]),
    });
    expect((flag!["handles"] as Array<Json>).find((h) => h["memberId"] === later.id)).toMatchObject({ verified: true });
    expect(await held()).toContain(first.id);
    expect(await held()).not.toContain(later.id);
  });

  it("shows no claim once the handle is no longer shared, the flag staying for an admin to decide", async () => {
    await claim(first, "siti.real");
    await evaluate();
    const [flag] = await flagsOf("shared_handle");
    expect(flag).toMatchObject({ status: "open", handles: [] });
  });
});

describe("posts by another author", () => {
  const submit = (member: Member, n: number) =>
    app.run(
      submitPost(
        member.id,
        { title: `Post ${n}`, url: `https://www.tiktok.com/@someone.else/video/${7_500_000 + n}`, platform: "tiktok" },
        { actor: member.id },
      ),
    );
  const found = (postId: string, author: string) =>
    app.run(
      Effect.flatMap(Database, (db) =>
        recordEvidence(db, postId, { outcome: "found", authorHandle: author, authorName: author }, new Date()),
      ),
    );

  it("flags a member from three posts whose author is not their handle, holding them, the posts in the evidence", async () => {
    const poster = await api.register("Raj");
    await claim(poster, "raj.eats");
    const posts = [await submit(poster, 1), await submit(poster, 2), await submit(poster, 3), await submit(poster, 4)];
    await found(posts[0]!, "someone.else");
    await found(posts[1]!, "someone.else");
    await found(posts[2]!, "raj.eats");
    await app.run(Effect.flatMap(Database, (db) => queueForRules(db, [poster.id], new Date())));
    await evaluate();
    expect(await flagsOf("handle_mismatch")).toEqual([]);

    await found(posts[3]!, "another.one");
    await app.run(Effect.flatMap(Database, (db) => queueForRules(db, [poster.id], new Date())));
    await evaluate();
    const [flag] = await flagsOf("handle_mismatch");
    expect(flag).toMatchObject({ status: "open", title: "Handle mismatch" });
    expect(heldIn(flag!)).toEqual([poster.id]);
    expect(flag!["evidence"]).toMatchObject({
      summary: "3 posts name another author than the member's handle on the platform",
      posts: [posts[3], posts[1], posts[0]],
    });
    const shown = flag!["evidencePosts"] as Array<Json>;
    expect(
      shown.map((p) => [p["postId"], (p["evidence"] as Json)["authorHandle"], (p["evidence"] as Json)["memberHandle"]]),
    ).toEqual([
      [posts[3], "another.one", "raj.eats"],
      [posts[1], "someone.else", "raj.eats"],
      [posts[0], "someone.else", "raj.eats"],
    ]);
    expect(shown[0]).toMatchObject({
      url: expect.stringContaining("/video/7500004"),
      status: "pending",
      platform: "tiktok",
    });
    expect((shown[0]!["evidence"] as Json)["status"]).toBe("mismatch");
  });
});
