import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { CardBox } from "../../../ui/Card.tsx";
import { Page } from "../../../ui/Page.tsx";
import { verifySignIn, type AuthResult, type PendingSignIn } from "../api/two-factor.ts";
import { useCodeEntry } from "../hooks/use-code-entry.ts";
import { CodeField, LinkButton, LinkRow, Muted, Stack } from "./parts.tsx";

type ChallengeFormProps = {
  pending: PendingSignIn;
  onSignedIn: (result: AuthResult) => void;
  onCancel: () => void;
};

export const CHALLENGE_TEXT = {
  app: "Enter the 6-digit code from your authenticator app",
  recovery: "Enter one of the recovery codes you saved when you set up two-factor authentication",
} as const;

// The second step of signing in for whoever has two-factor authentication on: the app's code,
// or a recovery code for a lost phone. The field takes the focus, so the code can be typed at once.
export function ChallengeForm({ pending, onSignedIn, onCancel }: ChallengeFormProps) {
  const entry = useCodeEntry();
  const verify = useMutation({ mutationFn: (code: string) => verifySignIn(pending.token, code) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = entry.checked();
    if (code === null) return;
    verify.mutate(code, {
      onSuccess: onSignedIn,
      onError: (error) => entry.refused(error, "Verification failed"),
    });
  }

  return (
    <Page title="Two-factor authentication" description={CHALLENGE_TEXT[entry.mode]}>
      <CardBox>
        <Stack noValidate onSubmit={submit}>
          <Muted>
            Signing in as <strong>{pending.user.email}</strong>
          </Muted>
          <CodeField
            key={entry.mode}
            mode={entry.mode}
            value={entry.code}
            onChange={entry.setCode}
            error={entry.error}
            autoFocus
          />
          <Button type="submit" fullWidth disabled={verify.isPending}>
            {verify.isPending ? "Verifying…" : "Verify"}
          </Button>
          <LinkRow>
            <LinkButton type="button" onClick={entry.switchMode}>
              {entry.mode === "app" ? "Use a recovery code" : "Use your authenticator app"}
            </LinkButton>
            <LinkButton type="button" onClick={onCancel}>
              Cancel and sign in again
            </LinkButton>
          </LinkRow>
        </Stack>
      </CardBox>
    </Page>
  );
}
