import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { formatNumber } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { buttonStyles } from "../../../ui/Button.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { Skeleton, SkeletonText } from "../../../ui/Skeleton.tsx";
import { TEAM_PREVIEW, type TeamMember } from "../../team/api/team.ts";
import type { Level } from "../../team/components/LazyMemberProfileDialog.tsx";
import { dashboardText } from "../i18n.ts";
import { SectionCard } from "./SectionCard.tsx";
import { TeamMemberRow, TeamMemberRowSkeleton } from "./TeamMemberRow.tsx";

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const COPY = {
  1: {
    heading: "team.level1.title",
    viewAll: "team.level1.viewAll",
    empty: "team.level1.empty",
    tip: "team.level1.hint",
  },
  2: {
    heading: "team.level2.title",
    viewAll: "team.level2.viewAll",
    empty: "team.level2.empty",
    tip: "team.level2.hint",
  },
} as const satisfies Record<Level, Record<string, Parameters<typeof dashboardText.text>[1]>>;

type TeamLevelCardProps = {
  level: Level;
  // The level's first members and its size; undefined while loading or after a failure.
  members: ReadonlyArray<TeamMember> | undefined;
  total: number | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onOpen: (member: TeamMember) => void;
};

export function TeamLevelCard({ level, members, total, isPending, isError, onRetry, onOpen }: TeamLevelCardProps) {
  const copy = COPY[level];
  const t = useT(dashboardText);
  const tone = level === 1 ? "brand" : "blue";
  return (
    <SectionCard
      title={t(copy.heading)}
      busy={isPending}
      aside={
        total !== undefined ? (
          <Badge tone={tone}>
            {formatNumber(total)}
            <VisuallyHidden> {t("team.members", { count: total })}</VisuallyHidden>
          </Badge>
        ) : isPending ? (
          <Badge tone={tone} aria-hidden="true">
            <SkeletonText width="1.5rem" />
          </Badge>
        ) : null
      }
    >
      {isError ? <FetchError message={t("team.fetchError")} onRetry={onRetry} /> : null}
      {isPending ? <LevelSkeleton /> : null}
      {members?.length === 0 ? <EmptyState art="team" title={t(copy.empty)} hint={t(copy.tip)} /> : null}
      {members && members.length > 0 ? (
        <List>
          {members.slice(0, TEAM_PREVIEW).map((member) => (
            <TeamMemberRow key={member.id} member={member} level={level} onOpen={() => onOpen(member)} />
          ))}
        </List>
      ) : null}
      {total !== undefined && total > TEAM_PREVIEW ? (
        <Link to="/team" css={buttonStyles("secondary", true)}>
          {t(copy.viewAll)}
        </Link>
      ) : null}
    </SectionCard>
  );
}

// Three rows and the link, as a member with a team sees them, so the card keeps its height.
function LevelSkeleton() {
  return (
    <>
      <List aria-hidden="true">
        {Array.from({ length: TEAM_PREVIEW }, (_, i) => (
          <TeamMemberRowSkeleton key={i} />
        ))}
      </List>
      <Skeleton height="2.75rem" aria-hidden="true" />
    </>
  );
}
