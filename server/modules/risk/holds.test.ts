import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Effect } from "effect";
import { Database } from "../../platform/db/database.ts";
import { client, verifySession } from "../../testing/admin.ts";
import { openSession } from "../auth/handlers.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request, type Json } from "../../testing/http.ts";
import { closeMonth } from "../payouts/handlers.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";
import { evaluateAllPending } from "./evaluate.ts";

// Nobody can aim a hold at someone else (decision 41), over HTTP on the database: typing an
// honest member's account number holds the one who typed it; sign-ups under an honest member's
// public code hold the sign-ups, never that member, and after an admin clears them only the new
// ones; and a device id, which any client sends as it likes, holds nobody on its own. The clock
// runs a month or two ahead of today, whenever the test runs: sessions are checked against the
// database's own time, so a clock in the past would find them ended.
const today = new Date();
const ahead = (months: number, day: number, hour: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, day, hour));
const EARNING = ahead(2, 6, 3);
const CLOSING = ahead(3, 2, 3);
const EARNING_PERIOD = EARNING.getUTCFullYear() * 100 + EARNING.getUTCMonth() + 1;
const clock = testClock(EARNING);

let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
let people = 0;

/** A registration over HTTP from `network` (the proxy's X-Forwarded-For) with the device id the client chose. */
const register = async (firstName: string, referredBy: string | null, device: string, network: string) => {
  people += 1;
  const r = await request(app.baseUrl, "POST", "/api/auth/register", {
    headers: { "X-Device-Id": device, "X-Forwarded-For": network },
    body: {
      email: `${firstName.toLowerCase()}.${people}@holds.test.jemput.my`,
      password: "kopi-susu-42",
      firstName,
      lastName: "Tester",
      phoneNumber: `+60136${String(people).padStart(6, "0")}`,
      ...(referredBy ? { referredBy } : {}),
    },
  });
  expect(r.status, r.text).toBe(201);
  const user = r.json["user"] as unknown as Record<string, unknown>;
  return { id: Number(user["id"]), token: String(r.json["token"]), code: String(user["referralId"]) };
};
type Member = Awaited<ReturnType<typeof register>>;

const saveBankAccount = async (m: Member, account: string) => {
  const r = await api.call("PUT", "/api/profile", m.token, {
    firstName: "Bank",
    lastName: "Holder",
    phoneNumber: `+60137${String(m.id).padStart(6, "0")}`,
    bankName: "Maybank",
    bankAccountNumber: account,
  });
  expect(r.status, r.text).toBe(200);
};

const earn = async (m: Member, n: number) => {
  const postId = await app.run(
    submitPost(
      m.id,
      { title: `Review ${n}`, url: `https://www.instagram.com/p/Hold${m.id}x${n}/`, platform: "instagram" },
      { actor: m.id },
    ),
  );
  await app.run(approvePost(postId, { actor: admin.id }));
};

/** A fresh admin session at the clock's time: the test's months apart would outlast an idle one. */
const adminToken = async () => {
  const token = await app.run(Effect.flatMap(Database, (db) => openSession(db, admin.id, clock.now())));
  await verifySession(app, token);
  return token;
};

const flagsOf = async (rule: string) => {
  const r = await api.call("GET", "/api/admin/risk-flags?status=all", await adminToken());
  expect(r.status, r.text).toBe(200);
  return (r.json as unknown as Array<Json>).filter((f) => f["rule"] === rule);
};
const heldIn = (flag: Json) =>
  (flag["members"] as Array<Json>).filter((m) => m["held"]).map((m) => Number(m["memberId"]));

/** Closes the earning month in the next one, the rules having looked at everything queued; answers who was paid. */
const closeEarningMonth = async () => {
  clock.set(CLOSING);
  const close = await app.run(closeMonth(EARNING_PERIOD, { actor: admin.id }));
  expect(close).toMatchObject({ held: 1, heldSen: 20_000 });
  const paid = await app.sql<{ member_id: number }>(`SELECT member_id FROM payouts ORDER BY member_id`);
  return paid.map((p) => p.member_id);
};

beforeAll(async () => {
  app = await startTestApp({ clock, env: { TRUST_PROXY: "1" } });
  api = client(app);
  admin = await api.registerAdmin("Aida");
});
afterAll(async () => {
  await app?.close();
});

