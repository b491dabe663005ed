import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../step-up.ts")) }));

export const stepUpApi = {
  stepUp: route({
    method: "POST",
    path: "/api/auth/step-up",
    summary: "Confirm it's you: the password again (and a code with two-factor authentication on), for 5 minutes",
    access: "member",
    body: "StepUpBody",
    answers: [json(200, "This session may make sensitive changes until then", "SteppedUp")],
    errors: [400, 429],
  }),
};
