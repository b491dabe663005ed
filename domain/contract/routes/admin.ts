import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../admin.ts")) }));

export const adminApi = {
  stats: route({
    method: "GET",
    path: "/api/admin/stats",
    summary: "The overview cards",
    access: "admin",
    answers: [json(200, "The figures", "AdminStats")],
  }),
  home: route({
    method: "GET",
    path: "/api/admin/home",
    summary: "What needs doing: posts to review, open flags, a month to close, payouts to follow up",
    access: "admin",
    answers: [json(200, "The counts", "AdminHome")],
  }),
  audit: route({
    method: "GET",
    path: "/api/admin/audit",
    summary: "Admin decisions, newest first",
    access: "admin",
    query: "AuditQuery",
    invalid: "Invalid audit query",
    answers: [json(200, "Entries", "AuditLog")],
    errors: [400],
  }),
};
