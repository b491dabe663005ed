import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// A payout is paid into the account its member had when it was issued (decision 15): the close
// copies each member's bank details beside the payout, in its own transaction, and the payout
// list and the bank file read that copy. Changing bank details later changes neither, so a
// stolen session cannot send an issued payout elsewhere. Bank details are personal data: they
// stay out of the event log and out of every log line. An erasure deletes the copies.

/**
 * Keeps each issued payout's bank details as its member's profile holds them now, still sealed
 * (the ciphertext is copied, never opened): the bank and its code, or the kind of DuitNow ID. A member without a profile (erased) gets no row:
 * there is no account to pay into.
 */
export const keepBankDetails = (tx: Sql, issued: ReadonlyArray<{ payoutId: string; memberId: number }>) =>
  issued.length === 0
    ? Effect.void
    : Effect.asVoid(
        tx.query(
          `INSERT INTO payout_bank_details (payout_id, member_id, holder, bank, account, account_last4, key_id,
                                           bank_code, method, proxy_type, proxy_country)
           SELECT i.payout_id, p.member_id, a.holder, a.bank, a.account, a.account_last4, a.key_id,
                  a.bank_code, coalesce(a.method, 'bank_account'), a.proxy_type, a.proxy_country
             FROM unnest($1::text[], $2::int[]) AS i (payout_id, member_id)
             JOIN profiles p ON p.member_id = i.member_id
             LEFT JOIN bank_accounts a ON a.member_id = p.member_id
           ON CONFLICT (payout_id) DO NOTHING`,
          [issued.map((p) => p.payoutId), issued.map((p) => p.memberId)],
        ),
      );

/**
 * Erasure: her account and every copy of it beside a payout go; an unpaid payout is then left
 * out of the bank file, as there is no account to pay it into.
 */
export const forgetBankDetails = (tx: Sql, memberId: number) =>
  Effect.gen(function* () {
    yield* tx.query(`DELETE FROM payout_bank_details WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM bank_accounts WHERE member_id = $1`, [memberId]);
  });
