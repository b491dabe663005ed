import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import { rm } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import { failureToast } from "../../../lib/failure.ts";
import { approvePost, rejectPost, reversePost, type ReviewResult } from "../api/posts.ts";
import { refreshedByReview } from "../utils/refresh.ts";

const memberOf = ({ post }: ReviewResult) => post.memberName ?? FORMER_MEMBER;

// Approve, reject and reverse with their toasts; afterwards every queue, dashboard and admin figure the
// decision touches is fetched again.
export function useReviewActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByReview(queryKey) });
  const failed = (title: string) => (error: unknown) => toast(failureToast(title, error));

  const approve = useMutation({
    mutationFn: approvePost,
    onSuccess: (result) => {
      toast(
        result.changed
          ? {
              title: "Post approved",
              description: `${rm(result.post.earnings)} credited to ${memberOf(result)}`,
              variant: "success",
            }
          : { title: "Post already approved", description: "Nothing was paid twice" },
      );
      return refresh();
    },
    onError: failed("Failed to approve post"),
  });

  const reject = useMutation({
    mutationFn: rejectPost,
    onSuccess: (result) => {
      toast(
        result.changed
          ? {
              title: "Post rejected",
              description: `${memberOf(result)} can see the reason on their Reports page`,
              variant: "success",
            }
          : { title: "Post already rejected" },
      );
      return refresh();
    },
    onError: failed("Failed to reject post"),
  });

  const reverse = useMutation({
    mutationFn: reversePost,
    onSuccess: (result) => {
      toast({
        title: "Post reversed",
        description: `Its pay is taken back from ${memberOf(result)} and their uplines this month`,
        variant: "success",
      });
      return refresh();
    },
    onError: failed("Failed to reverse post"),
  });

  return { approve, reject, reverse };
}
