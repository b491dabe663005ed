import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "../../../ui/Badge.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { Page } from "../../../ui/Page.tsx";
import { plural } from "../../../ui/plural.ts";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { teamQueryOptions } from "../api/team.ts";
import { filterTeam, type LeveledMember, type LevelFilter } from "../utils/filter-team.ts";
import { MemberProfileDialog } from "./MemberProfileDialog.tsx";
import { TeamMemberCard } from "./TeamMemberCard.tsx";
import { TeamSummary } from "./TeamSummary.tsx";
import { TeamToolbar } from "./TeamToolbar.tsx";

const Members = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const NoMembers = styled(EmptyState)`
  padding-block: ${space.xl};
  background: ${colors.surface};
  border: 1px dashed ${colors.border};
  border-radius: ${radius.md};
`;

const Total = styled.p`
  margin: 0 0 ${space.md};
`;

export function TeamScreen() {
  const { data: team, isPending, isError, refetch } = useQuery(teamQueryOptions());
  const [search, setSearch] = useState("");
  const [level, setLevel] = useState<LevelFilter>("all");
  const [selected, setSelected] = useState<LeveledMember | null>(null);

  const members = team ? filterTeam(team, level, search) : [];

  return (
    <Page title="My Team" description="Your direct recruits (Level 1) and their recruits (Level 2).">
      {team ? (
        <Total>
          <Badge tone="accent">Total: {plural(team.level1.length + team.level2.length, "Member", "Members")}</Badge>
        </Total>
      ) : null}
      {isError ? <FetchError message="Failed to fetch team data" onRetry={() => void refetch()} /> : null}
      {isPending ? (
        <div aria-busy="true">
          <SkeletonRows count={4} height="9rem" />
        </div>
      ) : null}
      {team ? (
        <>
          <TeamSummary team={team} />
          <TeamToolbar search={search} onSearch={setSearch} level={level} onLevel={setLevel} />
          {/* Announces what a search or filter left, since the list itself changes silently. */}
          <VisuallyHidden role="status">
            {plural(members.length, "member", "members")} shown
          </VisuallyHidden>
          {members.length > 0 ? (
            <Members aria-label="Team members">
              {members.map((member) => (
                <li key={member.id}>
                  <TeamMemberCard member={member} onOpen={() => setSelected(member)} />
                </li>
              ))}
            </Members>
          ) : (
            <NoMembers
              title="No team members found"
              hint={search.trim() !== "" ? "Try adjusting your search criteria" : "Start inviting members to build your team!"}
            />
          )}
        </>
      ) : null}
      <MemberProfileDialog member={selected} onClose={() => setSelected(null)} />
    </Page>
  );
}
