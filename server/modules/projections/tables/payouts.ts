import { ofKind, type TableProjection } from "../table.ts";

// payouts: one row per issued payout, marked paid with the bank's reference.
export interface PayoutRow {
  payoutId: string;
  memberId: number;
  period: number;
  amountSen: number;
  /** Withheld under section 107D (decision 62): the bank pays amountSen - withheldSen. */
  withheldSen: number;
  status: "issued" | "paid" | "failed";
  reference: string | null;
  issuedAt: string;
  paidAt: string | null;
}

export const payouts: TableProjection<PayoutRow> = {
  table: "payouts",
  columns: [
    { name: "payout_id", type: "text", value: (r) => r.payoutId },
    { name: "member_id", type: "int", value: (r) => r.memberId },
    { name: "period", type: "int", value: (r) => r.period },
    { name: "amount_sen", type: "bigint", value: (r) => r.amountSen },
    { name: "withheld_sen", type: "bigint", value: (r) => r.withheldSen },
    { name: "status", type: "text", value: (r) => r.status },
    { name: "reference", type: "text", value: (r) => r.reference },
    { name: "issued_at", type: "timestamptz", value: (r) => r.issuedAt },
    { name: "paid_at", type: "timestamptz", value: (r) => r.paidAt },
  ],

  live: (changes, p) => {
    const steps = [];
    for (const c of ofKind(changes, "payoutIssued")) {
      steps.push({
        name: "issued",
        sql: `INSERT INTO payouts (payout_id, member_id, period, amount_sen, withheld_sen, status, issued_at)
        VALUES (${p.add(c.payoutId, "text")}, ${p.add(c.memberId, "int")}, ${p.add(c.period, "int")}, ${p.add(c.amountSen, "bigint")}, ${p.add(c.withheldSen ?? 0, "bigint")}, 'issued', ${p.add(c.at, "timestamptz")})`,
      });
    }
    for (const c of ofKind(changes, "payoutFailed")) {
      steps.push({
        name: "failed",
        sql: `UPDATE payouts SET status = 'failed' WHERE payout_id = ${p.add(c.payoutId, "text")}`,
      });
    }
    for (const c of ofKind(changes, "payoutPaid")) {
      steps.push({
        name: "paid",
        sql: `UPDATE payouts SET status = 'paid', reference = ${p.add(c.reference, "text")}, paid_at = ${p.add(c.at, "timestamptz")}
        WHERE payout_id = ${p.add(c.payoutId, "text")}`,
      });
    }
    return steps;
  },

  fold: (tables, _position, change) => {
    if (change.kind === "payoutIssued") {
      tables.payouts.set(change.payoutId, {
        payoutId: change.payoutId,
        memberId: change.memberId,
        period: change.period,
        amountSen: change.amountSen,
        withheldSen: change.withheldSen ?? 0,
        status: "issued",
        reference: null,
        issuedAt: change.at,
        paidAt: null,
      });
    } else if (change.kind === "payoutFailed") {
      const row = tables.payouts.get(change.payoutId);
      if (row) row.status = "failed";
    } else if (change.kind === "payoutPaid") {
      const row = tables.payouts.get(change.payoutId);
      if (!row) return;
      row.status = "paid";
      row.reference = change.reference;
      row.paidAt = change.at;
    }
  },
};
