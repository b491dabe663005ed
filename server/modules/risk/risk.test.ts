import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request, type Json } from "../../testing/http.ts";
import { balanceDifferences } from "../payouts/balances.ts";
import { closeMonth } from "../payouts/handlers.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";
import { liveChecksums, rebuildProjections } from "../projections/rebuild.ts";
import { pruneSignals } from "./background.ts";
import { evaluateAllPending } from "./evaluate.ts";

// Fraud flags end to end over HTTP: signals recorded as members register, sign in and save
// their profile; the rules raise flags with evidence; an open flag holds the members' money at
// the close; an admin clears one flag and confirms another, suspending a member and reversing
// a post in one transaction; bad decisions change nothing.
const OCTOBER = new Date("2026-10-06T03:00:00.000Z");
const NOVEMBER = new Date("2026-11-02T03:00:00.000Z");
const DECEMBER = new Date("2026-12-02T03:00:00.000Z");

let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
let people = 0;

const register = async (firstName: string, referredBy: string | null, device: string) => {
  people += 1;
  const r = await request(app.baseUrl, "POST", "/api/auth/register", {
    headers: { "X-Device-Id": device },
    body: {
      email: `${firstName.toLowerCase()}.${people}@risk.test.jemput.my`,
      password: "kopi-susu-42",
      firstName,
      lastName: "Tester",
      phoneNumber: `+60135${String(people).padStart(6, "0")}`,
      ...(referredBy ? { referredBy } : {}),
    },
  });
  expect(r.status, r.text).toBe(201);
  const user = r.json["user"] as unknown as Record<string, unknown>;
  return {
    id: Number(user["id"]),
    token: String(r.json["token"]),
    code: String(user["referralId"]),
    email: String(user["email"]),
  };
};
type Member = Awaited<ReturnType<typeof register>>;

const evaluate = (at = OCTOBER) => app.run(evaluateAllPending(), at);
const flags = async (query = "") => {
  const r = await api.call("GET", `/api/admin/risk-flags${query}`, admin.token);
  expect(r.status, r.text).toBe(200);
  return r.json as unknown as Array<Json>;
};
const approved = async (memberId: number, n: number, at: Date) => {
  const postId = await app.run(
    submitPost(
      memberId,
      { title: `Review ${n}`, url: `https://www.instagram.com/p/Risk${memberId}x${n}/`, platform: "instagram" },
      { actor: memberId },
    ),
    at,
  );
  await app.run(approvePost(postId, { actor: admin.id }), at);
  return postId;
};

let farmer: Member;
const farm: Array<Member> = [];
let honest: Member;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Aida");
  farmer = await register("Farid", null, "device-farmer-0001");
  // Three accounts from one phone under one referrer within the hour: a farm.
  for (const name of ["Siti", "Suria", "Sofia"]) farm.push(await register(name, farmer.code, "device-farm-phone-01"));
  honest = await register("Hana", farmer.code, "device-hana-000001");
});
afterAll(async () => {
  await app?.close();
});

describe("signals and flags", () => {
  it("raises a farm flag with the referrer first and the evidence a reviewer can check", async () => {
    await evaluate();
    const [flag] = await flags();
    expect(flag).toMatchObject({
      rule: "registration_farm",
      title: "Registration farm",
      status: "open",
      shared: ["device"],
      members: [farmer, ...farm].map((m) => expect.objectContaining({ memberId: m.id })),
    });
    expect((flag!["members"] as Array<Json>).map((m) => m["memberId"])).not.toContain(honest.id);
    expect(flag!["links"]).toEqual(farm.map((m) => ({ referrerId: farmer.id, memberId: m.id, level: 1 })));
    expect(String((flag!["evidence"] as Json)["summary"])).toBe(
      "3 accounts joined under one referrer from one device within 24 hours",
    );
    // Evaluating again finds the same thing and changes nothing.
    await app.sql(`INSERT INTO risk_pending (member_id, queued_at) VALUES ($1, now())`, [farm[0]!.id]);
    await evaluate();
    expect(await flags()).toHaveLength(1);
  });

  it("finds a bank account given by two members, compared only by its keyed hash", async () => {
    const account = "7012 3344 5566";
    for (const m of [honest, farm[0]!]) {
      const r = await api.call("PUT", "/api/profile", m.token, {
        firstName: "Same",
        lastName: "Account",
        phoneNumber: `+60135${String(m.id).padStart(6, "9")}`,
        bankName: "Maybank",
        bankAccountNumber: account,
      });
      expect(r.status, r.text).toBe(200);
    }
    await evaluate();
    const shared = (await flags()).find((f) => f["rule"] === "shared_bank_account");
    expect(shared!["members"]).toEqual([
      expect.objectContaining({ memberId: farm[0]!.id }),
      expect.objectContaining({ memberId: honest.id }),
    ]);
    const stored = await app.sql<{ value_hash: string; shown: string }>(
      `SELECT value_hash, shown FROM risk_signals WHERE kind = 'bank_account' AND member_id = $1`,
      [honest.id],
    );
    // Nothing of the number is shown, not even its last digits (decision 41).
    expect(stored).toEqual([{ value_hash: expect.stringMatching(/^[0-9a-f]{32}$/), shown: null }]);
    const everything = JSON.stringify(await app.sql(`SELECT * FROM risk_signals`));
    expect(everything).not.toContain("70123344");
    // The member's own export lists it, never the whole number.
    const exported = await api.call("GET", "/api/profile/data-export", honest.token);
    const signals = (exported.json["signals"] as unknown as Array<Json>).filter((x) => x["kind"] === "bank_account");
    expect(signals).toEqual([expect.objectContaining({ context: "profile", value: null })]);
    expect(exported.text).not.toContain("70123344");
  });
});

