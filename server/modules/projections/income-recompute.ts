import { Effect } from "effect";
import { decodeEvent } from "../../../domain/events.ts";
import type { Sql } from "../../platform/db/database.ts";

// Recomputes one month's income rows straight from the log's approvals, replacing the
// projection's rows for that month, and reports how many rows it corrected.
export const recomputeMonth = (tx: Sql, period: number) =>
  Effect.gen(function* () {
    // Approvals wait while the month is rewritten, so none lands between the read and the write.
    yield* tx.query(`LOCK TABLE events IN EXCLUSIVE MODE`);
    const approvals = yield* tx.query<{ type: string; data: unknown }>(
      `SELECT type, data FROM events WHERE type = 'PostApproved' AND (data->>'period')::int = $1 ORDER BY position`,
      [period],
    );
    const rows = new Map<number, { personal: number; level1: number; level2: number; posts: number }>();
    for (const raw of approvals) {
      const event = decodeEvent(raw);
      if (event.type !== "PostApproved") continue;
      for (const credit of event.data.credits) {
        const row = rows.get(credit.memberId) ?? { personal: 0, level1: 0, level2: 0, posts: 0 };
        if (credit.kind === "personal") { row.personal += credit.amountSen; row.posts += 1; }
        else if (credit.kind === "level1_override") row.level1 += credit.amountSen;
        else row.level2 += credit.amountSen;
        rows.set(credit.memberId, row);
      }
    }
    const before = yield* tx.query<{ member_id: number; personal_sen: number; level1_sen: number; level2_sen: number; posts: number }>(
      `SELECT member_id, personal_sen, level1_sen, level2_sen, posts FROM monthly_income WHERE period = $1`, [period],
    );
    const seen = new Set(before.map((b) => b.member_id));
    const corrected = before.filter((b) => {
      const r = rows.get(b.member_id);
      return !r || r.personal !== b.personal_sen || r.level1 !== b.level1_sen || r.level2 !== b.level2_sen || r.posts !== b.posts;
    }).length + [...rows.keys()].filter((id) => !seen.has(id)).length;
    yield* tx.query(`DELETE FROM monthly_income WHERE period = $1`, [period]);
    const ids = [...rows.keys()];
    yield* tx.query(
      `INSERT INTO monthly_income (member_id, period, personal_sen, level1_sen, level2_sen, posts)
       SELECT id, $2, p, l1, l2, n FROM unnest($1::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::int[]) AS t(id, p, l1, l2, n)`,
      [ids, period, ids.map((id) => rows.get(id)!.personal), ids.map((id) => rows.get(id)!.level1), ids.map((id) => rows.get(id)!.level2), ids.map((id) => rows.get(id)!.posts)],
    );
    const totalSen = [...rows.values()].reduce((s, r) => s + r.personal + r.level1 + r.level2, 0);
    return { members: rows.size, totalSen, corrected };
  });
