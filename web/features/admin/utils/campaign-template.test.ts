import { describe, expect, it } from "vitest";
import { DEFAULT_CAMPAIGN_TEMPLATE, isSendable, parseCampaignTemplate } from "./campaign-template.ts";

describe("parseCampaignTemplate", () => {
  it("reads a saved draft", () => {
    const draft = { subject: "Hello {{firstName}}", htmlContent: "<p>{{referralId}}</p>" };
    expect(parseCampaignTemplate(JSON.stringify(draft))).toEqual(draft);
  });

  it.each([
    null,
    "{broken",
    "[]",
    JSON.stringify({ subject: "Only a subject" }),
    JSON.stringify({ subject: 1, htmlContent: "x" }),
  ])("uses the default for %s", (raw) => {
    expect(parseCampaignTemplate(raw)).toEqual(DEFAULT_CAMPAIGN_TEMPLATE);
  });

  it("has a default that uses every placeholder and can be sent", () => {
    const text = DEFAULT_CAMPAIGN_TEMPLATE.subject + DEFAULT_CAMPAIGN_TEMPLATE.htmlContent;
    for (const placeholder of ["{{firstName}}", "{{lastName}}", "{{referralId}}"]) expect(text).toContain(placeholder);
    expect(isSendable(DEFAULT_CAMPAIGN_TEMPLATE)).toBe(true);
  });
});

describe("isSendable", () => {
  it("needs a subject and content that are not blank", () => {
    expect(isSendable({ subject: " ", htmlContent: "<p>x</p>" })).toBe(false);
    expect(isSendable({ subject: "Hi", htmlContent: "\n" })).toBe(false);
  });
});
