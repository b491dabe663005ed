import { Effect } from "effect";
import { Database } from "../db/database.ts";
import { setPayload } from "../jobs/store.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { Mailer, type MailJobPayload } from "./mailer.ts";

// One queued mail (a password reset, say) sent through Brevo. Once Brevo has taken it, or
// refused it for good, the body is dropped from the job: a reset link is not kept around.
export const sendMailJob: JobHandler<Mailer | Database> = ({ job, lease }) =>
  Effect.gen(function* () {
    const payload = job.payload as unknown as MailJobPayload;
    const mail = payload.mail;
    // Sent and recorded before the process stopped; only the job's outcome was not written.
    if (!mail) return { to: payload.to ?? null, via: "brevo", resumed: true };
    const mailer = yield* Mailer;
    const summary: MailJobPayload = { key: payload.key, to: mail.to, subject: mail.subject };
    const receipt = yield* mailer
      .send(mail, { idempotencyKey: payload.key, record: (tx) => setPayload(tx, lease, summary) })
      .pipe(
        Effect.catchTag("BrevoRejected", (error) =>
          Effect.flatMap(
            Database.use((db) => setPayload(db, lease, summary)),
            () => Effect.fail(error),
          ),
        ),
      );
    return { to: mail.to, via: receipt.via, messageId: receipt.id };
  });
