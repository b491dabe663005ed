import { Effect } from "effect";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { openAccount } from "../bank-accounts/sealing.ts";
import { bankHash, normalise, signalKey } from "./signals.ts";

// Every member's current bank account has its signal (decision 41). The upgrade to the slow hash
// dropped the old ones, and retention drops a signal its member has not saved for 90 days, yet
// the shared-account rule must know who gave an account first: a copy of someone's number must
// find the owner there, or the owner saving it later would look like the one who copied it. So
// a missing signal is made again from the sealed account, as first seen when the account was
// saved. Nothing is queued for the rules: no member did anything new.

const BATCH = 50;

/** Makes the missing signals, one pass in member order; answers how many it made. */
export const rederiveBankSignals = Effect.fn("Risk.rederiveBankSignals")(function* () {
  const db = yield* Database;
  const vault = yield* BankVault;
  const key = yield* signalKey;
  const at = yield* now;
  let after = 0;
  let made = 0;
  for (;;) {
    const rows = yield* db.query<{ member_id: number; account: Buffer; updated_at: Date }>(
      `SELECT b.member_id, b.account, b.updated_at FROM bank_accounts b
        WHERE b.member_id > $1 AND b.account IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM risk_signals s WHERE s.member_id = b.member_id AND s.kind = 'bank_account')
        ORDER BY b.member_id LIMIT ${BATCH}`,
      [after],
    );
    if (rows.length === 0) return made;
    after = rows.at(-1)!.member_id;
    const signals = yield* Effect.forEach(
      rows,
      (row) => {
        const digits = normalise("bank_account", openAccount(vault, row.member_id, row.account) ?? "");
        return digits === null
          ? Effect.succeed([])
          : Effect.map(
              Effect.promise(() => bankHash(key, digits)),
              (hash) => [{ row, hash }],
            );
      },
      { concurrency: 2 },
    );
    const found = signals.flat();
    if (found.length === 0) continue;
    const inserted = yield* db.query(
      `INSERT INTO risk_signals (member_id, kind, context, value_hash, shown, first_seen_at, last_seen_at)
       SELECT m, 'bank_account', 'profile', h, NULL, f, $4 FROM unnest($1::int[], $2::text[], $3::timestamptz[]) AS t(m, h, f)
       ON CONFLICT DO NOTHING RETURNING member_id`,
      [found.map((f) => f.row.member_id), found.map((f) => f.hash), found.map((f) => f.row.updated_at), at],
    );
    made += inserted.length;
  }
});
