import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { buttonStyles } from "../../../ui/Button.tsx";
import { CardBox } from "../../../ui/Card.tsx";
import { Page } from "../../../ui/Page.tsx";
import { colors } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { AuthFrame } from "./AuthFrame.tsx";
import { ResetPasswordForm } from "./ResetPasswordForm.tsx";

type ResetState = "form" | "invalid" | "success";

const Muted = styled.p`
  color: ${colors.textMuted};
`;

export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() || null;
  const [state, setState] = useState<ResetState>(token ? "form" : "invalid");
  const { toast } = useToast();

  useEffect(() => {
    if (!token) {
      toast({
        title: "Invalid Reset Link",
        description: "No reset token found. Please request a new password reset.",
        variant: "destructive",
      });
    }
  }, [token, toast]);

  return (
    <AuthFrame>
      {state === "form" && token ? (
        <ResetPasswordForm token={token} onSuccess={() => setState("success")} onDeadLink={() => setState("invalid")} />
      ) : state === "success" ? (
        <ResetSucceeded />
      ) : (
        <InvalidLink />
      )}
    </AuthFrame>
  );
}

function InvalidLink() {
  return (
    <Page title="Invalid Reset Link" description="This link has no reset token, has expired or has been used already.">
      <CardBox>
        <Muted>
          Reset links work once and only for 1 hour. Ask for a new one with “Forgot your password?” on the login screen.
        </Muted>
        <Link to="/login" css={buttonStyles("primary", true)}>
          Back to Login
        </Link>
      </CardBox>
    </Page>
  );
}

function ResetSucceeded() {
  return (
    <Page
      title="Password Reset Successful"
      description="Your new password is set. Every device that was signed in has been signed out."
    >
      <CardBox>
        <Muted>
          Log in with your new password, then take 2-3 minutes to complete your profile: brands trust complete profiles
          3x more and send them more paid partnership offers.
        </Muted>
        <Link to="/login" css={buttonStyles("primary", true)}>
          Go to Login
        </Link>
      </CardBox>
    </Page>
  );
}
