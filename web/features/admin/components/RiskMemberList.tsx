import styled from "@emotion/styled";
import { formatDate, formatNumber, rm } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import type { RiskMember } from "../api/risk.ts";
import { riskMemberName } from "../utils/risk-format.ts";

const List = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

const Member = styled.li`
  display: grid;
  gap: 0.125rem;
  padding: ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.textMuted};
  overflow-wrap: anywhere;
`;

type RiskMemberListProps = {
  members: ReadonlyArray<RiskMember>;
  // While the flag is open the unpaid balance is held; once decided it is only what is owed.
  held: boolean;
};

// Who the flag is about, each with their unpaid balance and how their posts fared.
export function RiskMemberList({ members, held }: RiskMemberListProps) {
  return (
    <List aria-label="Members">
      {members.map((member) => (
        <Member key={member.memberId}>
          <Name>
            <span>{riskMemberName(member)}</span>
            <span>#{member.memberId}</span>
            {member.suspended ? <Badge tone="red">Suspended</Badge> : null}
          </Name>
          <Meta>{member.email ?? "No email"}</Meta>
          <Meta>Joined {formatDate(member.joinedAt)}</Meta>
          <Meta>
            {held ? "Held" : "Unpaid"} {rm(member.heldAmount)} · {formatNumber(member.approvedPosts)} approved ·{" "}
            {formatNumber(member.rejectedPosts)} rejected
            {member.reversedPosts > 0 ? ` · ${formatNumber(member.reversedPosts)} reversed` : ""}
          </Meta>
        </Member>
      ))}
    </List>
  );
}
