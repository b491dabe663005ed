import { Schema } from "effect";
import { Count, Instant } from "./http.ts";

// Background jobs (contact syncs, campaigns, mail) as the Brevo tab follows them. The payload is
// never shown: a mail job's payload holds the mail until it is sent.

export const JOB_STATES = ["queued", "running", "done", "failed"] as const;
export const JobState = Schema.Literals(JOB_STATES);
export type JobState = typeof JobState.Type;

export const JobsQuery = Schema.Struct({
  limit: Schema.optional(
    Schema.String.pipe(
      Schema.check(Schema.isPattern(/^([1-9]\d?|100)$/, { message: "must be a whole number from 1 to 100" })),
    ),
  ),
  kind: Schema.optional(
    Schema.String.pipe(
      Schema.check(Schema.isPattern(/^[a-z.-]+(,[a-z.-]+)*$/, { message: "must be job kinds separated by commas" })),
    ),
  ),
});

export const JobIdParams = Schema.Struct({ id: Schema.String });

export const Job = Schema.Struct({
  id: Count,
  kind: Schema.String,
  state: JobState,
  // Kept as JSON by the job: counts such as `done` of `total`, and what it produced.
  progress: Schema.Record(Schema.String, Schema.Unknown),
  result: Schema.Unknown,
  error: Schema.NullOr(Schema.String),
  attempts: Count,
  // Who started it (null for the system); always sent.
  createdBy: Schema.optionalKey(Schema.NullOr(Count)),
  createdAt: Instant,
  updatedAt: Instant,
  runAfter: Instant,
}).annotate({ identifier: "Job" });
export type Job = typeof Job.Type;
export const Jobs = Schema.Array(Job);
