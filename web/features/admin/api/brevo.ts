import type { CampaignAnswer, SyncStarted } from "../../../../domain/contract/brevo.ts";
import { api, schemaOf } from "../../../lib/api.ts";
import type { CampaignTemplate } from "../utils/campaign-template.ts";

// Contact sync and campaigns through Brevo; the answers are the contract's (domain/contract/brevo.ts).
const contract = () => import("../../../../domain/contract/brevo.ts");
export type { CampaignAnswer, SyncStarted };

export async function setupBrevoAttributes(): Promise<void> {
  await api.request("POST", "/api/admin/brevo/setup-attributes", undefined, {
    schema: schemaOf(contract, "AttributesResult"),
  });
}

export function syncAllContacts(): Promise<SyncStarted> {
  return api.request("POST", "/api/admin/brevo/sync-all-contacts", undefined, {
    schema: schemaOf(contract, "SyncStarted"),
  });
}

export function sendReferralReminder(emailTemplate: CampaignTemplate): Promise<CampaignAnswer> {
  return api.request(
    "POST",
    "/api/super-admin/send-referral-reminder",
    { emailTemplate },
    { schema: schemaOf(contract, "CampaignAnswer") },
  );
}
