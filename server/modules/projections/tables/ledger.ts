import { ofKind, type TableProjection } from "../table.ts";

// ledger_lines: one line per credit (positive) or reversal of one (negative), keyed by the
// event's log position, never changed once written, with when a close may first pay it.
export interface LedgerRow {
  position: number;
  memberId: number;
  kind: string;
  amountSen: number;
  period: number;
  postId: string;
  sourceMemberId: number;
  at: string;
  payableAt: string;
}

export const ledger: TableProjection<LedgerRow> = {
  table: "ledger_lines",
  columns: [
    { name: "position", type: "bigint", value: (r) => r.position },
    { name: "member_id", type: "int", value: (r) => r.memberId },
    { name: "kind", type: "text", value: (r) => r.kind },
    { name: "amount_sen", type: "int", value: (r) => r.amountSen },
    { name: "period", type: "int", value: (r) => r.period },
    { name: "post_id", type: "text", value: (r) => r.postId },
    { name: "source_member_id", type: "int", value: (r) => r.sourceMemberId },
    { name: "created_at", type: "timestamptz", value: (r) => r.at },
    { name: "payable_at", type: "timestamptz", value: (r) => r.payableAt },
  ],

  live: (changes, p) => {
    const credits = ofKind(changes, "credited");
    if (credits.length === 0) return [];
    const column = <T>(value: (c: (typeof credits)[number]) => T, type: string) => p.add(credits.map(value), type);
    return [
      {
        name: "ledger",
        sql: `INSERT INTO ledger_lines (position, member_id, kind, amount_sen, period, post_id, source_member_id, created_at, payable_at)
      SELECT event.position, l.* FROM event, unnest(${column((c) => c.memberId, "int[]")}, ${column((c) => c.creditKind, "text[]")},
        ${column((c) => c.amountSen, "int[]")}, ${column((c) => c.period, "int[]")}, ${column((c) => c.postId, "text[]")},
        ${column((c) => c.sourceMemberId, "int[]")}, ${column((c) => c.at, "timestamptz[]")},
        ${column((c) => c.payableAt, "timestamptz[]")}) AS l`,
      },
    ];
  },

  fold: (tables, position, change) => {
    if (change.kind !== "credited") return;
    tables.ledger.push({
      position,
      memberId: change.memberId,
      kind: change.creditKind,
      amountSen: change.amountSen,
      period: change.period,
      postId: change.postId,
      sourceMemberId: change.sourceMemberId,
      at: change.at,
      payableAt: change.payableAt,
    });
  },
};
