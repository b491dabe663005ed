import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import { bankChangeNotice } from "./bank-change-mail.ts";

/**
 * Queues the notice of a bank details change to the member, in the save's transaction: the
 * notice leaves exactly when the change is kept. Someone who took over the session cannot stop
 * it, and the member learns where their money would go.
 */
export const queueBankChangeNotice = (tx: Sql, memberId: number, at: Date, last4: string | null) =>
  Effect.gen(function* () {
    const mailer = yield* Mailer;
    const [to] = yield* tx.query<{ email: string; first_name: string }>(
      `SELECT email, first_name FROM profiles WHERE member_id = $1`,
      [memberId],
    );
    if (to) yield* mailer.queue(tx, bankChangeNotice({ email: to.email, firstName: to.first_name }, at, last4));
  });
