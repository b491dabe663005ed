import styled from "@emotion/styled";
import { useT } from "../../../lib/i18n/use-t.ts";
import { authText } from "../i18n.ts";
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
  const t = useT(authText);
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() || null;
  const [state, setState] = useState<ResetState>(token ? "form" : "invalid");
  const { toast } = useToast();

  useEffect(() => {
    if (!token) {
      toast({
        title: t("reset.invalidTitle"),
        description: t("reset.noToken"),
        variant: "destructive",
      });
    }
  }, [token, toast, t]);

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
  const t = useT(authText);
  return (
    <Page title={t("reset.invalidTitle")} description={t("reset.invalidDescription")}>
      <CardBox>
        <Muted>{t("reset.invalidHint")}</Muted>
        <Link to="/login" css={buttonStyles("primary", true)}>
          {t("reset.backToLogin")}
        </Link>
      </CardBox>
    </Page>
  );
}

function ResetSucceeded() {
  const t = useT(authText);
  return (
    <Page title={t("reset.successTitle")} description={t("reset.successDescription")}>
      <CardBox>
        <Muted>{t("reset.successHint")}</Muted>
        <Link to="/login" css={buttonStyles("primary", true)}>
          {t("reset.goToLogin")}
        </Link>
      </CardBox>
    </Page>
  );
}
