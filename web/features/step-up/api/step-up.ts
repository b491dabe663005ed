import { STEP_UP_REQUIRED } from "../../../../domain/contract/limits.ts";
import { stepUpApi } from "../../../../domain/contract/routes/step-up.ts";
import type { StepUpBody, SteppedUp } from "../../../../domain/contract/step-up.ts";
import { api, ApiError } from "../../../lib/api.ts";

// Confirming it's the member (decision 21): stepping up opens sensitive changes to this session
// for five minutes; a route that needs it answers 403 with code "step_up_required".
export type { StepUpBody, SteppedUp };

/** Answers 400 naming `password` or `code` when one is wrong, 429 after too many wrong tries. */
export const stepUp = (body: StepUpBody): Promise<SteppedUp> => api.call(stepUpApi.stepUp, { body });

/** Whether a request was refused only because the member must confirm it's them first. */
export const asksForStepUp = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === STEP_UP_REQUIRED;
