import { Effect } from "effect";
import { decodeEvent } from "../../../domain/events.ts";
import { insertMany } from "../../platform/db/bulk.ts";
import type { Sql } from "../../platform/db/database.ts";
import { foldEvent } from "./applier.ts";
import { refreshSearchRows } from "./subscriptions.ts";
import { emptyTables } from "./table.ts";
import { monthlyIncome } from "./tables/monthly-income.ts";

// Recomputes one month's income rows straight from the log's approvals and reversals, folded by the same
// applier as every other projection, replaces the projection's rows for that month and
// reports how many rows it corrected.
export const recomputeMonth = (tx: Sql, period: number) =>
  Effect.gen(function* () {
    // Approvals wait while the month is rewritten, so none lands between the read and the write.
    yield* tx.query(`LOCK TABLE events IN EXCLUSIVE MODE`);
    const approvals = yield* tx.query<{ position: number; type: string; data: unknown }>(
      `SELECT position, type, data FROM events
        WHERE type IN ('PostApproved', 'PostReversed') AND (data->>'period')::int = $1 ORDER BY position`,
      [period],
    );
    const tables = emptyTables();
    for (const raw of approvals) foldEvent(tables, raw.position, decodeEvent(raw));
    const rows = [...tables.monthly.values()];
    const key = (r: {
      personalSen: number;
      level1Sen: number;
      level2Sen: number;
      reversedSen: number;
      posts: number;
    }) => `${r.personalSen}:${r.level1Sen}:${r.level2Sen}:${r.reversedSen}:${r.posts}`;
    const before = yield* tx.query<{
      member_id: number;
      personal_sen: number;
      level1_sen: number;
      level2_sen: number;
      reversed_sen: number;
      posts: number;
    }>(
      `SELECT member_id, personal_sen, level1_sen, level2_sen, reversed_sen, posts FROM monthly_income WHERE period = $1`,
      [period],
    );
    const now = new Map(rows.map((r) => [r.memberId, key(r)]));
    const was = new Map(
      before.map((b) => [
        b.member_id,
        key({
          personalSen: b.personal_sen,
          level1Sen: b.level1_sen,
          level2Sen: b.level2_sen,
          reversedSen: b.reversed_sen,
          posts: b.posts,
        }),
      ]),
    );
    const changed = [...new Set([...now.keys(), ...was.keys()])].filter((id) => now.get(id) !== was.get(id));
    yield* tx.query(`DELETE FROM monthly_income WHERE period = $1`, [period]);
    yield* insertMany(tx, monthlyIncome.table, monthlyIncome.columns, rows);
    // The search table shows each member's latest month: rewrite the rows of those whose month changed.
    yield* refreshSearchRows(tx, changed);
    const totalSen = rows.reduce((s, r) => s + r.personalSen + r.level1Sen + r.level2Sen + r.reversedSen, 0);
    return { members: rows.length, totalSen, corrected: changed.length };
  });
