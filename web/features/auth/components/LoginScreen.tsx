import { Suspense, useState } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { CardBox } from "../../../ui/Card.tsx";
import { Loading } from "../../../ui/Loading.tsx";
import { Page } from "../../../ui/Page.tsx";
import { preloadable } from "../../../ui/preloadable.ts";
import { Tabs } from "../../../ui/Tabs.tsx";
import type { PendingSignIn } from "../../two-factor/api/two-factor.ts";
import { useReferralCode } from "../hooks/use-referral-code.ts";
import { useSignIn } from "../hooks/use-sign-in.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import { EarningsPitch } from "./EarningsPitch.tsx";
import { authText } from "../i18n.ts";
import { LoginForm } from "./LoginForm.tsx";

// Registration carries the full phone-number metadata (about 54 kB compressed); members who only
// log in never download it.
// A referral link preloads it with this screen (app/routes.tsx), so the form shows at once there.
export const RegisterForm = preloadable(() => import("./RegisterForm.tsx"), "RegisterForm");
// The code screens (and the QR code maker under them) load only for a sign-in that needs them.
const SecondFactorScreen = preloadable(
  () => import("../../two-factor/components/SecondFactorScreen.tsx"),
  "SecondFactorScreen",
);

type AuthTab = "login" | "register";

export function LoginScreen() {
  const referralCode = useReferralCode();
  // Keyed by the code so that moving between /login and /join/... starts on the right tab.
  return <LoginOrRegister key={referralCode ?? ""} referralCode={referralCode} />;
}

function LoginOrRegister({ referralCode }: { referralCode: string | null }) {
  const [tab, setTab] = useState<AuthTab>(referralCode ? "register" : "login");
  // A sign-in whose password was right and whose code is still owed (decision 19).
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const signIn = useSignIn();
  const t = useT(authText);
  const registering = tab === "register";
  const description = !registering
    ? t("screen.loginDescription")
    : referralCode
      ? t("screen.invitedDescription")
      : t("screen.registerDescription");

  if (pending)
    return (
      <AuthFrame>
        <Suspense fallback={<Loading />}>
          <SecondFactorScreen
            pending={pending}
            onSignedIn={(result) => signIn(result, t("screen.loginSuccessful"))}
            onCancel={() => setPending(null)}
          />
        </Suspense>
      </AuthFrame>
    );

  return (
    <AuthFrame aside={<EarningsPitch />}>
      <Page
        title={registering ? t("screen.joinTitle") : t("screen.welcomeTitle")}
        documentTitle={registering ? t("screen.registerDocumentTitle") : t("screen.loginDocumentTitle")}
        description={description}
      />
      <CardBox>
        <Tabs<AuthTab>
          label={t("screen.tabsLabel")}
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: "login", label: t("screen.loginTab"), panel: <LoginForm onSecondFactor={setPending} /> },
            {
              id: "register",
              label: t("screen.registerTab"),
              panel: (
                <Suspense fallback={<Loading />}>
                  <RegisterForm referralCode={referralCode} />
                </Suspense>
              ),
            },
          ]}
        />
      </CardBox>
    </AuthFrame>
  );
}
