import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatNumber } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import { sendReferralReminder, setupBrevoAttributes, syncAllContacts } from "../api/brevo.ts";
import { brevoJobsQueryOptions } from "../api/jobs.ts";
import { outboxQueryOptions } from "../api/outbox.ts";

// Brevo calls with their success and failure toasts.
export function useBrevoActions() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  // A sync or campaign starts a job (and a campaign without Brevo fills the outbox), so both
  // lists are fetched again whatever the answer was.
  const refreshWork = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brevoJobsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: outboxQueryOptions().queryKey }),
    ]);
  const failed = (title: string) => () => toast({ title, description: "Please try again", variant: "destructive" });

  const setup = useMutation({
    mutationFn: setupBrevoAttributes,
    onSuccess: () => toast({ title: "Brevo custom attributes created successfully!", variant: "success" }),
    onError: failed("Failed to setup Brevo attributes"),
  });

  const sync = useMutation({
    mutationFn: syncAllContacts,
    onSuccess: ({ totalContacts }) =>
      toast({
        title: "Brevo sync started successfully!",
        description: `Syncing ${formatNumber(totalContacts)} contacts in the background`,
        variant: "success",
      }),
    onError: failed("Failed to sync contacts to Brevo"),
    onSettled: refreshWork,
  });

  const remind = useMutation({
    mutationFn: sendReferralReminder,
    onSuccess: ({ results }) =>
      toast({
        title: "Referral reminder email campaign completed!",
        description: `Sent to ${formatNumber(results.successful)} of ${formatNumber(results.total)} members (${results.successRate}% success rate)`,
        variant: "success",
      }),
    onError: failed("Failed to send referral reminder emails"),
    onSettled: refreshWork,
  });

  return { setup, sync, remind };
}
