import { Effect } from "effect";
import { Router, type Request } from "express";
import { AuthResult, ForgotResult, LogoutResult, ResetResult } from "../../../domain/contract/auth.ts";
import type { Config } from "../../platform/config/config.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { encode } from "../../platform/http/encode.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
import { audit, emailDigest } from "./audit.ts";
import { forgotPassword, login, logout, register, resetPassword } from "./handlers.ts";
import { hit, LIMITS, type Limit } from "../credentials/rate-limit.ts";
import { requireOpenSession } from "../credentials/session.ts";
import { sessionDetailsOf } from "../credentials/session-details.ts";
import { LoginBody, ResetBody, validateForgot, validateRegistration } from "./validation.ts";
import { clientOf } from "../risk/signals.ts";
import { rememberDevice, setDeviceCookie } from "./known-device.ts";
import { countSignIn, giveBack, signInPlace } from "./sign-in-limits.ts";

const limit = (req: Request, l: Limit, subject: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    yield* hit(db, l, subject, yield* now);
  }).pipe(Effect.tapErrorTag("RateLimited", () => audit(req, "rate_limited", { limit: l.name })));

const ip = (req: Request) => req.ip ?? "unknown";

export const FORGOT_REPLY = encode(ForgotResult, {
  message: "If an account exists for that email, a password reset link has been sent.",
});
const LOGGED_OUT = encode(LogoutResult, { success: true });
const RESET_DONE = encode(ResetResult, { success: true, message: "Password reset successful" });

// A known email costs a token and a mail written in one transaction, an unknown one nothing:
// every answer waits out this floor, well above that work, so the time tells nothing either.
export const FORGOT_FLOOR_MS = 250;

export const authRoutes = (runtime: AppRuntime, config: Config) =>
  Router()
    .post(
      "/api/auth/register",
      route(runtime, (req) =>
        Effect.gen(function* () {
          yield* limit(req, LIMITS.registerPerIp, ip(req));
          const input = yield* validateRegistration(req.body);
          const result = yield* register(input, String(req.id ?? ""), clientOf(req), sessionDetailsOf(req));
          yield* audit(req, "registered", { memberId: result.user.id });
          return { status: 201, body: encode(AuthResult, result), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .post(
      "/api/auth/login",
      route(runtime, (req, res) =>
        Effect.gen(function* () {
          const { email, password } = yield* decodeInput(LoginBody)(req.body);
          const at = yield* now;
          // Counted where it comes from: a known device, or an address (decision 43).
          const place = yield* signInPlace(req, email, at);
          yield* countSignIn(req, email, at, place);
          const result = yield* login(email, password, clientOf(req), sessionDetailsOf(req)).pipe(
            Effect.tapErrorTag("InvalidCredentials", () => audit(req, "login_failed", { email: emailDigest(email) })),
          );
          yield* giveBack(email, at, place);
          const device = yield* rememberDevice(yield* Database, result.user.id, place.token, place.known, at);
          yield* setDeviceCookie(req, res, device);
          // A sign-in that still owes a code says which: the code asked for, or an admin's enrolment.
          const owed: Record<string, string> = result.twoFactor === undefined ? {} : { twoFactor: result.twoFactor };
          yield* audit(req, "login", { memberId: result.user.id, ...owed });
          return { body: encode(AuthResult, result), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .post(
      "/api/auth/logout",
      route(runtime, (req) =>
        Effect.gen(function* () {
          // A session still owing its second factor may end itself too.
          const caller = yield* requireOpenSession(req);
          yield* logout(caller.tokenHash);
          yield* audit(req, "logout", { memberId: caller.memberId });
          return { body: LOGGED_OUT };
        }),
      ),
    )
    .post(
      "/api/auth/forgot-password",
      route(runtime, (req) =>
        Effect.gen(function* () {
          // Not an email is said at once: it tells nothing about who has an account.
          const email = yield* validateForgot(req.body);
          const started = performance.now();
          yield* limit(req, LIMITS.forgotPerIp, ip(req));
          yield* limit(req, LIMITS.forgotPerEmail, email);
          const memberId = yield* forgotPassword(email, config.publicUrl);
          yield* audit(req, "reset_requested", { email: emailDigest(email), memberId });
          yield* Effect.sleep(Math.max(0, FORGOT_FLOOR_MS - (performance.now() - started)));
          return { body: FORGOT_REPLY };
        }),
      ),
    )
    .post(
      "/api/auth/reset-password",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const { token, newPassword } = yield* decodeInput(ResetBody)(req.body);
          yield* limit(req, LIMITS.resetPerIp, ip(req));
          const memberId = yield* resetPassword(token, newPassword).pipe(
            Effect.tapErrorTag("InvalidResetToken", () => audit(req, "reset_failed")),
          );
          yield* audit(req, "reset_done", { memberId });
          return { body: RESET_DONE };
        }),
      ),
    );
