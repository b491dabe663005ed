import styled from "@emotion/styled";
import { useState } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import { useBrevoActions } from "../hooks/use-brevo-actions.ts";
import { loadCampaignTemplate } from "../hooks/use-campaign-template.ts";
import { operationsText } from "../operations/i18n.ts";
import { isSendable } from "../utils/campaign-template.ts";
import { BrevoJobs } from "./BrevoJobs.tsx";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { OutboxCard } from "./OutboxCard.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.md};
  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

// The text grows and the button stays at the bottom, so the three cards' buttons line up.
const ActionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  & > p {
    flex-grow: 1;
  }
  & > button {
    align-self: flex-start;
  }
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

export function BrevoTab() {
  const t = useT(operationsText);
  const { setup, sync, remind } = useBrevoActions();
  const [template] = useState(loadCampaignTemplate);
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack>
      <Grid>
        <ActionCard title={t("brevo.attributes")}>
          <Muted>{t("brevo.attributesIntro")}</Muted>
          <Button disabled={setup.isPending} onClick={() => setup.mutate()}>
            {setup.isPending ? t("brevo.settingUp") : t("brevo.setup")}
          </Button>
        </ActionCard>
        <ActionCard title={t("brevo.sync")}>
          <Muted>{t("brevo.syncIntro")}</Muted>
          <Button disabled={sync.isPending} onClick={() => sync.mutate()}>
            {sync.isPending ? t("brevo.syncing") : t("brevo.syncAll")}
          </Button>
        </ActionCard>
        <ActionCard title={t("brevo.reminder")}>
          <Muted>{t("brevo.reminderIntro", { subject: template.subject || t("brevo.noSubject") })}</Muted>
          <Button disabled={remind.isPending || !isSendable(template)} onClick={() => setConfirming(true)}>
            {remind.isPending ? t("brevo.sending") : t("brevo.send")}
          </Button>
        </ActionCard>
        <ConfirmDialog
          open={confirming}
          title={t("brevo.send")}
          question={t("brevo.confirmQuestion")}
          confirmLabel={t("brevo.sendReminder")}
          pendingLabel={t("brevo.sending")}
          pending={remind.isPending}
          onConfirm={() => remind.mutate(template, { onSettled: () => setConfirming(false) })}
          onCancel={() => setConfirming(false)}
        />
      </Grid>
      <BrevoJobs />
      <OutboxCard />
    </Stack>
  );
}