describe("a copied bank account", () => {
  it("holds the member who typed someone else's account, and pays its owner", async () => {
    const owner = await register("Nurul", null, "device-owner-000001", "203.0.113.10");
    await saveBankAccount(owner, "5140 1234 5678");
    await earn(owner, 1);
    clock.set(new Date(EARNING.getTime() + 3_600_000));
    // First bank details need no step-up: anyone who learnt the number can give it as theirs.
    const copier = await register("Jahat", null, "device-copier-00001", "198.51.100.20");
    await saveBankAccount(copier, "514012345678");
    await earn(copier, 2);
    await app.run(evaluateAllPending());
    const [flag] = await flagsOf("shared_bank_account");
    expect(flag).toMatchObject({ status: "open" });
    expect(heldIn(flag!)).toEqual([copier.id]);

    const paid = await closeEarningMonth();
    expect(paid).toContain(owner.id);
    expect(paid).not.toContain(copier.id);
  });
});

describe("sign-ups under someone's public code", () => {
  let referrer: Member;
  const recruits: Array<Member> = [];

  it("holds the sign-ups a network address ties together, never the referrer", async () => {
    clock.set(ahead(4, 1, 2));
    referrer = await register("Ikhlas", null, "device-referrer-001", "203.0.113.30");
    for (const name of ["Satu", "Dua", "Tiga"])
      recruits.push(await register(name, referrer.code, "device-chosen-by-me", "192.0.2.77"));
    await app.run(evaluateAllPending());
    const [flag] = (await flagsOf("registration_farm")).filter((f) => f["shared"]?.toString() === "device");
    expect((flag!["members"] as Array<Json>).map((m) => m["memberId"])).toEqual([
      referrer.id,
      ...recruits.map((m) => m.id),
    ]);
    expect(heldIn(flag!)).toEqual(recruits.map((m) => m.id));
  });

  it("after an admin clears the flag, holds only the new sign-ups, never the referrer nor the cleared ones", async () => {
    const [flag] = (await flagsOf("registration_farm")).filter((f) => f["status"] === "open");
    const cleared = await api.call(
      "POST",
      `/api/admin/risk-flags/${String(flag!["flagId"])}/clear`,
      await adminToken(),
      {
        reason: "A family signing up together",
      },
    );
    expect(cleared.status, cleared.text).toBe(200);
    clock.set(ahead(4, 1, 5));
    const later = [
      await register("Empat", referrer.code, "device-chosen-by-me", "192.0.2.77"),
      await register("Lima", referrer.code, "device-chosen-by-me", "192.0.2.77"),
    ];
    await app.run(evaluateAllPending());
    const open = (await flagsOf("registration_farm")).filter((f) => f["status"] === "open");
    expect(open).toHaveLength(1);
    expect(String(open[0]!["flagId"])).toMatch(/-2$/);
    expect(heldIn(open[0]!)).toEqual(later.map((m) => m.id));
    const held = await app.sql<{ member_id: number }>(
      `SELECT DISTINCT jsonb_array_elements_text(held_member_ids)::int AS member_id FROM risk_flags WHERE status = 'open'`,
    );
    expect(held.map((r) => r.member_id)).not.toContain(referrer.id);
  });

  it("holds nobody for sign-ups that only a device id ties together", async () => {
    clock.set(ahead(4, 3, 2));
    const other = await register("Tulus", null, "device-referrer-002", "203.0.113.40");
    const devs = [];
    for (const [i, name] of ["Enam", "Tujuh", "Lapan"].entries())
      devs.push(await register(name, other.code, "device-copied-by-all", `198.51.100.${50 + i}`));
    await app.run(evaluateAllPending());
    const flag = (await flagsOf("registration_farm")).find((f) =>
      (f["members"] as Array<Json>).some((m) => m["memberId"] === other.id),
    );
    // Raised for an admin to look at, holding nobody.
    expect(flag).toMatchObject({ status: "open", heldAmount: 0 });
    expect(heldIn(flag!)).toEqual([]);
    const open = await app.sql<{ held: Array<number> }>(
      `SELECT held_member_ids AS held FROM risk_flags WHERE flag_id = $1`,
      [flag!["flagId"]],
    );
    expect(open).toEqual([{ held: [] }]);
  });
});
