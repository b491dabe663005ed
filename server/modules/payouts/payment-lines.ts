import { Effect } from "effect";
import { displayName } from "../../../domain/member-name.ts";
import type { PaymentLine } from "../../../domain/payment-file.ts";
import type { DuitNowIdType, PaymentMethod } from "../../../domain/payout-destination.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import type { Sql } from "../../platform/db/database.ts";
import { openAccount, openHolder } from "../bank-accounts/sealing.ts";

// The month's payouts still to pay (`issued`), each with the destination it was issued with
// (decision 15). A payout with nowhere to go is never written into a file: it is listed as left
// out, with why, and an admin marks it failed so the next close pays it once the member has
// given their details. The file pays what is sent: the payout less what section 107D withheld
// (decision 62), which goes to LHDN instead.

/** Why a payout is not in the file: no account or DuitNow ID kept, or a bank name not on the list. */
export type LeftOutReason = "no_details" | "unknown_bank";

export interface LeftOut {
  readonly payoutId: string;
  readonly memberId: number;
  readonly name: string;
  readonly amountSen: number;
  readonly reason: LeftOutReason;
}

interface Row {
  payout_id: string;
  member_id: number;
  amount_sen: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  holder: Buffer | null;
  bank_code: string | null;
  account: Buffer | null;
  method: PaymentMethod | null;
  proxy_type: DuitNowIdType | null;
  proxy_country: string | null;
}

// An erased member's payout has no kept details (the erasure deleted them): left out too.
const rowsOf = (sql: Sql, period: number) =>
  sql.query<Row>(
    `SELECT po.payout_id, po.member_id, po.amount_sen - po.withheld_sen AS amount_sen, p.first_name, p.last_name, p.email,
            b.holder, b.bank_code, b.account, b.method, b.proxy_type, b.proxy_country
       FROM payouts po LEFT JOIN payout_bank_details b ON b.payout_id = po.payout_id
       LEFT JOIN profiles p ON p.member_id = po.member_id
      WHERE po.period = $1 AND po.status = 'issued'
      ORDER BY po.member_id`,
    [period],
  );

const reasonOf = (r: Row): LeftOutReason | null =>
  r.account === null ? "no_details" : r.proxy_type === null && r.bank_code === null ? "unknown_bank" : null;

const leftOutOf = (r: Row, reason: LeftOutReason): LeftOut => ({
  payoutId: r.payout_id,
  memberId: r.member_id,
  name: displayName(r.first_name, r.last_name),
  amountSen: r.amount_sen,
  reason,
});

/** What a file would hold now, without opening a sealed value: each payout's reference and amount. */
export const plannedLines = (sql: Sql, period: number) =>
  Effect.map(rowsOf(sql, period), (rows) => {
    const payable: Array<{ reference: string; amountSen: number }> = [];
    const leftOut: Array<LeftOut> = [];
    for (const r of rows) {
      const reason = reasonOf(r);
      if (reason === null) payable.push({ reference: r.payout_id, amountSen: r.amount_sen });
      else leftOut.push(leftOutOf(r, reason));
    }
    return { payable, leftOut };
  });

/** The file's lines with the account numbers and IDs opened: for writing the file alone. */
export const paymentLines = (tx: Sql, vault: Keyring, period: number) =>
  Effect.map(rowsOf(tx, period), (rows) => {
    const lines: Array<PaymentLine> = [];
    const leftOut: Array<LeftOut> = [];
    for (const r of rows) {
      const reason = reasonOf(r);
      if (reason !== null) {
        leftOut.push(leftOutOf(r, reason));
        continue;
      }
      const value = openAccount(vault, r.member_id, r.account)!;
      lines.push({
        reference: r.payout_id,
        name: openHolder(vault, r.member_id, r.holder) || displayName(r.first_name, r.last_name),
        email: r.email,
        amountSen: r.amount_sen,
        destination:
          r.method === "duitnow" && r.proxy_type !== null
            ? { kind: "duitnow", idType: r.proxy_type, id: value, country: r.proxy_country }
            : { kind: "account", bic: r.bank_code!, account: value },
      });
    }
    return { lines, leftOut };
  });
