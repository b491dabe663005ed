import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { Database } from "../../platform/db/database.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { parseSearchPage } from "./search-query.ts";
import { searchPage } from "./search-page.ts";

// Member search on a small set whose profiles are saved through PUT /api/profile, so the
// filters read what members really store. Aisyah recruits Wei Jie and Priya; Wei Jie recruits
// Daniel. Priya's post is approved this month (RM 200 to her, RM 30 to Aisyah).
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const ids: Record<string, number> = {};

const profile = async (
  who: { token: string; phoneNumber: string },
  firstName: string,
  lastName: string,
  details: Record<string, unknown>,
) => api.ok("PUT", "/api/profile", who.token, { firstName, lastName, phoneNumber: who.phoneNumber, ...details });

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Kamal");
  ids["kamal"] = admin.id;
  const aisyah = await api.register("Aisyah", null, "Rahman", new Date("2024-01-10T02:00:00Z"));
  const weijie = await api.register("Wei Jie", aisyah.code, "Tan", new Date("2024-03-31T17:30:00Z")); // 1 April in Malaysia
  const priya = await api.register("Priya", aisyah.code, "Nair", new Date("2024-06-15T04:00:00Z"));
  const daniel = await api.register("Daniel", weijie.code, "Gomez", new Date("2025-02-01T04:00:00Z"));
  const plain = await api.register("Plain", null, "Member");
  Object.assign(ids, { aisyah: aisyah.id, weijie: weijie.id, priya: priya.id, daniel: daniel.id, plain: plain.id });
  await profile(aisyah, "Aisyah", "Rahman", {
    gender: "female",
    maritalStatus: "single",
    state: "Selangor",
    city: "Shah Alam",
    languages: ["Bahasa Malaysia", "English"],
    influencerCategories: ["Beauty & Fashion"],
    dateOfBirth: "1995-05-05",
    bankName: "CIMB",
    bankAccountNumber: "7777 8888 99",
    deliveryAddressLine1: "12 Jalan Mawar",
    ethnicity: "malay",
    socialMediaLinks: {
      instagram: { profileLink: "https://instagram.com/aisyah.glow", profileName: "aisyah.glow", followers: 12000 },
      tiktok: { profileName: "AisyahDances", followers: 50000 },
    },
  });
  await profile(weijie, "Wei Jie", "Tan", {
    gender: "male",
    maritalStatus: "married",
    state: "Penang (Pulau Pinang)",
    city: "George Town",
    languages: ["Mandarin", "English", "Hokkien"],
    influencerCategories: ["Technology", "Gaming"],
    socialMediaLinks: { youtube: { profileName: "weijie.tech", followers: 150000 } },
  });
  await profile(priya, "Priya", "Nair", {
    gender: "female",
    maritalStatus: "divorced",
    state: "Kuala Lumpur",
    city: "Kuala Lumpur",
    languages: ["Tamil", "English"],
    influencerCategories: ["Food & Lifestyle"],
    socialMediaLinks: {
      instagram: { profileName: "priya_eats", followers: 800 },
      twitter: { profileName: "", followers: 0 },
    },
  });
  await profile(daniel, "Daniel", "Gomez", {
    gender: "prefer-not-to-say",
    state: "Sabah",
    socialMediaLinks: null,
    languages: null,
  });
  const post = await api.ok("POST", "/api/posts", priya.token, {
    title: "Banana leaf rice",
    url: "https://instagram.com/p/bl",
    platform: "instagram",
  });
  await api.ok("POST", `/api/admin/posts/${post["id"]}/approve`, admin.token);
});
afterAll(async () => {
  await app?.close();
});

const names = async (query: string) => {
  const r = await api.call("GET", `/api/admin/users/search?${query}`, admin.token);
  expect(r.status, `${query}: ${r.text}`).toBe(200);
  return (r.json as Array<Record<string, unknown>>).map((m) => m["firstName"]);
};

