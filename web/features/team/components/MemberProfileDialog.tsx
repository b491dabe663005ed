import styled from "@emotion/styled";
import { formatDate, formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Avatar } from "../../../ui/Avatar.tsx";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { colors, space } from "../../../ui/theme.ts";
import type { LeveledMember } from "../utils/team-pages.ts";
import { locationOf } from "../../../lib/member-details.ts";
import { avatarName, useMemberName } from "../../../lib/member-names.ts";
import { teamText } from "../i18n.ts";
import { categoryWords, optionWords } from "../../../lib/profile-option-keys.ts";
import { socialLines } from "../utils/member-words.ts";
import { Detail, DetailList, DetailSection } from "./MemberDetailSection.tsx";

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-bottom: ${space.md};
`;

const Name = styled.p`
  margin: 0 0 ${space.xs};
  font-size: 1.125rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const SocialList = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${space.sm};
  }
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type MemberProfileDialogProps = {
  member: LeveledMember | null;
  onClose: () => void;
};

// Read-only view of one member of the viewer's team, opened from the dashboard and from My Team.
export function MemberProfileDialog({ member, onClose }: MemberProfileDialogProps) {
  const t = useT(teamText);
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("profile.title")}
      maxWidth="36rem"
    >
      {member ? <MemberProfile member={member} /> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("profile.close")}</Button>
        </DialogClose>
      </DialogFooter>
    </Dialog>
  );
}

function MemberProfile({ member }: { member: LeveledMember }) {
  const t = useT(teamText);
  const nameOf = useMemberName();
  const name = nameOf(member.firstName, member.lastName);
  const social = socialLines(member.socialMediaLinks, t);
  const hasReferral = Boolean(member.referrerName || member.referralCodeUsed);
  const hasPersonal = Boolean(member.gender || member.maritalStatus || member.bio);
  return (
    <>
      <Identity>
        <Avatar src={member.profilePicture} firstName={avatarName(member.firstName, nameOf)} size={56} />
        <div>
          <Name>{name}</Name>
          <Badge tone={member.level === 1 ? "brand" : "blue"}>{t("level", { level: member.level })}</Badge>
        </div>
      </Identity>

      <DetailSection title={t("profile.basic")}>
        <DetailList>
          <Detail label={t("profile.email")}>{member.email || "-"}</Detail>
          <Detail label={t("profile.phone")}>{member.phoneNumber || "-"}</Detail>
          <Detail label={t("profile.location")}>{locationOf(member)}</Detail>
          <Detail label={t("profile.joined")}>{formatDate(member.joinedDate || member.createdAt)}</Detail>
        </DetailList>
      </DetailSection>

      {hasReferral ? (
        <DetailSection title={t("profile.referral")}>
          <DetailList>
            {member.referrerName ? (
              <Detail label={t("profile.referredBy")}>{nameOf(member.referrerName)}</Detail>
            ) : null}
            {member.referralCodeUsed ? <Detail label={t("profile.codeUsed")}>{member.referralCodeUsed}</Detail> : null}
          </DetailList>
        </DetailSection>
      ) : null}

      <DetailSection title={t("profile.performance")}>
        <DetailList>
          <Detail label={t("profile.directRecruits")}>{formatNumber(member.directRecruits)}</Detail>
          <Detail label={t("profile.totalTeam")}>{formatNumber(member.totalTeamMembers)}</Detail>
          <Detail label={t("profile.monthlyIncome")}>{rm(member.monthlyIncome)}</Detail>
        </DetailList>
      </DetailSection>

      {hasPersonal ? (
        <DetailSection title={t("profile.personal")}>
          <DetailList>
            {member.gender ? <Detail label={t("profile.gender")}>{optionWords(member.gender, t)}</Detail> : null}
            {member.maritalStatus ? (
              <Detail label={t("profile.maritalStatus")}>{optionWords(member.maritalStatus, t)}</Detail>
            ) : null}
            {member.bio ? (
              <Detail label={t("profile.bio")} wide>
                {member.bio}
              </Detail>
            ) : null}
          </DetailList>
        </DetailSection>
      ) : null}

      {social.length > 0 ? (
        <DetailSection title={t("profile.social")}>
          <SocialList>
            {social.map((entry) => (
              <li key={entry.platform}>
                <span>
                  <strong>{entry.platform}</strong> <Muted>{entry.handle}</Muted>
                </span>
                <span>{entry.audience}</span>
              </li>
            ))}
          </SocialList>
        </DetailSection>
      ) : null}

      {/* Null when the member saved their profile without choosing any. */}
      {member.influencerCategories && member.influencerCategories.length > 0 ? (
        <DetailSection title={t("profile.categories")}>
          <Badges>
            {member.influencerCategories.map((category) => (
              <li key={category}>
                <Badge tone="accent">{categoryWords(category, t)}</Badge>
              </li>
            ))}
          </Badges>
        </DetailSection>
      ) : null}
    </>
  );
}
