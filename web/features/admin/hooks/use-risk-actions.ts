import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { clearFlag, confirmFlag } from "../api/risk.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";
import { refreshedByReview } from "../utils/refresh.ts";
import { confirmationSummary } from "../utils/risk-format.ts";

// Clearing lifts a hold on payouts; confirming may suspend members and reverse posts, which
// moves the same money a post review does. Either way every admin figure, queue and member row
// (and the dashboards of the members and their uplines) is fetched again, as after a review.
export function useRiskActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByReview(queryKey) });
  const failed = (title: OperationsKey) => (error: unknown) =>
    toast(failureToast(say(title), error, say("common.tryAgain")));

  const clear = useMutation({
    mutationFn: clearFlag,
    onSuccess: ({ flag, changed }) => {
      toast(
        changed
          ? {
              title: say("clear.done"),
              description: say("clear.doneDetail", { count: flag.members.length }),
              variant: "success",
            }
          : { title: say("clear.already") },
      );
      return refresh();
    },
    onError: failed("clear.failed"),
  });

  const confirm = useMutation({
    mutationFn: confirmFlag,
    onSuccess: ({ flag, changed }) => {
      toast(
        changed && flag.decision
          ? { title: say("confirm.done"), description: confirmationSummary(flag.decision), variant: "success" }
          : { title: say("confirm.already") },
      );
      return refresh();
    },
    onError: failed("confirm.failed"),
  });

  return { clear, confirm };
}
