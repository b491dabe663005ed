import { Effect } from "effect";
import type { DatabaseShape, Sql } from "../../platform/db/database.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { openAccount, openHolder, seal } from "./sealing.ts";

// Re-sealing under the current key (decision 20): rows sealed under any other key are opened
// with it and sealed again, a batch per transaction, while every instance keeps serving (each
// opens both keys; a save in between seals under the current one anyway).

const BATCH = 200;

interface SealedRow {
  readonly member_id: number;
  readonly holder: Buffer | null;
  readonly account: Buffer | null;
}

const resealed = (vault: Keyring, row: SealedRow) =>
  seal(
    vault,
    row.member_id,
    openHolder(vault, row.member_id, row.holder),
    openAccount(vault, row.member_id, row.account),
  );

const rotateAccounts = (tx: Sql, vault: Keyring) =>
  Effect.gen(function* () {
    const rows = yield* tx.query<SealedRow>(
      `SELECT member_id, holder, account FROM bank_accounts WHERE key_id <> $1
        ORDER BY member_id LIMIT ${BATCH} FOR UPDATE`,
      [vault.currentId],
    );
    for (const row of rows) {
      const sealed = resealed(vault, row);
      yield* tx.query(
        `UPDATE bank_accounts SET holder = $2, account = $3, account_hash = $4, key_id = $5 WHERE member_id = $1`,
        [row.member_id, sealed.holder, sealed.account, sealed.account_hash, sealed.key_id],
      );
    }
    return rows.length;
  });

const rotatePayouts = (tx: Sql, vault: Keyring) =>
  Effect.gen(function* () {
    const rows = yield* tx.query<SealedRow & { readonly payout_id: string }>(
      `SELECT payout_id, member_id, holder, account FROM payout_bank_details WHERE key_id <> $1
        ORDER BY payout_id LIMIT ${BATCH} FOR UPDATE`,
      [vault.currentId],
    );
    for (const row of rows) {
      const sealed = resealed(vault, row);
      yield* tx.query(`UPDATE payout_bank_details SET holder = $2, account = $3, key_id = $4 WHERE payout_id = $1`, [
        row.payout_id,
        sealed.holder,
        sealed.account,
        sealed.key_id,
      ]);
    }
    return rows.length;
  });

/** One batch of re-sealing in `tx`: how many rows it re-sealed, 0 once none is left. */
export type RotationStep = (tx: Sql, vault: Keyring) => Effect.Effect<number, unknown>;

/**
 * Re-seals the bank accounts and the payouts' bank details, then whatever else `more` names (the
 * kept payment files, which the payouts module owns), a batch per transaction; `progress` hears
 * the running count.
 */
export const rotateBankData = (
  db: DatabaseShape,
  vault: Keyring,
  progress: (done: number) => void = () => {},
  more: ReadonlyArray<RotationStep> = [],
) =>
  Effect.gen(function* () {
    let done = 0;
    for (const step of [rotateAccounts, rotatePayouts, ...more]) {
      for (;;) {
        const n = yield* db.transaction((tx) => step(tx, vault));
        if (n === 0) break;
        done += n;
        progress(done);
      }
    }
    return done;
  });

/** How many rows each key seals, across the four tables, current key first. */
export const keyUsage = (sql: Sql) =>
  sql.query<{ key_id: string; rows: number }>(
    `SELECT key_id, count(*)::int AS rows FROM (
       SELECT key_id FROM bank_accounts WHERE key_id IS NOT NULL
       UNION ALL SELECT key_id FROM payout_bank_details WHERE key_id IS NOT NULL
       UNION ALL SELECT key_id FROM payment_files WHERE key_id IS NOT NULL
       UNION ALL SELECT key_id FROM payee_identities WHERE key_id IS NOT NULL) k
     GROUP BY key_id ORDER BY key_id`,
  );
