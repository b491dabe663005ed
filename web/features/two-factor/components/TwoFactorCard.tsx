import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { isSignedInAtom, userAtom } from "../../../lib/auth.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { Loading } from "../../../ui/Loading.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { isStepUpCancelled, useStepUp } from "../../step-up/components/use-step-up.ts";
import {
  confirmEnrolment,
  enrolmentKey,
  startEnrolment,
  twoFactorStatusQuery,
  type TwoFactorStatus,
} from "../api/two-factor.ts";
import { useRefreshStatus } from "../hooks/use-two-factor-setting.ts";
import { DisableForm } from "./DisableForm.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { twoFactorText } from "../i18n.ts";
import { Muted } from "./parts.tsx";

// Setting it up (and the QR code maker under it) loads when a member starts to.
const EnrolmentSteps = lazy(async () => ({ default: (await import("./EnrolmentSteps.tsx")).EnrolmentSteps }));

// Apart from the profile form above it: nothing here is saved with "Update Profile".
const Section = styled(Card)`
  margin-top: ${space.xl};
`;

const State = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

type Mode = "idle" | "enrolling" | "disabling";

// A member's own second factor: on or off, set up here; admins have it on and keep it on.
export function TwoFactorCard() {
  const signedIn = useAtomValue(isSignedInAtom);
  const status = useQuery(twoFactorStatusQuery(signedIn));
  const t = useT(twoFactorText);
  return (
    <Section title={t("title")}>
      {status.data ? (
        <Setting status={status.data} />
      ) : status.isError ? (
        <FetchError message={t("card.fetchFailed")} onRetry={() => void status.refetch()} />
      ) : (
        <div aria-busy="true">
          <SkeletonRows count={2} height="1.5rem" />
        </div>
      )}
    </Section>
  );
}

export function Setting({ status }: { status: TwoFactorStatus }) {
  const [mode, setMode] = useState<Mode>("idle");
  const user = useAtomValue(userAtom);
  const refresh = useRefreshStatus();
  const { toast } = useToast();
  const t = useT(twoFactorText);
  // Putting an authenticator on the account needs the member to confirm it's them (decision 21);
  // cancelling that goes back to the card.
  const { withStepUp } = useStepUp();
  const start = () =>
    withStepUp(startEnrolment).catch((error: unknown) => {
      if (isStepUpCancelled(error)) setMode("idle");
      throw error;
    });
  const confirm = (code: string, setupCode: string) => withStepUp(() => confirmEnrolment(code, setupCode));

  if (mode === "enrolling")
    return (
      <Suspense fallback={<Loading />}>
        <EnrolmentSteps
          email={typeof user?.email === "string" ? user.email : ""}
          queryKey={enrolmentKey()}
          start={start}
          confirm={confirm}
          // A member made admin while signed in gives the operator's setup code here too.
          askSetupCode={status.required}
          onDone={() => {
            setMode("idle");
            void refresh();
            toast({
              title: t("card.onTitle"),
              description: t("card.onDescription"),
              variant: "success",
            });
          }}
          onCancel={() => setMode("idle")}
        />
      </Suspense>
    );

  if (!status.enabled)
    return (
      <>
        <State>
          <Badge>{t("card.off")}</Badge>
          <span>{t("card.passwordOnly")}</span>
        </State>
        <Muted>{t("card.offPitch")}</Muted>
        <Button onClick={() => setMode("enrolling")}>{t("turnOn")}</Button>
      </>
    );

  const left = status.recoveryCodesLeft;
  return (
    <>
      <State>
        <Badge tone="green">{t("card.on")}</Badge>
        <span>{t("card.asksForCode")}</span>
      </State>
      <Muted>
        {t("card.codesLeft", { count: left })} {status.required ? t("card.required") : t("card.newPhone")}
      </Muted>
      {status.required ? null : mode === "disabling" ? (
        <DisableForm onClose={() => setMode("idle")} />
      ) : (
        <Button variant="secondary" onClick={() => setMode("disabling")}>
          {t("turnOff")}
        </Button>
      )}
    </>
  );
}
