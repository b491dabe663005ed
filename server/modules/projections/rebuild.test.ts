import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { seedDatabase } from "../../../tools/seed/write.ts";
import { startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { dropIndexes } from "../../platform/db/indexes.ts";
import { REINDEX_FROM_EVENTS } from "./projection-writer.ts";
import { liveChecksums, rebuildProjections } from "./rebuild.ts";

// A world large enough for the bulk path: the seed folds its projections while writing the log
// (indexes set aside and rebuilt), and rebuilding from the log, by batches on the writing
// connection or from a second connection, gives the same tables and the same indexes back.
let t: TestRuntime;
const NOW = new Date("2026-10-15T04:00:00.000Z");

const definitions = () =>
  t.sql<{ name: string; def: string }>(`
    SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS def FROM pg_index
     WHERE indrelid = ANY('{members,monthly_income,ledger_lines,activities,posts,payouts,events,profiles}'::regclass[])
    UNION ALL
    SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint
     WHERE conrelid = ANY('{members,monthly_income,ledger_lines,activities,posts,payouts,events,profiles}'::regclass[])
    ORDER BY 1, 2`);

let before: Awaited<ReturnType<typeof definitions>>;
let seeded: { events: number };

beforeAll(async () => {
  t = await startTestRuntime();
  before = await definitions();
  seeded = await t.run(seedDatabase({ members: 12_000, months: 12, seed: 7, now: NOW, passwordHash: "not-a-hash" }));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("bulk projections", () => {
  it("seeds enough events to take the bulk path, and leaves every index and key as the migrations made them", async () => {
    expect(seeded.events).toBeGreaterThanOrEqual(REINDEX_FROM_EVENTS);
    expect(await definitions()).toEqual(before);
  });

  it("rebuilds the same tables from the log, with or without a second reading connection", async () => {
    const seededSums = await t.run(Effect.flatMap(Database, liveChecksums));
    await t.run(
      Effect.gen(function* () {
        const db = yield* Database;
        return yield* db.transaction((tx) => rebuildProjections(tx));
      }),
    );
    expect(await t.run(Effect.flatMap(Database, liveChecksums))).toEqual(seededSums);
    await t.run(
      Effect.gen(function* () {
        const db = yield* Database;
        return yield* db.transaction((tx) => rebuildProjections(tx, () => {}, { reader: db }));
      }),
    );
    expect(await t.run(Effect.flatMap(Database, liveChecksums))).toEqual(seededSums);
    expect(await definitions()).toEqual(before);
  }, 120_000);

  it("puts back what it dropped, in an order PostgreSQL accepts, and keeps what it was told to", async () => {
    await t.run(
      Effect.gen(function* () {
        const db = yield* Database;
        yield* db.transaction((tx) =>
          Effect.gen(function* () {
            const restore = yield* dropIndexes(tx, ["members", "posts"], ["members_pkey"]);
            const left = yield* tx.query<{ name: string }>(
              `SELECT indexrelid::regclass::text AS name FROM pg_index WHERE indrelid = ANY('{members,posts}'::regclass[])`,
            );
            expect(left.map((r) => r.name)).toEqual(["members_pkey"]);
            yield* restore;
          }),
        );
      }),
    );
    expect(await definitions()).toEqual(before);
  });
});
