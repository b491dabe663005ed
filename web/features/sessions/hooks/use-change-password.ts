import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../../ui/toast.ts";
import { changePassword, sessionsQueryOptions } from "../api/sessions.ts";
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
        title: "Password changed",
        description:
          sessionsEnded === 0
            ? "Use it the next time you sign in."
            : `${sessionsEnded} other device${sessionsEnded === 1 ? " was" : "s were"} signed out. This one stays signed in.`,
        variant: "success",
      });
    },
    onError: (error) => toast(changeRefusal(error).toast),
  });
}
