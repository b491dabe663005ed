import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import type { ReviewPost } from "../api/posts.ts";
import { approveMatching, type ApproveMatchingResult } from "../api/review.ts";
import { say as sayOperations } from "../operations/i18n.ts";
import { say } from "../review/i18n.ts";
import { refreshedByReview } from "../utils/refresh.ts";

/** How long the answer ignores being closed: the second click of a double click aimed at Approve. */
const SETTLE_MS = 600;

/**
 * Approve all matching, bound to the posts of the page the admin opened it on: the dialog is
 * opened for those ids, previews them and sends exactly them, once (a second confirm while the
 * first runs does nothing, and those posts' own buttons wait with it). The answer stays in the
 * dialog until the admin closes it, and ignores a close in its first moment, so a fast second
 * click lands on the dialog and leaves the answer there, never on a post of the page below. The posts approved, and those another admin decided meanwhile, show their
 * outcome where they were (`onDecided`). There is no Undo (decision 54): a post approved by
 * mistake is reversed on its own.
 */
export function useApproveMatching(onDecided: (post: ReviewPost) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [asked, setAsked] = useState<ReadonlyArray<string> | null>(null);
  const [result, setResult] = useState<ApproveMatchingResult | null>(null);
  const [running, setRunning] = useState<ReadonlySet<string>>(() => new Set());
  const firing = useRef(false);
  const answeredAt = useRef(Number.NEGATIVE_INFINITY);

  const approve = useMutation({
    mutationFn: approveMatching,
    onSuccess: (answer) => {
      answeredAt.current = performance.now();
      setResult(answer);
      for (const post of answer.approved) onDecided(post);
      for (const { reason, post } of answer.skipped) if (reason === "not_pending" && post) onDecided(post);
      return queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByReview(queryKey) });
    },
    onError: (error) => toast(failureToast(say("matching.failed"), error, sayOperations("common.tryAgain"))),
  });

  const confirm = useCallback(async () => {
    if (asked === null || firing.current) return;
    firing.current = true;
    setRunning(new Set(asked));
    try {
      await approve.mutateAsync(asked);
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
    /** What the approval answered, shown in the dialog until it is closed. */
    result,
    open: (postIds: ReadonlyArray<string>) => {
      setResult(null);
      setAsked(postIds);
    },
    close: () => {
      if (firing.current || performance.now() - answeredAt.current < SETTLE_MS) return;
      setAsked(null);
      setResult(null);
    },
    confirm,
    /** The posts the running request names. */
    running,
    pending: approve.isPending,
  };
}
