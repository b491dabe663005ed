import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// Admins see every share template, active or not, and edit its text.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Mariam");
});
afterAll(async () => {
  await app?.close();
});

const PATH = "/api/super-admin/message-templates";

describe("GET /api/super-admin/message-templates", () => {
  it("lists all four templates with isActive, including switched-off ones", async () => {
    await app.sql(`UPDATE message_templates SET is_active = false WHERE name = 'instagram_story_template'`);
    const templates = await api.ok("GET", PATH, admin.token);
    expect(templates.map((t) => [t["name"], t["type"], t["isActive"]])).toEqual([
      ["whatsapp_share_template", "whatsapp", true],
      ["social_share_default", "social", true],
      ["instagram_story_template", "instagram", false],
      ["personal_invite_message", "personal", true],
    ]);
    expect(templates[0]).toMatchObject({
      id: expect.any(Number),
      content: expect.stringContaining("{{referralId}}"),
      updatedAt: expect.any(String),
      updatedBy: null,
    });
  });
});

describe("PUT /api/super-admin/message-templates/{name}", () => {
  it("saves the trimmed content and records the admin", async () => {
    const saved = await api.ok("PUT", `${PATH}/social_share_default`, admin.token, {
      content: "  Join me on Jemput: {{referralLink}}  \n",
    });
    expect(saved).toMatchObject({
      name: "social_share_default",
      content: "Join me on Jemput: {{referralLink}}",
      isActive: true,
      updatedBy: admin.id,
    });
    const [row] = await app.sql<{ content: string; updated_by: number }>(
      `SELECT content, updated_by FROM message_templates WHERE name = 'social_share_default' AND language = 'en'`,
    );
    expect(row).toEqual({ content: "Join me on Jemput: {{referralLink}}", updated_by: admin.id });
    const members = (await (await fetch(`${app.baseUrl}/api/message-templates`)).json()) as Array<{
      name: string;
      content: string;
    }>;
    expect(members.find((t) => t.name === "social_share_default")?.content).toBe("Join me on Jemput: {{referralLink}}");
  });

  it("switches a template on or off when isActive is given", async () => {
    expect(
      await api.ok("PUT", `${PATH}/instagram_story_template`, admin.token, {
        content: "Story {{referralId}}",
        isActive: true,
      }),
    ).toMatchObject({ isActive: true });
    expect(
      await api.ok("PUT", `${PATH}/instagram_story_template`, admin.token, { content: "Story {{referralId}}" }),
    ).toMatchObject({ isActive: true });
  });

  it("refuses empty, blank, missing, non-text and over-long content with 400 on content, changing nothing", async () => {
    const before = await app.sql(`SELECT name, content, updated_at FROM message_templates ORDER BY id`);
    for (const body of [
      { content: "" },
      { content: " \n\t " },
      {},
      { content: 12 },
      { content: "x".repeat(2001) },
      { content: "a\u0000b" },
    ]) {
      const r = await api.call("PUT", `${PATH}/whatsapp_share_template`, admin.token, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(r.json["fields"] as object), JSON.stringify(body)).toEqual(["content"]);
      expect(typeof r.json["error"]).toBe("string");
    }
    expect((await api.call("PUT", `${PATH}/whatsapp_share_template`, admin.token, { content: "" })).json["error"]).toBe(
      "Invalid template: content must not be empty",
    );
    expect(await app.sql(`SELECT name, content, updated_at FROM message_templates ORDER BY id`)).toEqual(before);
  });

  it("answers 404 for a template that does not exist", async () => {
    for (const name of ["no_such_template", "bad%00name", "x".repeat(101)]) {
      const r = await api.call("PUT", `${PATH}/${name}`, admin.token, { content: "Hello" });
      expect([r.status, r.json], name).toEqual([404, { error: "Template not found" }]);
    }
  });
});
