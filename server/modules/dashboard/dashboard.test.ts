import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodOf } from "../../../domain/period.ts";
import { approvePost } from "../posts/handlers.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";

// A small tree registered over HTTP: A recruits B and C, B recruits D. B, C and D each submit
// one post, approved through the handler (no HTTP route yet); every figure is computed by hand:
// RM 200 to the poster, RM 30 to the referrer, RM 10 to the referrer's referrer.
let app: TestApp;
const member = { a: { id: 0, token: "" }, b: { id: 0, token: "" }, c: { id: 0, token: "" }, d: { id: 0, token: "" } };
let period = 0;

const call = (pathname: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
  request(app.baseUrl, init.method ?? "GET", pathname, { token, body: init.body });
const get = async (pathname: string, token: string) => {
  const r = await call(pathname, token);
  expect(r.status, `${pathname}: ${r.text}`).toBe(200);
  return r.json;
};

beforeAll(async () => {
  app = await startTestApp();
  let n = 0;
  const join = async (firstName: string, referredBy: string | null) => {
    n += 1;
    const r = await call("/api/auth/register", null, {
      method: "POST",
      body: {
        email: `${firstName.toLowerCase()}@tree.jemput.my`,
        password: "kopi-susu-42",
        firstName,
        lastName: "Tester",
        phoneNumber: `+6019${4_000_000 + n}`,
        referredBy,
      },
    });
    expect(r.status, r.text).toBe(201);
    const { token, user } = r.json as unknown as { token: string; user: { id: number; referralId: string } };
    return { id: user.id, token, code: user.referralId };
  };
  const a = await join("Aminah", null);
  const b = await join("Badrul", a.code);
  const c = await join("Chong", a.code);
  const d = await join("Devi", b.code);
  Object.assign(member, { a, b, c, d });
  for (const [name, who] of [
    ["B", b],
    ["C", c],
    ["D", d],
  ] as const) {
    const r = await call("/api/posts", who.token, {
      method: "POST",
      body: { title: `Post by ${name}`, url: `https://instagram.com/p/${name}`, platform: "instagram" },
    });
    expect(r.status, r.text).toBe(201);
    await app.run(approvePost(r.json["id"] as string, { actor: "system" }));
  }
  period = periodOf(new Date());
});
afterAll(async () => {
  await app?.close();
});

describe("member dashboard over a small referral tree", () => {
  it("shows each member's stats for this month", async () => {
    const stats = (s: [number, number, number, number, number, number]) => ({
      totalIncome: s[0],
      personalIncome: s[1],
      level1Override: s[2],
      level2Override: s[3],
      reversals: 0,
      teamSize: s[4],
      postsThisMonth: s[5],
      postsLastMonth: 0,
    });
    expect(await get("/api/dashboard/stats", member.a.token)).toEqual(stats([70, 0, 60, 10, 3, 0]));
    expect(await get("/api/dashboard/stats", member.b.token)).toEqual(stats([230, 200, 30, 0, 1, 1]));
    expect(await get("/api/dashboard/stats", member.c.token)).toEqual(stats([200, 200, 0, 0, 0, 1]));
    expect(await get("/api/dashboard/stats", member.d.token)).toEqual(stats([200, 200, 0, 0, 0, 1]));
  });

  it("lists A's team by level with this month's overrides", async () => {
    const team = await get("/api/dashboard/team", member.a.token);
    const level1 = team["level1"] as Array<Record<string, unknown>>;
    const level2 = team["level2"] as Array<Record<string, unknown>>;
    expect(
      level1.map((m) => [
        m["id"],
        m["firstName"],
        m["overrideEarnings"],
        m["monthlyIncome"],
        m["directRecruits"],
        m["totalPosts"],
      ]),
    ).toEqual([
      [member.b.id, "Badrul", 30, 230, 1, 1],
      [member.c.id, "Chong", 30, 200, 0, 1],
    ]);
    expect(
      level2.map((m) => [m["id"], m["firstName"], m["overrideEarnings"], m["monthlyIncome"], m["referrerName"]]),
    ).toEqual([[member.d.id, "Devi", 10, 200, "Badrul Tester"]]);
    expect(level1[0]).toMatchObject({
      referrerName: "Aminah Tester",
      email: "badrul@tree.jemput.my",
      totalEarnings: 230,
    });
    expect(team).toMatchObject({
      level1Total: 2,
      level2Total: 1,
      monthlyOverride: 70,
      level1Next: null,
      level2Next: null,
    });
    expect(await get("/api/dashboard/team", member.c.token)).toEqual({
      level1: [],
      level2: [],
      level1Total: 0,
      level2Total: 0,
      monthlyOverride: 0,
      level1Next: null,
      level2Next: null,
    });
  });

  it("gives one team member as the team view shows them, and 404 for anyone outside the team", async () => {
    const team = await get("/api/dashboard/team", member.a.token);
    expect(await get(`/api/dashboard/team/${member.b.id}`, member.a.token)).toEqual({
      level: 1,
      member: (team["level1"] as Array<unknown>)[0],
    });
    expect(await get(`/api/dashboard/team/${member.d.id}`, member.a.token)).toEqual({
      level: 2,
      member: (team["level2"] as Array<unknown>)[0],
    });
    expect(await get(`/api/dashboard/team/${member.d.id}`, member.b.token)).toMatchObject({
      level: 1,
      member: { id: member.d.id, firstName: "Devi" },
    });
    // Upwards, sideways, oneself, an id nobody has, and no id at all look the same.
    for (const [viewer, id] of [
      [member.b, member.a.id],
      [member.c, member.b.id],
      [member.c, member.d.id],
      [member.a, member.a.id],
      [member.a, 99_999_999],
      [member.a, "abc"],
      [member.a, "0"],
    ] as const) {
      const r = await call(`/api/dashboard/team/${id}`, viewer.token);
      expect([r.status, r.json["error"]], `${viewer.id} -> ${id}`).toEqual([404, "Team member not found"]);
    }
    expect((await call(`/api/dashboard/team/${member.b.id}`, null)).status).toBe(401);
  });

  it("keeps private profile fields out of the team view", async () => {
    const secrets = {
      firstName: "Devi",
      lastName: "Tester",
      phoneNumber: "+60194000004",
      dateOfBirth: "1991-07-04",
      ethnicity: "indian",
      bankAccountHolderName: "Devi Secret Holder",
      bankName: "Maybank",
      bankAccountNumber: "9876 5432 1098",
      deliveryAddressLine1: "99 Jalan Rahsia",
      deliveryAddressLine2: "Tingkat 7",
      deliveryCity: "Ipoh Rahsia",
      deliveryState: "Perak",
      deliveryPostalCode: "30450",
      deliveryCountry: "Brunei",
      city: "Ipoh",
      state: "Perak",
      socialMediaLinks: {
        instagram: { profileLink: "https://instagram.com/devi.secret-link", profileName: "devi.posts", followers: 321 },
      },
    };
    expect((await call("/api/profile", member.d.token, { method: "PUT", body: secrets })).status).toBe(200);
    const text = JSON.stringify(await get("/api/dashboard/team", member.a.token));
    for (const word of [
      "bankAccount",
      "bankName",
      "dateOfBirth",
      "delivery",
      "ethnicity",
      "password",
      "token",
      "hash",
      "profileLink",
    ]) {
      expect(text, word).not.toMatch(new RegExp(word, "i"));
    }
    for (const value of [
      "1991-07-04",
      "indian",
      "Secret",
      "9876",
      "Rahsia",
      "Tingkat",
      "30450",
      "Brunei",
      "secret-link",
      "argon2",
    ]) {
      expect(text, value).not.toContain(value);
    }
    const [d] = (JSON.parse(text) as { level2: Array<Record<string, unknown>> }).level2;
    expect(d).toMatchObject({
      city: "Ipoh",
      state: "Perak",
      socialMediaLinks: { instagram: { profileName: "devi.posts", followers: 321 } },
    });
  });

  it("lists A's ledger lines for this Malaysian month and checks the month and year", async () => {
    const query = `month=${period % 100}&year=${Math.floor(period / 100)}`;
    const lines = await get(`/api/income?${query}`, member.a.token);
    expect(lines.map((l) => [l["type"], l["amount"]])).toEqual([
      ["level1_override", "30.00"],
      ["level1_override", "30.00"],
      ["level2_override", "10.00"],
    ]);
    expect(lines.every((l) => typeof l["id"] === "number" && !Number.isNaN(Date.parse(String(l["createdAt"]))))).toBe(
      true,
    );
    expect((await get(`/api/income?${query}`, member.b.token)).map((l) => [l["type"], l["amount"]])).toEqual([
      ["personal", "200.00"],
      ["level1_override", "30.00"],
    ]);
    expect(await get(`/api/income?month=${period % 100}&year=2023`, member.a.token)).toEqual([]);
    const bad: Array<[string, string]> = [
      ["month=13&year=2026", "month"],
      ["month=0&year=2026", "month"],
      ["month=1&year=abc", "year"],
      ["year=2026", "month"],
      ["month=1", "year"],
    ];
    for (const [query, field] of bad) {
      const r = await call(`/api/income?${query}`, member.a.token);
      expect(r.status, query).toBe(400);
      expect(Object.keys(r.json["fields"] as object), query).toEqual([field]);
      expect(typeof r.json["error"]).toBe("string");
    }
    expect((await call("/api/income?month=13&year=2026", member.a.token)).json["error"]).toBe(
      "Invalid month or year: month must be a month from 1 to 12",
    );
  });

  it("shows B's approved post with its earnings", async () => {
    expect(await get("/api/posts", member.b.token)).toEqual([
      expect.objectContaining({ title: "Post by B", status: "approved", earnings: 200, platform: "instagram" }),
    ]);
  });

  it("describes A's recent activity", async () => {
    const activities = await get("/api/dashboard/activities", member.a.token);
    expect(activities.map((a) => `${a["type"]}: ${a["description"]}`).sort()).toEqual([
      "commission_earned: RM\u00a010.00 Level 2 override from Devi Tester's post",
      "commission_earned: RM\u00a030.00 Level 1 override from Badrul Tester's post",
      "commission_earned: RM\u00a030.00 Level 1 override from Chong Tester's post",
      "referral_made: Badrul Tester joined your team as a direct recruit",
      "referral_made: Chong Tester joined your team as a direct recruit",
      "referral_made: Devi Tester joined your Level 2 team",
    ]);
    expect(new Set(activities.map((a) => a["id"])).size).toBe(activities.length);
    // With the facts a screen words in the member's own language.
    const facts = (a: Record<string, unknown>) => [a["type"], a["subject"], a["level"], a["period"], a["threshold"]];
    expect(activities.map(facts).sort()).toEqual(
      [
        ["commission_earned", "Badrul Tester", 1, null, null],
        ["commission_earned", "Chong Tester", 1, null, null],
        ["commission_earned", "Devi Tester", 2, null, null],
        ["referral_made", "Badrul Tester", 1, null, null],
        ["referral_made", "Chong Tester", 1, null, null],
        ["referral_made", "Devi Tester", 2, null, null],
      ].sort(),
    );
  });

  it("ranks the leaderboard, showing only names, pictures and counts", async () => {
    const board = await get("/api/dashboard/leaderboard", member.d.token);
    const direct = board["topDirectRecruits"] as Array<Record<string, unknown>>;
    expect(direct).toEqual([
      { id: member.a.id, firstName: "Aminah", lastName: "Tester", profilePicture: null, directRecruits: 2 },
      { id: member.b.id, firstName: "Badrul", lastName: "Tester", profilePicture: null, directRecruits: 1 },
    ]);
    expect(board["topTeamMembers"]).toEqual([
      { id: member.a.id, firstName: "Aminah", lastName: "Tester", profilePicture: null, totalTeamMembers: 3 },
      { id: member.b.id, firstName: "Badrul", lastName: "Tester", profilePicture: null, totalTeamMembers: 1 },
    ]);
  });

  it("needs a session on every member read", async () => {
    for (const pathname of [
      "/api/dashboard/stats",
      "/api/dashboard/activities",
      "/api/dashboard/team",
      "/api/dashboard/leaderboard",
      "/api/income?month=1&year=2026",
      "/api/posts",
      "/api/images",
    ]) {
      const r = await call(pathname, null);
      expect([r.status, r.json], pathname).toEqual([401, { error: "Authentication required" }]);
      expect((await call(pathname, "revoked-or-made-up-token-0000")).status, pathname).toBe(401);
    }
  });
});
