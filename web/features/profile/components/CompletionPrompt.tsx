import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { Link } from "react-router-dom";
import { completenessOf, completenessTone, TIP_BELOW } from "../../../../domain/completeness.ts";
import { isSignedInAtom } from "../../../lib/auth.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { buttonStyles } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { Progress } from "../../../ui/Progress.tsx";
import { colors, media, radius, space, tones } from "../../../ui/theme.ts";
import { profileQueryOptions } from "../api/profile.ts";
import { completionText } from "../../../lib/completion/i18n.ts";
import { completionMessage, missingSummary } from "../../../lib/completion/completion.ts";

export type CompletionPromptVariant = "navbar" | "compact" | "card";

// The link is a full touch target; the pill inside it stays small enough for the top bar.
const NavbarLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  text-decoration: none;
`;

const Pill = styled("span", { shouldForwardProp: (prop) => prop !== "percent" })<{ percent: number }>(
  ({ percent }) => ({
    display: "inline-flex",
    alignItems: "center",
    gap: space.xs,
    padding: "0.125rem 0.625rem",
    borderRadius: radius.pill,
    fontSize: "0.8125rem",
    fontWeight: 700,
    whiteSpace: "nowrap",
    background: tones[completenessTone(percent)].background,
    color: tones[completenessTone(percent)].text,
  }),
);

// Phones show only the percent; the words join it where the bar has room.
const PillWords = styled.span`
  display: none;
  ${media.desktop} {
    display: inline;
  }
`;

const CompactBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.surface};
  & > [role="progressbar"] {
    flex: 1 1 6rem;
  }
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

/**
 * Invites the signed-in member to finish their profile; renders nothing once it is complete (100%)
 * or while the profile is not loaded. `navbar` is a small pill for the top bar, `compact` a one-line
 * strip, `card` a titled card with what is still missing.
 */
export function CompletionPrompt({ variant = "card" }: { variant?: CompletionPromptVariant }) {
  const t = useT(completionText);
  const isSignedIn = useAtomValue(isSignedInAtom);
  // A prompt that appears after the profile failed to load does not fetch it again by itself:
  // the screen that showed the failure offers "Try again".
  const { data: profile } = useQuery({ ...profileQueryOptions(isSignedIn), retryOnMount: false });
  if (!profile) return null;
  const { percent, missing } = completenessOf(profile);
  if (percent >= 100) return null;

  if (variant === "navbar") {
    return (
      <NavbarLink to="/profile">
        <Pill percent={percent}>{rich(t("prompt.pill", { percent }), [<PillWords />, <VisuallyHidden />])}</Pill>
      </NavbarLink>
    );
  }

  if (variant === "compact") {
    return (
      <CompactBox>
        <strong>{t("prompt.compact", { percent })}</strong>
        <Progress value={percent} label={t("completion.progress")} />
        <Link to="/profile" css={buttonStyles("secondary")}>
          {t("prompt.action")}
        </Link>
      </CompactBox>
    );
  }

  return (
    <Card title={t("prompt.title", { percent })}>
      <Progress value={percent} label={t("completion.progress")} />
      <p>{completionMessage(percent, t)}</p>
      {missing.length > 0 ? <Muted>{t("completion.stillNeeded", { fields: missingSummary(missing, t) })}</Muted> : null}
      {percent < TIP_BELOW ? <Muted>{t("prompt.tip")}</Muted> : null}
      <Link to="/profile" css={buttonStyles("primary")}>
        {t("prompt.action")}
      </Link>
    </Card>
  );
}
