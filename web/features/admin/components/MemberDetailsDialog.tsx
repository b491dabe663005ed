import { formatDate, formatNumber, rm } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { Detail, DetailList } from "../../team/components/MemberDetailSection.tsx";
import type { AdminMember } from "../api/members.ts";
import { adminText } from "../i18n.ts";
import { stateWords } from "../utils/profile-words.ts";
import { Cp58Section } from "./Cp58Section.tsx";
import { EndSessionsSection } from "./EndSessionsSection.tsx";
import { RoleBadge } from "./member-columns.tsx";
import { MemberRiskFlags } from "./MemberRiskFlags.tsx";

type MemberDetailsDialogProps = { member: AdminMember | null; onClose: () => void };

// The member row's fields, each with its fallback when empty, and any fraud flags that name the
// member; the one thing it changes is the member's sessions, which it can end.
export function MemberDetailsDialog({ member, onClose }: MemberDetailsDialogProps) {
  const t = useT(adminText);
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t("details.title")}
      description={member?.fullName || undefined}
      maxWidth="36rem"
    >
      {member ? (
        <>
          <Details member={member} />
          <MemberRiskFlags memberId={member.id} />
          <Cp58Section memberId={member.id} />
          <EndSessionsSection
            memberId={member.id}
            name={member.fullName || t("details.memberNumber", { id: member.id })}
          />
        </>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("details.close")}</Button>
        </DialogClose>
      </DialogFooter>
    </Dialog>
  );
}

function Details({ member }: { member: AdminMember }) {
  const t = useT(adminText);
  return (
    <DetailList>
      <Detail label={t("details.fullName")}>{member.fullName || "-"}</Detail>
      <Detail label={t("details.email")}>{member.email || "-"}</Detail>
      <Detail label={t("details.phone")}>{member.phoneNumber || "-"}</Detail>
      <Detail label={t("details.referralId")}>{member.referralId || "-"}</Detail>
      <Detail label={t("details.state")}>{member.state ? stateWords(member.state, t) : "-"}</Detail>
      <Detail label={t("details.city")}>{member.city || "-"}</Detail>
      <Detail label={t("details.referredBy")}>{member.referredBy || t("details.directRegistration")}</Detail>
      <Detail label={t("details.joined")}>{formatDate(member.joinedDate)}</Detail>
      <Detail label={t("details.directRecruits")}>{formatNumber(member.directRecruits ?? 0)}</Detail>
      <Detail label={t("details.totalTeam")}>{formatNumber(member.totalTeamMembers ?? 0)}</Detail>
      <Detail label={t("details.monthlyIncome")}>{rm(member.monthlyIncome)}</Detail>
      <Detail label={t("details.accountStatus")}>
        <RoleBadge admin={member.isAdmin} />
      </Detail>
      <Detail label={t("details.memberId")}>#{member.id}</Detail>
    </DetailList>
  );
}
