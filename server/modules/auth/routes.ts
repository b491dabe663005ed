import { Effect } from "effect";
import type { Request } from "express";
import { authApi } from "../../../domain/contract/routes/auth.ts";
import type { Config } from "../../platform/config/config.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { implement } from "../../platform/http/bind.ts";
import { audit, emailDigest } from "./audit.ts";
import { forgotPassword, login, logout, register, resetPassword } from "./handlers.ts";
import { hit, LIMITS, type Limit } from "../credentials/rate-limit.ts";
import { sessionDetailsOf } from "../credentials/session-details.ts";
import { validateForgot, validateRegistration } from "./validation.ts";
import { clientOf } from "../risk/signals.ts";
import { rememberDevice, setDeviceCookie } from "./known-device.ts";
import { countSignIn, giveBack, signInPlace } from "./sign-in-limits.ts";

const limit = (req: Request, l: Limit, subject: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    yield* hit(db, l, subject, yield* now);
  }).pipe(Effect.tapErrorTag("RateLimited", () => audit(req, "rate_limited", { limit: l.name })));

const ip = (req: Request) => req.ip ?? "unknown";

export const FORGOT_REPLY = { message: "If an account exists for that email, a password reset link has been sent." };

// A known email costs a token and a mail written in one transaction, an unknown one nothing:
// every answer waits out this floor, well above that work, so the time tells nothing either.
export const FORGOT_FLOOR_MS = 250;

export const authRoutes = (config: Config) =>
  implement(authApi, {
    // The body is read after the attempt is counted (the declaration says so).
    register: ({ req, body }) =>
      Effect.gen(function* () {
        yield* limit(req, LIMITS.registerPerIp, ip(req));
        const input = yield* validateRegistration(body);
        const result = yield* register(input, String(req.id ?? ""), clientOf(req), sessionDetailsOf(req));
        yield* audit(req, "registered", { memberId: result.user.id });
        return result;
      }),
    login: ({ req, res, body: { email, password } }) =>
      Effect.gen(function* () {
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
        return result;
      }),
    // A session still owing its second factor may end itself too (access "session").
    logout: ({ req, caller }) =>
      Effect.gen(function* () {
        yield* logout(caller.tokenHash);
        yield* audit(req, "logout", { memberId: caller.memberId });
        return { success: true };
      }),
    forgotPassword: ({ req, body }) =>
      Effect.gen(function* () {
        // Not an email is said at once: it tells nothing about who has an account.
        const email = yield* validateForgot(body);
        const started = performance.now();
        yield* limit(req, LIMITS.forgotPerIp, ip(req));
        yield* limit(req, LIMITS.forgotPerEmail, email);
        const memberId = yield* forgotPassword(email, config.publicUrl);
        yield* audit(req, "reset_requested", { email: emailDigest(email), memberId });
        yield* Effect.sleep(Math.max(0, FORGOT_FLOOR_MS - (performance.now() - started)));
        return FORGOT_REPLY;
      }),
    resetPassword: ({ req, body: { token, newPassword } }) =>
      Effect.gen(function* () {
        yield* limit(req, LIMITS.resetPerIp, ip(req));
        const memberId = yield* resetPassword(token, newPassword).pipe(
          Effect.tapErrorTag("InvalidResetToken", () => audit(req, "reset_failed")),
        );
        yield* audit(req, "reset_done", { memberId });
        return { success: true, message: "Password reset successful" };
      }),
  });
