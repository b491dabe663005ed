import { formatNumber } from "../../../lib/format.ts";
import type { Tone } from "../../../ui/theme.ts";
import type { Job } from "../api/jobs.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";

// A background job in words, in the reader's language: what it is, where it stands, and how far it got.
export type JobSummary = {
  title: string;
  status: string;
  tone: Tone;
  /** 0–100 while there is a known total, else null. */
  percent: number | null;
  detail: string;
};

const TITLES: Record<string, OperationsKey> = {
  "brevo.sync-contacts": "jobs.kind.syncContacts",
  "campaign.referral-reminder": "jobs.kind.referralReminder",
};

// Progress and results are whatever JSON the job kept: a count is read only from an object.
const count = (record: unknown, key: string): number => {
  const value = Number(
    typeof record === "object" && record !== null ? ((record as Record<string, unknown>)[key] ?? 0) : 0,
  );
  return Number.isFinite(value) ? value : 0;
};
const n = formatNumber;

const syncDetail = (job: Job): string => {
  const total = count(job.progress, "total");
  if (job.state === "done") {
    return say("jobs.sync.done", { contacts: count(job.result, "contacts"), batches: count(job.result, "batches") });
  }
  return say("jobs.sync.running", { done: n(count(job.progress, "done")), total });
};

// "Sent" only for mail Brevo accepted: a campaign without a mail service keeps its copies in
// the outbox ("queued"), and the list must not read as if they went out.
const campaignDetail = (job: Job): string => {
  const source = job.state === "done" && job.result ? job.result : job.progress;
  const total = count(source, "total");
  const sent = count(source, "sent");
  const queued = count(source, "queued");
  const parts =
    queued > 0 && sent === 0
      ? [say("jobs.campaign.queuedOnly", { queued: n(queued), total })]
      : [say("jobs.campaign.sent", { sent: n(sent), total })];
  if (queued > 0 && sent > 0) parts.push(say("jobs.campaign.queued", { queued: n(queued) }));
  const failed = count(source, "failed");
  const skipped = count(source, "skipped");
  if (failed > 0) parts.push(say("jobs.campaign.failed", { failed: n(failed) }));
  if (skipped > 0) parts.push(say("jobs.campaign.skipped", { skipped: n(skipped) }));
  return parts.join(say("jobs.separator"));
};

const progressOf = (job: Job): number | null => {
  if (job.state === "done") return 100;
  const total = count(job.progress, "total");
  if (total === 0) return null;
  return Math.min(100, (count(job.progress, "done") / total) * 100);
};

const statusOf = (job: Job): { status: string; tone: Tone } => {
  if (job.state === "done") return { status: say("jobs.status.done"), tone: "green" };
  if (job.state === "failed") return { status: say("jobs.status.failed"), tone: "red" };
  if (job.state === "running") return { status: say("jobs.status.running"), tone: "blue" };
  // A queued job that has run before is waiting out a backoff after an error.
  return job.attempts > 0
    ? { status: say("jobs.status.retrying"), tone: "orange" }
    : { status: say("jobs.status.queued"), tone: "neutral" };
};

export const summariseJob = (job: Job): JobSummary => {
  const { status, tone } = statusOf(job);
  const detail =
    job.kind === "brevo.sync-contacts"
      ? syncDetail(job)
      : job.kind === "campaign.referral-reminder"
        ? campaignDetail(job)
        : "";
  const error = job.error && job.state !== "done" ? job.error : null;
  const title = Object.hasOwn(TITLES, job.kind) ? TITLES[job.kind] : undefined;
  return {
    title: title ? say(title) : job.kind,
    status,
    tone,
    percent: job.state === "failed" ? null : progressOf(job),
    detail: error ? (detail ? say("jobs.withError", { detail, error }) : error) : detail,
  };
};
