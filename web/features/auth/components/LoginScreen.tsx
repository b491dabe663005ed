import styled from "@emotion/styled";
import { useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { Brand } from "../../../ui/Brand.tsx";
import { Card } from "../../../ui/Card.tsx";
import { CenteredMain, Page } from "../../../ui/Page.tsx";
import { Tabs } from "../../../ui/Tabs.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";

type AuthTab = "login" | "register";

const TopBar = styled.header`
  display: flex;
  justify-content: center;
  margin-bottom: ${space.lg};
`;

const Note = styled.p`
  margin: 0 0 ${space.md};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.sm};
  background: ${colors.accentSoft};
  color: ${colors.accentHover};
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;

// A code from /join/{referralId} or ?ref= locks the registration to that referrer.
export function useReferralCode(): string | null {
  const { referralId } = useParams();
  const [searchParams] = useSearchParams();
  const code = (referralId ?? searchParams.get("ref") ?? "").trim();
  return code === "" ? null : code;
}

export function LoginScreen() {
  const referralCode = useReferralCode();
  // Keyed by the code so that moving between /login and /join/... starts on the right tab.
  return <LoginCard key={referralCode ?? ""} referralCode={referralCode} />;
}

function LoginCard({ referralCode }: { referralCode: string | null }) {
  const [tab, setTab] = useState<AuthTab>(referralCode ? "register" : "login");

  return (
    <CenteredMain>
      <TopBar>
        <Brand />
      </TopBar>
      <Page
        title={tab === "login" ? "Welcome back" : "Join Jemput"}
        documentTitle={tab === "login" ? "Login" : "Register"}
        description="Earn RM 200 for every approved post, plus overrides from the team you build."
      />
      <Card>
        <Tabs<AuthTab>
          label="Login or register"
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              id: "login",
              label: "Login",
              panel: <Muted>Sign in with the email and password you registered with.</Muted>,
            },
            {
              id: "register",
              label: "Register",
              panel: referralCode ? (
                <Note>
                  You are being referred by a team member. Referral code: <strong>{referralCode}</strong>
                </Note>
              ) : (
                <Muted>Create your account with your name, email and phone number.</Muted>
              ),
            },
          ]}
        />
      </Card>
    </CenteredMain>
  );
}
