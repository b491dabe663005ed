import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { stepUpSession } from "../../testing/step-up.ts";
import { storedBytes } from "../../testing/uploads.ts";
import { inspect } from "../images/testing/fixtures.ts";

// GET and PUT /api/profile over HTTP against a real database.
let app: TestApp;
let token = "";
let original: Record<string, unknown> = {};
beforeAll(async () => {
  app = await startTestApp();
  const registered = await call("POST", "/api/auth/register", {
    email: "Nurul@Profile.jemput.my",
    password: "kopi-susu-42",
    firstName: "Nurul",
    lastName: "Huda",
    phoneNumber: "0123456789",
  });
  token = registered.json["token"] as string;
  original = (await call("GET", "/api/profile")).json;
});
afterAll(async () => {
  await app?.close();
});
// One member saves here far more often than the limits allow; the limits have their own tests
// (save-limits.test.ts).
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

const call = (method: string, pathname: string, body?: unknown, auth: string | null = token) =>
  request(app.baseUrl, method, pathname, { body, token: auth });
const put = (body: Record<string, unknown>) => call("PUT", "/api/profile", body);
const NAMES = { firstName: "Nurul", lastName: "Huda", phoneNumber: "+60123456789" };

// Every field of the profile form, each with a value from its option list.
const FULL = {
  ...NAMES,
  firstName: "  Nurul Ain ",
  lastName: "Huda ",
  phoneNumber: "012-345 6789",
  dateOfBirth: "1994-03-21",
  gender: "female",
  ethnicity: "malay",
  maritalStatus: "married",
  numberOfChildren: 2,
  state: "Penang (Pulau Pinang)",
  city: "George Town",
  timezone: "Asia/Singapore",
  bio: "Food and travel in Penang.",
  languages: ["Bahasa Malaysia", "English", "Hokkien"],
  influencerCategories: ["Food & Lifestyle", "Travel"],
  socialMediaLinks: {
    instagram: { profileLink: "https://instagram.com/nurul.eats", profileName: "nurul.eats", followers: 12_500 },
    tiktok: { profileLink: "https://tiktok.com/@nurul", profileName: "nurul", followers: 0 },
  },
  bankAccountHolderName: "Nurul Ain Huda",
  bankName: "Maybank",
  bankAccountNumber: "1142 3344 5566",
  deliveryAddressLine1: "12 Lebuh Chulia",
  deliveryAddressLine2: "Unit 3",
  deliveryCity: "George Town",
  deliveryState: "Penang",
  deliveryPostalCode: "10200",
  deliveryCountry: "Singapore",
};
// The account number reads back masked (decision 20).
const SAVED = {
  ...FULL,
  firstName: "Nurul Ain",
  lastName: "Huda",
  phoneNumber: "+60123456789",
  bankAccountNumber: "•••• 5566",
};

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;

