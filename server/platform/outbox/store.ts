import { Effect } from "effect";
import type { Sql } from "../db/database.ts";

// The outbox table: mail kept instead of sent when no mail service is configured (mail/outbox.ts
// reads it for admins and operators). It stands apart from mail because the housekeeping in
// jobs/ prunes it too, and mail already leans on jobs to queue what it sends.

export const keepInOutbox = (
  sql: Sql,
  mail: { readonly to: string; readonly subject: string; readonly html: string; readonly text: string },
) =>
  Effect.map(
    sql.query<{ id: number }>(
      `INSERT INTO outbox (to_email, subject, html, text) VALUES ($1, $2, $3, $4) RETURNING id`,
      [mail.to, mail.subject, mail.html, mail.text],
    ),
    ([row]) => row!.id,
  );

/** Mail kept longer than `days` goes: how many. */
export const pruneOutbox = (sql: Sql, days: number) =>
  Effect.map(
    sql.query(`DELETE FROM outbox WHERE created_at < now() - make_interval(days => $1) RETURNING id`, [days]),
    (rows) => rows.length,
  );

/** Erasure: every mail kept for the address (lower case) goes. */
export const forgetOutboxTo = (sql: Sql, email: string) =>
  Effect.asVoid(sql.query(`DELETE FROM outbox WHERE lower(to_email) = $1`, [email]));
