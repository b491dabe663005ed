import { Effect } from "effect";
import { Database, type DbError, type Sql } from "../../platform/db/database.ts";
import { finishItem } from "../../platform/jobs/items.ts";
import { countProgress, type Lease, type LeaseLost } from "../../platform/jobs/store.ts";
import { JobFailed, type JobHandler } from "../../platform/jobs/worker.ts";
import type { AppServices } from "../../platform/runtime.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import { issueUnsubscribeToken, unsubscribeUrl } from "../mail/unsubscribe.ts";
import type { CampaignPayload } from "./campaign.ts";
import { reminderMail } from "./campaign-mail.ts";
import { isKeyRefused } from "../../platform/brevo/client.ts";
import { idempotencyKey } from "../../platform/brevo/idempotency.ts";

// Sends a campaign's pending items. Each item is marked in the transaction that records its
// mail (the outbox row, or Brevo's message id right after Brevo accepted it), under the job's
// lock: a resumed job sends only what is still pending. Members who unsubscribed since the
// campaign started are skipped. A mail kept in the outbox is counted as `queued`, never as
// `sent`: without a mail service nothing leaves the machine, and the results must say so.
const BATCH = 100;
const CONCURRENCY = 4;

interface Pending {
  readonly member_id: number;
  readonly email: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly referral_code: string | null;
  readonly unsubscribed: boolean | null;
}

type Counter = "sent" | "queued" | "skipped" | "failed";

// The item's own state is "sent" for a queued mail too (it is done; its detail names the
// outbox row): only the progress counter tells the two apart.
const finishOne = (tx: Sql, lease: Lease, memberId: number, counter: Counter, detail: string) =>
  Effect.gen(function* () {
    if (yield* finishItem(tx, lease, memberId, counter === "queued" ? "sent" : counter, detail))
      yield* countProgress(tx, lease, counter);
  });

export const referralReminderJob =
  (publicUrl: string): JobHandler<AppServices> =>
  ({ job, lease }) =>
    Effect.gen(function* () {
      const db = yield* Database;
      const mailer = yield* Mailer;
      const payload = job.payload as unknown as CampaignPayload;

      const sendOne = (member: Pending) =>
        Effect.gen(function* () {
          if (member.email === null || member.unsubscribed) {
            return yield* db.transaction((tx) =>
              finishOne(tx, lease, member.member_id, "skipped", member.email === null ? "erased" : "unsubscribed"),
            );
          }
          const token = yield* issueUnsubscribeToken(db, member.member_id);
          const mail = reminderMail(
            payload,
            {
              email: member.email,
              firstName: member.first_name ?? "",
              lastName: member.last_name ?? "",
              referralId: member.referral_code ?? "",
            },
            unsubscribeUrl(publicUrl, token),
          );
          yield* mailer
            .send(mail, {
              idempotencyKey: idempotencyKey(payload.key, member.member_id),
              record: (tx, receipt) =>
                finishOne(
                  tx,
                  lease,
                  member.member_id,
                  receipt.via === "outbox" ? "queued" : "sent",
                  `${receipt.via}:${receipt.id}`,
                ),
            })
            .pipe(
              // A refused address fails its item; a refused key would fail them all, so it stops the job.
              Effect.catchTag("BrevoRejected", (error): Effect.Effect<void, JobFailed | DbError | LeaseLost> =>
                isKeyRefused(error)
                  ? Effect.fail(new JobFailed({ reason: error.message }))
                  : db.transaction((tx) => finishOne(tx, lease, member.member_id, "failed", error.message)),
              ),
            );
        });

      for (;;) {
        const batch = yield* db.query<Pending>(
          `SELECT i.item AS member_id, p.email, p.first_name, p.last_name, m.referral_code, p.unsubscribed_at IS NOT NULL AS unsubscribed
           FROM job_items i
           LEFT JOIN profiles p ON p.member_id = i.item
           LEFT JOIN members m ON m.member_id = i.item
          WHERE i.job_id = $1 AND i.state = 'pending'
          ORDER BY i.item
          LIMIT $2`,
          [job.id, BATCH],
        );
        if (batch.length === 0) break;
        yield* Effect.forEach(batch, sendOne, { concurrency: CONCURRENCY, discard: true });
      }
      const [{ progress } = { progress: {} }] = yield* db.query<{ progress: Record<string, number> }>(
        `SELECT progress FROM jobs WHERE id = $1`,
        [job.id],
      );
      return {
        total: progress["total"] ?? 0,
        sent: progress["sent"] ?? 0,
        queued: progress["queued"] ?? 0,
        skipped: progress["skipped"] ?? 0,
        failed: progress["failed"] ?? 0,
      };
    });
