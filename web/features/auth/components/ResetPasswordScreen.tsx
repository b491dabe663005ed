import styled from "@emotion/styled";
import { Link, useSearchParams } from "react-router-dom";
import { Brand } from "../../../ui/Brand.tsx";
import { buttonStyles } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { CenteredMain, Page } from "../../../ui/Page.tsx";
import { colors, space } from "../../../ui/theme.ts";

const TopBar = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${space.lg};
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");

  return (
    <CenteredMain>
      <TopBar>
        <Brand />
      </TopBar>
      {token ? (
        <Page title="Reset Password" description="Choose a new password for your account." />
      ) : (
        <Page title="Invalid Reset Link">
          <Card>
            <Muted>No reset token found. Please request a new password reset.</Muted>
            <Link to="/login" css={buttonStyles("primary", true)}>
              Back to Login
            </Link>
          </Card>
        </Page>
      )}
    </CenteredMain>
  );
}
