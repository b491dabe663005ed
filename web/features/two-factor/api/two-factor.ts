import { queryOptions } from "@tanstack/react-query";
import { createStore } from "jotai";
import type { AuthResult } from "../../../../domain/contract/auth.ts";
import { authApi } from "../../../../domain/contract/routes/auth.ts";
import { twoFactorApi } from "../../../../domain/contract/routes/two-factor.ts";
import type { EnrolledSignIn, TwoFactorEnrolment, TwoFactorStatus } from "../../../../domain/contract/two-factor.ts";
import { api, createApi } from "../../../lib/api.ts";

// Two-factor authentication (domain/contract/two-factor.ts). While signing in, the session's
// token is not stored as the signed-in token yet (every screen would refuse it): the calls that
// finish the sign-in carry it themselves, from a client of their own, so a refusal there signs
// nobody out and sends nobody away from the screen.
export type { AuthResult, EnrolledSignIn, TwoFactorEnrolment, TwoFactorStatus };

/** A sign-in whose password was right and whose second factor is still owed. */
export type PendingSignIn = AuthResult & { twoFactor: "challenge" | "enrol" };

const pendingClient = (token: string) =>
  createApi({
    store: createStore(),
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${token}` },
      }),
  });

/** Gives the pending session its code (an app's or a recovery code): the signed-in answer. */
export const verifySignIn = (token: string, code: string) =>
  pendingClient(token).call(twoFactorApi.postAuth2faVerify, { body: { code } });

// An enrolment's secret is asked for once while its steps show: kept under the route's path,
// and for a sign-in under its token too.
export const signInEnrolmentKey = (token: string) => [twoFactorApi.postAuth2faEnrol.path, token];
export const enrolmentKey = () => [twoFactorApi.postProfile2faEnrol.path];

/** A new secret for an admin signing in without an authenticator. */
export const startSignInEnrolment = (token: string) => pendingClient(token).call(twoFactorApi.postAuth2faEnrol);

/** An admin confirms with the operator's one-time setup code as well (decision 43). */
export const confirmSignInEnrolment = (token: string, code: string, setupCode: string) =>
  pendingClient(token).call(twoFactorApi.postAuth2faEnrolConfirm, { body: { code, setupCode } });

/** Gives up on the sign-in: the pending session ends. */
export const cancelSignIn = async (token: string): Promise<void> => {
  await pendingClient(token).call(authApi.logout);
};

// Signed in: the member's own setting, on the profile page.
export const twoFactorStatusQuery = (enabled = true) =>
  queryOptions({ ...api.query(twoFactorApi.getAuth2fa), enabled });

export const startEnrolment = () => api.call(twoFactorApi.postProfile2faEnrol);

/** `setupCode` is an admin's (decision 43); a member's is "" and not sent. */
export const confirmEnrolment = async (code: string, setupCode = ""): Promise<ReadonlyArray<string>> =>
  (await api.call(twoFactorApi.postProfile2faEnrolConfirm, { body: setupCode === "" ? { code } : { code, setupCode } }))
    .recoveryCodes;

// Answers 400 naming `password` or `code` when one is wrong, 429 after too many wrong tries.
export const disableTwoFactor = async (payload: { password: string; code: string }): Promise<void> => {
  await api.call(twoFactorApi.deleteProfile2fa, { body: payload });
};
