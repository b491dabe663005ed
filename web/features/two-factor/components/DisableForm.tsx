import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { PasswordField } from "../../../ui/Field.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { useCodeEntry } from "../hooks/use-code-entry.ts";
import { useDisableTwoFactor } from "../hooks/use-two-factor-setting.ts";
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = password === "" ? "Please enter your password" : undefined;
    setPasswordProblem(missing);
    entry.clearPasswordError();
    const code = entry.checked();
    if (missing || code === null) return;
    disable.mutate({ password, code }, { onError: (error) => entry.refused(error, "Could not turn it off") });
  }

  return (
    <Stack noValidate onSubmit={submit} aria-label="Turn off two-factor authentication">
      <PasswordField
        label="Your password"
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
        {entry.mode === "app" ? "Use a recovery code" : "Use your authenticator app"}
      </LinkButton>
      <Actions>
        <TurnOff type="submit" variant="secondary" disabled={disable.isPending}>
          {disable.isPending ? "Turning off…" : "Turn off"}
        </TurnOff>
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </Stack>
  );
}
