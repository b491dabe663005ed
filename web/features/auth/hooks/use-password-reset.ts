import { useMutation } from "@tanstack/react-query";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { authText } from "../i18n.ts";
import { requestPasswordReset, resetPassword } from "../api/auth.ts";
import { failureOf } from "../../../lib/failure.ts";
import { forgotFailedToast, resetFailure } from "../feedback.ts";

export function useRequestPasswordReset() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () =>
      toast({
        title: translate(authText, "forgot.sentTitle"),
        description: translate(authText, "forgot.sentToast"),
        variant: "success",
      }),
    onError: (error) => toast(forgotFailedToast(failureOf(error))),
  });
}

// onDeadLink: the server refused the token itself, so the form cannot succeed any more.
export function useResetPassword({ onDeadLink }: { onDeadLink: () => void }) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () =>
      toast({
        title: translate(authText, "reset.successTitle"),
        description: translate(authText, "reset.successToast"),
        variant: "success",
      }),
    onError: (error) => {
      const outcome = resetFailure(failureOf(error));
      toast(outcome.toast);
      if (outcome.linkIsDead) onDeadLink();
    },
  });
}
