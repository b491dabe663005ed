import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import { authAtom } from "../../../lib/auth.ts";
import { failureOf } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { downloadMyData, eraseMyAccount } from "../api/personal-data.ts";
import { erasureProblem } from "../utils/erasure.ts";

export function useDownloadMyData() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: downloadMyData,
    onSuccess: () =>
      toast({
        title: "Your data is downloaded",
        description: "The file holds everything Jemput keeps about you.",
        variant: "success",
      }),
    onError: () =>
      toast({ title: "Failed to download your data", description: "Please try again", variant: "destructive" }),
  });
}

// After an erasure the session no longer exists: the device forgets the member and their cached
// data, and the login screen says what happened.
export function useEraseAccount() {
  const setAuth = useSetAtom(authAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (password: string) =>
      eraseMyAccount(password).catch((error: unknown) => {
        throw new Error(erasureProblem(failureOf(error)));
      }),
    onSuccess: () => {
      setAuth(null);
      queryClient.clear();
      navigate("/login", { replace: true });
      toast({
        title: "Your account is deleted",
        description: "Your personal data has been erased and you are signed out.",
        variant: "success",
      });
    },
  });
}
