import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "./database.ts";
import { failureOf, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import type { Statement } from "./pipeline.ts";

// Statements sent in one round trip run as one transaction of their own (or as part of the
// transaction they are sent in), in order, each seeing what the ones before it wrote; a failure
// anywhere leaves nothing, and the connection (the embedded database has only one) serves the
// next caller.
let t: TestRuntime;

beforeAll(async () => {
  t = await startTestRuntime();
  await t.sql(
    `CREATE TABLE pipeline_rows (id bigserial PRIMARY KEY, label text UNIQUE NOT NULL, tags text[] NOT NULL, at timestamptz)`,
  );
});
afterAll(async () => {
  await t?.close();
});

const insert = (label: string, tags: ReadonlyArray<string> = []): Statement => ({
  text: `INSERT INTO pipeline_rows (label, tags, at) VALUES ($1, $2, $3) RETURNING id, label, tags, at`,
  values: [label, tags, "2026-09-10T04:00:00.000Z"],
});
const run = (statements: ReadonlyArray<Statement>) =>
  Effect.gen(function* () {
    return yield* (yield* Database).pipeline(statements);
  });
const labels = async () =>
  (await t.sql<{ label: string }>(`SELECT label FROM pipeline_rows ORDER BY id`)).map((r) => r.label);

describe("a pipeline", () => {
  it("answers each statement's rows, typed as pg types them, each statement seeing the ones before", async () => {
    const [first, second] = await t.run(
      run([
        insert("first", ["a", "b,c", 'd"e']),
        {
          text: `SELECT count(*)::int AS n, currval('pipeline_rows_id_seq')::int AS last FROM pipeline_rows WHERE label = $1`,
          values: ["first"],
        },
      ]),
    );
    expect(first).toEqual([
      { id: 1, label: "first", tags: ["a", "b,c", 'd"e'], at: new Date("2026-09-10T04:00:00.000Z") },
    ]);
    expect(second).toEqual([{ n: 1, last: 1 }]);
  });

  it("writes nothing when any statement fails, reports that failure, and serves the next call", async () => {
    for (let i = 0; i < 3; i++) {
      const exit = await t.exit(run([insert(`kept-${i}`), insert("first"), insert(`after-${i}`)]));
      expect(failureOf(exit)).toMatchObject({ _tag: "DbError", code: "23505" });
    }
    expect(await labels()).toEqual(["first"]);
    // The statements that were parsed before a failure, and the one that failed, run again.
    await t.run(run([insert("second"), insert("third"), { text: `SELECT 1 AS one`, values: [] }]));
    expect(await labels()).toEqual(["first", "second", "third"]);
    expect(await t.sql(`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  });

  it("inside a transaction is part of it: committed with it, and a failure leaves none of it", async () => {
    const inTransaction = (first: string, piped: ReadonlyArray<Statement>) =>
      Effect.gen(function* () {
        return yield* (yield* Database).transaction((tx) =>
          Effect.gen(function* () {
            const [before] = yield* tx.query(insert(first).text, insert(first).values);
            const answers = yield* tx.pipeline(piped);
            return [[before], ...answers];
          }),
        );
      });
    const answers = await t.run(inTransaction("fourth", [insert("fifth"), insert("sixth")]));
    expect(answers.map((rows) => rows[0]?.["label"])).toEqual(["fourth", "fifth", "sixth"]);
    expect(await labels()).toEqual(["first", "second", "third", "fourth", "fifth", "sixth"]);
    // The pipeline's failure aborts the transaction: what it and the statement before wrote goes.
    const exit = await t.exit(inTransaction("lost", [insert("lost too"), insert("first")]));
    expect(failureOf(exit)).toMatchObject({ _tag: "DbError", code: "23505" });
    expect(await labels()).toEqual(["first", "second", "third", "fourth", "fifth", "sixth"]);
    expect(await t.sql(`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  });
});
