import { Effect } from "effect";
import { Router } from "express";
import { Job, Jobs, JobsQuery } from "../../../domain/contract/jobs.ts";
import { ADMIN_HEADERS, pathParam, requireAdminAction } from "../admin/guard.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { jobById, jobView, recentJobs } from "./queries.ts";

// The Brevo tab follows its jobs here: state, progress (done of total), outcome and error.

export const jobRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/admin/jobs",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const query = yield* decodeInput(
            JobsQuery,
            "Invalid jobs query",
          )({ limit: req.query["limit"] || undefined, kind: req.query["kind"] || undefined });
          const jobs = yield* recentJobs(yield* Database, {
            limit: Number(query.limit ?? 20),
            kinds: query.kind?.split(",") ?? null,
          });
          return { body: encode(Jobs, jobs), headers: ADMIN_HEADERS };
        }),
      ),
    )
    .get(
      "/api/admin/jobs/:id",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* requireAdminAction(req);
          const id = pathParam(req, "id");
          if (!/^\d{1,15}$/.test(id)) return yield* Effect.fail(new NotFound({ what: "Job" }));
          return { body: encode(Job, jobView(yield* jobById(yield* Database, Number(id)))), headers: ADMIN_HEADERS };
        }),
      ),
    );
