import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// Share templates are public copy; brand images need a session.
let app: TestApp;
let token = "";

beforeAll(async () => {
  app = await startTestApp();
  const response = await fetch(`${app.baseUrl}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: "farah@templates.jemput.my",
      password: "kopi-susu-42",
      firstName: "Farah",
      lastName: "Tester",
      phoneNumber: "+60126660101",
    }),
  });
  expect(response.status).toBe(201);
  token = ((await response.json()) as { token: string }).token;
});
afterAll(async () => {
  await app?.close();
});

describe("GET /api/message-templates", () => {
  it("returns the four active templates without a session", async () => {
    const response = await fetch(`${app.baseUrl}/api/message-templates`);
    expect(response.status).toBe(200);
    const templates = (await response.json()) as Array<{
      id: number;
      name: string;
      type: string;
      content: string;
      isActive: boolean;
    }>;
    expect(templates.map((t) => [t.name, t.type, t.isActive])).toEqual([
      ["whatsapp_share_template", "whatsapp", true],
      ["social_share_default", "social", true],
      ["instagram_story_template", "instagram", true],
      ["personal_invite_message", "personal", true],
    ]);
    for (const t of templates) {
      expect(Object.keys(t).sort()).toEqual(["content", "id", "isActive", "name", "type"]);
      expect(t.id).toEqual(expect.any(Number));
      expect(t.content).toMatch(/\{\{(referralLink|referralId)\}\}/);
    }
  });

  it("leaves out a template that is switched off", async () => {
    await app.sql(`UPDATE message_templates SET is_active = false WHERE name = 'social_share_default'`);
    try {
      const templates = (await (await fetch(`${app.baseUrl}/api/message-templates`)).json()) as Array<{ name: string }>;
      expect(templates.map((t) => t.name)).toEqual([
        "whatsapp_share_template",
        "instagram_story_template",
        "personal_invite_message",
      ]);
    } finally {
      await app.sql(`UPDATE message_templates SET is_active = true WHERE name = 'social_share_default'`);
    }
  });
});

describe("GET /api/images", () => {
  it("needs a session", async () => {
    const response = await fetch(`${app.baseUrl}/api/images`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Authentication required" });
  });

  it("answers an empty list to a member while no image is uploaded", async () => {
    const response = await fetch(`${app.baseUrl}/api/images`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ images: [] });
  });

  it("lists uploaded images newest first with their public path", async () => {
    await app.sql(
      `INSERT INTO images (filename, original_name, description, content_type, size_bytes, created_at) VALUES
        ('a1.png', 'raya.png', 'Hari Raya banner', 'image/png', 10, '2026-04-01T00:00:00Z'),
        ('b2.jpg', 'merdeka.jpg', '', 'image/jpeg', 20, '2026-08-31T00:00:00Z')`,
    );
    const response = await fetch(`${app.baseUrl}/api/images`, { headers: { authorization: `Bearer ${token}` } });
    const { images } = (await response.json()) as { images: Array<Record<string, unknown>> };
    expect(images).toEqual([
      {
        id: expect.any(Number),
        filename: "b2.jpg",
        originalName: "merdeka.jpg",
        description: "",
        createdAt: "2026-08-31T00:00:00.000Z",
        url: "/uploads/b2.jpg",
      },
      {
        id: expect.any(Number),
        filename: "a1.png",
        originalName: "raya.png",
        description: "Hari Raya banner",
        createdAt: "2026-04-01T00:00:00.000Z",
        url: "/uploads/a1.png",
      },
    ]);
  });
});
