import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { failureToast } from "../../../lib/failure.ts";
import { rm } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import type { ReviewPost } from "../api/posts.ts";
import { approveMatching, type ApproveMatchingResult } from "../api/review.ts";
import { say as sayOperations } from "../operations/i18n.ts";
import { say } from "../review/i18n.ts";
import { refreshedByReview } from "../utils/refresh.ts";

/**
 * Approve all matching, bound to the posts of the page the admin opened it on: the dialog is
 * opened for those ids, previews them and sends exactly them, once (a second confirm while the
 * first runs does nothing, and those posts' own buttons wait with it). The posts approved, and
 * those another admin decided meanwhile, show their outcome where they were (`onDecided`). There
 * is no Undo (decision 54): a post approved by mistake is reversed on its own.
 */
export function useApproveMatching(onDecided: (post: ReviewPost) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [asked, setAsked] = useState<ReadonlyArray<string> | null>(null);
  const [running, setRunning] = useState<ReadonlySet<string>>(() => new Set());
  const firing = useRef(false);

  const done = (result: ApproveMatchingResult) => {
    for (const post of result.approved) onDecided(post);
    for (const { reason, post } of result.skipped) if (reason === "not_pending" && post) onDecided(post);
    const skipped = result.skipped.length;
    toast({
      title: say("matching.done", { count: result.count }),
      description: [
        result.count > 0 ? say("matching.doneDetail", { amount: rm(result.total) }) : null,
        skipped > 0 ? say("matching.skippedDetail", { count: skipped }) : null,
      ]
        .filter((line) => line !== null)
        .join(". "),
      variant: result.count > 0 ? "success" : undefined,
    });
    return queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByReview(queryKey) });
  };

  const approve = useMutation({
    mutationFn: approveMatching,
    onSuccess: done,
    onError: (error) => toast(failureToast(say("matching.failed"), error, sayOperations("common.tryAgain"))),
  });

  const confirm = useCallback(async () => {
    if (asked === null || firing.current) return;
    firing.current = true;
    setRunning(new Set(asked));
    try {
      await approve.mutateAsync(asked);
      setAsked(null);
    } catch {
      // The toast has told the admin; the dialog stays open to try again.
    } finally {
      firing.current = false;
      setRunning(new Set());
    }
  }, [approve, asked]);

  return {
    /** The posts the dialog is open for; null when it is closed. */
    asked,
    open: (postIds: ReadonlyArray<string>) => setAsked(postIds),
    close: () => firing.current || setAsked(null),
    confirm,
    /** The posts the running request names. */
    running,
    pending: approve.isPending,
  };
}
