import type { CampaignAnswer, SyncStarted } from "../../../../domain/contract/brevo.ts";
import { brevoApi } from "../../../../domain/contract/routes/brevo.ts";
import { api } from "../../../lib/api.ts";
import type { CampaignTemplate } from "../utils/campaign-template.ts";

// Contact sync and campaigns through Brevo; the answers are the contract's (domain/contract/brevo.ts).
export type { CampaignAnswer, SyncStarted };

export async function setupBrevoAttributes(): Promise<void> {
  await api.call(brevoApi.setupAttributes);
}

export const syncAllContacts = (): Promise<SyncStarted> => api.call(brevoApi.syncAllContacts);

export const sendReferralReminder = (emailTemplate: CampaignTemplate): Promise<CampaignAnswer> =>
  api.call(brevoApi.sendReferralReminder, { body: { emailTemplate } });
