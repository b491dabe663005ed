import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useToast, type ToastMessage } from "../../../ui/toast.ts";
import { sendReferralReminder, setupBrevoAttributes, syncAllContacts } from "../api/brevo.ts";
import { brevoJobsQueryOptions } from "../api/jobs.ts";
import { outboxQueryOptions } from "../api/outbox.ts";
import { campaignToast } from "../utils/campaign-result.ts";
import type { CampaignTemplate } from "../utils/campaign-template.ts";

type Toast = (message: Omit<ToastMessage, "id">) => void;

/**
 * The Brevo calls with their success and failure toasts, apart from React so a test can run
 * them through a QueryClient. A failure shows the server's reason (no key, no list, a campaign
 * already running); the general "Please try again" only when no answer came.
 */
export function brevoMutations(toast: Toast, refreshWork: () => Promise<unknown>) {
  const failed = (title: string) => (error: unknown) => toast(failureToast(title, error));
  return {
    setup: {
      mutationFn: setupBrevoAttributes,
      onSuccess: () => toast({ title: "Brevo custom attributes created successfully!", variant: "success" }),
      onError: failed("Failed to setup Brevo attributes"),
    },
    sync: {
      mutationFn: syncAllContacts,
      onSuccess: ({ totalContacts }: { totalContacts: number }) =>
        toast({
          title: "Brevo sync started successfully!",
          description: `Syncing ${formatNumber(totalContacts)} contacts in the background`,
          variant: "success",
        }),
      onError: failed("Failed to sync contacts to Brevo"),
      onSettled: refreshWork,
    },
    remind: {
      mutationFn: (template: CampaignTemplate) => sendReferralReminder(template),
      onSuccess: (answer: Awaited<ReturnType<typeof sendReferralReminder>>) => toast(campaignToast(answer)),
      onError: failed("Failed to send referral reminder emails"),
      onSettled: refreshWork,
    },
  };
}

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
  const mutations = brevoMutations(toast, refreshWork);
  return {
    setup: useMutation(mutations.setup),
    sync: useMutation(mutations.sync),
    remind: useMutation(mutations.remind),
  };
}
