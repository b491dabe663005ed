import styled from "@emotion/styled";
import { TextField } from "../../../ui/Field.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import type { CodeMode } from "../utils/codes.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { twoFactorText } from "../i18n.ts";

// Pieces the two-factor screens share: the form rhythm, a link-looking button, the code field.

export const Stack = styled.form`
  display: grid;
  gap: ${space.md};
  & > p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

// Looks like a link, acts in place, so it is a button (as on the login form).
export const LinkButton = styled.button`
  justify-self: start;
  min-height: 2.75rem;
  padding: 0 ${space.xs};
  border: 0;
  background: none;
  color: ${colors.accent};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:hover {
    color: ${colors.accentHover};
  }
`;

// The ways out of a step (another kind of code, cancelling), kept together under its button.
export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: ${space.md};
  margin-top: -${space.sm};
`;

// Secrets and recovery codes are read and typed character by character.
export const Mono = styled.code`
  display: block;
  padding: ${space.sm} ${space.md};
  background: ${colors.brandSoft};
  border-radius: ${radius.sm};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1rem;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

type CodeFieldProps = {
  mode: CodeMode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
};

// Phones offer the number pad and the code from a text message or app for an app's code; a
// recovery code is letters and digits, typed as written.
export function CodeField({ mode, value, onChange, error, autoFocus = false }: CodeFieldProps) {
  const t = useT(twoFactorText);
  const common = {
    value,
    error,
    autoFocus,
    required: true,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return mode === "app" ? (
    <TextField
      {...common}
      label={t("code.appLabel")}
      hint={t("code.appHint")}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
    />
  ) : (
    <TextField
      {...common}
      label={t("code.recoveryLabel")}
      hint={t("code.recoveryHint")}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={40}
    />
  );
}
