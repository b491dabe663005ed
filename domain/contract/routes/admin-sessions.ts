import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../admin-sessions.ts")) }));

export const adminSessionsApi = {
  endAll: route({
    method: "POST",
    path: "/api/admin/members/:id/sessions/end",
    summary: "Sign a member out everywhere: every open session ends (an admin naming themself keeps this one)",
    access: "admin",
    params: "MemberIdParams",
    refuseBadParams: true,
    invalid: "Invalid member",
    answers: [{ status: 200, description: "How many sessions ended", schema: "MemberSessionsEnded" }],
    errors: [400, 404],
  }),
};
