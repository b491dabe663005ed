import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";

// Submitting and listing one's own posts over HTTP against a real database.
let app: TestApp;
const tokens = { siti: "", raj: "" };

const call = (method: string, pathname: string, token: string | null, body?: unknown) =>
  request(app.baseUrl, method, pathname, { token, body });

beforeAll(async () => {
  app = await startTestApp();
  for (const [name, phone] of [
    ["siti", "+60125550101"],
    ["raj", "+60125550102"],
  ] as const) {
    const r = await call("POST", "/api/auth/register", null, {
      email: `${name}@posts.jemput.my`,
      password: "kopi-susu-42",
      firstName: name,
      lastName: "Tester",
      phoneNumber: phone,
    });
    expect(r.status, r.text).toBe(201);
    tokens[name] = r.json["token"] as string;
  }
});
afterAll(async () => {
  await app?.close();
});

const GOOD = { title: "Nasi lemak review", url: "https://www.instagram.com/p/abc123", platform: "instagram" };

describe("POST and GET /api/posts", () => {
  it("needs a session", async () => {
    expect((await call("GET", "/api/posts", null)).status).toBe(401);
    expect((await call("POST", "/api/posts", null, GOOD)).status).toBe(401);
    expect(await app.sql(`SELECT 1 FROM posts`)).toEqual([]);
  });

  it("refuses an empty title, a link that is not http(s) and an unknown platform, naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: "" }, "title"],
      [{ title: "   " }, "title"],
      [{ title: "x".repeat(201) }, "title"],
      [{ title: undefined }, "title"],
      [{ url: "ftp://example.com/file" }, "url"],
      [{ url: "javascript:alert(1)" }, "url"],
      [{ url: "instagram.com/p/abc" }, "url"],
      [{ url: "https://" }, "url"],
      [{ platform: "myspace" }, "platform"],
      [{ platform: "Instagram" }, "platform"],
    ];
    for (const [change, field] of cases) {
      const r = await call("POST", "/api/posts", tokens.siti, { ...GOOD, ...change });
      expect(r.status, `${JSON.stringify(change)}: ${r.text}`).toBe(400);
      expect(Object.keys(r.json["fields"] as object), JSON.stringify(change)).toEqual([field]);
      expect(typeof r.json["error"]).toBe("string");
    }
    expect(await app.sql(`SELECT 1 FROM posts`)).toEqual([]);
  });

  it("creates a pending post with no earnings yet", async () => {
    const r = await call("POST", "/api/posts", tokens.siti, { ...GOOD, title: "  Nasi lemak review  " });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...GOOD,
      earnings: 0,
      status: "pending",
      createdAt: expect.any(String),
    });
    const [row] = await app.sql(`SELECT title, url, platform, status, earnings_sen FROM posts WHERE post_id = $1`, [
      r.json["id"],
    ]);
    expect(row).toEqual({
      title: GOOD.title,
      url: GOOD.url,
      platform: "instagram",
      status: "pending",
      earnings_sen: 0,
    });
  });

  it("lists only the caller's own posts, newest first", async () => {
    await call("POST", "/api/posts", tokens.siti, {
      ...GOOD,
      title: "Second post",
      platform: "tiktok",
      url: "http://tiktok.com/@siti/video/1",
    });
    const raj = await call("POST", "/api/posts", tokens.raj, {
      ...GOOD,
      title: "Raj's post",
      platform: "youtube",
      url: "https://youtu.be/xyz",
    });
    expect(raj.status).toBe(201);

    const siti = await call("GET", "/api/posts", tokens.siti);
    expect(siti.status).toBe(200);
    expect(siti.json.map((p) => [p["title"], p["platform"], p["status"], p["earnings"]])).toEqual([
      ["Second post", "tiktok", "pending", 0],
      [GOOD.title, "instagram", "pending", 0],
    ]);
    expect(siti.json.some((p) => p["id"] === raj.json["id"])).toBe(false);
    const own = await call("GET", "/api/posts", tokens.raj);
    expect(own.json).toEqual([
      {
        id: raj.json["id"],
        title: "Raj's post",
        url: "https://youtu.be/xyz",
        platform: "youtube",
        earnings: 0,
        status: "pending",
        createdAt: expect.any(String),
      },
    ]);
    // The 201 reply stamps its own clock rather than the stored submission time, so allow a little skew.
    expect(
      Math.abs(Date.parse(String(own.json[0]!["createdAt"])) - Date.parse(String(raj.json["createdAt"]))),
    ).toBeLessThan(2_000);
  });
});
