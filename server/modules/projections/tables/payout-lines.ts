import { ofKind, type TableProjection } from "../table.ts";

// payout_lines: which payout pays which ledger line. A line is unpaid exactly when it has no
// row here; the key (member, position) lets a line be in one payout at most, whatever the
// timing of closes. A failed payout gives its lines back (its rows go).
/** In memory, a payout's lines kept together: the member's ledger lines at these log positions. */
export interface PayoutLinesRow {
  payoutId: string;
  memberId: number;
  positions: ReadonlyArray<number>;
}

export interface PayoutLineRow {
  readonly payoutId: string;
  readonly memberId: number;
  readonly position: number;
}

/** One row per line, from the in-memory form that keeps a payout's positions together. */
export const payoutLineRows = (payouts: Iterable<PayoutLinesRow>): Array<PayoutLineRow> =>
  [...payouts].flatMap((p) =>
    p.positions.map((position) => ({ payoutId: p.payoutId, memberId: p.memberId, position })),
  );

export const payoutLines: TableProjection<PayoutLineRow> = {
  table: "payout_lines",
  columns: [
    { name: "payout_id", type: "text", value: (r) => r.payoutId },
    { name: "member_id", type: "int", value: (r) => r.memberId },
    { name: "position", type: "bigint", value: (r) => r.position },
  ],

  live: (changes, p) => {
    const steps = [];
    for (const c of ofKind(changes, "payoutIssued")) {
      steps.push({
        name: "paying",
        sql: `INSERT INTO payout_lines (payout_id, member_id, position)
          SELECT ${p.add(c.payoutId, "text")}, ${p.add(c.memberId, "int")}, unnest(${p.add(c.positions, "bigint[]")})`,
      });
    }
    for (const c of ofKind(changes, "payoutFailed")) {
      steps.push({ name: "unpaying", sql: `DELETE FROM payout_lines WHERE payout_id = ${p.add(c.payoutId, "text")}` });
    }
    return steps;
  },

  fold: (tables, _position, change) => {
    if (change.kind === "payoutIssued") {
      tables.payoutLines.set(change.payoutId, {
        payoutId: change.payoutId,
        memberId: change.memberId,
        positions: change.positions,
      });
    } else if (change.kind === "payoutFailed") tables.payoutLines.delete(change.payoutId);
  },
};
