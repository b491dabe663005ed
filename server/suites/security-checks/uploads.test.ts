import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { storedBytes, uploadHashes } from "../../testing/uploads.ts";
import { gif } from "../../modules/images/testing/fixtures.ts";

// Both ways a file gets in (an admin's brand image, a member's profile picture) go by the
// file's first bytes and are then written afresh from their pixels; what is served under
// /uploads keeps the type of what was written, with nosniff, so a file can never turn into a
// page or a script.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const SCRIPT = "<script>alert(document.cookie)</script>";
const GIF_WITH_SCRIPT = async () => Buffer.concat([await gif(4, 4), Buffer.from(SCRIPT)]);
const SVG = Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`);
const HTML_AS_PNG = Buffer.from("<!doctype html><script>alert(1)</script>");
const ALMOST_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]), PNG.subarray(8)]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]);

const REFUSED: ReadonlyArray<{ label: string; bytes: Buffer; name: string; type: string }> = [
  { label: "SVG", bytes: SVG, name: "logo.svg", type: "image/svg+xml" },
  { label: "HTML named .png", bytes: HTML_AS_PNG, name: "banner.png", type: "image/png" },
  { label: "PNG signature off by one byte", bytes: ALMOST_PNG, name: "banner.png", type: "image/png" },
  { label: "executable named .jpg", bytes: EXE, name: "photo.jpg", type: "image/jpeg" },
];

let app: TestApp;
let api: ReturnType<typeof client>;
let admin: { token: string };
let member: { id: number; token: string };

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Uploader");
  member = await api.register("Pictured");
});
afterAll(async () => {
  await app?.close();
});

const uploadImage = (bytes: Buffer, name: string, type: string) =>
  request(app.baseUrl, "POST", "/api/admin/upload-image", {
    token: admin.token,
    form: { description: "checked", image: { bytes, name, type } },
  });

const profile = { firstName: "Pictured", lastName: "Tester", phoneNumber: "+60123456780" };
const savePicture = (bytes: Buffer, type: string) =>
  api.call("PUT", "/api/profile", member.token, {
    ...profile,
    profilePicture: `data:${type};base64,${bytes.toString("base64")}`,
  });

/** A GET sent exactly as written: fetch would tidy the dots away before they reach the server. */
const rawGet = (pathname: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(`${app.baseUrl}/`, { path: pathname }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += String(chunk)));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });

const expectServedAsImage = async (url: string, type: string, bytes: Buffer) => {
  const served = await fetch(`${app.baseUrl}${url}`);
  expect(served.status, url).toBe(200);
  expect(served.headers.get("content-type")).toBe(type);
  expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  expect(served.headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
};

describe("admin image uploads", () => {
  it("refuse SVG and anything whose first bytes are not a known image, writing nothing", async () => {
    const before = await uploadHashes(app);
    for (const file of REFUSED) {
      const r = await uploadImage(file.bytes, file.name, file.type);
      expect(r.status, file.label).toBe(400);
      expect(r.json["fields"], file.label).toHaveProperty("image");
    }
    expect(await uploadHashes(app)).toEqual(before);
    expect(await app.sql(`SELECT id FROM images`)).toEqual([]);
  });

  it("store a real image under the hash of its bytes, written afresh, whatever the client called it", async () => {
    const r = await uploadImage(await GIF_WITH_SCRIPT(), "../../evil.html", "text/html");
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json["filename"]).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(r.json["contentType"]).toBe("image/png");
    // Only the pixels were kept, and the file is served as what it is, with nosniff.
    const stored = (await storedBytes(app, String(r.json["url"])))!;
    expect(stored.includes(Buffer.from(SCRIPT))).toBe(false);
    await expectServedAsImage(String(r.json["url"]), "image/png", stored);
  });
});

describe("profile pictures", () => {
  it("refuse SVG and wrong first bytes, whatever type the data URL declares", async () => {
    const before = await uploadHashes(app);
    for (const file of REFUSED) {
      for (const declared of [file.type, "image/png"]) {
        const r = await savePicture(file.bytes, declared);
        expect(r.status, `${file.label} as ${declared}: ${r.text}`).toBe(400);
        expect(r.json["fields"]).toHaveProperty("profilePicture");
      }
    }
    expect(await uploadHashes(app)).toEqual(before);
    const [row] = await app.sql<{ profile_picture: string | null }>(
      `SELECT profile_picture FROM profiles WHERE member_id = $1`,
      [member.id],
    );
    expect(row!.profile_picture).toBeNull();
  });

  it("keep a real PNG and serve it with its type and nosniff", async () => {
    const r = await savePicture(PNG, "image/png");
    expect(r.status, r.text).toBe(200);
    const url = String(r.json["profilePicture"]);
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{64}\.png$/);
    await expectServedAsImage(url, "image/png", (await storedBytes(app, url))!);
  });
});

describe("/uploads", () => {
  it("serves stored uploads only: no listings, no way to a file", async () => {
    fs.writeFileSync(path.join(app.config.dataDir, "outside.txt"), "not for the web");
    const paths = [
      "/uploads/",
      "/uploads/avatars/",
      "/uploads/../outside.txt",
      "/uploads/..%2foutside.txt",
      "/uploads/%2e%2e/outside.txt",
      "/uploads/avatars/..%2f..%2foutside.txt",
      "/uploads/..\\outside.txt",
    ];
    for (const pathname of paths) {
      const r = await rawGet(pathname);
      expect(r.status, pathname).toBeGreaterThanOrEqual(400);
      expect(r.status, pathname).toBeLessThan(500);
      expect(r.body, pathname).not.toContain("not for the web");
    }
  });
});
