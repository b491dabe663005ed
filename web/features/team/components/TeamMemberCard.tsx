import styled from "@emotion/styled";
import { formatNumber, rm, rmWhole } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { avatarName, useMemberName } from "../../../lib/member-names.ts";
import { Avatar } from "../../../ui/Avatar.tsx";
import { Badge } from "../../../ui/Badge.tsx";
import { SkeletonAvatar, SkeletonText } from "../../../ui/Skeleton.tsx";
import { colors, radius, shadow, space } from "../../../ui/theme.ts";
import type { LeveledMember } from "../utils/team-pages.ts";
import { teamText } from "../i18n.ts";
import { MemberNameButton } from "./MemberNameButton.tsx";

const Card = styled.article`
  display: grid;
  gap: ${space.md};
  padding: ${space.md};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
`;

// Positioned, so the name button's click area covers the whole header.
const Header = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 2.75rem;
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Phone = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  margin: 0;
  & > div {
    padding: ${space.sm};
    border-radius: ${radius.sm};
    background: ${colors.background};
  }
  & dt {
    font-size: 0.75rem;
    color: ${colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

type TeamMemberCardProps = { member: LeveledMember; onOpen: () => void };

export function TeamMemberCard({ member, onOpen }: TeamMemberCardProps) {
  const t = useT(teamText);
  const nameOf = useMemberName();
  return (
    <Card>
      <Header>
        <Avatar src={member.profilePicture} firstName={avatarName(member.firstName, nameOf)} size={44} />
        <Who>
          <MemberNameButton member={member} onOpen={onOpen} />
          <Phone>{member.phoneNumber || t("card.noPhone")}</Phone>
        </Who>
        <Badge tone={member.level === 1 ? "brand" : "blue"}>{t("level", { level: member.level })}</Badge>
      </Header>
      <Figures>
        <div>
          <dt>{t("card.monthlyEarnings")}</dt>
          <dd>{rm(member.monthlyIncome)}</dd>
        </div>
        <div>
          <dt>{t("card.yourOverride")}</dt>
          <dd>{rmWhole(member.overrideEarnings)}</dd>
        </div>
        <div>
          <dt>{t("card.directRecruits")}</dt>
          <dd>{formatNumber(member.directRecruits)}</dd>
        </div>
        <div>
          <dt>{t("card.totalTeam")}</dt>
          <dd>{formatNumber(member.totalTeamMembers)}</dd>
        </div>
      </Figures>
    </Card>
  );
}

// The four figures' boxes.
const FIGURES = 4;

// A card drawn with the loaded card's boxes and line heights, so nothing moves when members arrive.
export function TeamMemberCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Header>
        <SkeletonAvatar size="44px" />
        <Who>
          <Name>
            <SkeletonText width="8rem" />
          </Name>
          <Phone>
            <SkeletonText width="6.5rem" />
          </Phone>
        </Who>
        <Badge>
          <SkeletonText width="3.25rem" />
        </Badge>
      </Header>
      <Figures as="div">
        {Array.from({ length: FIGURES }, (_, i) => (
          <div key={i}>
            <Phone as="div" style={{ fontSize: "0.75rem" }}>
              <SkeletonText width="5rem" />
            </Phone>
            <Name as="div">
              <SkeletonText width="4rem" />
            </Name>
          </div>
        ))}
      </Figures>
    </Card>
  );
}
