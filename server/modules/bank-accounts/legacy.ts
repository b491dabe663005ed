import { Effect } from "effect";
import type { DatabaseShape, Sql } from "../../platform/db/database.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { accountDigits } from "../../../domain/bank-account.ts";
import { codeLegacyBankNames } from "./bank-codes.ts";
import { seal } from "./sealing.ts";

// Bank details written before they were sealed (decision 20) sit readable in profiles.details
// and payout_bank_details. Every start seals what is left of them, a batch per transaction, so
// the first start after the upgrade leaves nothing readable and later starts find nothing to do.
// Instances starting together take different rows (SKIP LOCKED). The profile module walks its
// rows (profile/legacy-bank.ts) and hands each one's details here.

const BATCH = 500;
/** The keys bank details were typed under in profiles.details before sealing. */
export const LEGACY_PROFILE_KEYS = ["bankAccountHolderName", "bankName", "bankAccountNumber"];

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

// Typed before numbers were kept as digits alone ("1234 5678-90").
const digitsOf = (value: unknown): string | null => {
  const typed = text(value);
  return typed === null ? null : accountDigits(typed);
};

/** Seals what a profile held before sealing into the member's account, unless they have saved one since. */
export const keepLegacyAccount = (
  tx: Sql,
  vault: Keyring,
  memberId: number,
  details: Record<string, unknown>,
  updatedAt: Date,
) => {
  const sealed = seal(vault, memberId, text(details["bankAccountHolderName"]), digitsOf(details["bankAccountNumber"]));
  const bank = text(details["bankName"]);
  return sealed.key_id === null && bank === null
    ? Effect.void
    : Effect.asVoid(
        tx.query(
          `INSERT INTO bank_accounts (member_id, bank, holder, account, account_hash, account_last4, key_id, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (member_id) DO NOTHING`,
          [
            memberId,
            bank,
            sealed.holder,
            sealed.account,
            sealed.account_hash,
            sealed.account_last4,
            sealed.key_id,
            updatedAt,
          ],
        ),
      );
};

const sealPayouts = (db: DatabaseShape, vault: Keyring) =>
  db.transaction((tx) =>
    Effect.gen(function* () {
      const rows = yield* tx.query<{
        payout_id: string;
        member_id: number;
        legacy_holder: string | null;
        legacy_account: string | null;
      }>(
        `SELECT payout_id, member_id, legacy_holder, legacy_account FROM payout_bank_details
          WHERE legacy_holder IS NOT NULL OR legacy_account IS NOT NULL
          ORDER BY payout_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      for (const row of rows) {
        const sealed = seal(vault, row.member_id, text(row.legacy_holder), digitsOf(row.legacy_account));
        yield* tx.query(
          `UPDATE payout_bank_details SET holder = $2, account = $3, account_last4 = $4, key_id = $5,
                  legacy_holder = NULL, legacy_account = NULL WHERE payout_id = $1`,
          [row.payout_id, sealed.holder, sealed.account, sealed.account_last4, sealed.key_id],
        );
      }
      return rows.length;
    }),
  );

/** Seals every readable bank detail left beside payouts; returns how many rows it sealed. */
export const sealLegacyBankData = (db: DatabaseShape, vault: Keyring) =>
  Effect.gen(function* () {
    let total = 0;
    for (let n = yield* sealPayouts(db, vault); n > 0; n = yield* sealPayouts(db, vault)) total += n;
    // After sealing, with the profiles' sealed first (profile/legacy-bank.ts), which moves the
    // names typed into profiles across (decision 29).
    yield* codeLegacyBankNames(db);
    return total;
  });
