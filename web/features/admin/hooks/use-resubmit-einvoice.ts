import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { einvoicesApi } from "../../../../domain/contract/routes/einvoices.ts";
import { isQueryOf } from "../../../lib/api.ts";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { resubmitEInvoice } from "../api/einvoices.ts";
import { say } from "../operations/i18n.ts";

// Resubmits a rejected e-invoice once: a second click before the answer is ignored, and the
// server fires it only for the document shown (its hash), so a stale page changes nothing.
export function useResubmitEInvoice() {
  const client = useQueryClient();
  const { toast } = useToast();
  const busy = useRef(false);
  const mutation = useMutation({
    mutationFn: resubmitEInvoice,
    onError: (error) => toast(failureToast(say("einvoice.resubmitFailed"), error, say("common.tryAgain"))),
    onSettled: () => {
      busy.current = false;
      void client.invalidateQueries({ predicate: (query) => isQueryOf(einvoicesApi.list, query.queryKey) });
    },
  });
  return {
    pending: mutation.isPending,
    run: (variables: { payoutId: string; documentHash: string | null }) => {
      if (busy.current) return;
      busy.current = true;
      mutation.mutate(variables);
    },
  };
}
