import { useState, type FormEvent } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { authText } from "../i18n.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { TextField } from "../../../ui/Field.tsx";
import { useToast } from "../../../ui/toast.ts";
import { fieldRefusal } from "../feedback.ts";
import { useRequestPasswordReset } from "../hooks/use-password-reset.ts";

type ForgotPasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

// Form, then the sent confirmation; closing forgets both the step and the email.
export function ForgotPasswordDialog({ open, onOpenChange }: ForgotPasswordDialogProps) {
  const t = useT(authText);
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const { toast } = useToast();
  // The server's reason for refusing the address (not an email), under the field while it still
  // holds that address; the dialog stays on the form, as nothing was sent.
  const emailError = request.variables === email.trim() ? fieldRefusal(request.error, "email") : undefined;

  function changeOpen(next: boolean) {
    if (!next) {
      setEmail("");
      setSentTo(null);
      request.reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (address === "") {
      toast({ title: t("check.email.title"), description: t("check.email"), variant: "destructive" });
      return;
    }
    request.mutate(address, { onSuccess: () => setSentTo(address) });
  }

  function sendElsewhere() {
    setEmail("");
    setSentTo(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      maxWidth="28rem"
      title={sentTo === null ? t("forgot.title") : t("forgot.sentTitle")}
      description={sentTo === null ? t("forgot.description") : t("forgot.sentDescription", { email: sentTo })}
    >
      {sentTo === null ? (
        <form noValidate onSubmit={submit}>
          {/* Focused on arrival and again after "Send to Different Email". */}
          <TextField
            label={t("forgot.email")}
            type="email"
            autoComplete="email"
            required
            autoFocus
            error={emailError}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">{t("forgot.cancel")}</Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? t("forgot.sending") : t("forgot.send")}
            </Button>
          </DialogFooter>
        </form>
      ) : (
        <DialogFooter>
          <Button variant="secondary" onClick={sendElsewhere}>
            {t("forgot.elsewhere")}
          </Button>
          <DialogClose asChild>
            <Button>{t("forgot.done")}</Button>
          </DialogClose>
        </DialogFooter>
      )}
    </Dialog>
  );
}
