import { Effect } from "effect";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database, DbError } from "../db/database.ts";
import { ADMIN_URL, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import {
  adoptRestoredLog,
  catchUp,
  catchUpOnce,
  isBehind,
  subscriptionLag,
  type Subscription,
} from "./subscription.ts";

// A subscription that records the positions it is handed, in a table of its own, so what it
// applied (and how often) can be read back. Its row starts at the log's beginning.
const recorder = (name: string, fail?: () => boolean): Subscription => ({
  name,
  apply: (tx, events) =>
    Effect.gen(function* () {
      yield* tx.query(`INSERT INTO seen (subscription, position) SELECT $1, unnest($2::bigint[])`, [
        name,
        events.map((e) => e.position),
      ]);
      if (fail?.()) return yield* Effect.fail(new DbError({ cause: new Error("the batch broke off"), code: "XX999" }));
    }),
});

let t: TestRuntime;
let n = 0;
/** Appends an AdminGranted event with a plain INSERT on `client` (the app's pool when absent). */
const log = async (client?: pg.Client) => {
  const text = `INSERT INTO events (stream_id, stream_version, type, data, occurred_at)
                VALUES ($1, 1, 'AdminGranted', $2, now()) RETURNING position`;
  const values = [`test-${++n}`, JSON.stringify({ memberId: n, at: new Date().toISOString() })];
  const rows = client ? (await client.query(text, values)).rows : await t.sql(text, values);
  return Number((rows[0] as { position: number }).position);
};
const seen = async (name: string) =>
  (await t.sql<{ position: number }>(`SELECT position FROM seen WHERE subscription = $1 ORDER BY id`, [name])).map(
    (r) => r.position,
  );
const run = (subscription: Subscription, batch?: number) =>
  t.run(Effect.flatMap(Database, (db) => catchUp(db, subscription, { batch })));

beforeAll(async () => {
  t = await startTestRuntime();
  await t.sql(
    `CREATE TABLE seen (id bigserial PRIMARY KEY, subscription text, position bigint, UNIQUE (subscription, position))`,
  );
  for (const name of ["gaps", "crash", "race", "lag"]) {
    await t.sql(`INSERT INTO subscriptions (name, last_transaction_id, last_position) VALUES ($1, '0', 0)`, [name]);
  }
});
afterAll(async () => {
  await t?.close();
});

describe("a subscription to the log", () => {
  it.skipIf(!ADMIN_URL)("never passes an event whose transaction commits after a later-numbered one", async () => {
    const subscription = recorder("gaps");
    const first = await log();
    const late = new pg.Client({ connectionString: t.env["DATABASE_URL"]! });
    await late.connect();
    try {
      await late.query("BEGIN");
      const held = await log(late);
      const sooner = await log();
      expect(sooner).toBeGreaterThan(held);
      await run(subscription);
      // The later-numbered event committed, but the held one may still commit before it.
      expect(await seen("gaps")).toEqual([first]);
      await late.query("COMMIT");
      await run(subscription);
      expect(await seen("gaps")).toEqual([first, held, sooner]);
    } finally {
      await late.end();
    }
  });

  it.skipIf(!ADMIN_URL)("tells a reader it is behind only by what a catch-up could apply now", async () => {
    const subscription = recorder("probe");
    await t.sql(`INSERT INTO subscriptions (name, last_transaction_id, last_position) VALUES ('probe', '0', 0)`);
    await run(subscription);
    const behind = () => t.run(Effect.flatMap(Database, (db) => isBehind(db, "probe")));
    expect(await behind()).toBe(false);
    // A long transaction (a month's close) has appended; a later one commits meanwhile.
    const long = new pg.Client({ connectionString: t.env["DATABASE_URL"]! });
    await long.connect();
    try {
      await long.query("BEGIN");
      const held = await log(long);
      const sooner = await log();
      expect(await behind()).toBe(false);
      expect(await run(subscription)).toBe(0);
      // Health still counts what waits beyond it, reading around the transaction that runs.
      const lag = (await t.run(Effect.flatMap(Database, subscriptionLag))).find((s) => s.name === "probe")!;
      expect(lag.behind).toBe(1);
      await long.query("COMMIT");
      expect(await behind()).toBe(true);
      await run(subscription);
      expect((await seen("probe")).slice(-2)).toEqual([held, sooner]);
      expect(await behind()).toBe(false);
    } finally {
      await long.end();
    }
  });

  it.skipIf(!ADMIN_URL)("is not held back by a transaction in another database of the same server", async () => {
    const subscription = recorder("elsewhere");
    await t.sql(`INSERT INTO subscriptions (name, last_transaction_id, last_position) VALUES ('elsewhere', '0', 0)`);
    const other = new pg.Client({ connectionString: ADMIN_URL! });
    await other.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT pg_current_xact_id()");
      const position = await log();
      await run(subscription);
      expect(await seen("elsewhere")).toContain(position);
    } finally {
      await other.query("ROLLBACK");
      await other.end();
    }
  });

  it("resumes after a batch broke off without applying any event twice", async () => {
    let breaks = 1;
    const subscription = recorder("crash", () => breaks-- > 0);
    const logged = [await log(), await log(), await log()];
    await expect(run(subscription, 2)).rejects.toMatchObject({ code: "XX999" });
    expect(await seen("crash")).toEqual([]);
    await run(subscription, 2);
    const applied = await seen("crash");
    expect(applied.filter((p) => logged.includes(p))).toEqual(logged);
    expect(new Set(applied).size).toBe(applied.length);
  });

  it("is applied once when several instances follow it at the same time", async () => {
    const subscription = recorder("race");
    for (let i = 0; i < 20; i += 1) await log();
    const once = (batch: number) =>
      t.run(Effect.flatMap(Database, (db) => catchUpOnce(db, subscription, { batch, wait: true })));
    await Promise.all([once(3), once(3), once(5), once(7), run(subscription, 4)]);
    await run(subscription);
    const applied = await seen("race");
    const head = (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM events`))[0]!.n;
    expect(applied).toHaveLength(head);
    expect([...applied].sort((a, b) => a - b)).toEqual(applied);
  });

  it("reports how far behind it is until it has caught up", async () => {
    const subscription = recorder("lag");
    await log();
    const behind = async () =>
      (await t.run(Effect.flatMap(Database, subscriptionLag))).find((s) => s.name === "lag")!.behind;
    expect(await behind()).toBeGreaterThan(0);
    await run(subscription);
    expect(await behind()).toBe(0);
  });

  it("takes transactions in the order of their ids, not of their ids' digits", async () => {
    const subscription = recorder("digits");
    await t.sql(`INSERT INTO subscriptions (name, last_transaction_id, last_position) VALUES ('digits', '0', 0)`);
    // Two events of long-finished transactions whose ids differ in length: 9 comes before 10.
    const at = (xid: string) =>
      t.sql<{ position: number }>(
        `INSERT INTO events (stream_id, stream_version, type, data, occurred_at, transaction_id)
         VALUES ($1, 1, 'AdminGranted', $2, now(), $3::xid8) RETURNING position`,
        [`digits-${xid}`, JSON.stringify({ memberId: 1, at: new Date().toISOString() }), xid],
      );
    const [ten] = await at("10");
    const [nine] = await at("9");
    expect(await t.run(Effect.flatMap(Database, (db) => catchUpOnce(db, subscription, { batch: 2 })))).toBe(2);
    expect(await seen("digits")).toEqual([nine!.position, ten!.position]);
    expect(await t.sql(`SELECT last_transaction_id::text AS id FROM subscriptions WHERE name = 'digits'`)).toEqual([
      { id: "10" },
    ]);
  });

  it("adopts a log restored from a server whose transaction ids are ahead of this one's", async () => {
    const subscription = recorder("restored");
    await t.sql(`INSERT INTO subscriptions (name, last_transaction_id, last_position) VALUES ('restored', '0', 0)`);
    const restored = await log();
    // As a restore from another server leaves the log: every id ahead of the ones given here.
    await t.sql(
      `UPDATE events SET transaction_id = (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000)::text::xid8`,
    );
    expect(await t.run(Effect.flatMap(Database, (db) => adoptRestoredLog(db, [subscription])))).toBe(true);
    expect(await seen("restored")).toContain(restored);
    const next = await log();
    await run(subscription);
    const applied = await seen("restored");
    expect(applied.at(-1)).toBe(next);
    expect(new Set(applied).size).toBe(applied.length);
    expect(await t.run(Effect.flatMap(Database, (db) => adoptRestoredLog(db, [subscription])))).toBe(false);
  });
});
