import { endpoint, json } from "../endpoint.ts";

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
    answers: [json(200, "How many sessions ended", "MemberSessionsEnded")],
    errors: [400, 404],
  }),
};
