import { endpoint, json } from "../endpoint.ts";

const route = endpoint(async () => ({ ...(await import("../brevo.ts")) }));

export const brevoApi = {
  setupAttributes: route({
    method: "POST",
    path: "/api/admin/brevo/setup-attributes",
    summary: "Create the contact attributes in Brevo",
    access: "admin",
    answers: [json(200, "Created and already there", "AttributesResult")],
    errors: [409, 502, 503],
  }),
  syncAllContacts: route({
    method: "POST",
    path: "/api/admin/brevo/sync-all-contacts",
    summary: "Start importing every subscribed member into the Brevo list",
    access: "admin",
    answers: [json(202, "The sync's job", "SyncStarted")],
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
    answers: [json(200, "The campaign's counts", "CampaignAnswer")],
    errors: [400, 409, 502],
  }),
};
