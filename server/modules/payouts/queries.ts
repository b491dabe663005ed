import { Effect } from "effect";
import { PayoutNotFound } from "../../../domain/errors.ts";
import { toRinggit } from "../../../domain/money.ts";
import { monthOf, yearOf } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";
import { displayName } from "../../../domain/member-name.ts";
import { maskAccount } from "../../../domain/bank-account.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { openHolder } from "../bank-accounts/sealing.ts";

// Payout reads. Admins see beside each payout the bank details it was issued with (they pay it
// there, whatever the member's profile says now: bank-accounts/payout-details.ts); a member sees only their own
// payouts, with no bank details. None of these values is ever logged.
interface AdminRow {
  payout_id: string;
  member_id: number;
  period: number;
  amount_sen: number;
  withheld_sen: number;
  status: string;
  reference: string | null;
  issued_at: Date;
  paid_at: Date | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  holder: Buffer | null;
  bank: string | null;
  bank_code: string | null;
  proxy_type: "mobile" | "nric" | "passport" | "business" | null;
  account_last4: string | null;
}

const ADMIN_SELECT = `SELECT po.payout_id, po.member_id, po.period, po.amount_sen, po.withheld_sen, po.status, po.reference, po.issued_at, po.paid_at,
       p.first_name, p.last_name, p.email, b.holder, b.bank, b.bank_code, b.proxy_type, b.account_last4
  FROM payouts po LEFT JOIN profiles p ON p.member_id = po.member_id
  LEFT JOIN payout_bank_details b ON b.payout_id = po.payout_id`;

/** A payout's gross, what section 107D withheld from it and what the bank paid: sent + withheld = gross. */
const grossAndSent = (r: { amount_sen: number; withheld_sen: number }) => ({
  amount: toRinggit(r.amount_sen),
  withheld: toRinggit(r.withheld_sen),
  sent: toRinggit(r.amount_sen - r.withheld_sen),
});

// An erased member's payouts stay, with the amount and no bank details (the erasure deleted them).
const fullName = (r: AdminRow) => displayName(r.first_name, r.last_name);

const toAdminPayout = (vault: Keyring, r: AdminRow) => ({
  id: r.payout_id,
  memberId: r.member_id,
  memberName: fullName(r),
  email: r.email,
  month: monthOf(r.period),
  year: yearOf(r.period),
  bankAccountHolderName: openHolder(vault, r.member_id, r.holder) || null,
  bankName: r.bank || null,
  bankCode: r.bank_code,
  duitNowIdType: r.proxy_type,
  // Masked: the full number is in the bank's payment file alone (payment-files.ts).
  bankAccountNumber: maskAccount(r.account_last4),
  ...grossAndSent(r),
  status: r.status,
  reference: r.reference,
  issuedAt: r.issued_at.toISOString(),
  paidAt: r.paid_at?.toISOString() ?? null,
});

export const payoutsOfMonth = (sql: Sql, period: number) =>
  Effect.flatMap(BankVault, (vault) =>
    Effect.map(sql.query<AdminRow>(`${ADMIN_SELECT} WHERE po.period = $1 ORDER BY po.member_id`, [period]), (rows) =>
      rows.map((r) => toAdminPayout(vault, r)),
    ),
  );

export const payoutById = (sql: Sql, payoutId: string) =>
  Effect.flatMap(BankVault, (vault) =>
    Effect.flatMap(sql.query<AdminRow>(`${ADMIN_SELECT} WHERE po.payout_id = $1`, [payoutId]), ([row]) =>
      row ? Effect.succeed(toAdminPayout(vault, row)) : Effect.fail(new PayoutNotFound({ payoutId })),
    ),
  );

export const payoutsOfMember = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{
      payout_id: string;
      period: number;
      amount_sen: number;
      withheld_sen: number;
      status: string;
      reference: string | null;
      issued_at: Date;
      paid_at: Date | null;
    }>(
      `SELECT payout_id, period, amount_sen, withheld_sen, status, reference, issued_at, paid_at FROM payouts WHERE member_id = $1 ORDER BY period DESC LIMIT 120`,
      [memberId],
    ),
    (rows) =>
      rows.map((r) => ({
        id: r.payout_id,
        month: monthOf(r.period),
        year: yearOf(r.period),
        ...grossAndSent(r),
        status: r.status,
        reference: r.reference,
        issuedAt: r.issued_at.toISOString(),
        paidAt: r.paid_at?.toISOString() ?? null,
      })),
  );
