import crypto from "node:crypto";
import { Data, Effect } from "effect";
import { nextPeriod, periodOf, periodStart } from "../../../domain/period.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { waitForJob } from "../jobs/queries.ts";
import { addItems } from "../../platform/jobs/items.ts";
import { enqueueSingleJob, setProgress, type JobRow } from "../../platform/jobs/store.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import type { CampaignTemplate } from "./campaign-mail.ts";

// "Send Referral Reminder": mails every subscribed member who recruited nobody this Malaysian
// month. The recipients are fixed when the campaign starts (one job item each); a job sends
// them. The request waits for the job a while so it can answer with the results, and says
// whether they are final.
export const CAMPAIGN_JOB = "campaign.referral-reminder";
export const CAMPAIGN_WAIT_MS = 20_000;

export interface CampaignPayload extends CampaignTemplate {
  readonly period: number;
  /** Seeds each mail's idempotency key, so a resent request is one mail to Brevo. */
  readonly key: string;
}

export class CampaignInProgress extends Data.TaggedError("CampaignInProgress")<{ readonly jobId: number }> {
  override get message() {
    return "A referral reminder campaign is already being sent";
  }
}
export class CampaignFailed extends Data.TaggedError("CampaignFailed")<{
  readonly jobId: number;
  readonly reason: string;
}> {
  override get message() {
    return `The referral reminder campaign failed: ${this.reason}`;
  }
}

export const startReferralReminder = Effect.fn("Campaign.start")(function* (
  template: CampaignTemplate,
  createdBy: number,
) {
  const db = yield* Database;
  const period = periodOf(yield* now);
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      const payload: CampaignPayload = { ...template, period, key: crypto.randomUUID() };
      const jobId = yield* enqueueSingleJob(tx, { kind: CAMPAIGN_JOB, payload, createdBy });
      if (jobId === null) {
        const [active] = yield* tx.query<{ id: number }>(
          `SELECT id FROM jobs WHERE kind = $1 AND state IN ('queued', 'running')`,
          [CAMPAIGN_JOB],
        );
        return yield* Effect.fail(new CampaignInProgress({ jobId: active?.id ?? 0 }));
      }
      const recipients = yield* tx.query<{ member_id: number }>(
        `SELECT p.member_id FROM profiles p
          WHERE p.unsubscribed_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM members r WHERE r.referrer_id = p.member_id AND r.joined_at >= $1 AND r.joined_at < $2)`,
        [periodStart(period), periodStart(nextPeriod(period))],
      );
      const total = yield* addItems(
        tx,
        jobId,
        recipients.map((r) => r.member_id),
      );
      yield* setProgress(tx, jobId, { total, done: 0, sent: 0, queued: 0, skipped: 0, failed: 0 });
      return { jobId, total };
    }),
  );
});

const count = (job: JobRow, key: string) => Number(job.progress[key] ?? 0);

/**
 * The campaign's results: `successful` counts mails that left the machine (Brevo accepted
 * them), `queued` those kept in the outbox because no mail service is configured.
 */
export const campaignResults = (job: JobRow) => {
  const total = count(job, "total");
  const successful = count(job, "sent");
  return {
    successful,
    total,
    successRate: total > 0 ? Math.round((successful * 1000) / total) / 10 : 0,
    failed: count(job, "failed"),
    skipped: count(job, "skipped"),
    queued: count(job, "queued"),
  };
};

export const sendReferralReminder = Effect.fn("Campaign.send")(function* (
  template: CampaignTemplate,
  createdBy: number,
  waitMs = CAMPAIGN_WAIT_MS,
) {
  const { jobId } = yield* startReferralReminder(template, createdBy);
  const job = yield* waitForJob(yield* Database, jobId, waitMs);
  if (job.state === "failed")
    return yield* Effect.fail(new CampaignFailed({ jobId, reason: job.error ?? "unknown error" }));
  // The worker sending the job runs with this process's mail settings, so they say where it went.
  const delivery = (yield* Mailer).viaBrevo ? ("brevo" as const) : ("outbox" as const);
  return { results: campaignResults(job), delivery, jobId, state: job.state, finished: job.state === "done" };
});
