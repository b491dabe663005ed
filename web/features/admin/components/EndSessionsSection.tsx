import styled from "@emotion/styled";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { userAtom } from "../../../lib/auth.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { DetailSection } from "../../team/components/MemberDetailSection.tsx";
import { useEndMemberSessions } from "../hooks/use-end-member-sessions.ts";
import { adminText } from "../i18n.ts";
import { endSessionsCopy } from "../utils/member-sessions.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";

const Spaced = styled.div`
  margin-top: ${space.md};
  & p {
    margin: 0 0 ${space.sm};
    font-size: 0.875rem;
    color: ${colors.textMuted};
  }
`;

type EndSessionsSectionProps = { memberId: number; name: string };

// Signs the member out on every device (a lost phone, a shared or stolen password), after a
// confirmation: it cannot be undone, though the member can sign in again with their password.
export function EndSessionsSection({ memberId, name }: EndSessionsSectionProps) {
  const t = useT(adminText);
  const signedIn = useAtomValue(userAtom);
  const own = signedIn?.id !== undefined && String(signedIn.id) === String(memberId);
  const end = useEndMemberSessions(own);
  const [confirming, setConfirming] = useState(false);
  const copy = endSessionsCopy(name, own);
  return (
    <Spaced>
      <DetailSection title={t("sessions.title")}>
        <p>{copy.hint}</p>
        <Button variant="secondary" disabled={end.isPending} onClick={() => setConfirming(true)}>
          {t("sessions.end")}
        </Button>
      </DetailSection>
      <ConfirmDialog
        open={confirming}
        title={t("sessions.end")}
        question={copy.question}
        confirmLabel={t("sessions.end")}
        pendingLabel={t("sessions.ending")}
        pending={end.isPending}
        onConfirm={() => end.mutate(memberId, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Spaced>
  );
}
