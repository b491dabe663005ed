import { LEVEL1_RATE_LABEL, LEVEL2_RATE_LABEL } from "../../../../domain/money.ts";

// The referral reminder email. Its draft lives in this
// browser only; the placeholders are filled in per member when it is sent.
export type CampaignTemplate = { subject: string; htmlContent: string };

export const CAMPAIGN_TEMPLATE_KEY = "jemput.admin.emailTemplate";

export const CAMPAIGN_PLACEHOLDERS = ["{{firstName}}", "{{lastName}}", "{{referralId}}", "{{email}}"] as const;

export const DEFAULT_CAMPAIGN_TEMPLATE: CampaignTemplate = {
  subject: "{{firstName}}, your team is waiting to grow",
  htmlContent: [
    "<p>Hi {{firstName}} {{lastName}},</p>",
    `<p>Every friend who joins with your referral ID <strong>{{referralId}}</strong> earns you a ${LEVEL1_RATE_LABEL} override on their posts,`,
    `and ${LEVEL2_RATE_LABEL} on the people they invite.</p>`,
    "<p>Share your link from the Invite page today.</p>",
    "<p>— The Jemput team</p>",
  ].join("\n"),
};

/** A stored draft, or the default when there is none or it cannot be read. */
export function parseCampaignTemplate(raw: string | null): CampaignTemplate {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    const draft = value as Partial<CampaignTemplate> | null;
    if (typeof draft?.subject === "string" && typeof draft.htmlContent === "string") {
      return { subject: draft.subject, htmlContent: draft.htmlContent };
    }
  } catch {
    // Falls through to the default.
  }
  return DEFAULT_CAMPAIGN_TEMPLATE;
}

export const isSendable = (template: CampaignTemplate): boolean =>
  template.subject.trim() !== "" && template.htmlContent.trim() !== "";
