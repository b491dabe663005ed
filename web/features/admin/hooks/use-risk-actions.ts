import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { plural } from "../../../ui/plural.ts";
import { clearFlag, confirmFlag } from "../api/risk.ts";
import { refreshedByReview } from "../utils/refresh.ts";
import { confirmationSummary } from "../utils/risk-format.ts";

// Clearing lifts a hold on payouts; confirming may suspend members and reverse posts, which
// moves the same money a post review does. Either way every admin figure, queue and member row
// (and the dashboards of the members and their uplines) is fetched again, as after a review.
export function useRiskActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByReview(queryKey) });
  const failed = (title: string) => (error: unknown) => toast(failureToast(title, error));

  const clear = useMutation({
    mutationFn: clearFlag,
    onSuccess: ({ flag, changed }) => {
      toast(
        changed
          ? {
              title: "Flag cleared",
              description: `The hold on ${plural(flag.members.length, "member", "members")} is lifted: their payouts go out with the next close`,
              variant: "success",
            }
          : { title: "Flag already cleared" },
      );
      return refresh();
    },
    onError: failed("Failed to clear flag"),
  });

  const confirm = useMutation({
    mutationFn: confirmFlag,
    onSuccess: ({ flag, changed }) => {
      toast(
        changed && flag.decision
          ? { title: "Flag confirmed", description: confirmationSummary(flag.decision), variant: "success" }
          : { title: "Flag already confirmed" },
      );
      return refresh();
    },
    onError: failed("Failed to confirm flag"),
  });

  return { clear, confirm };
}
