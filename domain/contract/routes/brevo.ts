import { endpoint } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../brevo.ts")) }));

export const brevoApi = {
  setupAttributes: route({
    method: "POST",
    path: "/api/admin/brevo/setup-attributes",
    summary: "Create the contact attributes in Brevo",
    access: "admin",
    answers: [{ status: 200, description: "Created and already there", schema: "AttributesResult" }],
    errors: [409, 502, 503],
  }),
  syncAllContacts: route({
    method: "POST",
    path: "/api/admin/brevo/sync-all-contacts",
    summary: "Start importing every subscribed member into the Brevo list",
    access: "admin",
    answers: [{ status: 202, description: "The sync's job", schema: "SyncStarted" }],
    errors: [409],
  }),
  sendReferralReminder: route({
    method: "POST",
    path: "/api/super-admin/send-referral-reminder",
    summary: "Mail members who recruited nobody this month (through Brevo, or into the outbox without a key)",
    access: "admin",
    body: "CampaignBody",
    trim: ["emailTemplate.subject", "emailTemplate.htmlContent"],
    invalid: "Invalid email template",
    answers: [{ status: 200, description: "The campaign's counts", schema: "CampaignAnswer" }],
    errors: [400, 409, 502],
  }),
};
