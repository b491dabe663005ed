import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../admin.ts")) }));

export const adminApi = {
  stats: route({
    method: "GET",
    path: "/api/admin/stats",
    summary: "The overview cards",
    access: "admin",
    answers: [{ status: 200, description: "The figures", schema: "AdminStats" }],
  }),
  home: route({
    method: "GET",
    path: "/api/admin/home",
    summary: "What needs doing: posts to review, open flags, a month to close, payouts to follow up",
    access: "admin",
    answers: [{ status: 200, description: "The counts", schema: "AdminHome" }],
  }),
  audit: route({
    method: "GET",
    path: "/api/admin/audit",
    summary: "Admin decisions, newest first",
    access: "admin",
    query: "AuditQuery",
    invalid: "Invalid audit query",
    answers: [{ status: 200, description: "Entries", schema: "AuditLog" }],
    errors: [400],
  }),
};
