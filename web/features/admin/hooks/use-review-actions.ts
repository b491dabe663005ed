import { useMutation, useQueryClient } from "@tanstack/react-query";
import { rm } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import { failureToast } from "../../../lib/failure.ts";
import { approvePost, rejectPost, reversePost, type ReviewResult } from "../api/posts.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";
import { refreshedByReview } from "../utils/refresh.ts";

const memberOf = ({ post }: ReviewResult) => post.memberName ?? say("common.formerMember");

// Approve, reject and reverse with their toasts; afterwards every queue, dashboard and admin figure the
// decision touches is fetched again.
export function useReviewActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByReview(queryKey) });
  const failed = (title: OperationsKey) => (error: unknown) =>
    toast(failureToast(say(title), error, say("common.tryAgain")));

  const approve = useMutation({
    mutationFn: approvePost,
    onSuccess: (result) => {
      toast(
        result.changed
          ? {
              title: say("review.approved"),
              description: say("review.approvedDetail", { amount: rm(result.post.earnings), member: memberOf(result) }),
              variant: "success",
            }
          : { title: say("review.alreadyApproved"), description: say("review.alreadyApprovedDetail") },
      );
      return refresh();
    },
    onError: failed("review.approveFailed"),
  });

  const reject = useMutation({
    mutationFn: rejectPost,
    onSuccess: (result) => {
      toast(
        result.changed
          ? {
              title: say("review.rejected"),
              description: say("review.rejectedDetail", { member: memberOf(result) }),
              variant: "success",
            }
          : { title: say("review.alreadyRejected") },
      );
      return refresh();
    },
    onError: failed("review.rejectFailed"),
  });

  const reverse = useMutation({
    mutationFn: reversePost,
    onSuccess: (result) => {
      toast({
        title: say("review.reversed"),
        description: say("review.reversedDetail", { member: memberOf(result) }),
        variant: "success",
      });
      return refresh();
    },
    onError: failed("review.reverseFailed"),
  });

  return { approve, reject, reverse };
}
