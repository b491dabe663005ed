import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../profile.ts")), ...(await import("../step-up.ts")) }));

export const profileApi = {
  get: route({
    method: "GET",
    path: "/api/profile",
    summary: "The caller's own profile",
    access: "member",
    answers: [json(200, "The profile", "Profile")],
  }),
  save: route({
    method: "PUT",
    path: "/api/profile",
    summary: "Save the profile form",
    access: "member",
    body: "ProfileBody",
    // Counted before the body is read, so a refused save costs as much as an accepted one; a
    // name or phone left out is refused in the form's own words.
    handlerDecodesBody: true,
    invalid: "Invalid profile",
    answers: [
      json(200, "The profile as saved", "Profile"),
      {
        status: 403,
        description:
          "Changing bank or tax details the member had: No step-up on this session in the last 5 minutes: step up (stepUpApi.stepUp), then again",
        schema: "StepUpRefusal",
      },
    ],
    // 503: MyInvois could not confirm a new income tax number; nothing was saved.
    errors: [400, 409, 429, 503],
  }),
  language: route({
    method: "PUT",
    path: "/api/profile/language",
    summary: "Save the language the member reads Jemput in: their mail and refusals are written in it",
    access: "member",
    body: "LanguageBody",
    invalid: "Invalid language",
    answers: [json(200, "The language as saved", "LanguageSaved")],
    errors: [400],
  }),
};
