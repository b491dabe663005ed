import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../sessions.ts")) }));

export const sessionsApi = {
  changePassword: route({
    method: "POST",
    path: "/api/auth/change-password",
    summary:
      "Change the password with the current one: every other session ends, this one stays, and a notice is mailed",
    access: "member",
    body: "ChangePasswordBody",
    answers: [json(200, "Changed", "PasswordChanged")],
    errors: [400, 429],
  }),
  list: route({
    method: "GET",
    path: "/api/profile/sessions",
    summary: "The caller's open sessions (signed-in devices), newest first",
    access: "member",
    answers: [json(200, "The sessions", "MemberSessions")],
  }),
  end: route({
    method: "DELETE",
    path: "/api/profile/sessions/:id",
    summary: "End one of the caller's sessions (the caller's own one too: a sign-out)",
    access: "member",
    params: "SessionParams",
    refuseBadParams: true,
    invalid: "Invalid session",
    answers: [json(200, "Ended", "SessionEnded")],
    errors: [400, 404],
  }),
  endOthers: route({
    method: "POST",
    path: "/api/profile/sessions/end-others",
    summary: "End every session of the caller's but this one",
    access: "member",
    answers: [json(200, "How many ended", "OtherSessionsEnded")],
  }),
};
