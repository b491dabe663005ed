import { brevoApi } from "../../../domain/contract/routes/brevo.ts";
import type { Config } from "../../platform/config/config.ts";
import { implement } from "../../platform/http/bind.ts";
import { setupAttributes } from "./attributes.ts";
import { sendReferralReminder } from "./campaign.ts";
import { startContactSync } from "./sync.ts";

// The Brevo tab: attributes, contact sync and the referral reminder campaign.
export const brevoRoutes = (config: Config) =>
  implement(brevoApi, {
    setupAttributes: () => setupAttributes(),
    syncAllContacts: ({ caller }) => startContactSync(config.brevoListId, caller.memberId),
    sendReferralReminder: ({ body, caller }) => sendReferralReminder(body.emailTemplate, caller.memberId),
  });
