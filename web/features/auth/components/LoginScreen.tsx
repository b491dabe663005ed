import { Suspense, useState } from "react";
import { CardBox } from "../../../ui/Card.tsx";
import { Loading } from "../../../ui/Loading.tsx";
import { Page } from "../../../ui/Page.tsx";
import { preloadable } from "../../../ui/preloadable.ts";
import { Tabs } from "../../../ui/Tabs.tsx";
import { useReferralCode } from "../hooks/use-referral-code.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import { EarningsPitch } from "./EarningsPitch.tsx";
import { LoginForm } from "./LoginForm.tsx";

// Registration carries the full phone-number metadata (about 54 kB compressed); members who only
// log in never download it.
// A referral link preloads it with this screen (app/routes.tsx), so the form shows at once there.
export const RegisterForm = preloadable(() => import("./RegisterForm.tsx"), "RegisterForm");

type AuthTab = "login" | "register";

export function LoginScreen() {
  const referralCode = useReferralCode();
  // Keyed by the code so that moving between /login and /join/... starts on the right tab.
  return <LoginOrRegister key={referralCode ?? ""} referralCode={referralCode} />;
}

function LoginOrRegister({ referralCode }: { referralCode: string | null }) {
  const [tab, setTab] = useState<AuthTab>(referralCode ? "register" : "login");
  const registering = tab === "register";
  const description = !registering
    ? "Log in to see your income, your team and your invite link."
    : referralCode
      ? "A team member invited you. Create your account to join their team."
      : "Create your account and start earning from your posts.";

  return (
    <AuthFrame aside={<EarningsPitch />}>
      <Page
        title={registering ? "Join Jemput" : "Welcome back"}
        documentTitle={registering ? "Register" : "Login"}
        description={description}
      />
      <CardBox>
        <Tabs<AuthTab>
          label="Login or register"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: "login", label: "Login", panel: <LoginForm /> },
            {
              id: "register",
              label: "Register",
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