describe("GET and PUT /api/profile", () => {
  it("needs a session", async () => {
    for (const method of ["GET", "PUT"])
      expect((await call(method, "/api/profile", method === "PUT" ? FULL : undefined, null)).status).toBe(401);
    expect((await call("GET", "/api/profile", undefined, "not-a-real-token-but-long-enough")).status).toBe(401);
  });

  it("saves every field of the form and reads it back, leaving email, admin flag and code alone", async () => {
    const saved = await put({ ...FULL, email: "evil@example.my", isAdmin: true, referralId: "HACKED1", id: 999 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("private, no-store");
    const read = await call("GET", "/api/profile");
    expect(read.json).toEqual(saved.json);
    expect(read.json).toMatchObject(SAVED);
    expect(read.json).toMatchObject({
      id: original["id"],
      email: "nurul@profile.jemput.my",
      isAdmin: false,
      referralId: original["referralId"],
    });
    const [row] = await app.sql<{ is_admin: boolean }>(`SELECT is_admin FROM members WHERE member_id = $1`, [
      original["id"],
    ]);
    expect(row?.is_admin).toBe(false);
  });

  it("accepts the client's nulls for the optional fields and stores them as empty", async () => {
    await put(FULL);
    // Clearing the bank details is a change of them.
    await stepUpSession(app, token);
    const cleared = await put({
      ...NAMES,
      dateOfBirth: null,
      state: null,
      city: "  ",
      gender: null,
      maritalStatus: null,
      numberOfChildren: null,
      languages: null,
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect((await call("GET", "/api/profile")).json).toMatchObject({
      dateOfBirth: null,
      state: null,
      city: null,
      gender: null,
      maritalStatus: null,
      numberOfChildren: 0,
      languages: [],
      bio: "",
      deliveryCountry: "Malaysia",
      timezone: "Asia/Kuala_Lumpur",
      socialMediaLinks: {},
    });
  });

  it("refuses each invalid field with a 400 naming it, and saves nothing", async () => {
    await put(FULL);
    const before = (await call("GET", "/api/profile")).text;
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ firstName: "" }, "firstName", "First name is required (Nama pertama diperlukan)"],
      [{ firstName: "   " }, "firstName", "First name is required (Nama pertama diperlukan)"],
      [{ lastName: "" }, "lastName", "Last name is required (Nama akhir diperlukan)"],
      [{ phoneNumber: "" }, "phoneNumber", "Phone number is required (Nombor telefon diperlukan)"],
      [{ phoneNumber: "12345" }, "phoneNumber"],
      [{ gender: "robot" }, "gender"],
      [{ state: "Bali" }, "state"],
      [{ ethnicity: "martian" }, "ethnicity"],
      [{ languages: ["English", "Klingon"] }, "languages.1"],
      [{ influencerCategories: ["Cooking"] }, "influencerCategories.0"],
      [{ timezone: "Mars/Olympus_Mons" }, "timezone"],
      [{ deliveryCountry: "Narnia" }, "deliveryCountry"],
      [{ numberOfChildren: -1 }, "numberOfChildren"],
      [{ numberOfChildren: 1.5 }, "numberOfChildren"],
      [
        { socialMediaLinks: { instagram: { profileName: "x", followers: -5 } } },
        "socialMediaLinks.instagram.followers",
      ],
      [{ deliveryPostalCode: "102000" }, "deliveryPostalCode"],
      [{ dateOfBirth: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) }, "dateOfBirth"],
      [{ dateOfBirth: "1994-02-30" }, "dateOfBirth"],
    ];
    for (const [change, field, message] of cases) {
      const r = await put({
        ...FULL,
        ...change,
        firstName: change["firstName"] ?? "Changed",
        bio: "must not be saved",
      });
      expect(r.status, `${field}: ${r.text}`).toBe(400);
      expect(Object.keys(r.json["fields"] as object), field).toContain(field);
      if (message) expect(r.json["error"]).toBe(message);
    }
    expect((await call("GET", "/api/profile")).text).toBe(before);
  });
});

describe("profile picture", () => {
  it("stores a PNG data URL under /uploads/avatars/{hash} and serves it as image/png with nosniff", async () => {
    const saved = await put({ ...FULL, profilePicture: dataUrl("image/png", PNG) });
    expect(saved.status, saved.text).toBe(200);
    const picture = saved.json["profilePicture"] as string;
    expect(picture).toMatch(/^\/uploads\/avatars\/[0-9a-f]{64}\.png$/);
    expect((await call("GET", "/api/profile")).json["profilePicture"]).toBe(picture);
    const served = await fetch(`${app.baseUrl}${picture}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // What is served is the picture as stored: written again, 1x1 and a PNG still.
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.equals((await storedBytes(app, picture))!)).toBe(true);
    expect(await inspect(body)).toMatchObject({ format: "png", width: 1, height: 1 });

    // Saving the form again sends the stored path back, which keeps the picture.
    expect((await put({ ...FULL, profilePicture: picture })).json["profilePicture"]).toBe(picture);
    expect((await put({ ...FULL, profilePicture: "/uploads/avatars/someone-else.png" })).status).toBe(400);
  });

  it("refuses SVG, text and anything over 2 MB, keeping the current picture", async () => {
    const current = (await put({ ...FULL, profilePicture: dataUrl("image/png", PNG) })).json["profilePicture"];
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`);
    for (const bad of [
      dataUrl("image/svg+xml", svg),
      `data:image/svg+xml,${encodeURIComponent(svg.toString())}`,
      dataUrl("text/plain", Buffer.from("hello")),
      dataUrl("image/png", Buffer.from("not really a png")),
    ]) {
      const r = await put({ ...FULL, profilePicture: bad });
      expect(r.status, bad.slice(0, 30)).toBe(400);
      expect(r.json).toEqual({
        error: "Invalid file type: Please select an image file",
        fields: { profilePicture: "Invalid file type: Please select an image file" },
      });
    }
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    const tooLarge = await put({ ...FULL, profilePicture: dataUrl("image/png", huge) });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json["error"]).toBe("File too large: Please select an image smaller than 2MB");
    expect((await call("GET", "/api/profile")).json["profilePicture"]).toBe(current);
  });

  it("removes the picture when sent an empty string", async () => {
    await put({ ...FULL, profilePicture: dataUrl("image/png", PNG) });
    const removed = await put({ ...FULL, profilePicture: "" });
    expect(removed.status).toBe(200);
    expect(removed.json["profilePicture"]).toBeNull();
    expect((await call("GET", "/api/profile")).json["profilePicture"]).toBeNull();
  });
});
