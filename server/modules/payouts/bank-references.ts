import { Data, Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// One bank reference per payout (migration 033, decision 42): marking a payout paid, by hand or
// by a line of the bank's result file, claims the bank's reference in the same transaction as
// the PayoutPaid event. A reference another payout holds refuses the whole command, so nothing
// is recorded. Claims queue on the table's key: of two at once, the second sees the first's.

/** Another payout already holds this bank reference (409, naming it). */
export class BankReferenceTaken extends Data.TaggedError("BankReferenceTaken")<{
  readonly reference: string;
  readonly payoutId: string;
  readonly holder: string;
}> {
  override get message() {
    return `Bank reference ${this.reference} is already recorded on payout ${this.holder}`;
  }
  get fields() {
    return { reference: `is already recorded on payout ${this.holder}` };
  }
}

/** Claims `reference` for `payoutId`; fails when another payout holds it. */
export const claimBankReference = (tx: Sql, payoutId: string, reference: string, at: string) =>
  Effect.gen(function* () {
    const claimed = yield* tx.query<{ payout_id: string }>(
      `INSERT INTO payout_bank_references (reference, payout_id, recorded_at) VALUES ($1, $2, $3)
       ON CONFLICT (reference) DO NOTHING RETURNING payout_id`,
      [reference, payoutId, at],
    );
    if (claimed.length > 0) return;
    const [held] = yield* tx.query<{ payout_id: string }>(
      `SELECT payout_id FROM payout_bank_references WHERE reference = $1`,
      [reference],
    );
    if (held && held.payout_id !== payoutId)
      return yield* Effect.fail(new BankReferenceTaken({ reference, payoutId, holder: held.payout_id }));
  });
