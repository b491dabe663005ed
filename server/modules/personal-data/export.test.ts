import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { buildWorld, last, lastMonth, SABRINA, type World } from "../../testing/personal-data.ts";
import { issueAndDownload } from "../../testing/payment-file.ts";

// GET /api/profile/data-export (a member's copy of all of their data) and the data-access log
// admins read at GET /api/admin/data-access, over HTTP on a real database.
let app: TestApp;
let world: World;
const q = `month=${lastMonth.month}&year=${lastMonth.year}`;

beforeAll(async () => {
  app = await startTestApp();
  world = await buildWorld(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

type Export = Record<string, unknown> & {
  profile: Record<string, unknown>;
  posts: Array<Record<string, unknown>>;
  incomeByMonth: Array<Record<string, unknown>>;
  ledger: Array<Record<string, unknown>>;
  payouts: Array<Record<string, unknown>>;
  activity: Array<Record<string, unknown>>;
  sessions: Array<Record<string, unknown>>;
  team: Record<string, unknown>;
  referral: Record<string, unknown>;
  consent: Record<string, unknown>;
};

describe("GET /api/profile/data-export", () => {
  it("needs a session", async () => {
    expect((await world.api.call("GET", "/api/profile/data-export", null)).status).toBe(401);
  });

  it("answers a JSON attachment, never cached", async () => {
    const r = await world.api.call("GET", "/api/profile/data-export", world.sabrina.token);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(r.headers.get("content-disposition")).toMatch(
      /^attachment; filename="jemput-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(r.headers.get("cache-control")).toBe("private, no-store");
  });

  it("holds her profile with bank details, consent, referral, and her team as ids only", async () => {
    const { sabrina, kamal, daniel } = world;
    const data = (await world.api.ok("GET", "/api/profile/data-export", sabrina.token)) as unknown as Export;
    expect(data.profile).toMatchObject({
      id: sabrina.id,
      email: SABRINA.email,
      firstName: "Sabrina",
      lastName: "Wahidah",
      phoneNumber: SABRINA.phoneNumber,
      dateOfBirth: "1991-07-14",
      bankAccountHolderName: "SABRINA BINTI WAHIDAH",
      bankName: "CIMB Bank",
      bankAccountNumber: "•••• 4455",
      deliveryAddressLine1: "7 Jalan Sultan Iskandar",
      deliveryPostalCode: "31400",
      bio: "Kuih and kopi reviews around Ipoh.",
      profilePicture: world.picture,
      referralId: sabrina.code,
      updatedAt: expect.any(String),
    });
    expect(data.consent).toEqual({ campaignMail: true, unsubscribedAt: null });
    expect(data.referral).toEqual({ code: sabrina.code, referrerId: kamal.id, level2ReferrerId: null });
    expect(data.team).toEqual({ level1MemberIds: [daniel.id], level2MemberIds: [] });
    // Other people's names are theirs, not hers.
    expect(JSON.stringify(data)).not.toMatch(/Kamal|Daniel|Umar/);
  });

  it("holds her posts, income by month, ledger, payouts and activity with the figures the screens show", async () => {
    const { sabrina, daniel } = world;
    const data = (await world.api.ok("GET", "/api/profile/data-export", sabrina.token)) as unknown as Export;
    expect(data.posts.map((p) => [p["title"], p["status"], p["earnings"]])).toEqual([
      [SABRINA.posts.lastMonth[0], "approved", "200.00"],
      [SABRINA.posts.lastMonth[1], "approved", "200.00"],
      [SABRINA.posts.thisMonth, "approved", "200.00"],
      [SABRINA.posts.pending, "pending", "0.00"],
      [SABRINA.posts.rejected, "rejected", "0.00"],
    ]);
    expect(data.posts.at(-1)).toMatchObject({
      rejectionReason: "The video is too dark to judge",
      url: expect.stringContaining("sabrina.kopi"),
    });
    expect(data.incomeByMonth[0]).toEqual({
      ...lastMonth,
      personal: "400.00",
      level1Override: "30.00",
      level2Override: "0.00",
      reversals: "0.00",
      total: "430.00",
      approvedPosts: 2,
    });
    expect(data.incomeByMonth).toHaveLength(2);
    expect(data.ledger.map((l) => [l["kind"], l["amount"], l["fromMemberId"]])).toEqual([
      ["personal", "200.00", sabrina.id],
      ["personal", "200.00", sabrina.id],
      ["level1_override", "30.00", daniel.id],
      ["personal", "200.00", sabrina.id],
    ]);
    expect(data.payouts).toEqual([
      {
        id: `PO-${last}-${sabrina.id}`,
        ...lastMonth,
        amount: "430.00",
        status: "issued",
        reference: null,
        issuedAt: expect.any(String),
        paidAt: null,
        bankDetails: {
          bankAccountHolderName: "SABRINA BINTI WAHIDAH",
          bankName: "CIMB Bank",
          bankAccountNumber: "•••• 4455",
        },
      },
    ]);
    expect(data.activity.find((a) => a["type"] === "referral_made")).toMatchObject({
      aboutMemberId: daniel.id,
      amount: "0.00",
    });
  });

  it("lists her handles: the one her Instagram link claims, not proven", async () => {
    const data = (await world.api.ok("GET", "/api/profile/data-export", world.sabrina.token)) as unknown as Export;
    expect(data["handles"]).toEqual([
      {
        platform: "instagram",
        handle: "sabrina.kopi",
        verified: false,
        claimedAt: expect.any(String),
        verifiedAt: null,
      },
    ]);
  });

  it("lists her sessions without their token hashes", async () => {
    const data = (await world.api.ok("GET", "/api/profile/data-export", world.sabrina.token)) as unknown as Export;
    expect(data.sessions).toEqual([
      {
        current: true,
        // Signed up from this test's fetch: no browser named, the loopback network.
        device: null,
        network: "127.0.0.x",
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        expiresAt: expect.any(String),
        revokedAt: null,
      },
    ]);
    const hashes = await app.sql<{ token_hash: string }>(`SELECT token_hash FROM sessions WHERE member_id = $1`, [
      world.sabrina.id,
    ]);
    expect(hashes).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(hashes[0]!.token_hash);
    expect(JSON.stringify(data)).not.toContain(world.sabrina.token);
  });
});

describe("GET /api/admin/data-access", () => {
  it("is for admins only, and checks its limit", async () => {
    const { api, admin, sabrina } = world;
    expect((await api.call("GET", "/api/admin/data-access", null)).status).toBe(401);
    expect((await api.call("GET", "/api/admin/data-access", sabrina.token)).status).toBe(403);
    for (const limit of ["0", "501", "ten", "1.5"]) {
      const r = await api.call("GET", `/api/admin/data-access?limit=${limit}`, admin.token);
      expect([r.status, Object.keys(r.json["fields"] as object)], limit).toEqual([400, ["limit"]]);
    }
  });

  it("lists who viewed or exported member data, newest first, with names and never the values searched for", async () => {
    const { api, admin, sabrina } = world;
    await app.sql(`DELETE FROM data_access_log`);
    await api.ok("GET", "/api/profile/data-export", sabrina.token);
    await api.ok("GET", `/api/admin/users/search?search=${encodeURIComponent(SABRINA.email)}&state=Perak`, admin.token);
    await api.ok("GET", "/api/super-admin/member-stats", admin.token);
    expect((await api.call("GET", "/api/super-admin/export-members?format=csv", admin.token)).status).toBe(200);
    await api.ok("GET", `/api/admin/payouts?${q}`, admin.token);
    expect((await issueAndDownload(api, admin.token, lastMonth)).status).toBe(200);

    const log = await api.ok("GET", "/api/admin/data-access", admin.token);
    const period = `${lastMonth.year}-${String(lastMonth.month).padStart(2, "0")}`;
    const entry = (
      action: string,
      memberId: number | null,
      memberName: string | null,
      rows: number | null,
      detail: object,
    ) => ({
      id: expect.any(Number),
      action,
      actorId: action === "own_data_export" ? sabrina.id : admin.id,
      actorName: action === "own_data_export" ? "Sabrina Wahidah" : "Umar Boss",
      memberId,
      memberName,
      rows,
      detail,
      at: expect.any(String),
    });
    expect(log).toEqual([
      // One payout in the file: the other has no account to pay (decision 29).
      entry("bank_file_export", null, null, 1, { period, file: expect.stringMatching(/^jemput-payouts-.+-1\.csv$/) }),
      entry("payout_list_view", null, null, 3, { period }),
      entry("member_export", null, null, null, { format: "csv" }),
      entry("member_list_view", null, null, 4, { filters: [] }),
      entry("member_list_view", null, null, 1, { filters: ["search", "states"] }),
      entry("own_data_export", sabrina.id, "Sabrina Wahidah", 1, {}),
    ]);
    expect(JSON.stringify(log)).not.toContain(SABRINA.email);
    expect((await api.ok("GET", "/api/admin/data-access?limit=2", admin.token)).map((e) => e["action"])).toEqual([
      "bank_file_export",
      "payout_list_view",
    ]);
  });

  it("names an erased member as a former member", async () => {
    const { api, admin, sabrina } = world;
    await api.ok("POST", "/api/profile/erasure", sabrina.token, { password: "kuih-lapis-2026" });
    const [newest, ...rest] = await api.ok("GET", "/api/admin/data-access", admin.token);
    expect(newest).toMatchObject({
      action: "own_data_erasure",
      actorId: sabrina.id,
      actorName: "Former member",
      memberId: sabrina.id,
      memberName: "Former member",
    });
    expect(rest.find((e) => e["action"] === "own_data_export")).toMatchObject({
      actorName: "Former member",
      memberName: "Former member",
    });
  });
});
