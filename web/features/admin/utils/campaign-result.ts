import type { CampaignAnswer } from "../../../../domain/contract/brevo.ts";
import { formatNumber } from "../../../lib/format.ts";
import { say } from "../operations/i18n.ts";

// The referral reminder's outcome in words. "Sent" is said only of mail that left the machine
// (Brevo accepted it); without a mail service the copies wait in the outbox table, and the
// toast says nothing was sent rather than reporting a 100% success rate.
export type CampaignToast = { title: string; description: string; variant: "success" | "default" };

function counts({ results, delivery }: CampaignAnswer): string {
  if (delivery === "outbox") return say("campaign.queued", { count: results.queued });
  return say("campaign.sent", {
    successful: formatNumber(results.successful),
    total: formatNumber(results.total),
    rate: String(results.successRate),
  });
}

export function campaignToast(answer: CampaignAnswer): CampaignToast {
  const text = counts(answer);
  // After the request's wait the job may still be running: these are the counts so far.
  const description = answer.finished ? text : say("campaign.soFar", { counts: text });
  return {
    title: say(answer.finished ? "campaign.completed" : "campaign.started"),
    description,
    variant: answer.delivery === "outbox" ? "default" : "success",
  };
}