describe("GET /api/super-admin/member-stats", () => {
  it("lists every member newest first (latest registration) with the admin view's fields", async () => {
    const r = await api.call("GET", "/api/super-admin/member-stats", admin.token);
    expect(r.status).toBe(200);
    expect(r.headers.get("x-has-more")).toBe("false");
    expect(r.headers.get("x-result-limit")).toBe("500");
    const rows = r.json as Array<Record<string, unknown>>;
    expect(rows.map((m) => m["firstName"])).toEqual(["Plain", "Daniel", "Priya", "Wei Jie", "Aisyah", "Kamal"]);
    expect(rows.find((m) => m["id"] === ids["aisyah"])).toEqual({
      id: ids["aisyah"],
      firstName: "Aisyah",
      lastName: "Rahman",
      fullName: "Aisyah Rahman",
      username: expect.any(String),
      email: expect.stringContaining("@"),
      phoneNumber: expect.stringMatching(/^\+60/),
      referralId: expect.stringMatching(/^AISYA\d+$/),
      referrerId: null,
      referredBy: null,
      state: "Selangor",
      city: "Shah Alam",
      joinedDate: "2024-01-10T02:00:00.000Z",
      directRecruits: 2,
      totalTeamMembers: 3,
      monthlyIncome: 30,
      isAdmin: false,
      gender: "female",
      maritalStatus: "single",
      languages: ["Bahasa Malaysia", "English"],
      influencerCategories: ["Beauty & Fashion"],
      socialMediaLinks: {
        instagram: { profileLink: "https://instagram.com/aisyah.glow", profileName: "aisyah.glow", followers: 12000 },
        tiktok: { profileLink: null, profileName: "AisyahDances", followers: 50000 },
      },
    });
    expect(rows.find((m) => m["id"] === ids["daniel"])).toMatchObject({
      referredBy: "Wei Jie Tan",
      referrerId: ids["weijie"],
      languages: [],
      socialMediaLinks: {},
      monthlyIncome: 0,
    });
    expect(rows.find((m) => m["id"] === ids["kamal"])).toMatchObject({ isAdmin: true });
  });

  it("never shows bank details, date of birth, ethnicity or the delivery address", async () => {
    const text = JSON.stringify((await api.call("GET", "/api/super-admin/member-stats", admin.token)).json);
    for (const word of [
      "bank",
      "dateOfBirth",
      "ethnicity",
      "delivery",
      "password",
      "CIMB",
      "7777",
      "1995-05-05",
      "Mawar",
      'malay"',
    ])
      expect(text, word).not.toMatch(new RegExp(word, "i"));
  });
});

