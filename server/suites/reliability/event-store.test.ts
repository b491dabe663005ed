import { Effect, Exit } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streams, type JemputEvent } from "../../../domain/events.ts";
import * as post from "../../../domain/post.ts";
import { Database } from "../../platform/db/database.ts";
import { handleIn, inTransaction } from "../../platform/event-store/command.ts";
import { append, ConcurrencyConflict, withIdempotency } from "../../platform/event-store/store.ts";
import { registerMember } from "../../modules/members/handlers.ts";
import { failureOf, newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { raceAtTheLog } from "./hold.ts";
import { together } from "./http.ts";

// The event store's two promises under contention. One writer at a time is covered in
// server/platform/event-store/store.test.ts (a stale expected version is refused; a repeated idempotency
// key gets the first result back and appends nothing); here the writers overlap.
const WRITERS = 12;
const AT = "2026-09-10T04:00:00.000Z";

let t: TestRuntime;
let memberId = 0;

beforeAll(async () => {
  t = await startTestRuntime({ DB_POOL_SIZE: String(WRITERS + 2) });
  ({ memberId } = await t.run(registerMember(newMember("Farah"), {})));
});
afterAll(async () => {
  await t?.close();
});

const eventsOf = (stream: string) =>
  t.sql<{ stream_version: number; type: string }>(
    `SELECT stream_version, type FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [stream],
  );

describe("the event store under concurrent writers", () => {
  it("appends at one expected version once: every other writer gets a conflict, not an error", async () => {
    const postId = crypto.randomUUID();
    const stream = streams.post(postId);
    const submitted = (n: number): JemputEvent => ({
      type: "PostSubmitted",
      data: { postId, memberId, title: `Writer ${n}`, url: "https://example.com/p/1", platform: "tiktok", at: AT },
    });
    // Plain transactions, not inTransaction: a conflict is reported, not retried.
    const exits = await raceAtTheLog(t, WRITERS, () =>
      together(WRITERS, (n) =>
        t.exit(
          Effect.gen(function* () {
            const db = yield* Database;
            return yield* db.transaction((tx) => append(tx, stream, 0, [submitted(n)], { actor: memberId }));
          }),
        ),
      ),
    );
    const failures = exits.filter(Exit.isFailure).map(failureOf);
    expect(exits.filter(Exit.isSuccess)).toHaveLength(1);
    expect(failures).toHaveLength(WRITERS - 1);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(ConcurrencyConflict);
      expect(failure).toMatchObject({ streamId: stream, expectedVersion: 0 });
    }
    expect(await eventsOf(stream)).toEqual([{ stream_version: 1, type: "PostSubmitted" }]);
  });

  it("runs a command once for one idempotency key, however many copies arrive together", async () => {
    const key = `submit-${crypto.randomUUID()}`;
    const before = (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM events`))[0]!.n;
    // Each copy would submit a different post, so only the key can stop the others.
    const copies = await raceAtTheLog(t, WRITERS, () =>
      together(WRITERS, (n) => {
        const postId = crypto.randomUUID();
        return t.run(
          inTransaction((tx) =>
            withIdempotency(
              tx,
              key,
              handleIn(tx, {
                decider: post,
                streamId: streams.post(postId),
                command: {
                  type: "SubmitPost",
                  postId,
                  memberId,
                  title: `Copy ${n}`,
                  url: "https://example.com/p/2",
                  platform: "youtube",
                  at: AT,
                },
                metadata: { actor: memberId, idempotencyKey: key },
              }),
            ),
          ),
        );
      }),
    );
    expect((await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM events`))[0]!.n).toBe(before + 1);
    const first = JSON.parse(JSON.stringify(copies[0]));
    for (const copy of copies) expect(JSON.parse(JSON.stringify(copy))).toEqual(first);
    const [stored] = await t.sql<{ stream_id: string; key: string }>(
      `SELECT stream_id, metadata ->> 'idempotencyKey' AS key FROM events WHERE metadata ->> 'idempotencyKey' = $1`,
      [key],
    );
    expect(stored).toEqual({ stream_id: `post-${first.events[0].event.data.postId}`, key });
  });
});
