import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// Each share template has a text per language: admins edit each, members get theirs, and a
// language with no text of its own is shared in English.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Siti");
});
afterAll(async () => {
  await app?.close();
});

const ADMIN_PATH = "/api/super-admin/message-templates";

async function shared(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.baseUrl}/api/message-templates${query}`, { headers });
  expect(response.status).toBe(200);
  const templates = (await response.json()) as Array<{ name: string; content: string }>;
  return Object.fromEntries(templates.map((t) => [t.name, t.content]));
}

const MALAY = "Jom sertai pasukan saya di Jemput, {{firstName}}: {{referralLink}} (kod {{referralId}})";

describe("share templates per language", () => {
  it("seeds Malay, Chinese and Tamil texts with the English placeholders", async () => {
    const [whatsapp] = await api.ok("GET", ADMIN_PATH, admin.token);
    const translations = whatsapp!["translations"] as Record<string, { content: string; updatedBy: null } | null>;
    expect(Object.keys(translations)).toEqual(["ms", "zh", "ta"]);
    expect(translations["ms"]?.content).toContain("Sertai pasukan saya");
    expect(translations["zh"]?.content).toContain("加入我的团队");
    expect(translations["ta"]?.content).toContain("குழுவில் சேருங்கள்");
    for (const language of ["ms", "zh", "ta"]) {
      expect(translations[language]).toMatchObject({ updatedBy: null, updatedAt: expect.any(String) });
      for (const placeholder of ["{{firstName}}", "{{referralLink}}", "{{referralId}}"]) {
        expect(translations[language]?.content).toContain(placeholder);
      }
    }
  });

  it("saves the Malay WhatsApp text, which members asking in Malay get; Tamil stays as seeded", async () => {
    const saved = await api.ok("PUT", `${ADMIN_PATH}/whatsapp_share_template`, admin.token, {
      content: `  ${MALAY}\n`,
      isActive: true,
      language: "ms",
    });
    expect(saved).toMatchObject({
      name: "whatsapp_share_template",
      content: expect.stringContaining("Join my team with my link"),
      translations: { ms: { content: MALAY, updatedBy: admin.id } },
    });

    expect((await shared("?language=ms"))["whatsapp_share_template"]).toBe(MALAY);
    expect((await shared("", { "accept-language": "ms-MY,ms;q=0.9,en;q=0.8" }))["whatsapp_share_template"]).toBe(MALAY);
    const tamil = await shared("?language=ta");
    expect(tamil["whatsapp_share_template"]).toContain("வணக்கம்! நான் {{firstName}}");
    expect(tamil["personal_invite_message"]).toContain("வணக்கம் {{name}}");
    expect((await shared(""))["whatsapp_share_template"]).toContain("Join my team with my link");
    expect((await shared("?language=en"))["whatsapp_share_template"]).toContain("Join my team with my link");
  });

  it("refuses a translation that drops {{referralLink}} with 400 on content, changing nothing", async () => {
    const before = await app.sql(`SELECT name, language, content, updated_at FROM message_templates ORDER BY id`);
    const r = await api.call("PUT", `${ADMIN_PATH}/whatsapp_share_template`, admin.token, {
      content: "Jom sertai pasukan saya, {{firstName}} (kod {{referralId}})",
      isActive: false,
      language: "ms",
    });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      error: "Invalid template: content must keep the English text's placeholders: {{referralLink}} missing",
      fields: { content: "must keep the English text's placeholders: {{referralLink}} missing" },
    });
    const extra = await api.call("PUT", `${ADMIN_PATH}/whatsapp_share_template`, admin.token, {
      content: `${MALAY} {{email}}`,
      language: "ta",
    });
    expect([extra.status, extra.json["fields"]]).toEqual([
      400,
      { content: "must hold only the English text's placeholders: {{email}} is not in it" },
    ]);
    expect(await app.sql(`SELECT name, language, content, updated_at FROM message_templates ORDER BY id`)).toEqual(
      before,
    );
    expect((await shared("?language=ms"))["whatsapp_share_template"]).toBe(MALAY);
  });

  it("refuses a language the app does not speak, in the body or the query, with 400 naming it", async () => {
    const r = await api.call("PUT", `${ADMIN_PATH}/whatsapp_share_template`, admin.token, {
      content: MALAY,
      language: "id",
    });
    expect([r.status, Object.keys(r.json["fields"] as object)]).toEqual([400, ["language"]]);
    for (const query of ["?language=id", "?language=ms&language=zh", "?language=EN"]) {
      const response = await fetch(`${app.baseUrl}/api/message-templates${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(((await response.json()) as { fields: object }).fields), query).toEqual(["language"]);
    }
  });

  it("shares a template with no text in the language in English", async () => {
    await app.sql(`DELETE FROM message_templates WHERE name = 'social_share_default' AND language = 'zh'`);
    const chinese = await shared("?language=zh");
    expect(chinese["social_share_default"]).toContain("Creators in Malaysia");
    expect(chinese["instagram_story_template"]).toContain("推荐码 {{referralId}}");
    const [, social] = await api.ok("GET", ADMIN_PATH, admin.token);
    expect(social).toMatchObject({ name: "social_share_default", translations: { zh: null } });
  });

  it("switches a template off in every language, whichever text is saved", async () => {
    await api.ok("PUT", `${ADMIN_PATH}/instagram_story_template`, admin.token, {
      content: "Guna kod saya {{referralId}} semasa mendaftar.",
      isActive: false,
      language: "ms",
    });
    for (const query of ["", "?language=ms", "?language=ta"]) {
      expect(Object.keys(await shared(query)), query).not.toContain("instagram_story_template");
    }
    await api.ok("PUT", `${ADMIN_PATH}/instagram_story_template`, admin.token, {
      content: "Story {{referralId}}",
      isActive: true,
    });
    expect((await shared("?language=ms"))["instagram_story_template"]).toBe(
      "Guna kod saya {{referralId}} semasa mendaftar.",
    );
  });

  it("lets English gain a placeholder its translations have yet to catch up with", async () => {
    const saved = await api.ok("PUT", `${ADMIN_PATH}/personal_invite_message`, admin.token, {
      content: "Hi {{name}}, join me: {{referralLink}} ({{referralId}}) {{firstName}} {{lastName}} on {{link}}",
    });
    expect(saved["translations"]).toMatchObject({ ms: { content: expect.stringContaining("Hai {{name}}") } });
  });
});
