import styled from "@emotion/styled";
import { colors } from "../../../ui/theme.ts";
import type { TeamMember } from "../api/team.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { preloadMemberProfileDialog } from "./LazyMemberProfileDialog.tsx";

// The name is the control, but its click area stretches over the nearest positioned ancestor
// (the member's row or card), so the whole row is a comfortable touch target.
const NameButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  overflow-wrap: anywhere;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:hover {
    color: ${colors.accent};
    text-decoration: underline;
  }
`;

type MemberNameButtonProps = {
  member: Pick<TeamMember, "firstName" | "lastName">;
  onOpen: () => void;
};

export function MemberNameButton({ member, onOpen }: MemberNameButtonProps) {
  const nameOf = useMemberName();
  return (
    <NameButton
      type="button"
      aria-haspopup="dialog"
      onPointerEnter={preloadMemberProfileDialog}
      onFocus={preloadMemberProfileDialog}
      onClick={onOpen}
    >
      {nameOf(member.firstName, member.lastName)}
    </NameButton>
  );
}
