import type { Tone } from "../../../ui/theme.ts";
import type { Job } from "../api/jobs.ts";

// A background job in words: what it is, where it stands, and how far it got.
export type JobSummary = {
  title: string;
  status: string;
  tone: Tone;
  /** 0–100 while there is a known total, else null. */
  percent: number | null;
  detail: string;
};

const TITLES: Record<string, string> = {
  "brevo.sync-contacts": "Contact sync",
  "campaign.referral-reminder": "Referral reminder",
};

// Progress and results are whatever JSON the job kept: a count is read only from an object.
const count = (record: unknown, key: string): number => {
  const value = Number(
    typeof record === "object" && record !== null ? ((record as Record<string, unknown>)[key] ?? 0) : 0,
  );
  return Number.isFinite(value) ? value : 0;
};
const n = (value: number) => value.toLocaleString("en-MY");
const plural = (value: number, one: string, many: string) => `${n(value)} ${value === 1 ? one : many}`;

const syncDetail = (job: Job): string => {
  const total = count(job.progress, "total");
  if (job.state === "done") {
    const contacts = count(job.result, "contacts");
    return `${plural(contacts, "contact", "contacts")} imported in ${plural(count(job.result, "batches"), "batch", "batches")}`;
  }
  return `${n(count(job.progress, "done"))} of ${plural(total, "contact", "contacts")} imported`;
};

// "Sent" only for mail Brevo accepted: a campaign without a mail service keeps its copies in
// the outbox ("queued"), and the list must not read as if they went out.
const campaignDetail = (job: Job): string => {
  const source = job.state === "done" && job.result ? job.result : job.progress;
  const members = plural(count(source, "total"), "member", "members");
  const sent = count(source, "sent");
  const queued = count(source, "queued");
  const parts =
    queued > 0 && sent === 0
      ? [`${n(queued)} of ${members} queued in the outbox, nothing sent`]
      : [`${n(sent)} of ${members} sent`];
  if (queued > 0 && sent > 0) parts.push(`${n(queued)} queued in the outbox`);
  const failed = count(source, "failed");
  const skipped = count(source, "skipped");
  if (failed > 0) parts.push(`${n(failed)} failed`);
  if (skipped > 0) parts.push(`${n(skipped)} skipped (unsubscribed)`);
  return parts.join(", ");
};

const progressOf = (job: Job): number | null => {
  if (job.state === "done") return 100;
  const total = count(job.progress, "total");
  if (total === 0) return null;
  return Math.min(100, (count(job.progress, "done") / total) * 100);
};

const statusOf = (job: Job): { status: string; tone: Tone } => {
  if (job.state === "done") return { status: "Done", tone: "green" };
  if (job.state === "failed") return { status: "Failed", tone: "red" };
  if (job.state === "running") return { status: "Running", tone: "blue" };
  // A queued job that has run before is waiting out a backoff after an error.
  return job.attempts > 0 ? { status: "Waiting to retry", tone: "orange" } : { status: "Queued", tone: "neutral" };
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
  return {
    title: TITLES[job.kind] ?? job.kind,
    status,
    tone,
    percent: job.state === "failed" ? null : progressOf(job),
    detail: error ? (detail ? `${detail}. ${error}` : error) : detail,
  };
};
