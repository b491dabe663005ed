import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { PasswordField } from "../../../ui/Field.tsx";
import { space } from "../../../ui/theme.ts";
import { useEraseAccount } from "../hooks/use-your-data.ts";

const Body = styled.div`
  display: grid;
  gap: ${space.md};
  & p,
  & ul {
    margin: 0;
  }
  & ul {
    padding-left: 1.25rem;
  }
`;

type DeleteAccountDialogProps = { open: boolean; onClose: () => void };

// Says plainly what goes and what stays before anything happens; the password proves it is the
// member asking. On success the hook signs the device out and opens the login screen.
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const erase = useEraseAccount();
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string | undefined>();

  function close() {
    if (erase.isPending) return;
    setPassword("");
    setProblem(undefined);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password === "") {
      setProblem("Please enter your password");
      return;
    }
    setProblem(undefined);
    erase.mutate(password, { onError: (error) => setProblem(error.message) });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Delete your account?"
      description="This cannot be undone."
    >
      <form onSubmit={submit} noValidate>
        <Body>
          <div>
            <p>
              <strong>Erased:</strong>
            </p>
            <ul>
              <li>your name, email, phone number, date of birth and addresses</li>
              <li>your bank details, social media, bio and photo</li>
              <li>the titles and links of your posts (posts waiting for review are withdrawn)</li>
            </ul>
          </div>
          <div>
            <p>
              <strong>Kept, without your name:</strong>
            </p>
            <ul>
              <li>your money records: income, commissions and payouts, under your member number</li>
              <li>your place in your team, so your referrer&apos;s figures stay right</li>
            </ul>
          </div>
          <p>
            You will be signed out everywhere and cannot sign in again. A payout not yet paid can no longer be sent to
            your bank account.
          </p>
          <PasswordField
            label="Your password"
            hint="Enter your password to confirm."
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problem}
            required
          />
        </Body>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost" disabled={erase.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={erase.isPending}>
            {erase.isPending ? "Deleting…" : "Delete my account"}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
