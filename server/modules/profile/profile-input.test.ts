import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";

// PUT /api/profile refuses what the profile form refuses, with the same bilingual messages: a
// count below 0 and a social profile link that is not a web address (the form turns a handle
// into the platform's address before sending; the API takes addresses only).
let app: TestApp;
let token = "";
beforeAll(async () => {
  app = await startTestApp();
  const registered = await request(app.baseUrl, "POST", "/api/auth/register", {
    body: {
      email: "hana@profile-input.jemput.my",
      password: "teh-tarik-kurang-manis-7",
      firstName: "Hana",
      lastName: "Yusof",
      phoneNumber: "0123987654",
    },
  });
  token = registered.json["token"] as string;
});
afterAll(async () => {
  await app?.close();
});

const NAMES = { firstName: "Hana", lastName: "Yusof", phoneNumber: "+60123987654" };
const put = (body: Record<string, unknown>) => request(app.baseUrl, "PUT", "/api/profile", { body, token });
const profile = () => request(app.baseUrl, "GET", "/api/profile", { token });

describe("PUT /api/profile: counts and social links", () => {
  it("refuses a negative number of children with a 400 naming it, and keeps the saved one", async () => {
    expect((await put({ ...NAMES, numberOfChildren: 2 })).status).toBe(200);
    const refused = await put({ ...NAMES, numberOfChildren: -3 });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json).toEqual({
      error: "Number of children cannot be negative (Bilangan anak tidak boleh negatif)",
      fields: { numberOfChildren: "Number of children cannot be negative (Bilangan anak tidak boleh negatif)" },
    });
    expect((await put({ ...NAMES, numberOfChildren: 1.5 })).json["fields"]).toEqual({
      numberOfChildren: "Number of children must be a whole number (Bilangan anak mestilah nombor bulat)",
    });
    expect((await profile()).json["numberOfChildren"]).toBe(2);
  });

  it("refuses negative followers at the platform's field", async () => {
    const refused = await put({
      ...NAMES,
      socialMediaLinks: { tiktok: { profileLink: "https://tiktok.com/@hana", profileName: "hana", followers: -4 } },
    });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json["fields"]).toEqual({
      "socialMediaLinks.tiktok.followers": "Followers cannot be negative (Bilangan pengikut tidak boleh negatif)",
    });
  });

  it("refuses a handle or a script as a profile link, naming the platform's example", async () => {
    for (const [platform, link, example] of [
      ["instagram", "@hana", "https://instagram.com/yourname"],
      ["tiktok", "javascript:alert(1)", "https://tiktok.com/@yourname"],
      ["twitter", "hana yusof", "https://x.com/yourname"],
    ] as const) {
      const refused = await put({
        ...NAMES,
        socialMediaLinks: { [platform]: { profileLink: link, profileName: "hana" } },
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json["fields"]).toEqual({
        [`socialMediaLinks.${platform}.profileLink`]: `Profile link must be a web address such as ${example} (Pautan profil mestilah alamat web seperti ${example})`,
      });
    }
  });

  it("saves a web address, and an empty link as none", async () => {
    const saved = await put({
      ...NAMES,
      socialMediaLinks: {
        instagram: { profileLink: "https://instagram.com/hana.makes", profileName: "hana.makes", followers: 900 },
        youtube: { profileLink: "", profileName: "Hana Makes", followers: 0 },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await profile()).json["socialMediaLinks"]).toMatchObject({
      instagram: { profileLink: "https://instagram.com/hana.makes", profileName: "hana.makes", followers: 900 },
      youtube: { profileName: "Hana Makes" },
    });
  });
});
