import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { Payout } from "../api/payouts.ts";
import { adminText } from "../i18n.ts";
import { ReasonDialog } from "./ReasonDialog.tsx";

type MarkFailedDialogProps = {
  payout: Payout | null;
  pending: boolean;
  onFailed: (reason: string) => void;
  onClose: () => void;
};

// The bank could not pay it (or it was left out of the file, with no details to pay to): its
// lines are unpaid again, and the next close pays them. The reason is kept with the payout.
export function MarkFailedDialog({ payout, pending, onFailed, onClose }: MarkFailedDialogProps) {
  const t = useT(adminText);
  return (
    <ReasonDialog
      open={payout !== null}
      formKey={payout?.id}
      title={t("payoutFailed.title")}
      description={
        payout ? t("payoutFailed.description", { amount: rm(payout.amount), member: payout.memberName }) : undefined
      }
      hint={t("payoutFailed.hint")}
      missing={t("payoutFailed.missing")}
      submitLabel={t("payoutFailed.submit")}
      pendingLabel={t("payoutFailed.pending")}
      pending={pending}
      onSubmit={onFailed}
      onClose={onClose}
    />
  );
}
