import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../jobs.ts")) }));

export const jobsApi = {
  list: route({
    method: "GET",
    path: "/api/admin/jobs",
    summary: "Background jobs, newest first",
    access: "admin",
    query: "JobsQuery",
    invalid: "Invalid jobs query",
    answers: [{ status: 200, description: "Jobs", schema: "Jobs" }],
    errors: [400],
  }),
  get: route({
    method: "GET",
    path: "/api/admin/jobs/:id",
    summary: "One background job",
    access: "admin",
    params: "JobIdParams",
    answers: [{ status: 200, description: "The job", schema: "Job" }],
    errors: [404],
  }),
};
