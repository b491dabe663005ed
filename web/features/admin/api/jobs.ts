import { queryOptions } from "@tanstack/react-query";
import type { Job } from "../../../../domain/contract/jobs.ts";
import { jobsApi } from "../../../../domain/contract/routes/jobs.ts";
import { api } from "../../../lib/api.ts";

// Background work the Brevo tab starts: contact syncs and campaigns.
export type { Job, JobState } from "../../../../domain/contract/jobs.ts";

export const BREVO_JOB_KINDS = ["brevo.sync-contacts", "campaign.referral-reminder"] as const;

const isActive = (job: Job) => job.state === "queued" || job.state === "running";

// The one list in the app that refreshes itself: while a job is under way it is followed every
// two seconds, and polling stops once every job has finished.
export const brevoJobsQueryOptions = () =>
  queryOptions({
    ...api.query(jobsApi.list, { query: { kind: BREVO_JOB_KINDS.join(","), limit: 10 } }),
    refetchInterval: (query) => (query.state.data?.some(isActive) ? 2_000 : false),
  });
