import { createStore } from "jotai";
import type { LoginBody, RegisterBody } from "../../../../domain/contract/auth.ts";
import { authApi } from "../../../../domain/contract/routes/auth.ts";
import { createApi } from "../../../lib/api.ts";

// Auth calls go out without the session: a wrong password answers 401, which must neither sign
// anyone out nor send the visitor away from the form they are filling in (and lose a referral).
const anonymous = createApi({ store: createStore() });

// The bodies and the answer are the contract's (domain/contract/auth.ts). Its schema loads while
// the request is on its way: the sign-in screen's own code stays without it.
export type LoginPayload = LoginBody;

// phoneNumber in E.164 (+60123456789); referredBy the referrer's referral ID, null for none.
export type RegistrationPayload = RegisterBody;

export const login = (payload: LoginPayload) => anonymous.call(authApi.login, { body: payload });

export const register = (payload: RegistrationPayload) => anonymous.call(authApi.register, { body: payload });

// The answer is the same whether or not the email belongs to a member, so nothing is read from it.
export const requestPasswordReset = async (email: string): Promise<void> => {
  await anonymous.call(authApi.forgotPassword, { body: { email } });
};

export const resetPassword = async (payload: { token: string; newPassword: string }): Promise<void> => {
  await anonymous.call(authApi.resetPassword, { body: payload });
};
