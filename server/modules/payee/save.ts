import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import type { PreparedPayee } from "./prepare.ts";
import { sealPayee } from "./sealing.ts";
import { PayeeChanged, readPayee } from "./store.ts";

/**
 * Writes the prepared payee details sealed, in the profile save's transaction, when they
 * changed. The row is locked and must still be as preparePayee read it: a save that committed
 * meanwhile (another tab, another device) refuses this one rather than be overwritten unseen.
 * Returns whether anything changed, for the notice mail.
 */
export const savePayee = (tx: Sql, vault: Keyring, memberId: number, prepared: PreparedPayee, at: Date) =>
  Effect.gen(function* () {
    if (!prepared.changed) return false;
    const row = yield* readPayee(tx, memberId, true);
    if ((row.updated_at?.getTime() ?? null) !== (prepared.readAt?.getTime() ?? null))
      return yield* Effect.fail(new PayeeChanged());
    const { next } = prepared;
    const sealed = sealPayee(vault, memberId, next);
    yield* tx.query(
      `INSERT INTO payee_identities (member_id, identity_type, identity_country, identity_number, identity_hash,
                                     identity_last4, tin, tin_hash, tin_last4, tin_status, tin_checked_at, address,
                                     key_id, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (member_id) DO UPDATE SET identity_type = $2, identity_country = $3, identity_number = $4,
         identity_hash = $5, identity_last4 = $6, tin = $7, tin_hash = $8, tin_last4 = $9, tin_status = $10,
         tin_checked_at = $11, address = $12, key_id = $13, updated_at = $14`,
      [
        memberId,
        next.identityType,
        next.identityCountry,
        sealed.identity_number,
        sealed.identity_hash,
        sealed.identity_last4,
        sealed.tin,
        sealed.tin_hash,
        sealed.tin_last4,
        prepared.tinStatus,
        prepared.tinCheckedAt,
        sealed.address,
        sealed.key_id,
        at,
      ],
    );
    return true;
  });
