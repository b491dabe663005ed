import { useMutation, useQueryClient } from "@tanstack/react-query";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { changePassword, sessionsQueryOptions } from "../api/sessions.ts";
import { sessionsText } from "../i18n.ts";
import { changeRefusal } from "../utils/password-change.ts";

// A changed password ends every other session (the server does it in the same transaction), so
// the list of devices is read again.
export function useChangePassword({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ sessionsEnded }) => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
      toast({
        title: translate(sessionsText, "changed.title"),
        description:
          sessionsEnded === 0
            ? translate(sessionsText, "changed.noOthers")
            : translate(sessionsText, "changed.othersEnded", { count: sessionsEnded }),
        variant: "success",
      });
    },
    onError: (error) => toast(changeRefusal(error).toast),
  });
}
