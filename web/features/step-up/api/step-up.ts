import { STEP_UP_REQUIRED } from "../../../../domain/contract/limits.ts";
import type { StepUpBody, SteppedUp } from "../../../../domain/contract/step-up.ts";
import { api, ApiError, schemaOf } from "../../../lib/api.ts";

// Confirming it's the member (decision 21): POST /api/auth/step-up opens sensitive changes to this
// session for five minutes; a route that needs it answers 403 with code "step_up_required".
export type { StepUpBody, SteppedUp };

const contract = () => import("../../../../domain/contract/step-up.ts");

/** Answers 400 naming `password` or `code` when one is wrong, 429 after too many wrong tries. */
export const stepUp = (body: StepUpBody): Promise<SteppedUp> =>
  api.request("POST", "/api/auth/step-up", body, { schema: schemaOf(contract, "SteppedUp") });

/** Whether a request was refused only because the member must confirm it's them first. */
export const asksForStepUp = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 403 && error.code === STEP_UP_REQUIRED;
