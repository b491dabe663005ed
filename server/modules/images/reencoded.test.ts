import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { storedBytes, uploadHashes } from "../../testing/uploads.ts";
import {
  CAMERA,
  gif,
  inspect,
  jpeg,
  jpegWithGps,
  pixelBomb,
  png,
  pngWithZip,
  textAfterPngSignature,
  webp,
  ZIP_SIGNATURE,
} from "./testing/fixtures.ts";
import { IMAGE_MAX_SIDE, INVALID_TYPE, TOO_LARGE } from "./upload.ts";

// What POST /api/admin/upload-image stores is the image written afresh by sharp: upright, with no
// metadata, at most 2048 pixels a side, nothing after its last byte; what sharp cannot decode is
// refused. The row's type, extension and size are the stored bytes'.
let app: TestApp;
let admin = { id: 0, token: "" };

beforeAll(async () => {
  app = await startTestApp();
  admin = await client(app).registerAdmin("Rosmah");
});
afterAll(async () => {
  await app?.close();
});

const upload = (bytes: Buffer, name: string, type: string) =>
  request(app.baseUrl, "POST", "/api/admin/upload-image", {
    token: admin.token,
    form: { description: name, image: { bytes, name, type } },
  });
const stored = async (bytes: Buffer, name: string, type: string) => {
  const r = await upload(bytes, name, type);
  expect(r.status, r.text).toBe(201);
  const file = (await storedBytes(app, String(r.json["url"])))!;
  expect(r.json["sizeBytes"]).toBe(file.length);
  const served = await fetch(`${app.baseUrl}${String(r.json["url"])}`);
  expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
  expect(served.headers.get("content-type")).toBe(r.json["contentType"]);
  return { json: r.json, file };
};
const files = () => uploadHashes(app);

describe("brand images are re-encoded", () => {
  it("without EXIF (camera, GPS position), turned upright by it", async () => {
    const photo = await jpegWithGps();
    expect((await inspect(photo)).exif?.includes(CAMERA)).toBe(true);
    const { json, file } = await stored(photo, "shoot.jpg", "image/jpeg");
    expect(json).toMatchObject({ contentType: "image/jpeg", filename: expect.stringMatching(/\.jpg$/) });
    const kept = await inspect(file);
    expect(kept).toMatchObject({ format: "jpeg", width: 200, height: 400 });
    expect([kept.exif, kept.xmp, kept.iptc, kept.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(file.includes(Buffer.from(CAMERA, "latin1"))).toBe(false);
  });

  it(`at most ${IMAGE_MAX_SIDE} pixels a side, never enlarged`, async () => {
    expect(IMAGE_MAX_SIDE).toBe(2048);
    const big = await stored(await jpeg(4000, 3000), "banner.jpg", "image/jpeg");
    expect(await inspect(big.file)).toMatchObject({ format: "jpeg", width: 2048, height: 1536 });
    const tall = await stored(await png(500, 3000), "strip.png", "image/png");
    expect(await inspect(tall.file)).toMatchObject({ format: "png", width: 341, height: 2048 });
    const small = await stored(await webp(640, 480), "small.webp", "image/webp");
    expect(await inspect(small.file)).toMatchObject({ format: "webp", width: 640, height: 480 });
  });

  it("without anything appended: a PNG carrying a ZIP is stored as the PNG alone", async () => {
    const polyglot = await pngWithZip();
    const { json, file } = await stored(polyglot, "banner.png", "image/png");
    expect(json["contentType"]).toBe("image/png");
    expect(file.includes(ZIP_SIGNATURE)).toBe(false);
    expect(file.includes(Buffer.from("<script>"))).toBe(false);
    expect(file.length).toBeLessThan(polyglot.length);
    expect(file.subarray(-8, -4).toString("latin1")).toBe("IEND");
  });

  it("a GIF as a PNG of its pixels", async () => {
    const { json, file } = await stored(await gif(30, 20), "logo.gif", "image/gif");
    expect(json).toMatchObject({ contentType: "image/png", filename: expect.stringMatching(/\.png$/) });
    expect(await inspect(file)).toMatchObject({ format: "png", width: 30, height: 20 });
  });

  it("or refused, writing nothing: text behind a PNG signature is 400, too many pixels 413", async () => {
    const before = await files();
    const rows = await app.sql(`SELECT id FROM images ORDER BY id`);
    const text = await upload(textAfterPngSignature, "notes.png", "image/png");
    expect([text.status, text.json]).toEqual([400, { error: INVALID_TYPE, fields: { image: INVALID_TYPE } }]);
    const plain = await upload(Buffer.from("just a text file\n"), "notes.png", "image/png");
    expect([plain.status, plain.json]).toEqual([400, { error: INVALID_TYPE, fields: { image: INVALID_TYPE } }]);
    const bomb = await upload(pixelBomb(), "huge.png", "image/png");
    expect([bomb.status, bomb.json]).toEqual([413, { error: TOO_LARGE, fields: { image: TOO_LARGE } }]);
    expect(await files()).toEqual(before);
    expect(await app.sql(`SELECT id FROM images ORDER BY id`)).toEqual(rows);
  });
});
