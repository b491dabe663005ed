import { Effect } from "effect";
import { Router, type Request } from "express";
import { StepUpBody, SteppedUp } from "../../../domain/contract/step-up.ts";
import { encode } from "../../platform/http/encode.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { requireMember } from "../credentials/session.ts";
import { stepUp } from "./step-up.ts";

// POST /api/auth/step-up (decision 21): a signed-in member confirms it is them before a sensitive
// change. Only a live session may (a pending one has a sign-in to finish first).

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

export const stepUpRoutes = (runtime: AppRuntime) =>
  Router().post(
    "/api/auth/step-up",
    route(runtime, (req) =>
      Effect.gen(function* () {
        const caller = yield* requireMember(req);
        const { password, code } = yield* decodeInput(StepUpBody)(req.body ?? {});
        const done = yield* stepUp(caller, password, code).pipe(Effect.tapError(auditFailure(req, caller.memberId)));
        yield* audit(req, "step_up", { memberId: caller.memberId, until: done.steppedUpUntil });
        return { body: encode(SteppedUp, done), headers: PRIVATE_NO_STORE };
      }),
    ),
  );
