import { Effect } from "effect";
import { Router, type Request } from "express";
import {
  ChangePasswordBody,
  MemberSessions,
  OtherSessionsEnded,
  PasswordChanged,
  SessionEnded,
  SessionParams,
} from "../../../domain/contract/sessions.ts";
import type { Config } from "../../platform/config/config.ts";
import { encode } from "../../platform/http/encode.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { audit } from "../auth/audit.ts";
import { deviceTokenOf } from "../auth/known-device.ts";
import { LIMITS } from "../credentials/rate-limit.ts";
import { requireMember } from "../credentials/session.ts";
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

export const sessionRoutes = (runtime: AppRuntime, config: Config) =>
  Router()
    .get(
      "/api/profile/sessions",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          return { body: encode(MemberSessions, yield* mySessions(caller)), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .post(
      "/api/profile/sessions/end-others",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const result = yield* endMyOtherSessions(caller);
          yield* audit(req, "other_sessions_ended", { memberId: caller.memberId, ended: result.ended });
          return { body: encode(OtherSessionsEnded, result), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .delete(
      "/api/profile/sessions/:id",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const { id } = yield* decodeInput(SessionParams, "Invalid session")(req.params);
          const result = yield* endMySession(caller, id);
          yield* audit(req, "session_ended", { memberId: caller.memberId, current: result.current });
          return { body: encode(SessionEnded, result), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .post(
      "/api/auth/change-password",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const input = yield* decodeInput(ChangePasswordBody, "Invalid request")(req.body ?? {});
          const result = yield* changePassword(caller, input, config.publicUrl, deviceTokenOf(req)).pipe(
            auditRefusals(req, caller.memberId),
          );
          yield* audit(req, "password_changed", { memberId: caller.memberId, sessionsEnded: result.sessionsEnded });
          return { body: encode(PasswordChanged, result), headers: PRIVATE_NO_STORE };
        }),
      ),
    );
