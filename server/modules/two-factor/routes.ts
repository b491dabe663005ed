import { Effect } from "effect";
import type { Request } from "express";
import { twoFactorApi } from "../../../domain/contract/routes/two-factor.ts";
import { implement, type OpenCaller, type SessionCaller } from "../../platform/http/bind.ts";
import { bearerToken } from "../credentials/session.ts";
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

// The sign-in's routes (/auth/2fa) finish a sign-in: the only routes, with logout, a session
// still owing its second factor may call (access "session"); every other route refuses it in
// the session check itself (credentials/session.ts). The profile's (/profile/2fa) are a signed-in
// member's own setting: setting up an authenticator there needs a recent step-up (decision 21),
// so a borrowed session cannot put its own phone on the account. Turning it off asks for the
// password and a code itself.

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

/** An open session that owes its second factor: what the sign-in's enrolment starts from. */
const pending = (session: OpenCaller) =>
  session.secondFactor === "pending" ? Effect.void : Effect.fail(new TwoFactorConflict({ reason: NOT_PENDING }));

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

/** Starts an enrolment for the member, whichever route asked. */
const enrol = (req: Request, memberId: number) =>
  Effect.gen(function* () {
    const enrolment = yield* startEnrolment(memberId);
    yield* audit(req, "two_factor_enrolment_started", { memberId });
    return enrolment;
  });

/** Turns it on with a code of the new secret: the ten recovery codes. */
const enable = (req: Request, caller: SessionCaller, code: string, setupCode?: string) =>
  Effect.gen(function* () {
    const recoveryCodes = yield* confirmEnrolment(caller.memberId, code, caller.tokenHash, setupCode).pipe(
      auditFailures(req, caller.memberId),
    );
    yield* audit(req, "two_factor_enabled", { memberId: caller.memberId });
    return recoveryCodes;
  });

export const twoFactorRoutes = implement(twoFactorApi, {
  getAuth2fa: ({ caller }) => twoFactorStatus(caller),
  postAuth2faVerify: ({ req, caller, body: { code } }) =>
    Effect.gen(function* () {
      yield* verifySession(caller, code).pipe(auditFailures(req, caller.memberId));
      yield* audit(req, "two_factor_verified", { memberId: caller.memberId });
      return { token: bearerToken(req), user: yield* signedInUser(caller.memberId) };
    }),
  postAuth2faEnrol: ({ req, caller }) => Effect.andThen(pending(caller), enrol(req, caller.memberId)),
  postAuth2faEnrolConfirm: ({ req, caller, body: { code, setupCode } }) =>
    Effect.gen(function* () {
      yield* pending(caller);
      const recoveryCodes = yield* enable(req, caller, code, setupCode);
      return { token: bearerToken(req), user: yield* signedInUser(caller.memberId), recoveryCodes };
    }),
  postProfile2faEnrol: ({ req, caller }) => Effect.andThen(requireSteppedUp(caller), enrol(req, caller.memberId)),
  postProfile2faEnrolConfirm: ({ req, caller, body: { code, setupCode } }) =>
    Effect.gen(function* () {
      yield* requireSteppedUp(caller);
      return { recoveryCodes: yield* enable(req, caller, code, setupCode) };
    }),
  deleteProfile2fa: ({ req, caller, body: { password, code } }) =>
    Effect.gen(function* () {
      const off = yield* disableTwoFactor(caller.memberId, password, code).pipe(auditFailures(req, caller.memberId));
      yield* audit(req, "two_factor_disabled", { memberId: caller.memberId });
      return off;
    }),
});
