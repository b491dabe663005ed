import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../http.ts")), ...(await import("../admin-sessions.ts")) }));

// A CP58, the statement of a year's incentive payments (decision 63): the member's own, and any
// member's for an admin (the member details dialog).
export const cp58Api = {
  mine: route({
    method: "GET",
    path: "/api/payouts/cp58",
    summary: "The caller's CP58 statement of incentive payments for a year that has ended",
    access: "member",
    query: "YearQuery",
    invalid: "Invalid CP58 year",
    answers: [{ status: 200, description: "The CP58, PDF", schema: "Attachment", as: "pdf-attachment" }],
    errors: [400, 409],
  }),
  member: route({
    method: "GET",
    path: "/api/admin/members/:id/cp58",
    summary: "A member's CP58 statement of incentive payments for a year that has ended",
    access: "admin",
    params: "MemberIdParams",
    refuseBadParams: true,
    query: "YearQuery",
    invalid: "Invalid CP58 year",
    answers: [{ status: 200, description: "The CP58, PDF", schema: "Attachment", as: "pdf-attachment" }],
    errors: [400, 404, 409],
  }),
};
