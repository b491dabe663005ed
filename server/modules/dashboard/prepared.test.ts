import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAM_PAGE_QUERY } from "./team.ts";
import { STATS_BY_SESSION } from "./queries.ts";
import { Database, preparable } from "../../platform/db/database.ts";
import { startTestRuntime, type TestRuntime } from "../../testing/harness.ts";

// The busiest reads are kept prepared and planned once per connection: planning the team page
// cost more than running it. A `*` list in the text, or a parameter whose estimate makes a
// kept plan look dearer than a fresh one, would quietly bring planning back on every call.
describe("which statements are kept prepared", () => {
  it("refuses `*` lists and takes `count(*)` and products", () => {
    expect(preparable("SELECT * FROM members WHERE member_id = $1")).toBe(false);
    expect(preparable("SELECT e.position, l.* FROM e, unnest($1::int[]) AS l")).toBe(false);
    expect(preparable("SELECT a,* FROM t WHERE b = $1")).toBe(false);
    expect(preparable("UPDATE t SET a = $1 RETURNING *")).toBe(false);
    expect(preparable("SELECT count(*) FROM members WHERE referrer_id = $1")).toBe(true);
    expect(preparable("SELECT $1::bigint * interval '1 microsecond'")).toBe(true);
    expect(preparable(TEAM_PAGE_QUERY)).toBe(true);
    expect(preparable(STATS_BY_SESSION)).toBe(true);
  });
});

describe("plans kept across calls", () => {
  let db: TestRuntime;
  beforeAll(async () => {
    db = await startTestRuntime();
  });
  afterAll(async () => {
    await db.close();
  });

  // PostgreSQL plans the first five calls of a prepared statement each on its own, then keeps
  // one plan if its estimate is no worse than theirs: the sixth call on shows which it chose.
  let probes = 0;
  const plansOf = async (text: string, params: ReadonlyArray<unknown>) => {
    const name = `probe_${++probes}`;
    const pool = await db.run(
      Effect.gen(function* () {
        return (yield* Database).pool;
      }),
    );
    const client = await pool.connect();
    try {
      for (let i = 0; i < 8; i++) await client.query({ name, text, values: params as Array<unknown> });
      const {
        rows: [row],
      } = await client.query<{ generic: string; custom: string }>(
        "SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name = $1",
        [name],
      );
      return { generic: Number(row?.generic), custom: Number(row?.custom) };
    } finally {
      client.release();
    }
  };

  it("keeps one plan for the team page", async () => {
    const params = [1, 202611, "Former member", true, null, 0, true, null, 0, 24, ""];
    expect(await plansOf(TEAM_PAGE_QUERY, params)).toEqual({ generic: 3, custom: 5 });
  });

  it("keeps one plan for the dashboard stats", async () => {
    expect(await plansOf(STATS_BY_SESSION, ["no-such-token", 202611, 202610])).toEqual({ generic: 3, custom: 5 });
  });
});
