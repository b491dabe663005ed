import { Schema } from "effect";
import { Instant } from "./http.ts";
import { STEP_UP_REQUIRED } from "./limits.ts";

// Step-up authentication (decision 21): a signed-in member gives their password again (and a code
// of their authenticator app when two-factor authentication is on) before a sensitive change. It
// holds for five minutes, on the session that gave it.

export const StepUpBody = Schema.Struct({
  password: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "Please enter your password" }),
      Schema.isMaxLength(1_000, { message: "must be at most 1,000 characters" }),
    ),
  ),
  /** Six digits from the app, or a recovery code; needed only with two-factor authentication on. */
  code: Schema.optionalKey(
    Schema.String.pipe(Schema.check(Schema.isMaxLength(40, { message: "must be at most 40 characters" }))),
  ),
});
export type StepUpBody = typeof StepUpBody.Type;

/** Done: sensitive changes are open to this session until then. */
export const SteppedUp = Schema.Struct({ steppedUpUntil: Instant }).annotate({ identifier: "SteppedUp" });
export type SteppedUp = typeof SteppedUp.Type;

/** The 403 of a route that needs a recent step-up: confirm it's you (stepUpApi.stepUp), then ask again. */
export const StepUpRefusal = Schema.Struct({
  error: Schema.String,
  code: Schema.Literal(STEP_UP_REQUIRED),
}).annotate({
  identifier: "StepUpRefusal",
  description: "The password (and code) must be given again on this session first, by stepping up",
});
export type StepUpRefusal = typeof StepUpRefusal.Type;
