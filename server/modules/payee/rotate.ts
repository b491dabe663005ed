import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { sealPayee } from "./sealing.ts";
import { openPayee, type StoredPayee } from "./store.ts";

// `jemput keys rotate` re-seals the payee details with the bank data (decision 20): one batch of
// rows sealed under another key, opened and sealed again under the current one.

const BATCH = 200;

export const rotatePayee = (tx: Sql, vault: Keyring) =>
  Effect.gen(function* () {
    const rows = yield* tx.query<StoredPayee & { readonly member_id: number }>(
      `SELECT member_id, identity_type, identity_country, identity_number, tin, address
         FROM payee_identities WHERE key_id <> $1
        ORDER BY member_id LIMIT ${BATCH} FOR UPDATE`,
      [vault.currentId],
    );
    for (const row of rows) {
      const sealed = sealPayee(vault, row.member_id, openPayee(vault, row.member_id, row));
      yield* tx.query(
        `UPDATE payee_identities SET identity_number = $2, identity_hash = $3, tin = $4, tin_hash = $5, address = $6,
                key_id = $7 WHERE member_id = $1`,
        [
          row.member_id,
          sealed.identity_number,
          sealed.identity_hash,
          sealed.tin,
          sealed.tin_hash,
          sealed.address,
          sealed.key_id,
        ],
      );
    }
    return rows.length;
  });
