import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { adminText } from "../i18n.ts";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

// A yes/no question before something that cannot be taken back (deleting, mailing everyone).
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT(adminText);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={question}>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("confirm.cancel")}</Button>
        </DialogClose>
        <Button disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
