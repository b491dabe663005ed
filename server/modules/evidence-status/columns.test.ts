import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { Database } from "../../platform/db/database.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { claimHandle } from "../handles/store.ts";
import { recordEvidence, type EvidenceAnswer } from "../evidence/store.ts";

// The verdict the queue shows is worked out from the platform's answer and the member's handle
// as they stand when the queue is read: a handle claimed after the check turns a mismatch into
// a match without asking the platform again, and the pending queue lists matches first.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = "";
let poster = { id: 0, token: "" };
const ids: Record<string, string> = {};

const submit = async (title: string, n: number) =>
  (
    await api.ok("POST", "/api/posts", poster.token, {
      title,
      url: `https://www.tiktok.com/@siti.cooks/video/${7_400_000 + n}`,
      platform: "tiktok",
    })
  )["id"] as string;
const record = (postId: string, answer: EvidenceAnswer) =>
  app.run(Effect.flatMap(Database, (db) => recordEvidence(db, postId, answer, new Date())));
const queue = async () =>
  Object.fromEntries(
    (await api.ok("GET", "/api/admin/posts", admin)).map((p) => [p["title"], p["evidence"] as Record<string, unknown>]),
  );

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = (await api.registerAdmin("Ahmad")).token;
  poster = await api.register("Siti");
  ids["own"] = await submit("own", 1);
  ids["other"] = await submit("other", 2);
  ids["gone"] = await submit("gone", 3);
  ids["blind"] = await submit("blind", 4);
  ids["unasked"] = await submit("unasked", 5);
  await record(ids["own"]!, { outcome: "found", authorHandle: "siti.cooks", authorName: "Siti Cooks" });
  await record(ids["other"]!, { outcome: "found", authorHandle: "khairul.eats", authorName: "Khairul" });
  await record(ids["gone"]!, { outcome: "missing", detail: "HTTP 404" });
  await record(ids["blind"]!, { outcome: "found", title: "A post" });
});
afterAll(async () => {
  await app?.close();
});

describe("a post's evidence in the review queue", () => {
  it("without a handle on the platform, an author is not the member's", async () => {
    const q = await queue();
    expect(q["own"]).toMatchObject({ status: "mismatch", author: "Siti Cooks", memberHandle: null });
    expect(q["gone"]).toMatchObject({ status: "missing", detail: "HTTP 404" });
    expect(q["blind"]).toMatchObject({ status: "unverifiable", author: null });
    expect(q["unasked"]).toMatchObject({ status: "pending", checkedAt: null });
  });

  it("a handle claimed later turns the member's own post into a match, listed first", async () => {
    await app.run(Effect.flatMap(Database, (db) => claimHandle(db, poster.id, "tiktok", "siti.cooks", new Date())));
    const q = await queue();
    expect(q["own"]).toMatchObject({ status: "matches", memberHandle: "siti.cooks", memberHandleVerified: false });
    expect(q["other"]).toMatchObject({ status: "mismatch", authorHandle: "khairul.eats" });
    const order = (await api.ok("GET", "/api/admin/posts", admin)).map((p) => p["title"]);
    expect(order).toEqual(["own", "other", "gone", "blind", "unasked"]);
  });
});
