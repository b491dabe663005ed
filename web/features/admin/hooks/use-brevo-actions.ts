import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useToast, type ToastMessage } from "../../../ui/toast.ts";
import { sendReferralReminder, setupBrevoAttributes, syncAllContacts } from "../api/brevo.ts";
import { brevoJobsQueryOptions } from "../api/jobs.ts";
import { outboxQueryOptions } from "../api/outbox.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";
import { campaignToast } from "../utils/campaign-result.ts";
import type { CampaignTemplate } from "../utils/campaign-template.ts";

type Toast = (message: Omit<ToastMessage, "id">) => void;

/**
 * The Brevo calls with their success and failure toasts, apart from React so a test can run
 * them through a QueryClient. A failure shows the server's reason (no key, no list, a campaign
 * already running); the general "Please try again" only when no answer came.
 */
export function brevoMutations(toast: Toast, refreshWork: () => Promise<unknown>) {
  const failed = (title: OperationsKey) => (error: unknown) =>
    toast(failureToast(say(title), error, say("common.tryAgain")));
  return {
    setup: {
      mutationFn: setupBrevoAttributes,
      onSuccess: () => toast({ title: say("brevo.setupDone"), variant: "success" }),
      onError: failed("brevo.setupFailed"),
    },
    sync: {
      mutationFn: syncAllContacts,
      onSuccess: ({ totalContacts }: { totalContacts: number }) =>
        toast({
          title: say("brevo.syncStarted"),
          description: say("brevo.syncStartedDetail", { count: formatNumber(totalContacts) }),
          variant: "success",
        }),
      onError: failed("brevo.syncFailed"),
      onSettled: refreshWork,
    },
    remind: {
      mutationFn: (template: CampaignTemplate) => sendReferralReminder(template),
      onSuccess: (answer: Awaited<ReturnType<typeof sendReferralReminder>>) => toast(campaignToast(answer)),
      onError: failed("brevo.remindFailed"),
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
