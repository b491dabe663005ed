import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { RiskFlag } from "../api/risk.ts";
import { operationsText } from "../operations/i18n.ts";
import { ruleTitle } from "../utils/risk-format.ts";
import { ReasonDialog } from "./ReasonDialog.tsx";

type ClearFlagDialogProps = {
  flag: RiskFlag | null;
  pending: boolean;
  onClear: (reason: string) => unknown;
  onClose: () => void;
};

// Clearing releases the held money to the next payout run, so the reviewer says why the
// evidence is innocent; the reason stays with the flag for whoever looks at these members next.
export function ClearFlagDialog({ flag, pending, onClear, onClose }: ClearFlagDialogProps) {
  const t = useT(operationsText);
  return (
    <ReasonDialog
      open={flag !== null}
      formKey={flag?.flagId}
      title={t("clear.title")}
      description={
        flag
          ? t("clear.description", {
              title: ruleTitle(flag),
              count: flag.members.length,
              amount: rm(flag.heldAmount),
            })
          : undefined
      }
      hint={t("clear.hint")}
      submitLabel={t("clear.submit")}
      pendingLabel={t("clear.pending")}
      pending={pending}
      multiline
      onSubmit={onClear}
      onClose={onClose}
    />
  );
}
