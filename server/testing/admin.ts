import { Effect } from "effect";
import { openSession } from "../modules/auth/handlers.ts";
import { Database } from "../platform/db/database.ts";
import { registerMember, setAdmin } from "../modules/members/handlers.ts";
import { markVerified } from "../modules/credentials/session.ts";
import { hashToken } from "../modules/credentials/tokens.ts";
import { newMember, type TestApp, type TestRuntime } from "./harness.ts";
import { expectOk, request } from "./http.ts";

/**
 * Marks a session's second factor as given. Every admin session needs one (decision 19); test
 * fixtures give it directly, a convenience like registering members through the handler: the
 * code itself has its own tests (modules/two-factor).
 */
export const verifySession = (app: TestRuntime, token: string) =>
  app.run(Effect.flatMap(Database, (db) => markVerified(db, hashToken(token))));

// Shared by the admin API tests: JSON calls with a bearer token (testing/http.ts), members with
// sessions, and an admin made the way an operator makes one (the handler behind `cli admin grant`).
export const client = (app: TestApp) => {
  const call = (method: string, pathname: string, token: string | null, body?: unknown) =>
    request(app.baseUrl, method, pathname, { token, body });
  const ok = (method: string, pathname: string, token: string, body?: unknown) =>
    expectOk(app.baseUrl, method, pathname, { token, body });
  // Members are registered through the handler (no password hashing, no per-IP limit); the
  // HTTP registration has its own tests.
  const register = (firstName: string, referredByCode: string | null = null, lastName = "Tester", joinedAt?: Date) => {
    const registration = { ...newMember(firstName, referredByCode), lastName };
    return app.run(
      Effect.gen(function* () {
        const { memberId, referralCode } = yield* registerMember(registration, { requestId: "test" });
        const token = yield* openSession(yield* Database, memberId, new Date());
        return {
          id: memberId,
          token,
          code: referralCode,
          email: registration.email,
          phoneNumber: registration.phoneNumber,
        };
      }),
      joinedAt,
    );
  };
  const registerAdmin = async (firstName = "Admin") => {
    const who = await register(firstName, null, "Boss");
    await app.run(setAdmin(who.email, true, { actor: "cli" }));
    await verifySession(app, who.token);
    return who;
  };
  return { call, ok, register, registerAdmin };
};
