import { Effect } from "effect";
import { einvoiceJob, resumeEInvoices, type EInvoiceOptions } from "../modules/einvoices/job.ts";
import { EINVOICE_JOB } from "../modules/einvoices/store.ts";
import { evidenceJob, resumeEvidence, type EvidenceOptions } from "../modules/evidence/job.ts";
import { startRecheckBeforePay } from "../modules/evidence/recheck.ts";
import { EVIDENCE_JOB } from "../modules/evidence/queue.ts";
import { referralReminderJob } from "../modules/brevo/campaign-job.ts";
import { CAMPAIGN_JOB } from "../modules/brevo/campaign.ts";
import { SYNC_JOB, syncContactsJob, type SyncOptions } from "../modules/brevo/sync.ts";
import { blacklistContactJob, BLACKLIST_JOB } from "../modules/mail/blacklist-job.ts";
import type { Config } from "../platform/config/config.ts";
import { startHousekeeping } from "../platform/jobs/prune.ts";
import { SUBSCRIPTIONS } from "../modules/projections/subscriptions.ts";
import { startRiskEvaluator } from "../modules/risk/background.ts";
import { startAutoApproval } from "../modules/review/background.ts";
import { startSubscriptions } from "../platform/event-store/follow.ts";
import { startWorker, type JobHandlers, type WorkerOptions } from "../platform/jobs/worker.ts";
import type { Logger } from "../platform/logging/logger.ts";
import { sendMailJob } from "../platform/mail/mail-job.ts";
import { MAIL_JOB } from "../platform/mail/mailer.ts";
import type { AppRuntime, AppServices } from "../platform/runtime.ts";

// Every kind of background job and what runs it; the server starts one worker over them.
export const jobHandlers = (
  config: Config,
  sync: SyncOptions = {},
  evidence: EvidenceOptions = {},
  einvoice: EInvoiceOptions = {},
): JobHandlers<AppServices> => ({
  [MAIL_JOB]: sendMailJob,
  [SYNC_JOB]: syncContactsJob(config, sync),
  [CAMPAIGN_JOB]: referralReminderJob(config.publicUrl),
  [BLACKLIST_JOB]: blacklistContactJob,
  [EVIDENCE_JOB]: evidenceJob(config.social, evidence),
  [EINVOICE_JOB]: einvoiceJob(config.einvoice, einvoice),
});

export interface BackgroundOptions extends WorkerOptions {
  readonly sync?: SyncOptions;
  readonly evidence?: EvidenceOptions;
  readonly einvoice?: EInvoiceOptions;
}

/** The job worker, the hourly pruning of finished work, the risk rules, the subscriptions, the automatic approver and the check before pay; `stop` ends them. */
export const startBackgroundWorker = (
  runtime: AppRuntime,
  config: Config,
  logger: Logger,
  options: BackgroundOptions = {},
) => {
  const worker = startWorker(
    runtime,
    jobHandlers(config, options.sync, options.evidence, options.einvoice),
    logger,
    options,
  );
  // Posts left due by a job that failed for good are asked about again from this start.
  runtime.runFork(
    resumeEvidence.pipe(
      Effect.catch((error) => Effect.sync(() => logger.error({ err: error }, "could not resume the evidence fetch"))),
    ),
  );
  // E-invoices left due by a job that failed for good are taken up again from this start.
  runtime.runFork(
    resumeEInvoices.pipe(
      Effect.catch((error) => Effect.sync(() => logger.error({ err: error }, "could not resume the e-invoices"))),
    ),
  );
  const housekeeping = startHousekeeping(runtime, logger);
  const risk = startRiskEvaluator(runtime, logger);
  const subscriptions = startSubscriptions(runtime, logger, SUBSCRIPTIONS);
  const autoApproval = config.autoApproveMatches !== "off" ? startAutoApproval(runtime, logger) : null;
  const recheck = config.social.evidence ? startRecheckBeforePay(runtime, logger) : null;
  return {
    id: worker.id,
    stop: () =>
      Promise.all([
        worker.stop(),
        housekeeping.stop(),
        risk.stop(),
        subscriptions.stop(),
        autoApproval?.stop(),
        recheck?.stop(),
      ]).then(() => undefined),
  };
};
