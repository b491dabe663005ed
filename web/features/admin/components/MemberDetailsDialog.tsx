import { formatDate, formatNumber, rm } from "../../../lib/format.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { Dialog, DialogClose, DialogFooter } from "../../../ui/Dialog.tsx";
import { Detail, DetailList } from "../../team/components/MemberDetailSection.tsx";
import type { AdminMember } from "../api/members.ts";
import { EndSessionsSection } from "./EndSessionsSection.tsx";
import { MemberRiskFlags } from "./MemberRiskFlags.tsx";

type MemberDetailsDialogProps = { member: AdminMember | null; onClose: () => void };

// The member row's fields, each with its fallback when empty, and any fraud flags that name the
// member; the one thing it changes is the member's sessions, which it can end.
export function MemberDetailsDialog({ member, onClose }: MemberDetailsDialogProps) {
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Member Details"
      description={member?.fullName || undefined}
      maxWidth="36rem"
    >
      {member ? (
        <>
          <Details member={member} />
          <MemberRiskFlags memberId={member.id} />
          <EndSessionsSection memberId={member.id} name={member.fullName || `member #${member.id}`} />
        </>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
      </DialogFooter>
    </Dialog>
  );
}

function Details({ member }: { member: AdminMember }) {
  return (
    <DetailList>
      <Detail label="Full Name">{member.fullName || "-"}</Detail>
      <Detail label="Email">{member.email || "-"}</Detail>
      <Detail label="Phone Number">{member.phoneNumber || "-"}</Detail>
      <Detail label="Referral ID">{member.referralId || "-"}</Detail>
      <Detail label="State">{member.state || "-"}</Detail>
      <Detail label="City">{member.city || "-"}</Detail>
      <Detail label="Referred By">{member.referredBy || "Direct Registration"}</Detail>
      <Detail label="Joined Date">{formatDate(member.joinedDate)}</Detail>
      <Detail label="Direct Recruits">{formatNumber(member.directRecruits ?? 0)}</Detail>
      <Detail label="Total Team Members">{formatNumber(member.totalTeamMembers ?? 0)}</Detail>
      <Detail label="Monthly Income">{rm(member.monthlyIncome)}</Detail>
      <Detail label="Account Status">
        <Badge tone={member.isAdmin ? "brand" : "neutral"}>{member.isAdmin ? "Admin" : "Member"}</Badge>
      </Detail>
      <Detail label="Member ID">#{member.id}</Detail>
    </DetailList>
  );
}
