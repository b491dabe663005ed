import type { ReactNode } from "react";
import { useT } from "../lib/i18n/use-t.ts";
import { Button } from "./Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "./Dialog.tsx";
import { uiText } from "./i18n.ts";
import { useSingleFire } from "./use-single-fire.ts";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** While a returned promise runs, a second press does nothing. */
  onConfirm: () => unknown;
  onCancel: () => void;
  /** What the action will record, shown between the question and the buttons. */
  children?: ReactNode;
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
  children,
}: ConfirmDialogProps) {
  const t = useT(uiText);
  const once = useSingleFire();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={question}>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t("confirm.cancel")}</Button>
        </DialogClose>
        <Button disabled={pending || once.busy} onClick={() => once.fire(onConfirm)}>
          {pending || once.busy ? pendingLabel : confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
