import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../ui/toast.ts";
import { disableTwoFactor, twoFactorStatusQuery } from "../api/two-factor.ts";

/** Refreshes what the card shows once the setting changed. */
export function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQuery().queryKey });
}

export function useDisableTwoFactor(onDone: () => void) {
  const refresh = useRefreshStatus();
  const { toast } = useToast();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await refresh();
      onDone();
      toast({
        title: "Two-factor authentication is off",
        description: "Signing in asks for your password only.",
        variant: "success",
      });
    },
  });
}
