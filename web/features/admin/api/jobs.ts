import { queryOptions } from "@tanstack/react-query";

// Background work the Brevo tab starts (GET /api/admin/jobs): contact syncs and campaigns.
export type JobState = "queued" | "running" | "done" | "failed";
export type Job = {
  id: number;
  kind: string;
  state: JobState;
  progress: Record<string, unknown>;
  result: Record<string, unknown> | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  runAfter: string;
};

export const BREVO_JOB_KINDS = ["brevo.sync-contacts", "campaign.referral-reminder"] as const;
const JOBS_PATH = `/api/admin/jobs?kind=${BREVO_JOB_KINDS.join(",")}&limit=10`;

const isActive = (job: Job) => job.state === "queued" || job.state === "running";

// The one list in the app that refreshes itself: while a job is under way it is followed every
// two seconds, and polling stops once every job has finished.
export const brevoJobsQueryOptions = () =>
  queryOptions<Job[]>({
    queryKey: [JOBS_PATH],
    refetchInterval: (query) => (query.state.data?.some(isActive) ? 2_000 : false),
  });
