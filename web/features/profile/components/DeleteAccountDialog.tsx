import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { PasswordField } from "../../../ui/Field.tsx";
import { space } from "../../../ui/theme.ts";
import { useEraseAccount } from "../hooks/use-your-data.ts";
import { profileText } from "../i18n.ts";

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
  const t = useT(profileText);
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
      setProblem(t("erase.passwordMissing"));
      return;
    }
    setProblem(undefined);
    erase.mutate(password, { onError: (error) => setProblem(error.message) });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t("erase.title")}
      description={t("erase.description")}
    >
      <form onSubmit={submit} noValidate>
        <Body>
          <div>
            <p>
              <strong>{t("erase.erased")}</strong>
            </p>
            <ul>
              <li>{t("erase.erased.details")}</li>
              <li>{t("erase.erased.accounts")}</li>
              <li>{t("erase.erased.posts")}</li>
            </ul>
          </div>
          <div>
            <p>
              <strong>{t("erase.kept")}</strong>
            </p>
            <ul>
              <li>{t("erase.kept.money")}</li>
              <li>{t("erase.kept.team")}</li>
            </ul>
          </div>
          <p>{t("erase.signedOut")}</p>
          <PasswordField
            label={t("erase.password")}
            hint={t("erase.passwordHint")}
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
              {t("erase.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={erase.isPending}>
            {erase.isPending ? t("erase.deleting") : t("data.delete")}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
