import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { useNavigate } from "react-router-dom";
import { authAtom } from "../../../lib/auth.ts";
import { failureOf } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { downloadMyData, eraseMyAccount } from "../api/personal-data.ts";
import { profileText } from "../i18n.ts";
import { erasureProblem } from "../utils/erasure.ts";

export function useDownloadMyData() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: downloadMyData,
    onSuccess: () =>
      toast({
        title: translate(profileText, "data.downloaded.title"),
        description: translate(profileText, "data.downloaded"),
        variant: "success",
      }),
    onError: () =>
      toast({
        title: translate(profileText, "data.downloadFailed.title"),
        description: translate(profileText, "data.tryAgain"),
        variant: "destructive",
      }),
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
        title: translate(profileText, "data.deleted.title"),
        description: translate(profileText, "data.deleted"),
        variant: "success",
      });
    },
  });
}
