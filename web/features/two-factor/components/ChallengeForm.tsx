import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { CardBox } from "../../../ui/Card.tsx";
import { Page } from "../../../ui/Page.tsx";
import { verifySignIn, type AuthResult, type PendingSignIn } from "../api/two-factor.ts";
import { useCodeEntry } from "../hooks/use-code-entry.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { twoFactorText } from "../i18n.ts";
import { CodeField, LinkButton, LinkRow, Muted, Stack } from "./parts.tsx";

type ChallengeFormProps = {
  pending: PendingSignIn;
  onSignedIn: (result: AuthResult) => void;
  onCancel: () => void;
};

const CHALLENGE_TEXT = { app: "challenge.app", recovery: "challenge.recovery" } as const;

// The second step of signing in for whoever has two-factor authentication on: the app's code,
// or a recovery code for a lost phone. The field takes the focus, so the code can be typed at once.
export function ChallengeForm({ pending, onSignedIn, onCancel }: ChallengeFormProps) {
  const entry = useCodeEntry();
  const t = useT(twoFactorText);
  const verify = useMutation({ mutationFn: (code: string) => verifySignIn(pending.token, code) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = entry.checked();
    if (code === null) return;
    verify.mutate(code, {
      onSuccess: onSignedIn,
      onError: (error) => entry.refused(error, t("challenge.failed")),
    });
  }

  return (
    <Page title={t("title")} description={t(CHALLENGE_TEXT[entry.mode])}>
      <CardBox>
        <Stack noValidate onSubmit={submit}>
          <Muted>{rich(t("challenge.signingInAs", { email: pending.user.email }), [<strong />])}</Muted>
          <CodeField
            key={entry.mode}
            mode={entry.mode}
            value={entry.code}
            onChange={entry.setCode}
            error={entry.error}
            autoFocus
          />
          <Button type="submit" fullWidth disabled={verify.isPending}>
            {verify.isPending ? t("challenge.verifying") : t("challenge.verify")}
          </Button>
          <LinkRow>
            <LinkButton type="button" onClick={entry.switchMode}>
              {entry.mode === "app" ? t("useRecoveryCode") : t("useApp")}
            </LinkButton>
            <LinkButton type="button" onClick={onCancel}>
              {t("challenge.cancel")}
            </LinkButton>
          </LinkRow>
        </Stack>
      </CardBox>
    </Page>
  );
}
