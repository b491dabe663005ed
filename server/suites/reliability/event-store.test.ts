import { Effect, Exit } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streams, type JemputEvent } from "../../../domain/events.ts";
import { Database } from "../../platform/db/database.ts";
import { append, ConcurrencyConflict } from "../../platform/event-store/store.ts";
import { registerMember } from "../../modules/members/handlers.ts";
import { failureOf, newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { raceAtTheLog } from "./hold.ts";
import { together } from "./http.ts";

// The event store's promise under contention. One writer at a time is covered in
// server/platform/event-store/store.test.ts (a stale expected version is refused); here the
// writers overlap.
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
});
