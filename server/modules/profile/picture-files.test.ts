import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { storedBytes } from "../../testing/uploads.ts";
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
} from "../images/testing/fixtures.ts";
import { INVALID_PICTURE, PICTURE_TOO_LARGE } from "./picture.ts";

// Profile pictures against the real database: a member keeps exactly one picture, the one their
// profile names; the one it replaced is deleted in the save's own transaction, and what is kept
// is the picture written afresh, never the bytes that were sent.
let app: TestApp;
let api: ReturnType<typeof client>;
let member: { id: number; token: string; phoneNumber: string };
let other: { id: number; token: string; phoneNumber: string };

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  member = await api.register("Aishah");
  other = await api.register("Other");
});
afterAll(async () => {
  await app?.close();
});
// The save limit has its own tests (save-limits.test.ts).
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

/** The pictures of the member's profile kept in the database: the one it names, or none. */
const keptOf = async (memberId: number) =>
  (
    await app.sql<{ url: string }>(
      `SELECT p.profile_picture AS url FROM profiles p JOIN uploads u ON u.hash = p.picture_hash WHERE p.member_id = $1`,
      [memberId],
    )
  ).map((r) => r.url);
const fileOf = async (url: string) => (await storedBytes(app, url))!;
const countUploads = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM uploads`))[0]!.n;
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;
const save = (picture: string | null, phoneNumber = member.phoneNumber) =>
  api.call("PUT", "/api/profile", member.token, {
    firstName: "Aishah",
    lastName: "Tester",
    phoneNumber,
    profilePicture: picture,
  });
const saved = async (picture: string | null) => {
  const r = await save(picture);
  expect(r.status, r.text).toBe(200);
  return r.json["profilePicture"] as string | null;
};
const status = async (url: string) => (await fetch(`${app.baseUrl}${url}`)).status;

describe("a replaced or removed picture", () => {
  it("is deleted: three saves leave one picture, and the earlier URLs answer 404", async () => {
    const urls: Array<string> = [];
    for (const size of [10, 20, 30]) urls.push((await saved(dataUrl("image/png", await png(size, size))))!);
    expect(new Set(urls).size).toBe(3);
    expect(await keptOf(member.id)).toEqual([urls[2]]);
    expect(await status(urls[2]!)).toBe(200);
    for (const old of urls.slice(0, 2)) {
      expect(await status(old), old).toBe(404);
      expect(await storedBytes(app, old), old).toBeNull();
    }

    // Saving the form again with the stored path keeps the very same picture.
    const uploads = await countUploads();
    expect(await saved(urls[2]!)).toBe(urls[2]);
    expect(await keptOf(member.id)).toEqual([urls[2]]);

    // A save that fails (the phone is someone else's) keeps the old picture and leaves no new one.
    const refused = await save(dataUrl("image/png", await png(40, 40)), other.phoneNumber);
    expect(refused.status, refused.text).toBe(409);
    expect(await keptOf(member.id)).toEqual([urls[2]]);
    expect(await countUploads()).toBe(uploads);
    expect(await status(urls[2]!)).toBe(200);
    expect((await api.ok("GET", "/api/profile", member.token))["profilePicture"]).toBe(urls[2]);
  });

  it("is deleted when the picture is removed: nothing is left and its URL answers 404", async () => {
    const url = (await saved(dataUrl("image/png", await png(12, 12))))!;
    expect(await keptOf(member.id)).toEqual([url]);
    expect(await saved("")).toBeNull();
    expect(await keptOf(member.id)).toEqual([]);
    expect(await storedBytes(app, url)).toBeNull();
    expect(await status(url)).toBe(404);
  });

  it("stays while another member shows the same picture, and goes with the last of them", async () => {
    const same = dataUrl("image/png", await png(14, 14));
    const mine = (await saved(same))!;
    const theirs = await api.ok("PUT", "/api/profile", other.token, {
      firstName: "Other",
      lastName: "Tester",
      phoneNumber: other.phoneNumber,
      profilePicture: same,
    });
    expect(theirs["profilePicture"]).toBe(mine);
    expect(await saved(null)).toBeNull();
    expect(await status(mine)).toBe(200);
    await api.ok("PUT", "/api/profile", other.token, {
      firstName: "Other",
      lastName: "Tester",
      phoneNumber: other.phoneNumber,
      profilePicture: null,
    });
    expect(await storedBytes(app, mine)).toBeNull();
  });

  it("stays when another member saves: only the saver's own pictures are touched", async () => {
    const mine = (await saved(dataUrl("image/png", await png(8, 8))))!;
    const theirs = await api.ok("PUT", "/api/profile", other.token, {
      firstName: "Other",
      lastName: "Tester",
      phoneNumber: other.phoneNumber,
      profilePicture: dataUrl("image/png", await png(9, 9)),
    });
    await api.ok("PUT", "/api/profile", other.token, {
      firstName: "Other",
      lastName: "Tester",
      phoneNumber: other.phoneNumber,
      profilePicture: null,
    });
    expect(await status(String(theirs["profilePicture"]))).toBe(404);
    expect(await keptOf(member.id)).toEqual([mine]);
    expect(await status(mine)).toBe(200);
  });
});

describe("a stored picture is re-encoded", () => {
  it("without its EXIF (camera, GPS position), turned upright by it", async () => {
    const photo = await jpegWithGps();
    const sent = await inspect(photo);
    expect([sent.width, sent.height, sent.orientation]).toEqual([400, 200, 6]);
    expect(sent.exif?.includes(CAMERA)).toBe(true);
    // The GPS directory's pointer (tag 0x8825, little-endian): the position is in the photo sent.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const url = (await saved(dataUrl("image/jpeg", photo)))!;
    expect(url).toMatch(/\.jpg$/);
    const stored = await fileOf(url);
    const kept = await inspect(stored);
    expect(kept).toMatchObject({ format: "jpeg", width: 200, height: 400 });
    expect([kept.exif, kept.xmp, kept.iptc, kept.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
    expect(stored.includes(Buffer.from(CAMERA, "latin1"))).toBe(false);
    const served = Buffer.from(await (await fetch(`${app.baseUrl}${url}`)).arrayBuffer());
    expect(served.equals(stored)).toBe(true);
  });

  it("at most 1024 pixels a side, never enlarged", async () => {
    const big = (await saved(dataUrl("image/jpeg", await jpeg(4000, 3000))))!;
    expect(await inspect(await fileOf(big))).toMatchObject({ format: "jpeg", width: 1024, height: 768 });
    const small = (await saved(dataUrl("image/jpeg", await jpeg(300, 200))))!;
    expect(await inspect(await fileOf(small))).toMatchObject({ format: "jpeg", width: 300, height: 200 });
  });

  it("without anything appended after the image: a PNG carrying a ZIP is stored as the PNG alone", async () => {
    const polyglot = await pngWithZip();
    expect(polyglot.includes(ZIP_SIGNATURE)).toBe(true);
    const url = (await saved(dataUrl("image/png", polyglot)))!;
    const stored = await fileOf(url);
    expect(stored.includes(ZIP_SIGNATURE)).toBe(false);
    expect(stored.includes(Buffer.from("<script>"))).toBe(false);
    expect(stored.length).toBeLessThan(polyglot.length);
    // A PNG ends with its IEND chunk: nothing follows it.
    expect(stored.subarray(-8, -4).toString("latin1")).toBe("IEND");
    expect(await inspect(stored)).toMatchObject({ format: "png", width: 64, height: 64 });
  });

  it("as the type it was, a GIF as a PNG, with type and extension following", async () => {
    const cases: Array<[string, Buffer, string, string]> = [
      ["image/png", await png(20, 10), "png", "png"],
      ["image/jpeg", await jpeg(20, 10), "jpg", "jpeg"],
      ["image/webp", await webp(20, 10), "webp", "webp"],
      ["image/gif", await gif(20, 10), "png", "png"],
    ];
    for (const [type, bytes, ext, format] of cases) {
      const url = (await saved(dataUrl(type, bytes)))!;
      expect(url, type).toMatch(new RegExp(`\\.${ext}$`));
      expect(await inspect(await fileOf(url)), type).toMatchObject({ format, width: 20, height: 10 });
      const served = await fetch(`${app.baseUrl}${url}`);
      expect(served.headers.get("content-type"), type).toBe(`image/${format}`);
    }
  });

  it("or refused: text behind a PNG signature is 400, more than 50 megapixels is too large", async () => {
    const before = await countUploads();
    const current = (await api.ok("GET", "/api/profile", member.token))["profilePicture"];
    const text = await save(dataUrl("image/png", textAfterPngSignature));
    expect([text.status, text.json]).toEqual([
      400,
      { error: INVALID_PICTURE, fields: { profilePicture: INVALID_PICTURE } },
    ]);
    const bomb = await save(dataUrl("image/png", pixelBomb()));
    expect([bomb.status, bomb.json]).toEqual([
      400,
      { error: PICTURE_TOO_LARGE, fields: { profilePicture: PICTURE_TOO_LARGE } },
    ]);
    expect(await countUploads()).toBe(before);
    expect((await api.ok("GET", "/api/profile", member.token))["profilePicture"]).toBe(current);
  });
});
