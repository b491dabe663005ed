import { Effect } from "effect";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextPeriod, periodOf, periodStart, previousPeriod } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { Database } from "../../platform/db/database.ts";
import { liveChecksums, rebuildProjections } from "../../modules/projections/rebuild.ts";
import { waitFor } from "../../testing/jobs.ts";
import { closeMonth } from "../../modules/payouts/handlers.ts";
import { recomputeMonth } from "../../modules/projections/income-recompute.ts";
import { approvePost } from "../../modules/posts/handlers.ts";
import { ADMIN_URL, startTestApp, type TestApp } from "../../testing/harness.ts";

// Log positions are taken when a transaction appends, not when it commits, so an event can
// become visible after one with a higher position. Every reader that folds the log (rebuild,
// income recompute) must wait for such an event, never pass it. Closing a month reads the
// unpaid lines instead, and pays only what its snapshot shows: it must not wait, and must leave
// the late line unpaid rather than lose it.
// Here an approval takes its position, is held before commit (its ledger insert waits on a
// lock), a later-numbered registration commits, and the reader runs in between. Embedded,
// one connection runs one transaction at a time, so no commit can come late.
const lastMonth = previousPeriod(periodOf(new Date()));
const lastMomentOf = (period: number) => new Date(periodStart(nextPeriod(period)).getTime() - 1);

let app: TestApp;
let api: ReturnType<typeof client>;
let probe: pg.Client;

beforeAll(async () => {
  if (!ADMIN_URL) return;
  app = await startTestApp();
  api = client(app);
  probe = new pg.Client({ connectionString: app.env["DATABASE_URL"]! });
  await probe.connect();
});
afterAll(async () => {
  await probe?.end();
  await app?.close();
});

const lockWaiters = async () =>
  (
    await probe.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )
  ).rows[0]!.n;

/** An approval at `at` that has appended its event and waits to finish until `commit()`. */
const lateApproval = async (at: Date) => {
  const poster = await api.register("Late");
  const post = await api.ok("POST", "/api/posts", poster.token, {
    title: "Late commit",
    url: `https://tiktok.com/@late/${poster.id}`,
    platform: "tiktok",
  });
  const postId = post["id"] as string;
  const blocker = new pg.Client({ connectionString: app.env["DATABASE_URL"]! });
  await blocker.connect();
  await blocker.query("BEGIN");
  await blocker.query("LOCK TABLE ledger_lines IN EXCLUSIVE MODE");
  const approval = app.run(approvePost(postId, { actor: "system" }), at);
  await waitFor("the approval to hold its log position", async () => (await lockWaiters()) >= 1);
  // Its position is taken (sequences are not transactional) but its row is not yet visible.
  const { position } = (
    await probe.query<{ position: number }>(`SELECT last_value::int AS position FROM events_position_seq`)
  ).rows[0]!;
  expect(await app.sql(`SELECT 1 FROM events WHERE position = $1`, [position])).toEqual([]);
  // A later-numbered event commits first.
  const later = await api.register("Sooner");
  const [visible] = await app.sql<{ position: number }>(`SELECT position FROM events WHERE stream_id = $1`, [
    `member-${later.id}`,
  ]);
  expect(visible!.position).toBeGreaterThan(position);
  return {
    poster,
    postId,
    /** Lets the approval commit once `reader` is waiting (or done), and returns both. */
    commitDuring: async <A>(reader: Promise<A>) => {
      try {
        await Promise.race([
          reader.catch(() => undefined),
          waitFor("the reader to wait for the approval", async () => (await lockWaiters()) >= 2),
        ]);
      } finally {
        await blocker.query("COMMIT");
        await blocker.end();
      }
      const [result] = await Promise.all([reader, approval]);
      return result;
    },
  };
};

const live = () =>
  app.run(
    Effect.gen(function* () {
      return yield* liveChecksums(yield* Database);
    }),
  );

describe.skipIf(!ADMIN_URL)("readers of the log and an event that commits late", () => {
  it("a rebuild includes it", async () => {
    const late = await lateApproval(new Date());
    await late.commitDuring(
      app.run(
        Effect.gen(function* () {
          const db = yield* Database;
          return yield* db.transaction((tx) => rebuildProjections(tx));
        }),
      ),
    );
    expect(await app.sql(`SELECT kind, amount_sen FROM ledger_lines WHERE post_id = $1`, [late.postId])).toEqual([
      { kind: "personal", amount_sen: 20_000 },
    ]);
    // What the rebuild wrote is what the log gives, now that every append has committed.
    const written = await live();
    await app.run(
      Effect.gen(function* () {
        return yield* (yield* Database).transaction((tx) => rebuildProjections(tx));
      }),
    );
    expect(await live()).toEqual(written);
  });

  it("an income recompute of its month includes it", async () => {
    const late = await lateApproval(lastMomentOf(lastMonth));
    const result = await late.commitDuring(
      app.run(
        Effect.gen(function* () {
          return yield* (yield* Database).transaction((tx) => recomputeMonth(tx, lastMonth));
        }),
      ),
    );
    expect(result.corrected).toBe(0);
    expect(
      await app.sql(`SELECT total_sen FROM monthly_income WHERE member_id = $1 AND period = $2`, [
        late.poster.id,
        lastMonth,
      ]),
    ).toEqual([{ total_sen: 20_000 }]);
  });

  // The month's last approval is still committing when the month is closed a moment later. The
  // close does not wait for it (decision 45): its line is left unpaid, and the next close pays it.
  it("closing its month goes on without it, and the next close pays it", async () => {
    const late = await lateApproval(lastMomentOf(lastMonth));
    const closing = app.run(closeMonth(lastMonth, { actor: "cli" })).then(async (result) => ({
      result,
      // Read the moment the close answered: the approval had not committed yet.
      lateLines: await probe.query(`SELECT 1 FROM ledger_lines WHERE post_id = $1`, [late.postId]),
    }));
    const { result: closed, lateLines } = await late.commitDuring(closing);
    expect(lateLines.rows).toEqual([]);
    const paidTo = (period: number) =>
      app.sql<{ member_id: number; amount_sen: number }>(
        `SELECT member_id, amount_sen FROM payouts WHERE period = $1`,
        [period],
      );
    expect((await paidTo(lastMonth)).map((p) => p.member_id)).not.toContain(late.poster.id);
    const [owed] = await app.sql<{ sen: number }>(
      `SELECT sum(total_sen)::int AS sen FROM monthly_income WHERE period = $1`,
      [lastMonth],
    );
    expect(closed.totalSen).toBe(owed!.sen - 20_000);
    const following = nextPeriod(lastMonth);
    await app.run(closeMonth(following, { actor: "cli" }), periodStart(nextPeriod(following)));
    expect(await paidTo(following)).toContainEqual({ member_id: late.poster.id, amount_sen: 20_000 });
  });
});
