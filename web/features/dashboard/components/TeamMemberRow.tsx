import styled from "@emotion/styled";
import { rm } from "../../../lib/format.ts";
import { Avatar } from "../../../ui/Avatar.tsx";
import { plural } from "../../../ui/plural.ts";
import { colors, space } from "../../../ui/theme.ts";
import type { TeamMember } from "../../team/api/team.ts";
import { MemberNameButton } from "../../team/components/MemberNameButton.tsx";
import type { Level } from "../../team/utils/filter-team.ts";

// Positioned, so the name button's click area covers the whole row.
const Row = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
  &:last-of-type {
    border-bottom: 0;
  }
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${colors.textMuted};
`;

const Earnings = styled.div`
  flex: none;
  text-align: right;
`;

const Amount = styled.p`
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const RATES: Record<Level, string> = { 1: "15%", 2: "5%" };

type TeamMemberRowProps = { member: TeamMember; level: Level; onOpen: () => void };

export function TeamMemberRow({ member, level, onOpen }: TeamMemberRowProps) {
  return (
    <Row>
      <Avatar src={member.profilePicture} firstName={member.firstName} />
      <Who>
        <MemberNameButton member={member} onOpen={onOpen} />
        <Small>{member.phoneNumber ? `Active • ${member.phoneNumber}` : "No phone"}</Small>
      </Who>
      <Earnings>
        <Amount>{rm(member.overrideEarnings)}</Amount>
        <Small>
          {RATES[level]} • {plural(member.totalPosts, "post", "posts")}
        </Small>
      </Earnings>
    </Row>
  );
}
