import { Effect } from "effect";
import { Router, type Request } from "express";
import { AuthResult } from "../../../domain/contract/auth.ts";
import {
  CodeBody,
  DisableBody,
  EnrolConfirmBody,
  EnrolledSignIn,
  RecoveryCodes,
  TwoFactorEnrolment,
  TwoFactorOff,
  TwoFactorStatus,
} from "../../../domain/contract/two-factor.ts";
import { encode } from "../../platform/http/encode.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { bearerToken, requireMember, requireOpenSession } from "../credentials/session.ts";
import { requireSteppedUp } from "../credentials/step-up.ts";
import { NOT_PENDING, TwoFactorConflict } from "./errors.ts";
import {
  confirmEnrolment,
  disableTwoFactor,
  signedInUser,
  startEnrolment,
  twoFactorStatus,
  verifySession,
} from "./handlers.ts";

// /api/auth/2fa finishes a sign-in: the only routes, with logout, a session still owing its
// second factor may call (requireOpenSession); every other route refuses it in the session check
// itself (credentials/session.ts). /api/profile/2fa is a signed-in member's own setting: setting
// up an authenticator there needs a recent step-up (decision 21), so a borrowed session cannot
// put its own phone on the account. Turning it off asks for the password and a code itself.

type TwoFactorEvent =
  | "two_factor_verified"
  | "two_factor_failed"
  | "two_factor_enrolment_started"
  | "two_factor_enabled"
  | "two_factor_disabled"
  | "rate_limited";

// Logged as the auth events are (auth/audit.ts), through the request's logger: who, never a code.
const audit = (req: Request, event: TwoFactorEvent, details: Readonly<Record<string, string | number>> = {}) =>
  Effect.sync(() => {
    const level = event === "two_factor_failed" || event === "rate_limited" ? "warn" : "info";
    req.log?.[level]({ auth: { event, ...details } }, `auth: ${event}`);
  });

/** An open session that owes its second factor: what the sign-in routes below start from. */
const requirePending = (req: Request) =>
  Effect.flatMap(requireOpenSession(req), (session) =>
    session.secondFactor === "pending"
      ? Effect.succeed(session)
      : Effect.fail(new TwoFactorConflict({ reason: NOT_PENDING })),
  );

const decodeCode = (req: Request) => decodeInput(CodeBody, "Invalid code")(req.body ?? {});
const decodeEnrolment = (req: Request) => decodeInput(EnrolConfirmBody, "Invalid code")(req.body ?? {});

/** Wrong codes and the limit they reach are worth a line each; the code itself never is. */
const auditFailures =
  (req: Request, memberId: number) =>
  <A, E, R>(effect: Effect.Effect<A, E, R>) =>
    Effect.tapError(effect, (error) => {
      const tag = (error as { readonly _tag?: unknown })._tag;
      if (tag === "ValidationError") return audit(req, "two_factor_failed", { memberId });
      if (tag === "RateLimited") return audit(req, "rate_limited", { limit: "2fa-member", memberId });
      return Effect.void;
    });

export const twoFactorRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/auth/2fa",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const session = yield* requireOpenSession(req);
          return { body: encode(TwoFactorStatus, yield* twoFactorStatus(session)), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .post(
      "/api/auth/2fa/verify",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const session = yield* requireOpenSession(req);
          const { code } = yield* decodeCode(req);
          yield* verifySession(session, code).pipe(auditFailures(req, session.memberId));
          yield* audit(req, "two_factor_verified", { memberId: session.memberId });
          const user = yield* signedInUser(session.memberId);
          return { body: encode(AuthResult, { token: bearerToken(req), user }), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .post(
      "/api/auth/2fa/enrol",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const session = yield* requirePending(req);
          const enrolment = yield* startEnrolment(session.memberId);
          yield* audit(req, "two_factor_enrolment_started", { memberId: session.memberId });
          return { body: encode(TwoFactorEnrolment, enrolment), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .post(
      "/api/auth/2fa/enrol/confirm",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const session = yield* requirePending(req);
          const { code, setupCode } = yield* decodeEnrolment(req);
          const recoveryCodes = yield* confirmEnrolment(session.memberId, code, session.tokenHash, setupCode).pipe(
            auditFailures(req, session.memberId),
          );
          yield* audit(req, "two_factor_enabled", { memberId: session.memberId });
          const user = yield* signedInUser(session.memberId);
          return {
            body: encode(EnrolledSignIn, { token: bearerToken(req), user, recoveryCodes }),
            headers: PRIVATE_NO_STORE,
          };
        }),
      ),
    )
    .post(
      "/api/profile/2fa/enrol",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          yield* requireSteppedUp(caller);
          const enrolment = yield* startEnrolment(caller.memberId);
          yield* audit(req, "two_factor_enrolment_started", { memberId: caller.memberId });
          return { body: encode(TwoFactorEnrolment, enrolment), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .post(
      "/api/profile/2fa/enrol/confirm",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          yield* requireSteppedUp(caller);
          const { code, setupCode } = yield* decodeEnrolment(req);
          const recoveryCodes = yield* confirmEnrolment(caller.memberId, code, caller.tokenHash, setupCode).pipe(
            auditFailures(req, caller.memberId),
          );
          yield* audit(req, "two_factor_enabled", { memberId: caller.memberId });
          return { body: encode(RecoveryCodes, { recoveryCodes }), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .delete(
      "/api/profile/2fa",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const { password, code } = yield* decodeInput(DisableBody, "Invalid request")(req.body ?? {});
          const off = yield* disableTwoFactor(caller.memberId, password, code).pipe(
            auditFailures(req, caller.memberId),
          );
          yield* audit(req, "two_factor_disabled", { memberId: caller.memberId });
          return { body: encode(TwoFactorOff, off), headers: PRIVATE_NO_STORE };
        }),
      ),
    );
