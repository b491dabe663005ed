import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationFiles } from "../platform/db/migrate.ts";
import { EXPECTED_MODE, startTestApp, tempDir, type TestApp } from "../testing/harness.ts";

const INDEX_HTML = "<!doctype html><title>Jemput test shell</title><div id=root></div>";

let app: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = tempDir("jemput-web-");
  fs.writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  app = await startTestApp({ webDir });
});
afterAll(async () => {
  await app?.close();
  if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(`${app.baseUrl}${pathname}`, init);

describe("HTTP surface", () => {
  it("reports health with the database mode and the migration level", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      status: "ok",
      database: EXPECTED_MODE,
      migrationLevel: migrationFiles().length,
      // Each subscription that follows the log, with how far behind it is.
      subscriptions: [
        { name: "activities", behind: expect.any(Number), lagSeconds: expect.any(Number) },
        { name: "einvoices", behind: expect.any(Number), lagSeconds: expect.any(Number) },
        { name: "member-search", behind: expect.any(Number), lagSeconds: expect.any(Number) },
        { name: "post-evidence", behind: expect.any(Number), lagSeconds: expect.any(Number) },
      ],
      problems: [],
    });
  });

  it("tells the browser app where invite links point (required with a shared database only)", async () => {
    const response = await get("/api/app-config");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      publicAppUrl: EXPECTED_MODE === "postgres" ? app.config.publicUrl : null,
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const [method, pathname] of [
      ["GET", "/api/no-such-thing"],
      ["POST", "/api/members/42/teleport"],
      ["DELETE", "/api"],
    ] as const) {
      const response = await get(pathname, { method });
      expect(response.status, `${method} ${pathname}`).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
  });

  it("rejects a malformed JSON body with a 400, not a 500", async () => {
    for (const pathname of ["/api/auth/login", "/api/no-such-thing"]) {
      const response = await get(pathname, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"email": "a@b.my",',
      });
      expect(response.status, pathname).toBe(400);
      const body = (await response.json()) as { error?: unknown };
      expect(typeof body.error).toBe("string");
      expect(body.error).toMatch(/json/i);
    }
  });

  it("sends security headers on API and page responses", async () => {
    for (const pathname of ["/api/health", "/"]) {
      const response = await get(pathname);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, pathname).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("answers unknown page paths with the app's index so the client router can show them", async () => {
    for (const pathname of ["/no-such-page", "/dashboard/team?level=2", "/"]) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it("returns 404 for a missing upload rather than the app", async () => {
    const response = await get("/uploads/x.png");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Jemput test shell");
  });
});
