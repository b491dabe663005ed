import type { CampaignAnswer } from "../../../../domain/contract/brevo.ts";
import { formatNumber } from "../../../lib/format.ts";

// The referral reminder's outcome in words. "Sent" is said only of mail that left the machine
// (Brevo accepted it); without a mail service the copies wait in the outbox table, and the
// toast says nothing was sent rather than reporting a 100% success rate.
export type CampaignToast = { title: string; description: string; variant: "success" | "default" };

const mails = (count: number) => `${formatNumber(count)} ${count === 1 ? "mail" : "mails"}`;

function counts({ results, delivery }: CampaignAnswer): string {
  if (delivery === "outbox")
    return `Queued ${mails(results.queued)} in the outbox: no mail service is configured, nothing was sent`;
  return `Sent to ${formatNumber(results.successful)} of ${formatNumber(results.total)} members (${results.successRate}% success rate)`;
}

export function campaignToast(answer: CampaignAnswer): CampaignToast {
  const text = counts(answer);
  // After the request's wait the job may still be running: these are the counts so far.
  const description = answer.finished ? text : `${text} so far; Background Jobs follows the rest`;
  return {
    title: answer.finished ? "Referral reminder email campaign completed!" : "Referral reminder email campaign started",
    description,
    variant: answer.delivery === "outbox" ? "default" : "success",
  };
}
