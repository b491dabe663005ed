import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import { failureToast } from "../../../lib/failure.ts";
import { closeMonth, markPaid, reissueBankFile, uploadBankResult } from "../api/payouts.ts";

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
  const failed = (title: string) => (error: unknown) => toast(failureToast(title, error));

  const close = useMutation({
    mutationFn: closeMonth,
    onSuccess: (result) => {
      const held =
        result.held > 0
          ? ` ${formatNumber(result.held)} ${result.held === 1 ? "member" : "members"} held for risk review (${rm(result.heldAmount)}).`
          : "";
      toast(
        result.issued > 0
          ? {
              title: "Month closed",
              description: `${formatNumber(result.issued)} payouts issued, ${rm(result.total)} in total.${held}`,
              variant: "success",
            }
          : {
              title: "No new payouts",
              description: held === "" ? "Every member with income that month already has a payout" : held.trim(),
            },
      );
      return refresh();
    },
    onError: failed("Failed to close month"),
  });

  const pay = useMutation({
    mutationFn: markPaid,
    onSuccess: ({ payout, changed }) => {
      toast(
        changed
          ? {
              title: "Payout marked as paid",
              description: `${rm(payout.amount)} to ${payout.memberName}`,
              variant: "success",
            }
          : { title: "Payout already marked as paid" },
      );
      return refresh();
    },
    onError: failed("Failed to mark payout as paid"),
  });

  // The report stays on screen (the mutation's data) until the next upload.
  const reconcile = useMutation({
    mutationFn: uploadBankResult,
    onSuccess: (report) => {
      toast({
        title: "Bank result applied",
        description: `${formatNumber(report.applied.length)} applied, ${formatNumber(report.unchanged.length)} unchanged, ${formatNumber(report.unmatched.length)} unmatched`,
        variant: "success",
      });
      return refresh();
    },
    onError: failed("Failed to apply bank result"),
  });

  // The file may be downloaded once more; the data-access log has the reason.
  const reissue = useMutation({
    mutationFn: reissueBankFile,
    onSuccess: (result) => {
      toast({
        title: "Bank file re-issued",
        description: `It can be downloaded once more (issue ${formatNumber(result.issue)}).`,
        variant: "success",
      });
      return refresh();
    },
    onError: failed("Failed to re-issue bank file"),
  });

  return { close, pay, reconcile, reissue };
}
