import { useState, type FormEvent } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { authText } from "../i18n.ts";
import { Button } from "../../../ui/Button.tsx";
import { CardBox } from "../../../ui/Card.tsx";
import { PasswordField } from "../../../ui/Field.tsx";
import { Page } from "../../../ui/Page.tsx";
import { useToast } from "../../../ui/toast.ts";
import { useResetPassword } from "../hooks/use-password-reset.ts";
import { fieldRefusal } from "../feedback.ts";
import { checkNewPassword } from "../new-password.ts";
import { Form } from "./Form.tsx";

type ResetPasswordFormProps = {
  token: string;
  onSuccess: () => void;
  onDeadLink: () => void;
};

export function ResetPasswordForm({ token, onSuccess, onDeadLink }: ResetPasswordFormProps) {
  const t = useT(authText);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const reset = useResetPassword({ onDeadLink });
  const { toast } = useToast();
  // The server's reason for refusing the password, under the field while it still holds that password.
  const passwordError =
    reset.variables?.newPassword === password ? fieldRefusal(reset.error, "newPassword") : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmation);
    if (problem) toast(problem);
    else reset.mutate({ token, newPassword: password }, { onSuccess });
  }

  return (
    <Page title={t("reset.title")} documentTitle={t("reset.documentTitle")} description={t("reset.description")}>
      <CardBox>
        <Form noValidate onSubmit={submit}>
          <PasswordField
            label={t("reset.newPassword")}
            autoComplete="new-password"
            hint={t("passwordRule")}
            error={passwordError}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t("reset.confirm")}
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <Button type="submit" fullWidth disabled={reset.isPending}>
            {reset.isPending ? t("reset.saving") : t("reset.submit")}
          </Button>
        </Form>
      </CardBox>
    </Page>
  );
}
