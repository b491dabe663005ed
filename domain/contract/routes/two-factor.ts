import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({
  ...(await import("../auth.ts")),
  ...(await import("../step-up.ts")),
  ...(await import("../two-factor.ts")),
}));

export const twoFactorApi = {
  getAuth2fa: route({
    method: "GET",
    path: "/api/auth/2fa",
    summary: "Two-factor authentication: on or not, required or not, and this session's state",
    access: "session",
    answers: [json(200, "The state (a pending session too)", "TwoFactorStatus")],
  }),
  postAuth2faVerify: route({
    method: "POST",
    path: "/api/auth/2fa/verify",
    summary: "Give a pending session its second factor: an authenticator code or a recovery code",
    access: "session",
    body: "CodeBody",
    invalid: "Invalid code",
    answers: [json(200, "Signed in: the same token, now verified, and the profile", "AuthResult")],
    errors: [400, 409, 429],
  }),
  postAuth2faEnrol: route({
    method: "POST",
    path: "/api/auth/2fa/enrol",
    summary: "Start setting up an authenticator while signing in (an admin without one)",
    access: "session",
    answers: [json(200, "The secret, as text and as an otpauth:// URI", "TwoFactorEnrolment")],
    errors: [409],
  }),
  postAuth2faEnrolConfirm: route({
    method: "POST",
    path: "/api/auth/2fa/enrol/confirm",
    summary:
      "Turn it on with a code of the new secret (an admin adds the operator's setup code), finishing the sign-in",
    access: "session",
    body: "EnrolConfirmBody",
    invalid: "Invalid code",
    answers: [json(200, "Signed in, with the ten recovery codes (shown once)", "EnrolledSignIn")],
    errors: [400, 409, 429],
  }),
  postProfile2faEnrol: route({
    method: "POST",
    path: "/api/profile/2fa/enrol",
    summary: "Start setting up an authenticator app (replaces one never confirmed)",
    access: "member",
    answers: [
      json(200, "The secret, as text and as an otpauth:// URI", "TwoFactorEnrolment"),
      {
        status: 403,
        description: "No step-up on this session in the last 5 minutes: step up (stepUpApi.stepUp), then again",
        schema: "StepUpRefusal",
      },
    ],
    errors: [409],
  }),
  postProfile2faEnrolConfirm: route({
    method: "POST",
    path: "/api/profile/2fa/enrol/confirm",
    summary:
      "Turn two-factor authentication on with a code of the new secret (an admin adds the operator's setup code)",
    access: "member",
    body: "EnrolConfirmBody",
    invalid: "Invalid code",
    answers: [
      json(200, "On: the ten recovery codes, shown once", "RecoveryCodes"),
      {
        status: 403,
        description: "No step-up on this session in the last 5 minutes: step up (stepUpApi.stepUp), then again",
        schema: "StepUpRefusal",
      },
    ],
    errors: [400, 409],
  }),
  deleteProfile2fa: route({
    method: "DELETE",
    path: "/api/profile/2fa",
    summary: "Turn two-factor authentication off with the password and a code (an admin gets 403: it stays on)",
    access: "member",
    body: "DisableBody",
    answers: [json(200, "Off", "TwoFactorOff")],
    errors: [400, 409, 429],
  }),
};
