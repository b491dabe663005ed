import { Effect } from "effect";
import { jobsApi } from "../../../domain/contract/routes/jobs.ts";
import { Database } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { implement } from "../../platform/http/bind.ts";
import { jobById, jobView, recentJobs } from "./queries.ts";

// The Brevo tab follows its jobs here: state, progress (done of total), outcome and error.
export const jobsRoutes = implement(jobsApi, {
  list: ({ query }) =>
    Effect.gen(function* () {
      return yield* recentJobs(yield* Database, {
        limit: Number(query.limit ?? 20),
        kinds: query.kind?.split(",") ?? null,
      });
    }),
  get: ({ params }) =>
    Effect.gen(function* () {
      if (!/^\d{1,15}$/.test(params.id)) return yield* Effect.fail(new NotFound({ what: "Job" }));
      return jobView(yield* jobById(yield* Database, Number(params.id)));
    }),
});
