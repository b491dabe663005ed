import { ofKind, type TableProjection } from "../table.ts";

// closed_months: one row per closed payout month, with the close's log position (a payment
// file of the month is named by it) and what the close issued and held back.
export interface ClosedMonthRow {
  period: number;
  position: number;
  payouts: number;
  totalSen: number;
  held: number;
  heldSen: number;
  closedAt: string;
}

export const closedMonths: TableProjection<ClosedMonthRow> = {
  table: "closed_months",
  columns: [
    { name: "period", type: "int", value: (r) => r.period },
    { name: "position", type: "bigint", value: (r) => r.position },
    { name: "payouts", type: "int", value: (r) => r.payouts },
    { name: "total_sen", type: "bigint", value: (r) => r.totalSen },
    { name: "held", type: "int", value: (r) => r.held },
    { name: "held_sen", type: "bigint", value: (r) => r.heldSen },
    { name: "closed_at", type: "timestamptz", value: (r) => r.closedAt },
  ],

  live: (changes, p) =>
    ofKind(changes, "monthClosed").map((c) => ({
      name: "closed",
      sql: `INSERT INTO closed_months (period, position, payouts, total_sen, held, held_sen, closed_at)
        SELECT ${p.add(c.period, "int")}, event.position, ${p.add(c.payouts, "int")}, ${p.add(c.totalSen, "bigint")},
               ${p.add(c.held, "int")}, ${p.add(c.heldSen, "bigint")}, ${p.add(c.at, "timestamptz")} FROM event`,
    })),

  fold: (tables, position, change) => {
    if (change.kind !== "monthClosed") return;
    const { period, payouts, totalSen, held, heldSen, at } = change;
    tables.closedMonths.set(period, { period, position, payouts, totalSen, held, heldSen, closedAt: at });
  },
};
