import styled from "@emotion/styled";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { TextField } from "../../../ui/Field.tsx";
import { Loading } from "../../../ui/Loading.tsx";
import { QrCode } from "../../../ui/QrCode.tsx";
import { space } from "../../../ui/theme.ts";
import type { TwoFactorEnrolment } from "../api/two-factor.ts";
import { useCodeEntry } from "../hooks/use-code-entry.ts";
import { groupSecret } from "../utils/codes.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { twoFactorText } from "../i18n.ts";
import { CodeField, LinkButton, Mono, Stack } from "./parts.tsx";
import { RecoveryCodesPanel } from "./RecoveryCodesPanel.tsx";

const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${space.md};
  & > li > * + * {
    margin-top: ${space.sm};
  }
  & p {
    margin: 0;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
`;

type EnrolmentStepsProps = {
  email: string;
  /** Names the secret being set up, so it is asked for once per screen (not again on a re-render). */
  queryKey: ReadonlyArray<unknown>;
  start: () => Promise<TwoFactorEnrolment>;
  /** `setupCode` is "" unless the operator's setup code is asked for. */
  confirm: (code: string, setupCode: string) => Promise<ReadonlyArray<string>>;
  /** An admin's first authenticator: the operator's one-time setup code is asked for too (decision 43). */
  askSetupCode?: boolean;
  onDone: () => void;
  onCancel?: () => void;
};

// Setting up an authenticator app: scan the QR code (or type the key), prove it with a code,
// then save the recovery codes. Used while an admin signs in and on the profile page.
export function EnrolmentSteps({
  email,
  queryKey,
  start,
  confirm,
  askSetupCode = false,
  onDone,
  onCancel,
}: EnrolmentStepsProps) {
  // A query, not an effect: asked once however often the screen renders or remounts, and never
  // refetched, since each call makes a new secret and the one being scanned must stay.
  const enrolment = useQuery({
    queryKey,
    queryFn: start,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const entry = useCodeEntry();
  const [codes, setCodes] = useState<ReadonlyArray<string> | null>(null);
  const confirming = useMutation({
    mutationFn: ({ code, setupCode }: { code: string; setupCode: string }) => confirm(code, setupCode),
  });
  const t = useT(twoFactorText);

  if (codes !== null) return <RecoveryCodesPanel codes={codes} email={email} onDone={onDone} />;
  if (enrolment.isError)
    return <FetchError message={t("enrol.startFailed")} onRetry={() => void enrolment.refetch()} />;
  if (!enrolment.data) return <Loading label={t("enrol.preparing")} />;
  const { secret, uri } = enrolment.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = entry.checked();
    const setupCode = askSetupCode ? entry.checkedSetupCode() : "";
    if (code === null || setupCode === null) return;
    confirming.mutate(
      { code, setupCode },
      {
        onSuccess: setCodes,
        onError: (error) => entry.refused(error, t("enrol.failed")),
      },
    );
  }

  return (
    <Stack noValidate onSubmit={submit}>
      <Steps>
        {askSetupCode ? (
          <li>
            <p>{t("setup.step")}</p>
            <TextField
              label={t("setup.label")}
              hint={t("setup.hint")}
              value={entry.setupCode}
              error={entry.setupCodeError}
              onChange={(event) => entry.setSetupCode(event.target.value)}
              required
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
            />
          </li>
        ) : null}
        <li>
          <p>{t("enrol.scan")}</p>
          <Centered>
            <QrCode value={uri} alt={t("enrol.qrAlt")} />
          </Centered>
        </li>
        <li>
          <p>{t("enrol.cannotScan")}</p>
          <Mono data-testid="two-factor-secret">{groupSecret(secret)}</Mono>
        </li>
        <li>
          <p>{t("enrol.enterCode")}</p>
          <CodeField mode="app" value={entry.code} onChange={entry.setCode} error={entry.error} />
        </li>
      </Steps>
      <Button type="submit" fullWidth disabled={confirming.isPending}>
        {confirming.isPending ? t("enrol.checking") : t("enrol.turnOn")}
      </Button>
      {onCancel ? (
        <LinkButton type="button" onClick={onCancel}>
          {t("cancel")}
        </LinkButton>
      ) : null}
    </Stack>
  );
}
