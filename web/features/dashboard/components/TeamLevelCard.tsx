import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { formatNumber } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { buttonStyles } from "../../../ui/Button.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { Skeleton, SkeletonText } from "../../../ui/Skeleton.tsx";
import { TEAM_PREVIEW, type TeamMember } from "../../team/api/team.ts";
import type { Level } from "../../team/components/LazyMemberProfileDialog.tsx";
import { SectionCard } from "./SectionCard.tsx";
import { TeamMemberRow, TeamMemberRowSkeleton } from "./TeamMemberRow.tsx";

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const COPY: Record<Level, { title: string; viewAll: string; empty: string; hint: string }> = {
  1: {
    title: "Level 1 Team (Direct Recruits)",
    viewAll: "View All Level 1 Members",
    empty: "No Level 1 recruits yet",
    hint: "Start inviting members to build your team!",
  },
  2: {
    title: "Level 2 Team (Sub-Recruits)",
    viewAll: "View All Level 2 Members",
    empty: "No Level 2 recruits yet",
    hint: "Level 2 members are recruited by your Level 1 team",
  },
};

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
  const tone = level === 1 ? "brand" : "blue";
  return (
    <SectionCard
      title={copy.title}
      busy={isPending}
      aside={
        total !== undefined ? (
          <Badge tone={tone}>
            {formatNumber(total)}
            <VisuallyHidden>{total === 1 ? " member" : " members"}</VisuallyHidden>
          </Badge>
        ) : isPending ? (
          <Badge tone={tone} aria-hidden="true">
            <SkeletonText width="1.5rem" />
          </Badge>
        ) : null
      }
    >
      {isError ? <FetchError message="Failed to fetch team data" onRetry={onRetry} /> : null}
      {isPending ? <LevelSkeleton /> : null}
      {members?.length === 0 ? <EmptyState art="team" title={copy.empty} hint={copy.hint} /> : null}
      {members && members.length > 0 ? (
        <List>
          {members.slice(0, TEAM_PREVIEW).map((member) => (
            <TeamMemberRow key={member.id} member={member} level={level} onOpen={() => onOpen(member)} />
          ))}
        </List>
      ) : null}
      {total !== undefined && total > TEAM_PREVIEW ? (
        <Link to="/team" css={buttonStyles("secondary", true)}>
          {copy.viewAll}
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
