import { describe, expect, it } from "vitest";
import type { AdminTemplate } from "../api/templates.ts";
import { planSave, savedDrafts } from "./drafts.ts";

const template: AdminTemplate = {
  id: 1,
  name: "whatsapp_share_template",
  type: "whatsapp",
  content: "Join my team: {{referralLink}} ({{referralId}})",
  isActive: true,
  updatedAt: "2026-05-01T02:00:00.000Z",
  updatedBy: null,
  translations: {
    ms: {
      content: "Sertai pasukan saya: {{referralLink}} ({{referralId}})",
      updatedAt: "2026-05-01T02:00:00.000Z",
      updatedBy: null,
    },
    zh: null,
    ta: null,
  },
};

describe("planSave", () => {
  it("saves English alone when no translation changed, an unwritten one staying unwritten", () => {
    expect(planSave(template, savedDrafts(template))).toEqual({
      saves: [{ language: "en", content: "Join my team: {{referralLink}} ({{referralId}})" }],
    });
  });

  it("saves English first, then each changed translation, trimmed", () => {
    const drafts = {
      ...savedDrafts(template),
      ms: "  Jom sertai saya: {{referralLink}} (kod {{referralId}})\n",
      ta: "என் குழுவில் சேருங்கள்: {{referralLink}} ({{referralId}})",
    };
    expect(planSave(template, drafts)).toEqual({
      saves: [
        { language: "en", content: "Join my team: {{referralLink}} ({{referralId}})" },
        { language: "ms", content: "Jom sertai saya: {{referralLink}} (kod {{referralId}})" },
        { language: "ta", content: "என் குழுவில் சேருங்கள்: {{referralLink}} ({{referralId}})" },
      ],
    });
  });

  it("refuses a translation that drops or adds a placeholder, naming its language", () => {
    expect(planSave(template, { ...savedDrafts(template), ms: "Sertai saya ({{referralId}})" })).toEqual({
      language: "ms",
      problem: "Keep the English text's placeholders: {{referralLink}} missing",
    });
    expect(planSave(template, { ...savedDrafts(template), zh: "{{referralLink}} {{referralId}} {{email}}" })).toEqual({
      language: "zh",
      problem: "Use only the English text's placeholders: {{email}} not in it",
    });
  });

  it("checks translations against the English draft, and refuses empty text", () => {
    const drafts = { ...savedDrafts(template), en: "Join: {{referralLink}}", ms: "Sertai: {{referralLink}}" };
    expect(planSave(template, drafts)).toMatchObject({ saves: [{ language: "en" }, { language: "ms" }] });
    expect(planSave(template, { ...savedDrafts(template), en: "  " })).toEqual({
      language: "en",
      problem: "Template content cannot be empty",
    });
    expect(planSave(template, { ...savedDrafts(template), ms: " " })).toEqual({
      language: "ms",
      problem: "Template content cannot be empty",
    });
  });
});