describe("GET /api/admin/users/search", () => {
  it("with no filter answers the same rows as member-stats", async () => {
    expect(await names("")).toEqual(["Plain", "Daniel", "Priya", "Wei Jie", "Aisyah", "Kamal"]);
  });

  it("searches names, email, phone and referral code, case-insensitively, taking wildcards literally", async () => {
    expect(await names("search=aisyah%20RAH")).toEqual(["Aisyah"]);
    expect(await names("search=wei")).toEqual(["Wei Jie"]);
    expect(
      await names(
        `search=${encodeURIComponent(String((await app.sql<{ phone_number: string }>(`SELECT phone_number FROM profiles WHERE member_id = $1`, [ids["priya"]]))[0]!.phone_number.slice(-7)))}`,
      ),
    ).toEqual(["Priya"]);
    expect(await names("search=danie")).toEqual(["Daniel"]);
    expect(await names("search=%25")).toEqual([]);
    expect(await names("search=_")).toEqual([]);
    expect(await names(`search=${encodeURIComponent("'; DROP TABLE members; --")}`)).toEqual([]);
    expect((await app.sql(`SELECT count(*)::int AS n FROM members`))[0]).toEqual({ n: 6 });
  });

  it("filters by state, gender and marital status (comma-joined: any of them)", async () => {
    expect(await names("state=Selangor")).toEqual(["Aisyah"]);
    expect(await names(`state=${encodeURIComponent("Sabah,Penang (Pulau Pinang)")}`)).toEqual(["Daniel", "Wei Jie"]);
    expect(await names("gender=female")).toEqual(["Priya", "Aisyah"]);
    expect(await names("maritalStatus=married")).toEqual(["Wei Jie"]);
    expect(await names("gender=female&maritalStatus=divorced")).toEqual(["Priya"]);
  });

  it("filters by languages and categories: members with any of those listed", async () => {
    expect(await names("languages=English")).toEqual(["Priya", "Wei Jie", "Aisyah"]);
    expect(await names("languages=Tamil,Hokkien")).toEqual(["Priya", "Wei Jie"]);
    expect(await names(`influencerCategories=${encodeURIComponent("Gaming,Beauty & Fashion")}`)).toEqual([
      "Wei Jie",
      "Aisyah",
    ]);
  });

  it("filters by this month's income in RM and by team size", async () => {
    expect(await names("minIncome=30")).toEqual(["Priya", "Aisyah"]);
    expect(await names("minIncome=30.01")).toEqual(["Priya"]);
    expect(await names("maxIncome=0")).toEqual(["Plain", "Daniel", "Wei Jie", "Kamal"]);
    expect(await names("minIncome=10&maxIncome=100")).toEqual(["Aisyah"]);
    expect(await names("minTeamSize=1")).toEqual(["Wei Jie", "Aisyah"]);
    expect(await names("minTeamSize=2&maxTeamSize=3")).toEqual(["Aisyah"]);
    expect(await names("maxTeamSize=0&state=Sabah")).toEqual(["Daniel"]);
    expect(await names("minTeamSize=999999999&minIncome=9999999999.99&minInstagramFollowers=999999999")).toEqual([]);
  });

  it("filters by join date, whole days in Malaysian time", async () => {
    expect(await names("joinDateFrom=2024-04-01&joinDateTo=2024-12-31")).toEqual(["Priya", "Wei Jie"]);
    expect(await names("joinDateTo=2024-03-31")).toEqual(["Aisyah"]);
    expect(await names("joinDateFrom=2024-01-10&joinDateTo=2024-01-10")).toEqual(["Aisyah"]);
    expect(await names("joinDateFrom=2025-01-01&joinDateTo=2025-12-31")).toEqual(["Daniel"]);
  });

  it("filters by admin flag", async () => {
    expect(await names("isAdmin=true")).toEqual(["Kamal"]);
    expect((await names("isAdmin=false")).length).toBe(5);
  });

  it("filters by social media platform, username and follower counts", async () => {
    expect(await names("hasSocialMedia=instagram")).toEqual(["Priya", "Aisyah"]);
    expect(await names("hasSocialMedia=Twitter")).toEqual([]);
    expect(await names("hasSocialMedia=youtube,tiktok")).toEqual(["Wei Jie", "Aisyah"]);
    expect(await names("socialMediaUsername=DANCES")).toEqual(["Aisyah"]);
    expect(await names("socialMediaUsername=.tech")).toEqual(["Wei Jie"]);
    expect(await names("minInstagramFollowers=1000")).toEqual(["Aisyah"]);
    expect(await names("maxInstagramFollowers=1000")).toEqual(["Priya"]);
    expect(await names("minTiktokFollowers=50000&maxTiktokFollowers=50000")).toEqual(["Aisyah"]);
    expect(await names("minYoutubeFollowers=100000")).toEqual(["Wei Jie"]);
    expect(await names("minFacebookFollowers=0")).toEqual([]);
    expect(await names("maxTwitterFollowers=10")).toEqual(["Priya"]);
  });

  it("combines filters with AND and ignores empty parameters", async () => {
    expect(await names("languages=English&gender=female&minInstagramFollowers=5000&state=&search=")).toEqual([
      "Aisyah",
    ]);
  });

  it("finds the same members whether a substring matches few members or many", async () => {
    const queries = [
      "search=an",
      "search=RAHMAN",
      "search=0",
      "search=aisya",
      "socialMediaUsername=a",
      "socialMediaUsername=glow&search=a",
      "search=zzz",
    ];
    for (const query of queries) {
      const request = await app.run(parseSearchPage(Object.fromEntries(new URLSearchParams(query))));
      const period = periodOf(new Date());
      const search = (limit: number, options: { candidateCap?: number } = {}) =>
        app.run(Effect.flatMap(Database, (db) => searchPage(db, { ...request, limit }, period, options)));
      const few = await search(500);
      const many = await search(500, { candidateCap: 0 });
      expect(
        many.members.map((m) => m.id),
        query,
      ).toEqual(few.members.map((m) => m.id));
      const capped = await search(1);
      expect(capped.next !== null, query).toBe(few.members.length > 1);
    }
    expect((await names("search=an")).length).toBeGreaterThan(1);
  });

  it("answers 400 naming the field for a bad number, date, flag or option, and for repeated parameters", async () => {
    const cases: Array<[string, string]> = [
      ["minIncome=abc", "minIncome"],
      ["maxIncome=-5", "maxIncome"],
      ["minIncome=1.234", "minIncome"],
      ["minTeamSize=-1", "minTeamSize"],
      ["maxTeamSize=2.5", "maxTeamSize"],
      ["joinDateFrom=2026-02-30", "joinDateFrom"],
      ["joinDateTo=01/02/2026", "joinDateTo"],
      ["isAdmin=yes", "isAdmin"],
      ["state=Atlantis", "state"],
      ["gender=robot", "gender"],
      ["maritalStatus=complicated", "maritalStatus"],
      ["languages=English,Klingon", "languages"],
      ["influencerCategories=Knitting", "influencerCategories"],
      ["hasSocialMedia=myspace", "hasSocialMedia"],
      ["minInstagramFollowers=many", "minInstagramFollowers"],
      ["maxYoutubeFollowers=1e5", "maxYoutubeFollowers"],
      ["search=a&search=b", "search"],
      [`search=${"x".repeat(101)}`, "search"],
      ["minTeamSize=9999999999", "minTeamSize"],
      ["search=a%00b", "search"],
      ["socialMediaUsername=%00", "socialMediaUsername"],
      ["maxIncome=99999999999", "maxIncome"],
    ];
    for (const [query, field] of cases) {
      const r = await api.call("GET", `/api/admin/users/search?${query}`, admin.token);
      expect([r.status, Object.keys((r.json["fields"] ?? {}) as object)], query).toEqual([400, [field]]);
      expect(String(r.json["error"]), query).toContain(field);
    }
  });
});

