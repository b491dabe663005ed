import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streams } from "../../../domain/events.ts";
import { closeMonth } from "../../modules/payouts/handlers.ts";
import { approvePost, submitPost } from "../../modules/posts/handlers.ts";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { failureOf, startTestApp, type TestApp } from "../../testing/harness.ts";
import { Database } from "../db/database.ts";
import { readStream } from "../event-store/store.ts";
import { now } from "./now.ts";

// One clock for handlers, routes and the harness: a test moves it across a Malaysian month end
// (midnight of 1 December in Kuala Lumpur is 16:00 UTC on 30 November) without waiting.
const LAST_SECOND = new Date("2026-11-30T15:59:59.000Z");
const MIDNIGHT = new Date("2026-11-30T16:00:00.000Z");

const clock = testClock(LAST_SECOND);
let app: TestApp;

beforeAll(async () => {
  // Every request and handler run on this runtime reads the driven clock.
  app = await startTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

const eventsOf = (streamId: string) =>
  app.run(
    Effect.map(
      Effect.flatMap(Database, (db) => readStream(db, streamId)),
      ({ events }) => events,
    ),
  );

describe("the clock", () => {
  it("reads the driven instant, which an explicit instant overrides, and sleeps in real time", async () => {
    clock.set(LAST_SECOND);
    const started = performance.now();
    const [before, after] = await app.run(
      Effect.gen(function* () {
        const before = yield* now;
        yield* Effect.sleep(20);
        return [before, yield* now] as const;
      }),
    );
    // The sleep waited on the system clock; the driven time did not move meanwhile.
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    expect([before.toISOString(), after.toISOString()]).toEqual([LAST_SECOND.toISOString(), LAST_SECOND.toISOString()]);
    clock.advance("1 hour");
    expect((await app.run(now)).toISOString()).toBe("2026-11-30T16:59:59.000Z");
    expect((await app.run(now, new Date("2030-01-01T00:00:00.000Z"))).toISOString()).toBe("2030-01-01T00:00:00.000Z");
  });

  it("stamps the driven instant and moves the handlers into December at Malaysian midnight", async () => {
    clock.set(LAST_SECOND);
    const { ok, register, registerAdmin } = client(app);
    const admin = await registerAdmin("Clock");
    const author = await register("Zainab");
    const post = (n: number) =>
      app.run(
        submitPost(
          author.id,
          { title: `Month end ${n}`, url: `https://example.com/month-end/${n}`, platform: "tiktok" },
          { actor: author.id },
        ),
      );
    const reportMonths = async () =>
      ((await ok("GET", "/api/super-admin/income-reports", admin.token)) as Array<Record<string, unknown>>)
        .filter((row) => row["userId"] === author.id)
        .map((row) => `${String(row["year"])}-${String(row["month"])}`);

    // 23:59:59.500 on 30 November in Kuala Lumpur: the post is submitted and approved then, so
    // it pays into November, and November cannot be closed yet.
    clock.advance(500);
    const november = await post(1);
    await app.run(approvePost(november, { actor: admin.id }));
    expect((await eventsOf(streams.post(november))).map((e) => [e.event.type, e.occurredAt])).toEqual([
      ["PostSubmitted", "2026-11-30T15:59:59.500Z"],
      ["PostApproved", "2026-11-30T15:59:59.500Z"],
    ]);
    expect(await reportMonths()).toEqual(["2026-11"]);
    clock.advance(499);
    expect(failureOf(await app.exit(closeMonth(202611, { actor: "cli" })))).toMatchObject({ _tag: "MonthNotEnded" });

    // One millisecond later it is December there: the same calls land in the next month.
    clock.advance(1);
    expect(clock.now()).toEqual(MIDNIGHT);
    const closed = await app.run(closeMonth(202611, { actor: "cli" }));
    expect(closed.issued).toBeGreaterThan(0);
    const payouts = await eventsOf(streams.payoutMonth(202611));
    expect(new Set(payouts.map((e) => e.occurredAt))).toEqual(new Set([MIDNIGHT.toISOString()]));
    const december = await post(2);
    await app.run(approvePost(december, { actor: admin.id }));
    expect((await eventsOf(streams.post(december))).map((e) => e.occurredAt)).toEqual([
      MIDNIGHT.toISOString(),
      MIDNIGHT.toISOString(),
    ]);
    // The report's default month follows the clock too, over HTTP.
    expect(await reportMonths()).toEqual(["2026-12"]);
  });
});
