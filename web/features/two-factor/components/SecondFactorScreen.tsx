import { useRef } from "react";
import { CardBox } from "../../../ui/Card.tsx";
import { Page } from "../../../ui/Page.tsx";
import {
  cancelSignIn,
  confirmSignInEnrolment,
  signInEnrolmentKey,
  startSignInEnrolment,
  type AuthResult,
  type PendingSignIn,
} from "../api/two-factor.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { twoFactorText } from "../i18n.ts";
import { ChallengeForm } from "./ChallengeForm.tsx";
import { EnrolmentSteps } from "./EnrolmentSteps.tsx";

type SecondFactorScreenProps = {
  pending: PendingSignIn;
  /** The sign-in is complete: store it as any other. */
  onSignedIn: (result: AuthResult) => void;
  /** Back to the login form; the half-finished session is ended. */
  onCancel: () => void;
};

// What follows a right password when a second factor is owed (the login answer's `twoFactor`):
// a code for whoever has it on, and setting it up for an admin who has not yet, with the
// operator's setup code (only admins are asked to enrol while signing in).
export function SecondFactorScreen({ pending, onSignedIn, onCancel }: SecondFactorScreenProps) {
  // The confirmed enrolment's answer waits here while the recovery codes are read.
  const enrolled = useRef<AuthResult | null>(null);
  const t = useT(twoFactorText);
  const cancel = () => {
    void cancelSignIn(pending.token).catch(() => undefined);
    onCancel();
  };

  if (pending.twoFactor === "challenge")
    return <ChallengeForm pending={pending} onSignedIn={onSignedIn} onCancel={cancel} />;
  return (
    <Page title={t("enrol.title")} description={t("enrol.intro")}>
      <CardBox>
        <EnrolmentSteps
          email={pending.user.email}
          queryKey={signInEnrolmentKey(pending.token)}
          start={() => startSignInEnrolment(pending.token)}
          askSetupCode
          confirm={async (code, setupCode) => {
            const { recoveryCodes, ...signedIn } = await confirmSignInEnrolment(pending.token, code, setupCode);
            enrolled.current = signedIn;
            return recoveryCodes;
          }}
          onDone={() => {
            if (enrolled.current) onSignedIn(enrolled.current);
          }}
          onCancel={cancel}
        />
      </CardBox>
    </Page>
  );
}
