import styled from "@emotion/styled";
import { useState } from "react";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import { useBrevoActions } from "../hooks/use-brevo-actions.ts";
import { loadCampaignTemplate } from "../hooks/use-campaign-template.ts";
import { isSendable } from "../utils/campaign-template.ts";
import { BrevoJobs } from "./BrevoJobs.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
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
  const { setup, sync, remind } = useBrevoActions();
  const [template] = useState(loadCampaignTemplate);
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack>
      <Grid>
        <ActionCard title="Custom Attributes">
          <Muted>Creates the contact attributes Jemput fills in (names, referral ID, team and income figures).</Muted>
          <Button disabled={setup.isPending} onClick={() => setup.mutate()}>
            {setup.isPending ? "Setting up..." : "Set Up Custom Attributes"}
          </Button>
        </ActionCard>
        <ActionCard title="Contact Sync">
          <Muted>Sends every member's contact details and figures to Brevo. It runs in the background.</Muted>
          <Button disabled={sync.isPending} onClick={() => sync.mutate()}>
            {sync.isPending ? "Starting sync..." : "Sync All Contacts"}
          </Button>
        </ActionCard>
        <ActionCard title="Referral Reminder">
          <Muted>
            Emails the campaign template from the Templates tab to every subscribed member who has recruited nobody this
            month. Subject: “{template.subject || "(none)"}”
          </Muted>
          <Button disabled={remind.isPending || !isSendable(template)} onClick={() => setConfirming(true)}>
            {remind.isPending ? "Sending..." : "Send Referral Reminder"}
          </Button>
        </ActionCard>
        <ConfirmDialog
          open={confirming}
          title="Send Referral Reminder"
          question="Email the referral reminder now to every subscribed member who has recruited nobody this month? This cannot be undone."
          confirmLabel="Send Reminder"
          pendingLabel="Sending..."
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
