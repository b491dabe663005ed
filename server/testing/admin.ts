import { Effect } from "effect";
import { expect } from "vitest";
import { openSession } from "../modules/auth/handlers.ts";
import { Database } from "../platform/db/database.ts";
import { registerMember, setAdmin } from "../modules/members/handlers.ts";
import { newMember, type TestApp } from "./harness.ts";

// Shared by the admin API tests: JSON calls with a bearer token, members with sessions, and an
// admin made the way an operator makes one (the handler behind `cli admin grant`).
export type Json = Record<string, unknown> & Array<Record<string, unknown>>;
export interface Reply { readonly status: number; readonly text: string; readonly headers: Headers; readonly json: Json }

export const client = (app: TestApp) => {
  const call = async (method: string, pathname: string, token: string | null, body?: unknown): Promise<Reply> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token) headers["authorization"] = `Bearer ${token}`;
    const response = await fetch(`${app.baseUrl}${pathname}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
    const text = await response.text();
    let json: Json = null as unknown as Json;
    try { json = text ? JSON.parse(text) : json; } catch { /* not JSON: a file download */ }
    return { status: response.status, text, headers: response.headers, json };
  };
  const ok = async (method: string, pathname: string, token: string, body?: unknown) => {
    const r = await call(method, pathname, token, body);
    expect(r.status, `${method} ${pathname}: ${r.text}`).toBeLessThan(300);
    return r.json;
  };
  // Members are registered through the handler (no password hashing, no per-IP limit); the
  // HTTP registration has its own tests.
  const register = (firstName: string, referredByCode: string | null = null, lastName = "Tester", joinedAt?: Date) => {
    const registration = { ...newMember(firstName, referredByCode), lastName };
    return app.run(Effect.gen(function* () {
      const { memberId, referralCode } = yield* registerMember(registration, { requestId: "test" });
      const token = yield* openSession(yield* Database, memberId, new Date());
      return { id: memberId, token, code: referralCode, email: registration.email, phoneNumber: registration.phoneNumber };
    }), joinedAt);
  };
  const registerAdmin = async (firstName = "Admin") => {
    const who = await register(firstName, null, "Boss");
    await app.run(setAdmin(who.email, true, { actor: "cli" }));
    return who;
  };
  return { call, ok, register, registerAdmin };
};
