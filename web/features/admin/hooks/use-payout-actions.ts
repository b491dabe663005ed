import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { formatNumber, rm } from "../../../lib/format.ts";
import { useToast } from "../../../ui/toast.ts";
import { adminApi } from "../../../../domain/contract/routes/admin.ts";
import { isQueryOf } from "../../../lib/api.ts";
import { failureToast } from "../../../lib/failure.ts";
import { saveAttachment } from "../api/downloads.ts";
import {
  closeMonth,
  fetchBankFile,
  isPayoutsQuery,
  issueBankFile,
  markFailed,
  markPaid,
  reissueBankFile,
  uploadBankResult,
  type CloseResult,
  type PaymentFormat,
} from "../api/payouts.ts";
import { say, type OperationsKey } from "../operations/i18n.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { adminText } from "../i18n.ts";

// The Payouts tab's money actions. Each fires once: a second click, tap or Enter before the
// first answer is ignored here (the button's disabled state reaches the screen only on the next
// render, after a fast second click has landed), and its arguments are fixed when it is fired,
// so it acts on the month or row shown then. A refusal is shown in the server's words.

type SingleFire<V, R> = {
  run: (variables: V, onSuccess?: (result: R) => void) => void;
  pending: boolean;
  data: R | undefined;
  error: unknown;
  reset: () => void;
};

function useSingleFire<V, R>(mutation: UseMutationResult<R, unknown, V>): SingleFire<V, R> {
  const busy = useRef(false);
  const [firing, setFiring] = useState(false);
  return {
    run: (variables, onSuccess) => {
      if (busy.current) return;
      busy.current = true;
      setFiring(true);
      mutation.mutate(variables, {
        onSuccess: (result) => onSuccess?.(result),
        onSettled: () => {
          busy.current = false;
          setFiring(false);
        },
      });
    },
    pending: firing || mutation.isPending,
    data: mutation.data,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/**
 * What a close's toast says: what it issued, and what it left unpaid for a later close, held for
 * review, still in its holding period (decision 53) or below the payout minimum, and what it
 * withheld under section 107D (decision 62).
 */
export function closeToast(result: CloseResult) {
  const held = result.held > 0 ? say("close.held", { count: result.held, amount: rm(result.heldAmount) }) : "";
  const pending =
    result.pending > 0 ? say("close.pending", { count: result.pending, amount: rm(result.pendingAmount) }) : "";
  const below =
    result.belowMinimum > 0
      ? say("close.belowMinimum", { count: result.belowMinimum, amount: rm(result.belowMinimumAmount) })
      : "";
  const withheld = result.withheldAmount > 0 ? say("close.withheld", { amount: rm(result.withheldAmount) }) : "";
  const left = [held, pending, below, withheld].filter(Boolean).join(" ");
  return result.issued > 0
    ? {
        title: say("close.done"),
        description: [say("close.issued", { count: formatNumber(result.issued), total: rm(result.total) }), left]
          .filter(Boolean)
          .join(" "),
        variant: "success" as const,
      }
    : { title: say("close.none"), description: left || say("close.noneDetail") };
}

type Issue = { period: number; format: PaymentFormat; digest: string };

export function usePayoutActions() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => isPayoutsQuery(queryKey) || isQueryOf(adminApi.audit, queryKey),
    });
  const failed = (title: OperationsKey) => (error: unknown) =>
    toast(failureToast(say(title), error, say("common.tryAgain")));

  // A close refused because its figures changed is not a failure to toast: the dialog shows the
  // new figures (changedPreview) for the admin to confirm again.
  const close = useMutation({
    mutationFn: closeMonth,
    onSuccess: (result) => {
      toast(closeToast(result));
      return refresh();
    },
    onError: refresh,
  });

  // Issuing writes the file once; it is then fetched by its id, which any retry may do again.
  const issue = useMutation({
    mutationFn: async (variables: Issue) => {
      const file = await issueBankFile(variables);
      await saveAttachment(await fetchBankFile(file.id), file.fileName);
      return file;
    },
    onSuccess: (file) => {
      toast({
        title: translate(adminText, "payoutFile.issued"),
        description: translate(adminText, "payoutFile.issuedDetail", {
          count: file.payments,
          total: rm(file.total),
          name: file.fileName,
        }),
        variant: "success",
      });
      return refresh();
    },
    onError: refresh,
  });

  const download = useMutation({
    mutationFn: async ({ id, fileName }: { id: string; fileName: string }) =>
      saveAttachment(await fetchBankFile(id), fileName),
    onSuccess: () => toast({ title: say("payouts.downloaded"), variant: "success" }),
    onError: failed("payouts.downloadFailed"),
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

  const fail = useMutation({
    mutationFn: markFailed,
    onSuccess: ({ changed }) => {
      toast(
        changed
          ? {
              title: translate(adminText, "payoutFailed.done"),
              description: translate(adminText, "payoutFailed.doneDetail"),
              variant: "success",
            }
          : { title: translate(adminText, "payoutFailed.already") },
      );
      return refresh();
    },
    onError: (error: unknown) =>
      toast(failureToast(translate(adminText, "payoutFailed.failed"), error, say("common.tryAgain"))),
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

  // One more issue: the admin issues its file next; the data-access log has the reason.
  const reissue = useMutation({
    mutationFn: reissueBankFile,
    onSuccess: (result) => {
      toast({
        title: say("reissue.done"),
        description: translate(adminText, "payoutFile.reissuedDetail", { issue: formatNumber(result.issue) }),
        variant: "success",
      });
      return refresh();
    },
    onError: failed("reissue.failed"),
  });

  return {
    close: useSingleFire(close),
    issue: useSingleFire(issue),
    download: useSingleFire(download),
    pay: useSingleFire(pay),
    fail: useSingleFire(fail),
    reconcile: useSingleFire(reconcile),
    reissue: useSingleFire(reissue),
  };
}
