import { Effect } from "effect";
import type { UnpaidLine } from "../../../domain/payouts.ts";
import type { Sql } from "../../platform/db/database.ts";

// Balances: a ledger line is unpaid while no payout_lines row names it. What the ledger holds
// is, at every moment, what payouts (not failed) paid plus what is unpaid. Whether a close may
// pay an unpaid line yet (its holding period, decision 53) is the close decider's to say
// (domain/payouts.ts); these read the lines with the instant it looks at.

const NOT_PAID = `NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position)`;

const UNPAID_LINE = `l.member_id AS "memberId", l.position, l.amount_sen AS "amountSen",
       (extract(epoch FROM l.payable_at) * 1000)::bigint AS "payableAt"`;

const REVERSAL_KINDS = `('personal_reversal', 'level1_reversal', 'level2_reversal')`;
const CREDIT_KINDS = `('personal', 'level1_override', 'level2_override')`;

// The unpaid lines a close of the month $1 looks at, with `and` narrowing both parts (a member):
// those of a month up to it, and the reversals, made in a later month, of approvals of those
// months. A post reversed in the month after its approval, within its holding period, is taken
// back by the close that would pay it, however late that close runs, rather than paid there and
// taken back a month later. The second part reads only reversal lines (few, and indexed by
// migration 039), each looking up its approval's line by the member's key.
const inClose = (and = "") =>
  `SELECT ${UNPAID_LINE} FROM ledger_lines l
    WHERE l.period <= $1 ${and} AND ${NOT_PAID}
   UNION ALL
   SELECT ${UNPAID_LINE} FROM ledger_lines l
    WHERE l.period > $1 AND l.kind IN ${REVERSAL_KINDS} ${and} AND ${NOT_PAID}
      AND EXISTS (SELECT 1 FROM ledger_lines a
                   WHERE a.member_id = l.member_id AND a.post_id = l.post_id
                     AND a.period <= $1 AND a.kind IN ${CREDIT_KINDS})
   ORDER BY "memberId", position`;

/** Every unpaid line a close of `period` looks at, in member and log order. */
export const unpaidLines = (sql: Sql, period: number) => sql.query<UnpaidLine>(inClose(), [period]);

/** One member's unpaid lines a close of `period` looks at: what it would pay them, as the close decides. */
export const unpaidLinesOf = (sql: Sql, memberId: number, period: number) =>
  sql.query<UnpaidLine>(inClose("AND l.member_id = $2"), [period, memberId]);

/** One member's unpaid lines still in their holding period at `at`, of any month, in log order. */
export const pendingLinesOf = (sql: Sql, memberId: number, at: Date) =>
  sql.query<UnpaidLine>(
    `SELECT ${UNPAID_LINE}
       FROM ledger_lines l
      WHERE l.member_id = $1 AND l.payable_at > $2 AND ${NOT_PAID}
      ORDER BY l.position`,
    [memberId, at],
  );

export interface Balance {
  readonly ledgerSen: number;
  readonly paidOutSen: number;
  readonly unpaidSen: number;
}

/**
 * The ledger against payouts and the unpaid balance, per member (or over everyone with no
 * member): ledger = payouts (not failed) + unpaid must hold, and every payout must equal the
 * sum of its lines. Answers the members where it does not, with their figures.
 */
export const balanceDifferences = (sql: Sql) =>
  sql.query<{ member_id: number; ledger_sen: number; paid_out_sen: number; lines_sen: number; unpaid_sen: number }>(
    `WITH ledger AS (SELECT member_id, sum(amount_sen)::bigint AS ledger_sen FROM ledger_lines GROUP BY member_id),
          paid AS (SELECT member_id, sum(amount_sen)::bigint AS paid_out_sen FROM payouts WHERE status <> 'failed' GROUP BY member_id),
          lines AS (SELECT pl.member_id, sum(l.amount_sen)::bigint AS lines_sen
                      FROM payout_lines pl JOIN ledger_lines l ON l.member_id = pl.member_id AND l.position = pl.position
                     GROUP BY pl.member_id),
          unpaid AS (SELECT l.member_id, sum(l.amount_sen)::bigint AS unpaid_sen FROM ledger_lines l
                      WHERE NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.member_id = l.member_id AND pl.position = l.position)
                      GROUP BY l.member_id)
     SELECT m.member_id, coalesce(ledger_sen, 0) AS ledger_sen, coalesce(paid_out_sen, 0) AS paid_out_sen,
            coalesce(lines_sen, 0) AS lines_sen, coalesce(unpaid_sen, 0) AS unpaid_sen
       FROM (SELECT member_id FROM ledger UNION SELECT member_id FROM paid) m
       LEFT JOIN ledger USING (member_id) LEFT JOIN paid USING (member_id)
       LEFT JOIN lines USING (member_id) LEFT JOIN unpaid USING (member_id)
      WHERE coalesce(ledger_sen, 0) <> coalesce(paid_out_sen, 0) + coalesce(unpaid_sen, 0)
         OR coalesce(paid_out_sen, 0) <> coalesce(lines_sen, 0)
      ORDER BY m.member_id`,
  );

/** One member's balance, for the member's own screens. */
export const balanceOf = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{ ledger_sen: number; paid_out_sen: number; unpaid_sen: number }>(
      `SELECT (SELECT coalesce(sum(amount_sen), 0)::bigint FROM ledger_lines WHERE member_id = $1) AS ledger_sen,
              (SELECT coalesce(sum(amount_sen), 0)::bigint FROM payouts WHERE member_id = $1 AND status <> 'failed') AS paid_out_sen,
              (SELECT coalesce(sum(l.amount_sen), 0)::bigint FROM ledger_lines l
                WHERE l.member_id = $1 AND ${NOT_PAID}) AS unpaid_sen`,
      [memberId],
    ),
    ([row]): Balance => ({ ledgerSen: row!.ledger_sen, paidOutSen: row!.paid_out_sen, unpaidSen: row!.unpaid_sen }),
  );
