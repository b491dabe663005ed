import { Effect } from "effect";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../domain/languages.ts";
import type { Sql } from "../../platform/db/database.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import { bankChangeNotice } from "./bank-change-mail.ts";

/**
 * Queues the notice of a bank details change to the member, in their language and in the save's
 * transaction: the notice leaves exactly when the change is kept. Someone who took over the
 * session cannot stop it, and the member learns where their money would go.
 */
export const queueBankChangeNotice = (tx: Sql, memberId: number, at: Date, last4: string | null) =>
  Effect.gen(function* () {
    const mailer = yield* Mailer;
    const [to] = yield* tx.query<{ email: string; first_name: string; language: string }>(
      `SELECT email, first_name, language FROM profiles WHERE member_id = $1`,
      [memberId],
    );
    if (!to) return;
    const language = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
    yield* mailer.queue(tx, bankChangeNotice({ email: to.email, firstName: to.first_name, language }, at, last4));
  });
