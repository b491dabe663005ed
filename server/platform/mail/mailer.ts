import crypto from "node:crypto";
import { Context, Effect, Layer } from "effect";
import { sendEmail } from "../brevo/api.ts";
import { Brevo, type BrevoError } from "../brevo/client.ts";
import { withBrevoRetry } from "../brevo/retry.ts";
import type { MailSender } from "../config/config.ts";
import { Database, type DbError, type Sql } from "../db/database.ts";
import { dropJobsTo, enqueueJob } from "../jobs/store.ts";
import { forgetOutboxTo, keepInOutbox } from "../outbox/store.ts";
import type { Mail } from "./outbox.ts";

// Where mail goes: with a Brevo key, to Brevo's transactional email API; without one, into the
// outbox table, and nothing leaves the machine.
export const MAIL_JOB = "mail.send";

/** Erasure: mail to `email` (lower case) still queued or kept, and the summary kept of mail sent, goes. */
export const forgetAddress = (tx: Sql, email: string) =>
  Effect.gen(function* () {
    yield* forgetOutboxTo(tx, email);
    yield* dropJobsTo(tx, MAIL_JOB, email);
  });

export interface Receipt {
  readonly via: "brevo" | "outbox";
  readonly id: string;
}

export interface MailerShape {
  readonly viaBrevo: boolean;
  /**
   * Mail written in the caller's transaction, so it exists exactly when the caller's change
   * does: into the outbox at once, or as a job that sends it through Brevo (and retries).
   */
  readonly queue: (tx: Sql, mail: Mail, createdBy?: number | null) => Effect.Effect<void, DbError>;
  /**
   * Sends now and records it with `record`: in the same transaction as the outbox row, or
   * right after Brevo accepted the mail. `idempotencyKey` (a UUID) makes Brevo ignore a
   * repeat of the same send, should a crash come between its answer and the record.
   */
  readonly send: <E, R>(
    mail: Mail,
    options: {
      readonly idempotencyKey: string;
      readonly record: (tx: Sql, receipt: Receipt) => Effect.Effect<unknown, E, R>;
    },
  ) => Effect.Effect<Receipt, E | BrevoError | DbError, R>;
}

export interface MailJobPayload {
  readonly mail?: Mail;
  readonly key: string;
  readonly to?: string;
  readonly subject?: string;
}

export class Mailer extends Context.Service<Mailer, MailerShape>()("jemput/server/mail/Mailer") {
  static readonly layer = (from: MailSender) =>
    Layer.effect(
      Mailer,
      Effect.gen(function* () {
        const db = yield* Database;
        const brevo = yield* Brevo;
        const queue = (tx: Sql, mail: Mail, createdBy: number | null = null) =>
          brevo.configured
            ? Effect.asVoid(
                enqueueJob(tx, {
                  kind: MAIL_JOB,
                  payload: { mail, key: crypto.randomUUID() } satisfies MailJobPayload,
                  createdBy,
                }),
              )
            : Effect.asVoid(keepInOutbox(tx, mail));
        const send: MailerShape["send"] = (mail, { idempotencyKey, record }) =>
          brevo.configured
            ? Effect.gen(function* () {
                const answer = yield* withBrevoRetry(
                  sendEmail({
                    sender: from,
                    to: [mail.toName ? { email: mail.to, name: mail.toName } : { email: mail.to }],
                    subject: mail.subject,
                    htmlContent: mail.html,
                    textContent: mail.text,
                    headers: { ...mail.headers, idempotencyKey },
                  }),
                ).pipe(Effect.provideService(Brevo, brevo));
                const receipt: Receipt = { via: "brevo", id: answer?.messageId ?? "accepted" };
                yield* db.transaction((tx) => record(tx, receipt));
                return receipt;
              })
            : db.transaction((tx) =>
                Effect.gen(function* () {
                  const receipt: Receipt = { via: "outbox", id: String(yield* keepInOutbox(tx, mail)) };
                  yield* record(tx, receipt);
                  return receipt;
                }),
              );
        return Mailer.of({ viaBrevo: brevo.configured, queue, send });
      }),
    );
}
