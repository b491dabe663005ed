import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConfirmFlagBody } from "../../../../domain/contract/risk.ts";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { clearFlag, confirmFlag, type RiskFlag, type RiskFlagItem } from "../api/risk.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";
import { refreshedByReview } from "../utils/refresh.ts";
import { confirmationSummary, sharedSignals } from "../utils/risk-format.ts";
import { useInFlight } from "./use-in-flight.ts";

// Clearing lifts a hold on payouts; confirming may suspend members and reverse posts, which
// moves the same money a post review does. Each is bound to the flag it was asked for (one
// request per flag at a time), the flag as decided is handed to `onDecided` to show in its
// place, and every admin figure, queue and member row (and the dashboards of the members and
// their uplines) is fetched again, as after a review.
export function useRiskActions(onDecided: (flag: RiskFlagItem) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { pending, run } = useInFlight();
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByReview(queryKey) });
  const failed = (title: OperationsKey) => (error: unknown) =>
    toast(failureToast(say(title), error, say("common.tryAgain")));
  const decided = (flag: RiskFlag) => {
    onDecided({ ...flag, sharedLabel: sharedSignals(flag.shared) });
    return refresh();
  };

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
      return decided(flag);
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
      return decided(flag);
    },
    onError: failed("confirm.failed"),
  });

  return {
    pending,
    clear: (flag: RiskFlag, reason: string) =>
      run(flag.flagId, () => clear.mutateAsync({ flagId: flag.flagId, reason })),
    confirm: (flag: RiskFlag, body: ConfirmFlagBody) =>
      run(flag.flagId, () => confirm.mutateAsync({ flagId: flag.flagId, ...body })),
  };
}