describe("holds and decisions", () => {
  it("holds the members an open flag holds at the close, and pays the ones it only names", async () => {
    await approved(honest.id, 1, OCTOBER);
    await approved(farm[1]!.id, 2, OCTOBER);
    const close = await app.run(closeMonth(202610, { actor: admin.id }), NOVEMBER);
    // The farm's recruits share a network address too, so they are held; their referrer and Hana,
    // who gave the account before the recruit who copied it, are paid.
    expect(close).toMatchObject({ issued: 2, held: 1, heldSen: 20_000 });
    const [bank] = (await flags()).filter((f) => f["rule"] === "shared_bank_account");
    expect(bank!["members"]).toEqual([
      expect.objectContaining({ memberId: farm[0]!.id, held: true }),
      expect.objectContaining({ memberId: honest.id, held: false }),
    ]);
    // Only the recruit is held, and they have earned nothing yet.
    expect(bank!["heldAmount"]).toBe(0);

    const cleared = await api.call("POST", `/api/admin/risk-flags/${String(bank!["flagId"])}/clear`, admin.token, {
      reason: "  Husband and wife share one account  ",
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.json["flag"]).toMatchObject({
      status: "cleared",
      decision: { adminName: "Aida Boss", reason: "Husband and wife share one account" },
    });
    // The farm's recruits are still held by the open farm flag.
    await app.run(closeMonth(202611, { actor: admin.id }), DECEMBER);
    const paid = await app.sql<{ member_id: number }>(`SELECT member_id FROM payouts ORDER BY member_id`);
    expect(paid).toEqual([{ member_id: farmer.id }, { member_id: honest.id }]);
    expect(await app.run(Effect.flatMap(Database, balanceDifferences))).toEqual([]);
  });

  it("refuses bad decisions with the field and the reason, and changes nothing", async () => {
    const [farmFlag] = await flags();
    const id = String(farmFlag!["flagId"]);
    const before = await app.sql(`SELECT count(*)::int AS n FROM events`);
    const cases: Array<[string, unknown, number, Json | Record<string, unknown>]> = [
      [`/api/admin/risk-flags/${id}/clear`, {}, 400, { fields: { reason: expect.any(String) } }],
      [`/api/admin/risk-flags/${id}/clear`, { reason: "   " }, 400, { fields: { reason: "is required" } }],
      [`/api/admin/risk-flags/RF-0123456789abcdef-1/clear`, { reason: "x" }, 404, { error: "Risk flag not found" }],
      [`/api/admin/risk-flags/nothing/confirm`, { reason: "x" }, 404, { error: "Risk flag not found" }],
      [
        `/api/admin/risk-flags/${id}/confirm`,
        { reason: "Farm", suspendMemberIds: [honest.id] },
        400,
        { fields: { suspendMemberIds: `Member ${honest.id} is not one of this flag's members` } },
      ],
      [
        `/api/admin/risk-flags/${id}/confirm`,
        { reason: "Farm", suspendMemberIds: [farm[1]!.id], reversePostIds: ["not-a-post-of-theirs"] },
        400,
        { fields: { reversePostIds: expect.stringContaining("not a post of this flag's members") } },
      ],
      [
        `/api/admin/risk-flags/${id}/confirm`,
        { reason: "Farm", suspendMemberIds: ["x"] },
        400,
        { fields: expect.any(Object) },
      ],
    ];
    for (const [path, body, status, answer] of cases) {
      const r = await api.call("POST", path, admin.token, body);
      expect([r.status, r.json], path).toEqual([status, expect.objectContaining(answer)]);
    }
    expect(await app.sql(`SELECT count(*)::int AS n FROM events`)).toEqual(before);
    // A member is refused as an admin is expected to be.
    expect((await api.call("GET", "/api/admin/risk-flags", honest.token)).status).toBe(403);
  });

  it("confirms a farm: suspends, ends sessions, refuses login, reverses the chosen post for poster and upline", async () => {
    const [farmFlag] = await flags();
    const id = String(farmFlag!["flagId"]);
    const detail = await api.call("GET", `/api/admin/risk-flags/${id}`, admin.token);
    const posts = detail.json["posts"] as unknown as Array<Json>;
    expect(posts.map((p) => p["memberId"])).toEqual([farm[1]!.id]);
    const confirm = await api.call("POST", `/api/admin/risk-flags/${id}/confirm`, admin.token, {
      reason: "One phone made three accounts",
      suspendMemberIds: farm.map((m) => m.id),
      reversePostIds: [posts[0]!["postId"]],
    });
    expect(confirm.status, confirm.text).toBe(200);
    expect(confirm.json["flag"]).toMatchObject({ status: "confirmed", decision: { status: "confirmed" } });

    expect((await api.call("GET", "/api/profile", farm[1]!.token)).status).toBe(401);
    const login = await request(app.baseUrl, "POST", "/api/auth/login", {
      body: { email: farm[1]!.email, password: "kopi-susu-42" },
    });
    expect([login.status, login.json["error"]]).toEqual([
      403,
      "This account is suspended. Contact support if you think this is a mistake.",
    ]);
    const wrong = await request(app.baseUrl, "POST", "/api/auth/login", {
      body: { email: farm[1]!.email, password: "wrong-password-1" },
    });
    expect(wrong.status).toBe(401);
    const reversed = await app.sql(
      `SELECT member_id, amount_sen FROM ledger_lines WHERE post_id = $1 AND amount_sen < 0 ORDER BY member_id`,
      [posts[0]!["postId"]],
    );
    expect(reversed).toEqual([
      { member_id: farmer.id, amount_sen: -3_000 },
      { member_id: farm[1]!.id, amount_sen: -20_000 },
    ]);
    const again = await api.call("POST", `/api/admin/risk-flags/${id}/clear`, admin.token, { reason: "Oops" });
    expect([again.status, again.json["error"]]).toEqual([409, "This flag was already confirmed"]);

    const audit = await api.call("GET", "/api/admin/audit", admin.token);
    const entries = (audit.json as unknown as Array<Json>).map((e) => [e["type"], e["actorName"], e["subject"]]);
    expect(entries).toContainEqual([
      "RiskFlagConfirmed",
      "Aida Boss",
      `${id} confirmed (3 suspended, 1 posts reversed): One phone made three accounts`,
    ]);
    expect(entries).toContainEqual(["MemberSuspended", "Aida Boss", "Suria Tester: One phone made three accounts"]);
  });

  it("rebuilds flags and suspensions from the log exactly as they were projected", async () => {
    const live = await app.run(Effect.flatMap(Database, liveChecksums));
    expect(Object.keys(live)).toEqual(expect.arrayContaining(["risk_flags", "member_suspensions"]));
    await app.run(Effect.flatMap(Database, (db) => db.transaction((tx) => rebuildProjections(tx))));
    expect(await app.run(Effect.flatMap(Database, liveChecksums))).toEqual(live);
    expect((await app.sql(`SELECT count(*)::int AS n FROM member_suspensions`))[0]).toEqual({ n: 3 });
  });
});

describe("retention and erasure", () => {
  it("forgets signals not seen for the retention, and every signal of an erased member", async () => {
    const count = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM risk_signals`))[0]!.n;
    const total = await count();
    const [{ first, last } = { first: new Date(0), last: new Date(0) }] = await app.sql<{ first: Date; last: Date }>(
      `SELECT min(last_seen_at) AS first, max(last_seen_at) AS last FROM risk_signals`,
    );
    const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);
    expect(await app.run(pruneSignals(), daysAfter(first, 89.9))).toBe(0);
    const erased = await api.call("POST", "/api/profile/erasure", honest.token, { password: "kopi-susu-42" });
    expect(erased.status, erased.text).toBe(200);
    expect(await app.sql(`SELECT 1 FROM risk_signals WHERE member_id = $1`, [honest.id])).toEqual([]);
    expect(await count()).toBeLessThan(total);
    // 90 days after the last sighting, and not a moment before.
    expect(await app.run(pruneSignals(), daysAfter(last, 89.9))).toBeGreaterThan(0);
    expect(await count()).toBeGreaterThan(0);
    expect(await app.run(pruneSignals(), daysAfter(last, 90.1))).toBeGreaterThan(0);
    expect(await app.sql(`SELECT member_id, kind, context, last_seen_at FROM risk_signals`)).toEqual([]);
  });
});
