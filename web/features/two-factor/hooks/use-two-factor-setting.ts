import { useMutation, useQueryClient } from "@tanstack/react-query";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { disableTwoFactor, twoFactorStatusQuery } from "../api/two-factor.ts";
import { twoFactorText } from "../i18n.ts";

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
        title: translate(twoFactorText, "card.offTitle"),
        description: translate(twoFactorText, "card.passwordOnly"),
        variant: "success",
      });
    },
  });
}
