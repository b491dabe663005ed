import styled from "@emotion/styled";
import { completenessOf, completenessTone } from "../../../../domain/completeness.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Progress } from "../../../ui/Progress.tsx";
import { colors, radius, space, tones } from "../../../ui/theme.ts";
import type { Profile } from "../api/profile.ts";
import { completionText } from "../../../lib/completion/i18n.ts";
import { profileText } from "../i18n.ts";
import { missingSummary } from "../../../lib/completion/completion.ts";

const Banner = styled("section", { shouldForwardProp: (prop) => prop !== "complete" })<{ complete: boolean }>(
  ({ complete }) => ({
    display: "grid",
    gap: space.sm,
    marginBottom: space.lg,
    padding: space.md,
    borderRadius: radius.md,
    border: `1px solid ${complete ? colors.successBorder : colors.border}`,
    background: complete ? tones.green.background : colors.surface,
    "& > *": { margin: 0 },
  }),
);

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  & > h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

// The saved profile's score (what brands see), not the unsaved form's.
export function CompletenessSummary({ profile }: { profile: Profile }) {
  const t = useT(profileText);
  const c = useT(completionText);
  const { percent, missing } = completenessOf(profile);
  const complete = percent >= 100;
  return (
    <Banner complete={complete} aria-labelledby="profile-completeness">
      <Heading>
        <h2 id="profile-completeness">{complete ? t("summary.complete") : t("summary.incomplete")}</h2>
        <Badge tone={complete ? "green" : completenessTone(percent)}>{t("summary.percent", { percent })}</Badge>
      </Heading>
      {complete ? (
        <p>{t("summary.completeNote")}</p>
      ) : (
        <>
          <Progress value={percent} label={c("completion.progress")} />
          <p>{c("completion.stillNeeded", { fields: missingSummary(missing, c) })}</p>
          <Muted>{t("summary.trust")}</Muted>
        </>
      )}
    </Banner>
  );
}
