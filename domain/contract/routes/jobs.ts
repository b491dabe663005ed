import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../jobs.ts")) }));

export const jobsApi = {
  list: route({
    method: "GET",
    path: "/api/admin/jobs",
    summary: "Background jobs, newest first",
    access: "admin",
    query: "JobsQuery",
    invalid: "Invalid jobs query",
    answers: [json(200, "Jobs", "Jobs")],
    errors: [400],
  }),
  get: route({
    method: "GET",
    path: "/api/admin/jobs/:id",
    summary: "One background job",
    access: "admin",
    params: "JobIdParams",
    answers: [json(200, "The job", "Job")],
    errors: [404],
  }),
};
