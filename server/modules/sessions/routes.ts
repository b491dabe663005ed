import { Effect } from "effect";
import type { Request } from "express";
import { sessionsApi } from "../../../domain/contract/routes/sessions.ts";
import type { Config } from "../../platform/config/config.ts";
import { implement } from "../../platform/http/bind.ts";
import { audit } from "../auth/audit.ts";
import { deviceTokenOf } from "../auth/known-device.ts";
import { LIMITS } from "../credentials/rate-limit.ts";
import { changePassword, endMyOtherSessions, endMySession, mySessions } from "./handlers.ts";

// A signed-in member's sessions and password (decision 22). Audited as the sign-ins are
// (auth/audit.ts): who and what, never a password, a session id or an address.

/** A wrong current password, and the limit it reaches, are worth a line each. */
const auditRefusals =
  (req: Request, memberId: number) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.tapError(effect, (error) => {
      const failure = error as { readonly _tag?: unknown; readonly fields?: Readonly<Record<string, string>> };
      if (failure._tag === "RateLimited")
        return audit(req, "rate_limited", { limit: LIMITS.changePasswordPerMember.name, memberId });
      if (failure._tag === "ValidationError" && failure.fields?.["currentPassword"] !== undefined)
        return audit(req, "password_change_failed", { memberId });
      return Effect.void;
    });

export const sessionRoutes = (config: Config) =>
  implement(sessionsApi, {
    list: ({ caller }) => mySessions(caller),
    endOthers: ({ req, caller }) =>
      Effect.gen(function* () {
        const result = yield* endMyOtherSessions(caller);
        yield* audit(req, "other_sessions_ended", { memberId: caller.memberId, ended: result.ended });
        return result;
      }),
    end: ({ req, caller, params: { id } }) =>
      Effect.gen(function* () {
        const result = yield* endMySession(caller, id);
        yield* audit(req, "session_ended", { memberId: caller.memberId, current: result.current });
        return result;
      }),
    changePassword: ({ req, caller, body }) =>
      Effect.gen(function* () {
        const result = yield* changePassword(caller, body, config.publicUrl, deviceTokenOf(req)).pipe(
          auditRefusals(req, caller.memberId),
        );
        yield* audit(req, "password_changed", { memberId: caller.memberId, sessionsEnded: result.sessionsEnded });
        return result;
      }),
  });
