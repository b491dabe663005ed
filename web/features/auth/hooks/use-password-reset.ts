import { useMutation } from "@tanstack/react-query";
import { useToast } from "../../../ui/toast.ts";
import { requestPasswordReset, resetPassword } from "../api/auth.ts";
import { failureOf } from "../../../lib/failure.ts";
import { forgotFailedToast, resetFailure } from "../feedback.ts";

export function useRequestPasswordReset() {
  const { toast } = useToast();
  return useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () =>
      toast({
        title: "Reset Email Sent",
        description: "Check your inbox for the link to set a new password.",
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
        title: "Password Reset Successful",
        description: "You can now log in with your new password.",
        variant: "success",
      }),
    onError: (error) => {
      const outcome = resetFailure(failureOf(error));
      toast(outcome.toast);
      if (outcome.linkIsDead) onDeadLink();
    },
  });
}
