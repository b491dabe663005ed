import { useMutation } from "@tanstack/react-query";
import { formatNumber } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import { sendReferralReminder, setupBrevoAttributes, syncAllContacts } from "../api/brevo.ts";

// Brevo calls with the spec's toasts (§8).
export function useBrevoActions() {
  const { toast } = useToast();
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
  });

  return { setup, sync, remind };
}
