import { Effect } from "effect";
import { bankForName } from "../../../domain/malaysian-banks.ts";
import type { DatabaseShape } from "../../platform/db/database.ts";

// Bank names typed before members chose from the list (decision 29). Each start gives every
// name that means exactly one bank on the list its code and the list's name for it, in both the
// members' accounts and the payouts' kept copies; a name that means none or several stays
// unverified (a name, no code), and the member is asked to choose at their next save. Names are
// few and distinct, so this is one statement per name, and a start with nothing left reads one
// short list.

/** Gives each unverified bank name that names one bank its code; returns how many rows changed. */
export const codeLegacyBankNames = (db: DatabaseShape) =>
  db.transaction((tx) =>
    Effect.gen(function* () {
      const names = yield* tx.query<{ bank: string }>(
        `SELECT bank FROM bank_accounts WHERE bank IS NOT NULL AND bank_code IS NULL AND method = 'bank_account'
          UNION
         SELECT bank FROM payout_bank_details WHERE bank IS NOT NULL AND bank_code IS NULL AND method = 'bank_account'`,
      );
      let changed = 0;
      for (const { bank } of names) {
        const known = bankForName(bank);
        if (known === null) continue;
        const params = [bank, known.code, known.name];
        const accounts = yield* tx.query(
          `UPDATE bank_accounts SET bank_code = $2, bank = $3
            WHERE bank = $1 AND bank_code IS NULL AND method = 'bank_account' RETURNING 1`,
          params,
        );
        const kept = yield* tx.query(
          `UPDATE payout_bank_details SET bank_code = $2, bank = $3
            WHERE bank = $1 AND bank_code IS NULL AND method = 'bank_account' RETURNING 1`,
          params,
        );
        changed += accounts.length + kept.length;
      }
      return changed;
    }),
  );
