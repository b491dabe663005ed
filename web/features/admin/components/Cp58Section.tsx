import styled from "@emotion/styled";
import { useState } from "react";
import { periodOf, yearOf } from "../../../../domain/period.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { DetailSection } from "../../team/components/MemberDetailSection.tsx";
import { downloadMemberCp58 } from "../api/cp58.ts";
import { adminText } from "../i18n.ts";

const Spaced = styled.div`
  margin-top: ${space.md};
  & p {
    margin: 0 0 ${space.sm};
    font-size: 0.875rem;
    color: ${colors.textMuted};
  }
`;

// The member's CP58 of last year (decision 63), as they download it themselves; for a member
// who asks the company for it, or to check one before the mails go out.
export function Cp58Section({ memberId }: { memberId: number }) {
  const t = useT(adminText);
  const { toast } = useToast();
  const [lastYear] = useState(() => yearOf(periodOf(new Date())) - 1);
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadMemberCp58(memberId, lastYear)
      .catch(() => toast({ title: t("cp58.failed"), variant: "destructive" }))
      .finally(() => setBusy(false));
  };
  return (
    <Spaced>
      <DetailSection title={t("cp58.title")}>
        <p>{t("cp58.hint", { year: String(lastYear) })}</p>
        <Button variant="secondary" disabled={busy} onClick={download}>
          {t("cp58.download", { year: String(lastYear) })}
        </Button>
      </DetailSection>
    </Spaced>
  );
}
