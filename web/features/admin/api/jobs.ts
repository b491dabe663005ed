import { queryOptions } from "@tanstack/react-query";
import type { Job } from "../../../../domain/contract/jobs.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// Background work the Brevo tab starts (GET /api/admin/jobs): contact syncs and campaigns.
export type { Job, JobState } from "../../../../domain/contract/jobs.ts";
const jobs = schemaOf(() => import("../../../../domain/contract/jobs.ts"), "Jobs");

export const BREVO_JOB_KINDS = ["brevo.sync-contacts", "campaign.referral-reminder"] as const;
const JOBS_PATH = `/api/admin/jobs?kind=${BREVO_JOB_KINDS.join(",")}&limit=10`;

const isActive = (job: Job) => job.state === "queued" || job.state === "running";

// The one list in the app that refreshes itself: while a job is under way it is followed every
// two seconds, and polling stops once every job has finished.
export const brevoJobsQueryOptions = () =>
  queryOptions<ReadonlyArray<Job>>({
    queryKey: [JOBS_PATH],
    queryFn: api.queryFn({ schema: jobs }),
    refetchInterval: (query) => (query.state.data?.some(isActive) ? 2_000 : false),
  });
