import { Effect } from "effect";
import { decodeEvent } from "../../domain/events.ts";
import { emptyReadModel, applyEvent, type ReadModel } from "../../domain/read-model.ts";
import type { Sql } from "../db/database.ts";
import { insertMany } from "./bulk.ts";
import { PROJECTION_COLUMNS, PROJECTION_TABLES } from "./tables.ts";

// Rebuilds every projection from the log: fold all events in memory with the same rules the
// live projector applies, then rewrite the tables in bulk, all in one transaction.
export interface Progress { readonly phase: "read" | "write"; readonly done: number; readonly total: number }

const BATCH = 20_000;

export const rebuildProjections = (tx: Sql, onProgress: (p: Progress) => void = () => {}) =>
  Effect.gen(function* () {
    // Writers wait while the tables are rewritten; readers keep the old rows until commit.
    yield* tx.query(`LOCK TABLE events IN EXCLUSIVE MODE`);
    const [{ total } = { total: 0 }] = yield* tx.query<{ total: number }>(`SELECT count(*)::int AS total FROM events`);
    const model: ReadModel = emptyReadModel();
    let after = 0;
    let done = 0;
    for (;;) {
      const rows = yield* tx.query<{ position: number; type: string; data: unknown }>(
        `SELECT position, type, data FROM events WHERE position > $1 ORDER BY position LIMIT ${BATCH}`, [after],
      );
      if (rows.length === 0) break;
      for (const row of rows) applyEvent(model, row.position, decodeEvent({ type: row.type, data: row.data }));
      after = rows.at(-1)!.position;
      done += rows.length;
      onProgress({ phase: "read", done, total });
    }
    yield* tx.query(`TRUNCATE ${PROJECTION_TABLES.join(", ")}`);
    const sets = {
      members: [...model.members.values()].sort((a, b) => a.memberId - b.memberId),
      monthly_income: [...model.monthly.values()],
      ledger_lines: model.ledger,
      activities: model.activities,
      posts: [...model.posts.values()],
      payouts: [...model.payouts.values()],
    };
    const rowsTotal = Object.values(sets).reduce((n, rows) => n + rows.length, 0);
    let written = 0;
    const tick = (n: number) => onProgress({ phase: "write", done: (written += n), total: rowsTotal });
    for (const table of PROJECTION_TABLES) {
      yield* insertMany(tx, table, PROJECTION_COLUMNS[table] as never, sets[table] as never, tick);
    }
    return { events: total };
  });

/** One digest per projection table, over every row in key order. */
export const projectionChecksums = (sql: Sql) =>
  Effect.gen(function* () {
    const sums: Record<string, string> = {};
    for (const table of PROJECTION_TABLES) {
      const [row] = yield* sql.query<{ rows: number; digest: string | null }>(
        `SELECT count(*)::int AS rows, md5(string_agg(md5(t::text), '' ORDER BY ${KEYS[table]})) AS digest FROM ${table} t`,
      );
      sums[table] = `${row?.rows ?? 0}:${row?.digest ?? "empty"}`;
    }
    return sums;
  });

const KEYS: Record<(typeof PROJECTION_TABLES)[number], string> = {
  members: "member_id",
  monthly_income: "member_id, period",
  ledger_lines: "position, member_id",
  activities: "position, member_id, type",
  posts: "post_id",
  payouts: "payout_id",
};
