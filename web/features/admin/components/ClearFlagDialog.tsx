import { rm } from "../../../lib/format.ts";
import { Dialog } from "../../../ui/Dialog.tsx";
import { plural } from "../../../ui/plural.ts";
import type { RiskFlag } from "../api/risk.ts";
import { ReasonForm } from "./RejectPostDialog.tsx";

type ClearFlagDialogProps = {
  flag: RiskFlag | null;
  pending: boolean;
  onClear: (reason: string) => void;
  onClose: () => void;
};

// Clearing releases the held money to the next payout run, so the reviewer says why the
// evidence is innocent; the reason stays with the flag for whoever looks at these members next.
export function ClearFlagDialog({ flag, pending, onClear, onClose }: ClearFlagDialogProps) {
  return (
    <Dialog
      open={flag !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Clear Flag"
      description={
        flag
          ? `${flag.title}: the hold on ${plural(flag.members.length, "member", "members")} (${rm(flag.heldAmount)}) lifts and their payouts go out with the next close.`
          : undefined
      }
    >
      {flag ? (
        <ReasonForm
          key={flag.flagId}
          pending={pending}
          onSubmit={onClear}
          submitLabel="Clear Flag"
          pendingLabel="Clearing..."
          hint="Why this is not fraud, e.g. siblings sharing one bank account"
        />
      ) : null}
    </Dialog>
  );
}
