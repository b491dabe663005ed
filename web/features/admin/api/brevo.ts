import { api } from "../../../lib/api.ts";
import type { CampaignTemplate } from "../utils/campaign-template.ts";

// Contact sync and campaigns through Brevo (spec §7).
export async function setupBrevoAttributes(): Promise<void> {
  await api.request("POST", "/api/admin/brevo/setup-attributes");
}

export async function syncAllContacts(): Promise<{ totalContacts: number }> {
  return (await (await api.request("POST", "/api/admin/brevo/sync-all-contacts")).json()) as { totalContacts: number };
}

export type CampaignResults = { successful: number; total: number; successRate: number };

export async function sendReferralReminder(emailTemplate: CampaignTemplate): Promise<{ results: CampaignResults }> {
  const response = await api.request("POST", "/api/super-admin/send-referral-reminder", { emailTemplate });
  return (await response.json()) as { results: CampaignResults };
}
