import { Effect } from "effect";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import type { DatabaseShape } from "../../platform/db/database.ts";
import { keepLegacyAccount, LEGACY_PROFILE_KEYS } from "../bank-accounts/legacy.ts";

// Bank details typed into profiles.details before they were sealed (decision 20): each start
// hands what is left of them to the bank-accounts module to seal, and takes them out of the
// profile in the same transaction, a batch at a time (bank-accounts/legacy.ts says why).

const BATCH = 500;

const sealBatch = (db: DatabaseShape, vault: Keyring) =>
  db.transaction((tx) =>
    Effect.gen(function* () {
      const rows = yield* tx.query<{ member_id: number; details: Record<string, unknown>; updated_at: Date }>(
        `SELECT member_id, details, updated_at FROM profiles WHERE details ?| $1::text[]
          ORDER BY member_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [LEGACY_PROFILE_KEYS],
      );
      for (const row of rows) {
        yield* keepLegacyAccount(tx, vault, row.member_id, row.details, row.updated_at);
        yield* tx.query(`UPDATE profiles SET details = details - $2::text[] WHERE member_id = $1`, [
          row.member_id,
          LEGACY_PROFILE_KEYS,
        ]);
      }
      return rows.length;
    }),
  );

/** Seals every readable bank detail left in profiles; returns how many profiles it sealed. */
export const sealLegacyProfiles = (db: DatabaseShape, vault: Keyring) =>
  Effect.gen(function* () {
    let total = 0;
    for (let n = yield* sealBatch(db, vault); n > 0; n = yield* sealBatch(db, vault)) total += n;
    return total;
  });
