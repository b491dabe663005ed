import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streams, type JemputEvent } from "../../../domain/events.ts";
import { Database } from "../db/database.ts";
import { registerMember } from "../../modules/members/handlers.ts";
import { approvePost, submitPost } from "../../modules/posts/handlers.ts";
import { failureOf, newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { inTransaction } from "./command.ts";
import { append, ConcurrencyConflict, readStream } from "./store.ts";

const AT = "2026-09-10T04:00:00.000Z";
const submitted = (postId: string, memberId: number): JemputEvent => ({
  type: "PostSubmitted",
  data: {
    postId,
    memberId,
    title: "Nasi lemak taste test",
    url: `https://example.com/p/${postId}`,
    platform: "tiktok",
    at: AT,
  },
});

let t: TestRuntime;
let memberId: number;

const count = async (table: string, where = "true", params: ReadonlyArray<unknown> = []) =>
  (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0]!.n;

beforeAll(async () => {
  t = await startTestRuntime();
  ({ memberId } = await t.run(registerMember(newMember("Aisyah"), {})));
});
afterAll(async () => {
  await t?.close();
});

describe("event store", () => {
  it("refuses an append whose expected version is stale", async () => {
    const postId = crypto.randomUUID();
    const stream = streams.post(postId);
    await t.run(inTransaction((tx) => append(tx, stream, 0, [submitted(postId, memberId)], { actor: memberId })));
    const exit = await t.exit(
      Effect.gen(function* () {
        const db = yield* Database;
        return yield* db.transaction((tx) => append(tx, stream, 0, [submitted(postId, memberId)], { actor: memberId }));
      }),
    );
    const error = failureOf(exit);
    expect(error).toBeInstanceOf(ConcurrencyConflict);
    expect(error).toMatchObject({ streamId: stream, expectedVersion: 0 });
    const { version, events } = await t.run(
      Effect.gen(function* () {
        return yield* readStream(yield* Database, stream);
      }),
    );
    expect(version).toBe(1);
    expect(events).toHaveLength(1);
  });

  it("writes projections in the append's transaction, so a failed transaction leaves neither", async () => {
    const postId = crypto.randomUUID();
    const eventsBefore = await count("events");
    const exit = await t.exit(
      inTransaction((tx) =>
        Effect.gen(function* () {
          yield* append(tx, streams.post(postId), 0, [submitted(postId, memberId)], { actor: memberId });
          const seen = yield* tx.query(`SELECT post_id FROM posts WHERE post_id = $1`, [postId]);
          return yield* Effect.fail(new Error(`abort after projecting ${seen.length} row`));
        }),
      ),
    );
    expect(String((failureOf(exit) as Error).message)).toBe("abort after projecting 1 row");
    expect(await count("events")).toBe(eventsBefore);
    expect(await count("events", "stream_id = $1", [streams.post(postId)])).toBe(0);
    expect(await count("posts", "post_id = $1", [postId])).toBe(0);
  });

  it("credits a post once however many approvals race", async () => {
    const { referralCode } = await t.run(registerMember(newMember("Hafiz"), {}));
    const { memberId: poster } = await t.run(registerMember(newMember("Mei Ling", referralCode), {}));
    const now = new Date("2026-09-15T03:00:00.000Z");
    const postId = await t.run(
      submitPost(
        poster,
        { title: "Café hopping in KL", url: "https://example.com/p/3", platform: "youtube" },
        { actor: poster },
      ),
      now,
    );
    // On the Postgres server these run at once on separate connections; embedded, they queue.
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.run(approvePost(postId, { actor: "system" }), now)),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await count("events", "stream_id = $1 AND type = 'PostApproved'", [streams.post(postId)])).toBe(1);
    expect(await count("ledger_lines", "post_id = $1 AND kind = 'personal'", [postId])).toBe(1);
    expect(await count("ledger_lines", "post_id = $1", [postId])).toBe(2);
    const income = await t.sql<{ personal_sen: number; total_sen: number; posts: number }>(
      `SELECT personal_sen, total_sen, posts FROM monthly_income WHERE member_id = $1 AND period = 202609`,
      [poster],
    );
    expect(income).toEqual([{ personal_sen: 20_000, total_sen: 20_000, posts: 1 }]);
  });

  // The embedded server takes one connection: a failed transaction must hand its connection
  // back, not close it, or the next connect is refused until the close is noticed.
  it("serves the next query straight after a failed transaction", async () => {
    const failing = Effect.gen(function* () {
      const db = yield* Database;
      return yield* db.transaction((tx) => Effect.flatMap(tx.query("SELECT 1"), () => Effect.fail("refused")));
    });
    const probe = Effect.gen(function* () {
      const db = yield* Database;
      return yield* db.query<{ one: number }>("SELECT 1 AS one");
    });
    // The race is lost only some of the time, so try often enough to be sure either way.
    for (let i = 0; i < 25; i++) {
      await t.runtime.runPromiseExit(failing);
      const exit = await t.runtime.runPromiseExit(probe);
      expect(exit._tag, `query ${i + 1} after a failed transaction`).toBe("Success");
    }
  });
});
