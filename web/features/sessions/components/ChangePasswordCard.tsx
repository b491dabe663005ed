import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { PasswordField } from "../../../ui/Field.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { useChangePassword } from "../hooks/use-change-password.ts";
import { sessionsText } from "../i18n.ts";
import { changeRefusal, checkPasswordChange } from "../utils/password-change.ts";

const Section = styled(Card)`
  margin-top: ${space.xl};
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  & > div {
    width: 100%;
  }
`;

const EMPTY = { current: "", next: "", confirmation: "" };

// A new password with the current one; every other device is signed out when it changes.
export function ChangePasswordCard() {
  const [form, setForm] = useState(EMPTY);
  const t = useT(sessionsText);
  const { toast } = useToast();
  const change = useChangePassword({ onDone: () => setForm(EMPTY) });
  // The server's reason stays under a field only while the field still holds what was refused.
  const refused = change.error ? changeRefusal(change.error).fields : {};
  const sent = change.variables;
  const currentError = sent?.currentPassword === form.current ? refused.currentPassword : undefined;
  const newError = sent?.newPassword === form.next ? refused.newPassword : undefined;

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkPasswordChange(form);
    if (problem) toast(problem);
    else change.mutate({ currentPassword: form.current, newPassword: form.next });
  }

  return (
    <Section title={t("password.title")}>
      <Muted>{t("password.intro")}</Muted>
      <Form noValidate onSubmit={submit} aria-label={t("password.formLabel")}>
        <PasswordField
          label={t("password.current")}
          autoComplete="current-password"
          required
          value={form.current}
          error={currentError}
          onChange={set("current")}
        />
        <PasswordField
          label={t("password.new")}
          autoComplete="new-password"
          hint={t("password.rule")}
          required
          value={form.next}
          error={newError}
          onChange={set("next")}
        />
        <PasswordField
          label={t("password.confirm")}
          autoComplete="new-password"
          required
          value={form.confirmation}
          onChange={set("confirmation")}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("password.saving") : t("password.submit")}
        </Button>
      </Form>
    </Section>
  );
}
