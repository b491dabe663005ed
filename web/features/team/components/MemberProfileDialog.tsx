import styled from "@emotion/styled";
import { formatDate, formatNumber, rm } from "../../../lib/format.ts";
import { Avatar } from "../../../ui/Avatar.tsx";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { colors, space } from "../../../ui/theme.ts";
import type { LeveledMember } from "../utils/team-pages.ts";
import { displayName, locationOf, optionLabel, socialEntries } from "../../../lib/member-details.ts";
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
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Team Member Profile"
      maxWidth="36rem"
    >
      {member ? <MemberProfile member={member} /> : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      </DialogFooter>
    </Dialog>
  );
}

function MemberProfile({ member }: { member: LeveledMember }) {
  const social = socialEntries(member.socialMediaLinks);
  const hasReferral = Boolean(member.referrerName || member.referralCodeUsed);
  const hasPersonal = Boolean(member.gender || member.maritalStatus || member.bio);
  return (
    <>
      <Identity>
        <Avatar src={member.profilePicture} firstName={member.firstName} size={56} />
        <div>
          <Name>{displayName(member)}</Name>
          <Badge tone={member.level === 1 ? "brand" : "blue"}>Level {member.level}</Badge>
        </div>
      </Identity>

      <DetailSection title="Basic Information">
        <DetailList>
          <Detail label="Email">{member.email || "-"}</Detail>
          <Detail label="Phone">{member.phoneNumber || "-"}</Detail>
          <Detail label="Location">{locationOf(member)}</Detail>
          <Detail label="Joined">{formatDate(member.joinedDate || member.createdAt)}</Detail>
        </DetailList>
      </DetailSection>

      {hasReferral ? (
        <DetailSection title="Referral Information">
          <DetailList>
            {member.referrerName ? <Detail label="Referred By">{member.referrerName}</Detail> : null}
            {member.referralCodeUsed ? <Detail label="Referral Code Used">{member.referralCodeUsed}</Detail> : null}
          </DetailList>
        </DetailSection>
      ) : null}

      <DetailSection title="Team Performance">
        <DetailList>
          <Detail label="Direct Recruits">{formatNumber(member.directRecruits)}</Detail>
          <Detail label="Total Team">{formatNumber(member.totalTeamMembers)}</Detail>
          <Detail label="Monthly Income">{rm(member.monthlyIncome)}</Detail>
        </DetailList>
      </DetailSection>

      {hasPersonal ? (
        <DetailSection title="Personal Details">
          <DetailList>
            {member.gender ? <Detail label="Gender">{optionLabel(member.gender)}</Detail> : null}
            {member.maritalStatus ? <Detail label="Marital Status">{optionLabel(member.maritalStatus)}</Detail> : null}
            {member.bio ? (
              <Detail label="Bio" wide>
                {member.bio}
              </Detail>
            ) : null}
          </DetailList>
        </DetailSection>
      ) : null}

      {social.length > 0 ? (
        <DetailSection title="Social Media">
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
        <DetailSection title="Influencer Categories">
          <Badges>
            {member.influencerCategories.map((category) => (
              <li key={category}>
                <Badge tone="accent">{category}</Badge>
              </li>
            ))}
          </Badges>
        </DetailSection>
      ) : null}
    </>
  );
}
