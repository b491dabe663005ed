import { Effect } from "effect";
import { Router, type Request } from "express";
import type { Config } from "../config.ts";
import { Database } from "../db/database.ts";
import { Now } from "../events/now.ts";
import { route } from "../http/route.ts";
import { decodeInput } from "../http/validation.ts";
import type { AppRuntime } from "../runtime.ts";
import { forgotPassword, login, logout, register, resetPassword } from "./handlers.ts";
import { hit, LIMITS, type Limit } from "./rate-limit.ts";
import { requireMember } from "./session.ts";
import { ForgotBody, LoginBody, ResetBody, validateRegistration } from "./validation.ts";

const limit = (l: Limit, subject: string) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const now = (yield* Now)();
    yield* hit(db, l, subject, now);
  });

const ip = (req: Request) => req.ip ?? "unknown";

export const FORGOT_REPLY = { message: "If an account exists for that email, a password reset link has been sent." };

export const authRoutes = (runtime: AppRuntime, config: Config) =>
  Router()
    .post("/api/auth/register", route(runtime, (req) => Effect.gen(function* () {
      yield* limit(LIMITS.registerPerIp, ip(req));
      const input = yield* validateRegistration(req.body);
      return { status: 201, body: yield* register(input, String(req.id ?? "")) };
    })))
    .post("/api/auth/login", route(runtime, (req) => Effect.gen(function* () {
      const { email, password } = yield* decodeInput(LoginBody)(req.body);
      yield* limit(LIMITS.loginPerIp, ip(req));
      yield* limit(LIMITS.loginPerEmail, email.trim());
      return { body: yield* login(email, password) };
    })))
    .post("/api/auth/logout", route(runtime, (req) => Effect.gen(function* () {
      const caller = yield* requireMember(req);
      yield* logout(caller.tokenHash);
      return { body: { success: true } };
    })))
    .post("/api/auth/forgot-password", route(runtime, (req) => Effect.gen(function* () {
      const { email } = yield* decodeInput(ForgotBody)(req.body);
      yield* limit(LIMITS.forgotPerIp, ip(req));
      yield* limit(LIMITS.forgotPerEmail, email.trim());
      yield* forgotPassword(email, config.publicUrl);
      return { body: FORGOT_REPLY };
    })))
    .post("/api/auth/reset-password", route(runtime, (req) => Effect.gen(function* () {
      const { token, newPassword } = yield* decodeInput(ResetBody)(req.body);
      yield* limit(LIMITS.resetPerIp, ip(req));
      yield* resetPassword(token, newPassword);
      return { body: { success: true, message: "Password reset successful" } };
    })));
