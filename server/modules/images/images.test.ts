import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request, type FileField } from "../../testing/http.ts";
import { storedBytes, uploadHashes } from "../../testing/uploads.ts";
import { inspect, png } from "./testing/fixtures.ts";
import { INVALID_TYPE, TOO_LARGE } from "./upload.ts";

// Brand images: uploaded as multipart, recognised by their bytes, re-encoded (reencoded.test.ts),
// kept in the database under the hash of their bytes, served at /uploads/{hash}.{ext}, listed
// for members, deleted with their bytes once no other image shows them.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>`);

let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
let member = { id: 0, token: "" };

const upload = (parts: { image?: FileField; description?: string; field?: string }, token = admin.token) => {
  const form: Record<string, string | FileField> = {};
  if (parts.description !== undefined) form["description"] = parts.description;
  if (parts.image) form[parts.field ?? "image"] = parts.image;
  return request(app.baseUrl, "POST", "/api/admin/upload-image", { token, form });
};
const stored = () => uploadHashes(app);

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Hana");
  member = await api.register("Irfan");
});
afterAll(async () => {
  await app?.close();
});

describe("POST /api/admin/upload-image", () => {
  it("stores a real PNG under its hash and serves it with its type, nosniff and an immutable ETag", async () => {
    const r = await upload({
      image: { bytes: PNG, name: "Raya banner.png", type: "image/png" },
      description: "  Raya 2026 banner ",
    });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    expect(r.json).toMatchObject({
      originalName: "Raya banner.png",
      description: "Raya 2026 banner",
      contentType: "image/png",
      uploadedBy: admin.id,
      uploadedByName: "Hana Boss",
    });
    const filename = String(r.json["filename"]);
    expect(filename).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(r.json["url"]).toBe(`/uploads/${filename}`);
    const stored = (await storedBytes(app, `/uploads/${filename}`))!;
    expect(filename).toBe(`${crypto.createHash("sha256").update(stored).digest("hex")}.png`);
    expect(r.json["sizeBytes"]).toBe(stored.length);
    expect(await inspect(stored)).toMatchObject({ format: "png", width: 1, height: 1 });

    const served = await fetch(`${app.baseUrl}/uploads/${filename}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("etag")).toBe(`"${filename.slice(0, 64)}"`);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

    const forMembers = await api.ok("GET", "/api/images", member.token);
    expect(
      (forMembers["images"] as Array<Record<string, unknown>>).map((i) => [i["filename"], i["description"], i["url"]]),
    ).toEqual([[filename, "Raya 2026 banner", `/uploads/${filename}`]]);
  });

  it("goes by the bytes, not the name or declared type: a GIF named .jpg is stored as a PNG", async () => {
    const r = await upload({ image: { bytes: GIF, name: "photo.jpg", type: "image/jpeg" }, description: "" });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ contentType: "image/png", filename: expect.stringMatching(/\.png$/) });
  });

  it("refuses an SVG, text posing as a PNG and an empty file, writing nothing", async () => {
    const before = await stored();
    const rows = await app.sql(`SELECT id FROM images`);
    for (const image of [
      { bytes: SVG, name: "logo.svg", type: "image/svg+xml" },
      { bytes: Buffer.from("not an image at all"), name: "fake.png", type: "image/png" },
      { bytes: Buffer.alloc(0), name: "empty.png", type: "image/png" },
    ]) {
      const r = await upload({ image, description: "nope" });
      expect([r.status, r.json], image.name).toEqual([400, { error: INVALID_TYPE, fields: { image: INVALID_TYPE } }]);
    }
    expect(await stored()).toEqual(before);
    expect(await app.sql(`SELECT id FROM images`)).toEqual(rows);
  });

  it("refuses a file over 5 MB with 413 and the upload message, writing nothing", async () => {
    const before = await stored();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const r = await upload({ image: { bytes: big, name: "huge.png", type: "image/png" }, description: "too big" });
    expect([r.status, r.json]).toEqual([413, { error: TOO_LARGE, fields: { image: TOO_LARGE } }]);
    expect(await stored()).toEqual(before);
    const exact = await upload({
      image: { bytes: big.subarray(0, 5 * 1024 * 1024), name: "max.png", type: "image/png" },
      description: "exactly 5 MB",
    });
    expect(exact.status).toBe(201);
  });

  it("needs the file in the field image, and a description of at most 500 characters", async () => {
    expect((await upload({ description: "no file" })).json["fields"]).toEqual({ image: "Please select an image file" });
    expect(
      (await upload({ image: { bytes: PNG, name: "a.png", type: "image/png" }, field: "picture" })).json["fields"],
    ).toEqual({ image: "Send one file, in the field image" });
    const long = await upload({
      image: { bytes: PNG, name: "a.png", type: "image/png" },
      description: "x".repeat(501),
    });
    expect([long.status, Object.keys(long.json["fields"] as object)]).toEqual([400, ["description"]]);
    const nul = await upload({ image: { bytes: PNG, name: "a.png", type: "image/png" }, description: "a\u0000b" });
    expect([nul.status, Object.keys(nul.json["fields"] as object)]).toEqual([400, ["description"]]);
    const json = await api.call("POST", "/api/admin/upload-image", admin.token, {
      image: "data:image/png;base64,AAAA",
    });
    expect([json.status, json.json["fields"]]).toEqual([400, { image: "Please select an image file" }]);
  });
});

describe("GET and DELETE /api/admin/images", () => {
  it("lists images newest first, then deletes them, the bytes with the last image showing them", async () => {
    const list = (await api.ok("GET", "/api/admin/images", admin.token))["images"] as Array<Record<string, unknown>>;
    expect(list.map((i) => i["description"])).toEqual(["exactly 5 MB", "", "Raya 2026 banner"]);
    // The 5 MB file was the banner's pixels padded with zeros: written afresh, the same bytes.
    const [padded, , banner] = list;
    expect(padded!["url"]).toBe(banner!["url"]);
    const removed = await api.ok("DELETE", `/api/admin/images/${banner!["id"]}`, admin.token);
    expect(removed).toEqual({ id: banner!["id"], filename: banner!["filename"] });
    expect((await fetch(`${app.baseUrl}${banner!["url"]}`)).status).toBe(200);
    await api.ok("DELETE", `/api/admin/images/${padded!["id"]}`, admin.token);
    expect(await storedBytes(app, String(banner!["url"]))).toBeNull();
    expect((await fetch(`${app.baseUrl}${banner!["url"]}`)).status).toBe(404);
    expect((await api.ok("GET", "/api/admin/images", admin.token))["images"] as Array<unknown>).toHaveLength(1);
  });

  it("keeps bytes two images share until the last of them is deleted", async () => {
    const same = { bytes: await png(7, 7), name: "twice.png", type: "image/png" };
    const first = await upload({ image: same, description: "first" });
    const second = await upload({ image: same, description: "second" });
    expect(second.json["url"]).toBe(first.json["url"]);
    const url = String(first.json["url"]);
    await api.ok("DELETE", `/api/admin/images/${first.json["id"]}`, admin.token);
    expect((await fetch(`${app.baseUrl}${url}`)).status).toBe(200);
    await api.ok("DELETE", `/api/admin/images/${second.json["id"]}`, admin.token);
    expect(await storedBytes(app, url)).toBeNull();
    expect((await fetch(`${app.baseUrl}${url}`)).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "0", "abc", "1.5"]) {
      const r = await api.call("DELETE", `/api/admin/images/${id}`, admin.token);
      expect([r.status, r.json], id).toEqual([404, { error: "Image not found" }]);
    }
  });
});
