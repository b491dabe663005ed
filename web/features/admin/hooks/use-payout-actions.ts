import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import { failureToast } from "../../../lib/failure.ts";
import { closeMonth, markPaid, reissueBankFile, uploadBankResult } from "../api/payouts.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";

// Closing, paying, re-issuing the bank file and applying the bank's result file change the
// payout list and the audit log; a refusal (a month not yet over, a payout already paid under another reference, a
// malformed result file) is shown in the server's words.
export function usePayoutActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) =>
        typeof queryKey[0] === "string" && /^\/api\/admin\/(payouts|audit)/.test(queryKey[0]),
    });
  const failed = (title: OperationsKey) => (error: unknown) =>
    toast(failureToast(say(title), error, say("common.tryAgain")));

  const close = useMutation({
    mutationFn: closeMonth,
    onSuccess: (result) => {
      const held = result.held > 0 ? say("close.held", { count: result.held, amount: rm(result.heldAmount) }) : "";
      toast(
        result.issued > 0
          ? {
              title: say("close.done"),
              description: [say("close.issued", { count: formatNumber(result.issued), total: rm(result.total) }), held]
                .filter(Boolean)
                .join(" "),
              variant: "success",
            }
          : {
              title: say("close.none"),
              description: held || say("close.noneDetail"),
            },
      );
      return refresh();
    },
    onError: failed("close.failed"),
  });

  const pay = useMutation({
    mutationFn: markPaid,
    onSuccess: ({ payout, changed }) => {
      toast(
        changed
          ? {
              title: say("pay.done"),
              description: say("payout.to", { amount: rm(payout.amount), member: payout.memberName }),
              variant: "success",
            }
          : { title: say("pay.already") },
      );
      return refresh();
    },
    onError: failed("pay.failed"),
  });

  // The report stays on screen (the mutation's data) until the next upload.
  const reconcile = useMutation({
    mutationFn: uploadBankResult,
    onSuccess: (report) => {
      toast({
        title: say("reconcile.done"),
        description: say("reconcile.doneDetail", {
          applied: formatNumber(report.applied.length),
          unchanged: formatNumber(report.unchanged.length),
          unmatched: formatNumber(report.unmatched.length),
        }),
        variant: "success",
      });
      return refresh();
    },
    onError: failed("reconcile.failed"),
  });

  // The file may be downloaded once more; the data-access log has the reason.
  const reissue = useMutation({
    mutationFn: reissueBankFile,
    onSuccess: (result) => {
      toast({
        title: say("reissue.done"),
        description: say("reissue.doneDetail", { issue: formatNumber(result.issue) }),
        variant: "success",
      });
      return refresh();
    },
    onError: failed("reissue.failed"),
  });

  return { close, pay, reconcile, reissue };
}
