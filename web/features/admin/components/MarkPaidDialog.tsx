import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { Payout } from "../api/payouts.ts";
import { operationsText } from "../operations/i18n.ts";
import { ReasonDialog } from "./ReasonDialog.tsx";

type MarkPaidDialogProps = {
  payout: Payout | null;
  pending: boolean;
  onPaid: (reference: string) => void;
  onClose: () => void;
};

// The bank's reference for the transfer, so the payment can be traced from either side.
export function MarkPaidDialog({ payout, pending, onPaid, onClose }: MarkPaidDialogProps) {
  const t = useT(operationsText);
  return (
    <ReasonDialog
      open={payout !== null}
      formKey={payout?.id}
      title={t("markPaid.title")}
      description={payout ? t("payout.to", { amount: rm(payout.amount), member: payout.memberName }) : undefined}
      label={t("markPaid.label")}
      hint={t("markPaid.hint")}
      missing={t("markPaid.missing")}
      submitLabel={t("markPaid.submit")}
      pendingLabel={t("markPaid.pending")}
      pending={pending}
      maxLength={100}
      onSubmit={onPaid}
      onClose={onClose}
    />
  );
}
