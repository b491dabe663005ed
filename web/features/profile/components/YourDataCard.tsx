import styled from "@emotion/styled";
import { useState } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import { useDownloadMyData } from "../hooks/use-your-data.ts";
import { profileText } from "../i18n.ts";
import { DeleteAccountDialog } from "./DeleteAccountDialog.tsx";

// Apart from the form above it: nothing here is saved with "Update Profile".
const Section = styled(Card)`
  margin-top: ${space.xl};
`;

const Note = styled.p`
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  display: grid;
  gap: ${space.sm};
  ${media.tablet} {
    display: flex;
    flex-wrap: wrap;
  }
`;

// Deleting is the one action here that cannot be undone, so it reads in the danger colour.
const DeleteButton = styled(Button)`
  color: ${colors.danger};
  border-color: ${colors.danger};
  &:hover:not(:disabled) {
    color: ${colors.danger};
    background: ${colors.dangerSoft};
  }
`;

// The member's rights over their data (PDPA): a copy of all of it, and erasure.
export function YourDataCard() {
  const t = useT(profileText);
  const download = useDownloadMyData();
  const [confirming, setConfirming] = useState(false);
  return (
    <Section title={t("data.title")}>
      <Note>{t("data.note")}</Note>
      <Actions>
        <Button variant="secondary" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? t("data.preparing") : t("data.download")}
        </Button>
        <DeleteButton variant="ghost" onClick={() => setConfirming(true)}>
          {t("data.delete")}
        </DeleteButton>
      </Actions>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </Section>
  );
}
