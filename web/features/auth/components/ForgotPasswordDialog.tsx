import { useState, type FormEvent } from "react";
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
      toast({ title: "Email Required", description: "Please enter your email address", variant: "destructive" });
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
      title={sentTo === null ? "Reset your password" : "Reset Email Sent"}
      description={
        sentTo === null
          ? "Enter the email you registered with and we will send you a link to choose a new password."
          : `If ${sentTo} belongs to a Jemput account, a reset link is on its way. The link works once, within 1 hour.`
      }
    >
      {sentTo === null ? (
        <form noValidate onSubmit={submit}>
          {/* Focused on arrival and again after "Send to Different Email". */}
          <TextField
            label="Email"
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
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? "Sending…" : "Send Reset Link"}
            </Button>
          </DialogFooter>
        </form>
      ) : (
        <DialogFooter>
          <Button variant="secondary" onClick={sendElsewhere}>
            Send to Different Email
          </Button>
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        </DialogFooter>
      )}
    </Dialog>
  );
}
