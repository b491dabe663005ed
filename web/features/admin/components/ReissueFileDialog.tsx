import { useT } from "../../../lib/i18n/use-t.ts";
import { adminText } from "../i18n.ts";
import { operationsText } from "../operations/i18n.ts";
import { ReasonDialog } from "./ReasonDialog.tsx";

type ReissueFileDialogProps = {
  open: boolean;
  monthTitle: string;
  pending: boolean;
  onReissue: (reason: string) => void;
  onClose: () => void;
};

// A month's payment file is written once per issue; a new file needs a reason, which the
// data-access log keeps beside the admin's name, because the same payouts could go to the bank twice.
export function ReissueFileDialog({ open, monthTitle, pending, onReissue, onClose }: ReissueFileDialogProps) {
  const t = useT(operationsText);
  const ta = useT(adminText);
  return (
    <ReasonDialog
      open={open}
      title={t("reissue.title")}
      description={ta("payoutFile.reissueDescription", { month: monthTitle })}
      hint={t("reissue.hint")}
      missing={t("reissue.missing")}
      submitLabel={t("reissue.submit")}
      pendingLabel={t("reissue.pending")}
      pending={pending}
      onSubmit={onReissue}
      onClose={onClose}
    />
  );
}
