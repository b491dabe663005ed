import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { PasswordField } from "../../../ui/Field.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { useCodeEntry } from "../hooks/use-code-entry.ts";
import { useDisableTwoFactor } from "../hooks/use-two-factor-setting.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { twoFactorText } from "../i18n.ts";
import { CodeField, LinkButton, Stack } from "./parts.tsx";

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

// Turning it off weakens the account, so it reads in the danger colour.
const TurnOff = styled(Button)`
  color: ${colors.danger};
  border-color: ${colors.danger};
  &:hover:not(:disabled) {
    color: ${colors.danger};
    background: ${colors.dangerSoft};
  }
`;

// The password and a code prove it is the member and not someone at an unlocked phone.
export function DisableForm({ onClose }: { onClose: () => void }) {
  const entry = useCodeEntry();
  const [password, setPassword] = useState("");
  const [passwordProblem, setPasswordProblem] = useState<string | undefined>();
  const disable = useDisableTwoFactor(onClose);
  const t = useT(twoFactorText);

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = password === "" ? t("disable.passwordMissing") : undefined;
    setPasswordProblem(missing);
    entry.clearPasswordError();
    const code = entry.checked();
    if (missing || code === null) return;
    disable.mutate({ password, code }, { onError: (error) => entry.refused(error, t("disable.failed")) });
  }

  return (
    <Stack noValidate onSubmit={submit} aria-label={t("disable.label")}>
      <PasswordField
        label={t("disable.password")}
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        error={passwordProblem ?? entry.passwordError}
        onChange={(event) => {
          setPassword(event.target.value);
          setPasswordProblem(undefined);
          entry.clearPasswordError();
        }}
      />
      <CodeField key={entry.mode} mode={entry.mode} value={entry.code} onChange={entry.setCode} error={entry.error} />
      <LinkButton type="button" onClick={entry.switchMode}>
        {entry.mode === "app" ? t("useRecoveryCode") : t("useApp")}
      </LinkButton>
      <Actions>
        <TurnOff type="submit" variant="secondary" disabled={disable.isPending}>
          {disable.isPending ? t("disable.turningOff") : t("turnOff")}
        </TurnOff>
        <Button type="button" variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      </Actions>
    </Stack>
  );
}
