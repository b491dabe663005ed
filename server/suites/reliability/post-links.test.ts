import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { raceAtTheLog } from "./hold.ts";
import { statusCounts, together } from "./http.ts";

// One link submitted twenty times at once, written four ways by ten members (two each): on the
// PostgreSQL server every submission looks for a holder before any has committed, so only the
// unique index of migration 015 can refuse nineteen of them, and each must still get the clean
// 409 a later submission would (the winner's own second one names the winner). Embedded, they
// queue on its one connection and the lookups refuse them.
const POOL = 25;
const RACERS = 20;
let app: TestApp;
let members: Array<{ id: number; token: string }> = [];

beforeAll(async () => {
  app = await startTestApp({ env: { DB_POOL_SIZE: String(POOL) } });
  const api = client(app);
  members = [];
  for (let i = 0; i < RACERS / 2; i++) members.push(await api.register(`Racer${i}`));
});
afterAll(async () => {
  await app?.close();
});

const WAYS = [
  "https://www.youtube.com/watch?v=kJQP7kiw5Fk",
  "https://youtu.be/kJQP7kiw5Fk?si=share",
  "https://m.youtube.com/watch?v=kJQP7kiw5Fk&utm_source=whatsapp",
  "https://youtube.com/shorts/kJQP7kiw5Fk/",
];

describe("racing submissions of one link", () => {
  it("accept exactly one: one 201, nineteen 409 naming the link, one post and one event", async () => {
    const answers = await raceAtTheLog(app, RACERS, () =>
      together(RACERS, (i) =>
        request(app.baseUrl, "POST", "/api/posts", {
          token: members[i % members.length]!.token,
          body: { title: `Despacito cover ${i}`, url: WAYS[i % WAYS.length], platform: "youtube" },
        }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: RACERS - 1 });

    const winnerAt = answers.findIndex((a) => a.status === 201);
    const winner = { postId: String(answers[winnerAt]!.json["id"]), member: winnerAt % members.length };
    for (const [i, a] of answers.entries()) {
      if (a.status !== 409) continue;
      const own = i % members.length === winner.member;
      expect(a.json["fields"], a.text).toEqual({
        url: own
          ? `You already submitted this link as "Despacito cover ${winnerAt}" (pending)`
          : "This link has already been submitted by another member",
      });
      expect(a.json["existingPostId"]).toBe(own ? winner.postId : undefined);
    }

    const rows = await app.sql(`SELECT post_id, canonical_link, link_holder FROM posts`);
    expect(rows).toEqual([{ post_id: winner.postId, canonical_link: "youtube:kJQP7kiw5Fk", link_holder: true }]);
    const events = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'PostSubmitted'`);
    expect(events[0]!.n).toBe(1);
  });
});
