import styled from "@emotion/styled";
import { LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL } from "../../../../domain/money.ts";
import { rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { avatarName, useMemberName } from "../../../lib/member-names.ts";
import { Avatar } from "../../../ui/Avatar.tsx";
import { SkeletonAvatar, SkeletonText } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import type { TeamMember } from "../../team/api/team.ts";
import { MemberNameButton } from "../../team/components/MemberNameButton.tsx";
import type { Level } from "../../team/components/LazyMemberProfileDialog.tsx";
import { dashboardText } from "../i18n.ts";

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

const RATES: Record<Level, string> = { 1: LEVEL1_RATE_LABEL, 2: LEVEL2_RATE_LABEL };

type TeamMemberRowProps = { member: TeamMember; level: Level; onOpen: () => void };

export function TeamMemberRow({ member, level, onOpen }: TeamMemberRowProps) {
  const t = useT(dashboardText);
  const nameOf = useMemberName();
  return (
    <Row>
      <Avatar src={member.profilePicture} firstName={avatarName(member.firstName, nameOf)} />
      <Who>
        <MemberNameButton member={member} onOpen={onOpen} />
        <Small>{member.phoneNumber ? t("team.active", { phone: member.phoneNumber }) : t("team.noPhone")}</Small>
      </Who>
      <Earnings>
        <Amount>{rm(member.overrideEarnings)}</Amount>
        <Small>
          {RATES[level]} • {t("team.posts", { count: member.totalPosts })}
        </Small>
      </Earnings>
    </Row>
  );
}

// A row drawn with the loaded row's boxes and line heights, so the card keeps its height.
export function TeamMemberRowSkeleton() {
  return (
    <Row aria-hidden="true">
      <SkeletonAvatar size="40px" />
      <Who>
        <Amount>
          <SkeletonText width="8rem" />
        </Amount>
        <Small>
          <SkeletonText width="6rem" />
        </Small>
      </Who>
      <Earnings>
        <Amount>
          <SkeletonText width="4.5rem" />
        </Amount>
        <Small>
          <SkeletonText width="5.5rem" />
        </Small>
      </Earnings>
    </Row>
  );
}
