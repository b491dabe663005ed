import styled from "@emotion/styled";
import { completenessOf, completenessTone, summariseMissing } from "../../../../domain/completeness.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Progress } from "../../../ui/Progress.tsx";
import { colors, radius, space, tones } from "../../../ui/theme.ts";
import type { Profile } from "../api/profile.ts";

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
  const { percent, missing } = completenessOf(profile);
  const complete = percent >= 100;
  return (
    <Banner complete={complete} aria-labelledby="profile-completeness">
      <Heading>
        <h2 id="profile-completeness">{complete ? "Profile Complete" : "Complete Your Profile"}</h2>
        <Badge tone={complete ? "green" : completenessTone(percent)}>{percent}% Complete</Badge>
      </Heading>
      {complete ? (
        <p>Brands can see everything they need to hire you for paid partnerships.</p>
      ) : (
        <>
          <Progress value={percent} label="Profile completion" />
          <p>Still needed: {summariseMissing(missing)}</p>
          <Muted>Brands trust complete profiles 3x more, and complete profiles get more paid partnership offers.</Muted>
        </>
      )}
    </Banner>
  );
}
