import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useLocation, useNavigate } from "react-router-dom";
import { authAtom, type AuthResult } from "../../../lib/auth.ts";
import { useToast } from "../../../ui/toast.ts";
import { login, register } from "../api/auth.ts";
import { failureOf } from "../../../lib/failure.ts";
import { loginFailedToast, registrationFailedToast } from "../feedback.ts";

// The login and join addresses exist only to sign in; anywhere else the form stands in for a
// protected screen, which appears in its place once the member is signed in.
const isAuthAddress = (pathname: string) => pathname === "/login" || pathname.startsWith("/join/");

function useSignIn() {
  const setAuth = useSetAtom(authAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toast } = useToast();
  return (result: AuthResult, title: string) => {
    // Whoever used this device before must not see their cached data under the new member.
    queryClient.removeQueries();
    setAuth(result);
    toast({ title, variant: "success" });
    if (isAuthAddress(pathname)) navigate("/dashboard");
  };
}

export function useLogin() {
  const signIn = useSignIn();
  const { toast } = useToast();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => signIn(result, "Login successful"),
    onError: (error) => toast(loginFailedToast(failureOf(error))),
  });
}

export function useRegister() {
  const signIn = useSignIn();
  const { toast } = useToast();
  return useMutation({
    mutationFn: register,
    onSuccess: (result) => signIn(result, "Registration successful"),
    onError: (error) => toast(registrationFailedToast(failureOf(error))),
  });
}
