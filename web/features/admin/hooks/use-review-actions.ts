import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UNDO_APPROVAL_REASON } from "../../../../domain/approval-undo.ts";
import { NOT_OWN_POST_REASON } from "../../../../domain/rejection-reasons.ts";
import { failureToast } from "../../../lib/failure.ts";
import { rm } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import { approvePost, rejectPost, reversePost, type ReviewPost, type ReviewResult } from "../api/posts.ts";
import { say as sayAdmin } from "../i18n.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";
import { refreshedByReview } from "../utils/refresh.ts";
import { useInFlight } from "./use-in-flight.ts";

/** Long enough to see the wrong name in the toast and reach its Undo. */
export const UNDO_WINDOW_MS = 8_000;

const memberOf = ({ post }: ReviewResult) => post.memberName ?? say("common.formerMember");

/**
 * Approve, reject, reverse and undo, each bound to the post it was asked for: one request per
 * post at a time (useInFlight), and the post as the server answered it handed to `onDecided`, so
 * the list shows the outcome where the post was. Afterwards every queue, dashboard and admin
 * figure the decision touches is fetched again.
 */
export function useReviewActions(onDecided: (post: ReviewPost) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { pending, run } = useInFlight();
  const refresh = () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByReview(queryKey) });
  const failed = (title: OperationsKey) => (error: unknown) =>
    toast(failureToast(say(title), error, say("common.tryAgain")));
  const decided = (result: ReviewResult) => {
    onDecided(result.post);
    return refresh();
  };

  const undo = useMutation({
    mutationFn: (id: string) => reversePost({ id, reason: UNDO_APPROVAL_REASON }),
    onSuccess: (result) => {
      toast({
        title: sayAdmin("undo.done"),
        description: sayAdmin("undo.doneDetail", { amount: rm(result.post.earnings), member: memberOf(result) }),
        variant: "success",
      });
      return decided(result);
    },
    onError: failed("review.reverseFailed"),
  });

  // The Undo of one approval's toast, good for one click: Radix closes the toast on it, and the
  // flag stops a second click that lands before it has gone.
  const undoOf = (id: string) => {
    let used = false;
    return () => {
      if (used) return;
      used = true;
      void run(id, () => undo.mutateAsync(id));
    };
  };

  const approve = useMutation({
    mutationFn: approvePost,
    onSuccess: (result) => {
      toast(
        result.changed
          ? {
              title: say("review.approved"),
              description: say("review.approvedDetail", { amount: rm(result.post.earnings), member: memberOf(result) }),
              variant: "success",
              duration: UNDO_WINDOW_MS,
              action: {
                label: sayAdmin("undo.action"),
                altText: sayAdmin("undo.altText"),
                onAct: undoOf(result.post.id),
              },
            }
          : { title: say("review.alreadyApproved"), description: say("review.alreadyApprovedDetail") },
      );
      return decided(result);
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
      return decided(result);
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
      return decided(result);
    },
    onError: failed("review.reverseFailed"),
  });

  return {
    pending,
    approve: (post: ReviewPost) => run(post.id, () => approve.mutateAsync(post.id)),
    reject: (post: ReviewPost, reason: string) => run(post.id, () => reject.mutateAsync({ id: post.id, reason })),
    /** A mismatch rejected in one step, with the fixed reason the member reads in their language (decision 54). */
    rejectNotOwn: (post: ReviewPost) =>
      run(post.id, () => reject.mutateAsync({ id: post.id, reason: NOT_OWN_POST_REASON })),
    reverse: (post: ReviewPost, reason: string) => run(post.id, () => reverse.mutateAsync({ id: post.id, reason })),
  };
}
