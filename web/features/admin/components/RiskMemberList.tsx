import styled from "@emotion/styled";
import { formatDate, formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import type { RiskMember } from "../api/risk.ts";
import { operationsText } from "../operations/i18n.ts";
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
  // While the flag is open the unpaid balance of the members it holds is held; the others it only
  // names, and once decided it is only what is owed.
  held: boolean;
};

// Who the flag is about, each with their unpaid balance and how their posts fared.
export function RiskMemberList({ members, held }: RiskMemberListProps) {
  const t = useT(operationsText);
  return (
    <List aria-label={t("members.label")}>
      {members.map((member) => (
        <Member key={member.memberId}>
          <Name>
            <span>{riskMemberName(member)}</span>
            <span>#{member.memberId}</span>
            {member.suspended ? <Badge tone="red">{t("member.suspended")}</Badge> : null}
          </Name>
          <Meta>{member.email ?? t("member.noEmail")}</Meta>
          <Meta>{t("member.joined", { date: formatDate(member.joinedAt) })}</Meta>
          <Meta>
            {[
              t(held && member.held ? "member.held" : "member.unpaid", { amount: rm(member.heldAmount) }),
              t("member.approved", { count: formatNumber(member.approvedPosts) }),
              t("member.rejected", { count: formatNumber(member.rejectedPosts) }),
              ...(member.reversedPosts > 0
                ? [t("member.reversed", { count: formatNumber(member.reversedPosts) })]
                : []),
            ].join(" · ")}
          </Meta>
        </Member>
      ))}
    </List>
  );
}
