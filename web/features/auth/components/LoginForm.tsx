import styled from "@emotion/styled";
import { useT } from "../../../lib/i18n/use-t.ts";
import { authText } from "../i18n.ts";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { PasswordField, TextField } from "../../../ui/Field.tsx";
import { colors, space } from "../../../ui/theme.ts";
import type { PendingSignIn } from "../../two-factor/api/two-factor.ts";
import { useLogin } from "../hooks/use-sign-in.ts";
import { Form } from "./Form.tsx";

// The forgot-password dialog (and Radix Dialog under it) stays out of /login's first
// JavaScript: its chunk loads when the link is hovered, focused or pressed.
const loadForgotDialog = () => import("./ForgotPasswordDialog.tsx");
const ForgotPasswordDialog = lazy(async () => ({ default: (await loadForgotDialog()).ForgotPasswordDialog }));
const preloadForgotDialog = () => void loadForgotDialog().catch(() => undefined);

// Looks like a link, acts in place (it opens a dialog), so it is a button.
const LinkButton = styled.button`
  justify-self: end;
  min-height: 2.75rem;
  margin-top: -${space.sm};
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

type LoginFormProps = {
  /** The password was right and a code is still owed: the screen asks for it. */
  onSecondFactor: (pending: PendingSignIn) => void;
};

export function LoginForm({ onSecondFactor }: LoginFormProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [forgotOpen, setForgotOpen] = useState(false);
  // Mounted from the first opening on, so closing it can still animate.
  const [forgotShown, setForgotShown] = useState(false);
  const login = useLogin(onSecondFactor);
  const t = useT(authText);

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate({ email: email.trim(), password });
  }

  return (
    <>
      <Form onSubmit={submit}>
        <TextField
          label={t("login.email")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t("login.password")}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <LinkButton
          type="button"
          onPointerEnter={preloadForgotDialog}
          onFocus={preloadForgotDialog}
          onClick={() => {
            setForgotShown(true);
            setForgotOpen(true);
          }}
        >
          {t("login.forgot")}
        </LinkButton>
        <Button type="submit" fullWidth disabled={login.isPending}>
          {login.isPending ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
      {forgotShown ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
