import type { LedgerKind } from "../../../../domain/events.ts";
import type { Change } from "../../../../domain/projection.ts";
import { ofKind, type TableProjection, type Tables } from "../table.ts";

// monthly_income: per member and Malaysian month, the personal income, both overrides and the
// number of paid posts, and what reversals took back (negative, in the month of the reversal;
// the month of the approval keeps its posts and sums). The one place where a line is added into
// a month.
export interface MonthlyRow {
  memberId: number;
  period: number;
  personalSen: number;
  level1Sen: number;
  level2Sen: number;
  /** What reversals in the month took back: zero or negative, counted in the month's total. */
  reversedSen: number;
  posts: number;
}

/** What the generated column total_sen holds. */
export const monthlyTotal = (row: MonthlyRow): number =>
  row.personalSen + row.level1Sen + row.level2Sen + row.reversedSen;

type Sums = Pick<MonthlyRow, "personalSen" | "level1Sen" | "level2Sen" | "reversedSen" | "posts">;

/** Adds a ledger line of `kind` to a month's sums. */
export const addCredit = (sums: Sums, kind: LedgerKind, amountSen: number): void => {
  if (kind === "personal") {
    sums.personalSen += amountSen;
    sums.posts += 1;
  } else if (kind === "level1_override") sums.level1Sen += amountSen;
  else if (kind === "level2_override") sums.level2Sen += amountSen;
  else sums.reversedSen += amountSen;
};

/** The month's row in `rows`, made empty when missing. */
export const monthlyRow = (rows: Tables["monthly"], memberId: number, period: number): MonthlyRow => {
  const key = `${memberId}:${period}`;
  let row = rows.get(key);
  if (!row)
    rows.set(key, (row = { memberId, period, personalSen: 0, level1Sen: 0, level2Sen: 0, reversedSen: 0, posts: 0 }));
  return row;
};

/** The credits among `changes` summed per member and month (an upsert may touch a row once). */
export const sumCredits = (changes: ReadonlyArray<Change>): Tables["monthly"] => {
  const rows: Tables["monthly"] = new Map();
  for (const c of ofKind(changes, "credited"))
    addCredit(monthlyRow(rows, c.memberId, c.period), c.creditKind, c.amountSen);
  return rows;
};

export const monthlyIncome: TableProjection<MonthlyRow> = {
  table: "monthly_income",
  columns: [
    { name: "member_id", type: "int", value: (r) => r.memberId },
    { name: "period", type: "int", value: (r) => r.period },
    { name: "personal_sen", type: "bigint", value: (r) => r.personalSen },
    { name: "level1_sen", type: "bigint", value: (r) => r.level1Sen },
    { name: "level2_sen", type: "bigint", value: (r) => r.level2Sen },
    { name: "reversed_sen", type: "bigint", value: (r) => r.reversedSen },
    { name: "posts", type: "int", value: (r) => r.posts },
  ],

  live: (changes, p) => {
    const rows = [...sumCredits(changes).values()];
    if (rows.length === 0) return [];
    const column = (value: (r: MonthlyRow) => number, type: string) => p.add(rows.map(value), type);
    return [
      {
        name: "income",
        sql: `INSERT INTO monthly_income AS m (member_id, period, personal_sen, level1_sen, level2_sen, reversed_sen, posts)
      SELECT * FROM unnest(${column((r) => r.memberId, "int[]")}, ${column((r) => r.period, "int[]")}, ${column((r) => r.personalSen, "bigint[]")},
        ${column((r) => r.level1Sen, "bigint[]")}, ${column((r) => r.level2Sen, "bigint[]")}, ${column((r) => r.reversedSen, "bigint[]")},
        ${column((r) => r.posts, "int[]")})
      ON CONFLICT (member_id, period) DO UPDATE SET
        personal_sen = m.personal_sen + EXCLUDED.personal_sen, level1_sen = m.level1_sen + EXCLUDED.level1_sen,
        level2_sen = m.level2_sen + EXCLUDED.level2_sen, reversed_sen = m.reversed_sen + EXCLUDED.reversed_sen,
        posts = m.posts + EXCLUDED.posts`,
      },
    ];
  },

  fold: (tables, _position, change) => {
    if (change.kind === "credited")
      addCredit(monthlyRow(tables.monthly, change.memberId, change.period), change.creditKind, change.amountSen);
  },
};
