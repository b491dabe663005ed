import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../auth.ts")) }));

export const authApi = {
  register: route({
    method: "POST",
    path: "/api/auth/register",
    summary: "Join, with a referrer's code or without",
    access: "none",
    body: "RegisterBody",
    // Counted before the body is read: a refused registration costs an attempt as a made one does.
    handlerDecodesBody: true,
    answers: [json(201, "Registered and signed in", "AuthResult")],
    errors: [400, 409, 429],
    cache: "private, no-store",
  }),
  login: route({
    method: "POST",
    path: "/api/auth/login",
    summary: "Sign in",
    access: "none",
    body: "LoginBody",
    answers: [json(200, "Signed in", "AuthResult")],
    errors: [400, 401, 429],
    cache: "private, no-store",
  }),
  logout: route({
    method: "POST",
    path: "/api/auth/logout",
    summary: "End this session (one still owing its second factor too)",
    access: "session",
    answers: [json(200, "Signed out", "LogoutResult")],
  }),
  forgotPassword: route({
    method: "POST",
    path: "/api/auth/forgot-password",
    summary: "Mail a reset link (the same answer for any email)",
    access: "none",
    body: "ForgotBody",
    answers: [json(200, "Sent if the account exists", "ForgotResult")],
    errors: [400, 429],
  }),
  resetPassword: route({
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Set a new password with a mailed token",
    access: "none",
    body: "ResetBody",
    answers: [json(200, "Changed", "ResetResult")],
    errors: [400, 429],
  }),
};
