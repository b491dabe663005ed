import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { startTransition } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { isLanguage } from "../../../../domain/languages.ts";
import { authAtom, type AuthResult } from "../../../lib/auth.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { rememberFirstVisit } from "../../../lib/first-visit.ts";
import { useToast } from "../../../ui/toast.ts";
import type { PendingSignIn } from "../../two-factor/api/two-factor.ts";
import { login, register } from "../api/auth.ts";
import { failureOf } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { loginFailedToast, registrationFailedToast } from "../feedback.ts";
import { authText } from "../i18n.ts";

// The login and join addresses exist only to sign in; anywhere else the form stands in for a
// protected screen, which appears in its place once the member is signed in.
const isAuthAddress = (pathname: string) => pathname === "/login" || pathname.startsWith("/join/");

export function useSignIn() {
  const setAuth = useSetAtom(authAtom);
  const setLanguage = useSetAtom(languageAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toast } = useToast();
  // `registered`: this sign-in is the account's creation, the member's first visit.
  return (result: AuthResult, title: string, registered = false) => {
    // Whoever used this device before must not see their cached data under the new member.
    queryClient.removeQueries();
    rememberFirstVisit(registered ? result.user?.id : null);
    setAuth(result);
    // The member's language is their profile's (decision 31): a device set to another one
    // takes it on as they sign in. The welcome toast is already worded, in the screen's language.
    const language = (result.user as { language?: unknown } | null)?.language;
    if (isLanguage(language)) startTransition(() => setLanguage(language));
    toast({ title, variant: "success" });
    if (isAuthAddress(pathname)) navigate("/dashboard");
  };
}

// A right password that still owes a second factor (decision 19) is not a sign-in yet: its
// session goes to the code screen instead of the device's storage.
export function useLogin(onSecondFactor: (pending: PendingSignIn) => void) {
  const signIn = useSignIn();
  const { toast } = useToast();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      const { twoFactor } = result;
      if (twoFactor === undefined) signIn(result, translate(authText, "screen.loginSuccessful"));
      else onSecondFactor({ ...result, twoFactor });
    },
    onError: (error) => toast(loginFailedToast(failureOf(error))),
  });
}

export function useRegister() {
  const signIn = useSignIn();
  const { toast } = useToast();
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => signIn(result, translate(authText, "screen.registrationSuccessful"), true),
    onError: (error) => toast(registrationFailedToast(failureOf(error))),
  });
}
