import styled from "@emotion/styled";
import { useId } from "react";
import { Link } from "react-router-dom";
import { COMPLETE_AT, MODAL_BELOW, TIP_BELOW, type Completeness } from "../../../../domain/completeness.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { buttonStyles } from "../../../ui/Button.tsx";
import { Progress } from "../../../ui/Progress.tsx";
import { CallToAct } from "../../../ui/CallToAct.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import { dashboardText } from "../i18n.ts";
import { completionText } from "../../../lib/completion/i18n.ts";
import { completionMessage } from "../../../lib/completion/completion.ts";
import { missingSummary } from "../utils/completion.ts";

// The progress bar's track stays visible on the call's white.
const Banner = styled(CallToAct)`
  gap: ${space.md};
  ${media.tablet} {
    align-items: start;
    padding: ${space.lg};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${space.sm};
  min-width: 0;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Muted = styled.p`
  color: ${colors.textMuted};
  font-size: 0.9375rem;
`;

const Tip = styled.p`
  font-weight: 600;
  color: ${colors.brandText};
`;

// Nearly there (70+) gets a star; further off, an exclamation mark asks for attention.
function BannerIcon({ percent }: { percent: number }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={colors.brand}
      style={{ flex: "none" }}
    >
      {percent >= MODAL_BELOW ? (
        <path d="m12 2 3 6.3 6.9.9-5 4.8 1.2 6.8L12 17.6 5.9 20.8 7.1 14l-5-4.8 6.9-.9L12 2Z" />
      ) : (
        <path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm-1 5v7h2V7h-2Zm0 9v2h2v-2h-2Z" />
      )}
    </svg>
  );
}

// Shown on the dashboard until the profile reaches the dashboard's "complete" mark (90%).
export function CompletionBanner({ completeness }: { completeness: Completeness }) {
  const titleId = useId();
  const t = useT(dashboardText);
  const c = useT(completionText);
  const { percent, missing } = completeness;
  if (percent >= COMPLETE_AT) return null;
  return (
    <Banner aria-labelledby={titleId}>
      <Body>
        <Heading>
          <BannerIcon percent={percent} />
          <Title id={titleId}>{t("banner.title", { percent })}</Title>
        </Heading>
        <Progress value={percent} label={c("completion.progress")} />
        <p>{completionMessage(percent, c)}</p>
        {missing.length > 0 ? <Muted>{missingSummary(missing, t, c)}</Muted> : null}
        {percent < TIP_BELOW ? <Tip>{t("banner.tip")}</Tip> : null}
      </Body>
      <Link to="/profile" css={buttonStyles("primary")}>
        {t("banner.cta")}
      </Link>
    </Banner>
  );
}
