import { Effect } from "effect";
import type { Request } from "express";
import { stepUpApi } from "../../../domain/contract/routes/step-up.ts";
import { implement } from "../../platform/http/bind.ts";
import { stepUp } from "./step-up.ts";

// Step-up (decision 21): a signed-in member confirms it is them before a sensitive change. Only
// a live session may (a pending one has a sign-in to finish first).

type StepUpEvent = "step_up" | "step_up_failed" | "rate_limited";

// Logged as the other auth events are (audit.ts): who, and what was wrong, never the password or
// the code.
const audit = (req: Request, event: StepUpEvent, details: Readonly<Record<string, string | number>>) =>
  Effect.sync(() => {
    const level = event === "step_up" ? "info" : "warn";
    req.log?.[level]({ auth: { event, ...details } }, `auth: ${event}`);
  });

/** Which answer was refused (the field the refusal names), or the limit that was reached. */
const auditFailure = (req: Request, memberId: number) => (error: unknown) => {
  const failure = error as { readonly _tag?: unknown; readonly fields?: Readonly<Record<string, string>> };
  if (failure._tag === "RateLimited") return audit(req, "rate_limited", { limit: "step-up", memberId });
  if (failure._tag === "ValidationError")
    return audit(req, "step_up_failed", { memberId, wrong: Object.keys(failure.fields ?? {}).join(",") });
  return Effect.void;
};

export const stepUpRoutes = implement(stepUpApi, {
  stepUp: ({ req, caller, body: { password, code } }) =>
    Effect.gen(function* () {
      const done = yield* stepUp(caller, password, code).pipe(Effect.tapError(auditFailure(req, caller.memberId)));
      yield* audit(req, "step_up", { memberId: caller.memberId, until: done.steppedUpUntil });
      return done;
    }),
});
