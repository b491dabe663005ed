import { createStore } from "jotai";
import { createApi } from "../../../lib/api.ts";
import type { AuthResult } from "../../../lib/auth.ts";

// Auth calls go out without the session: a wrong password answers 401, which must neither sign
// anyone out nor send the visitor away from the form they are filling in (and lose a referral).
const anonymous = createApi({ store: createStore() });

export type LoginPayload = { email: string; password: string };

export type RegistrationPayload = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  // E.164, e.g. +60123456789.
  phoneNumber: string;
  // The referrer's referral ID; null registers without a referrer.
  referredBy: string | null;
};

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await anonymous.request("POST", path, body);
  return (await response.json()) as T;
}

export const login = (payload: LoginPayload) => post<AuthResult>("/api/auth/login", payload);

export const register = (payload: RegistrationPayload) => post<AuthResult>("/api/auth/register", payload);

// The answer is the same whether or not the email belongs to a member, so nothing is read from it.
export const requestPasswordReset = async (email: string): Promise<void> => {
  await anonymous.request("POST", "/api/auth/forgot-password", { email });
};

export const resetPassword = async (payload: { token: string; newPassword: string }): Promise<void> => {
  await anonymous.request("POST", "/api/auth/reset-password", payload);
};