describe("GET /api/super-admin/export-members", () => {
  it("downloads every member as a JSON attachment without bank details", async () => {
    const r = await api.call("GET", "/api/super-admin/export-members", admin.token);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="members-\d{4}-\d{2}\.json"$/);
    const rows = r.json as Array<Record<string, unknown>>;
    expect(rows.map((m) => m["id"])).toEqual(Object.values(ids).sort((a, b) => a - b));
    expect(rows.find((m) => m["id"] === ids["aisyah"])).toMatchObject({
      fullName: "Aisyah Rahman",
      monthlyIncome: 30,
      totalTeamMembers: 3,
    });
    expect(r.text).not.toMatch(/bank|CIMB|7777|Mawar|1995-05-05/i);
  });

  it("downloads CSV with one column per field and per platform", async () => {
    const r = await api.call("GET", "/api/super-admin/export-members?format=csv", admin.token);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    const [header, ...lines] = r.text.trimEnd().split("\r\n");
    expect(header).toBe(
      "id,firstName,lastName,email,phoneNumber,referralId,referredBy,state,city,joinedDate,directRecruits,totalTeamMembers,monthlyIncome,isAdmin,gender,maritalStatus,languages,influencerCategories,instagramUsername,instagramFollowers,tiktokUsername,tiktokFollowers,youtubeUsername,youtubeFollowers,facebookUsername,facebookFollowers,twitterUsername,twitterFollowers",
    );
    expect(lines).toHaveLength(6);
    expect(lines.find((l) => l.startsWith(`${ids["aisyah"]},`))).toMatch(
      /,Bahasa Malaysia; English,Beauty & Fashion,aisyah\.glow,12000,AisyahDances,50000,,,,,,$/,
    );
    expect((await api.call("GET", "/api/super-admin/export-members?format=pdf", admin.token)).status).toBe(400);
  });
});
