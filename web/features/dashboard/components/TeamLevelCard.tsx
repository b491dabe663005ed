import styled from "@emotion/styled";
import { Link } from "react-router-dom";
import { Badge } from "../../../ui/Badge.tsx";
import { buttonStyles } from "../../../ui/Button.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import type { TeamMember } from "../../team/api/team.ts";
import type { Level } from "../../team/utils/filter-team.ts";
import { SectionCard } from "./SectionCard.tsx";
import { TeamMemberRow } from "./TeamMemberRow.tsx";

const PREVIEW = 3;

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
  // undefined while loading or after a failure.
  members: TeamMember[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  onOpen: (member: TeamMember) => void;
};

export function TeamLevelCard({ level, members, isPending, isError, onRetry, onOpen }: TeamLevelCardProps) {
  const copy = COPY[level];
  return (
    <SectionCard
      title={copy.title}
      busy={isPending}
      aside={
        members ? (
          <Badge tone={level === 1 ? "brand" : "blue"}>
            {members.length}
            <VisuallyHidden>{members.length === 1 ? " member" : " members"}</VisuallyHidden>
          </Badge>
        ) : null
      }
    >
      {isError ? <FetchError message="Failed to fetch team data" onRetry={onRetry} /> : null}
      {isPending ? <SkeletonRows count={PREVIEW} /> : null}
      {members?.length === 0 ? <EmptyState title={copy.empty} hint={copy.hint} /> : null}
      {members && members.length > 0 ? (
        <List>
          {members.slice(0, PREVIEW).map((member) => (
            <TeamMemberRow key={member.id} member={member} level={level} onOpen={() => onOpen(member)} />
          ))}
        </List>
      ) : null}
      {members && members.length > PREVIEW ? (
        <Link to="/team" css={buttonStyles("secondary", true)}>
          {copy.viewAll}
        </Link>
      ) : null}
    </SectionCard>
  );
}
