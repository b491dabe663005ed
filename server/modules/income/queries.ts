import { Effect } from "effect";
import { toDecimalString } from "../../../domain/money.ts";
import type { Period } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";

/** The member's ledger lines of one Malaysian month, oldest first. */
export const ledgerOfMonth = (sql: Sql, memberId: number, period: Period) =>
  Effect.map(
    sql.query<{ position: number; kind: string; amount_sen: number; created_at: Date }>(
      `SELECT position, kind, amount_sen, created_at FROM ledger_lines WHERE member_id = $1 AND period = $2 ORDER BY position`,
      [memberId, period],
    ),
    (rows) =>
      rows.map((r) => ({
        id: r.position,
        type: r.kind,
        amount: toDecimalString(r.amount_sen),
        createdAt: r.created_at.toISOString(),
      })),
  );
