import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { issueFile } from "../../testing/payment-file.ts";
import { evaluateAllPending } from "../risk/evaluate.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";

// The admin home on a small month: in May Suraya (an account at Maybank), Tan (a DuitNow
// mobile number) and Lim (no payment details) each had a post approved; it is now 15 June.
// Farid's three recruits joined from one phone on one network (an open flag holding their June
// income), and
// Tan has a post waiting for review. The figures follow the close, the payment file, a payment
// and a failure, and the calendar.
const MAY = new Date("2026-05-12T03:00:00.000Z");
const JUNE = new Date("2026-06-15T03:00:00.000Z");
const clock = testClock(JUNE);

let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
type Member = Awaited<ReturnType<ReturnType<typeof client>["register"]>>;
const who = {} as Record<"suraya" | "tan" | "lim", Member>;
let posts = 0;

const approved = async (memberId: number, at: Date) => {
  posts += 1;
  const url = `https://www.instagram.com/p/Home${memberId}x${posts}/`;
  const postId = await app.run(
    submitPost(memberId, { title: `Kopi ${posts}`, url, platform: "instagram" }, { actor: memberId }),
    at,
  );
  await app.run(approvePost(postId, { actor: admin.id }), at);
};

const registerFrom = async (firstName: string, referredBy: string | null, device: string) => {
  const r = await request(app.baseUrl, "POST", "/api/auth/register", {
    // One phone and one home network: a device id alone, which any client chooses, holds nobody.
    headers: { "X-Device-Id": device, "X-Forwarded-For": "203.0.113.77" },
    body: {
      email: `${firstName.toLowerCase()}@home.test.jemput.my`,
      password: "kopi-susu-42",
      firstName,
      lastName: "Tester",
      phoneNumber: `+6013${String(7_000_000 + posts++)}`,
      ...(referredBy ? { referredBy } : {}),
    },
  });
  expect(r.status, r.text).toBe(201);
  const user = r.json["user"] as unknown as Record<string, unknown>;
  return { id: Number(user["id"]), code: String(user["referralId"]) };
};

const home = () => api.ok("GET", "/api/admin/home", admin.token);
const none = { count: 0, total: 0 };

beforeAll(async () => {
  app = await startTestApp({ clock });
  api = client(app);
  admin = await api.registerAdmin("Hani");
  for (const name of ["suraya", "tan", "lim"] as const) who[name] = await api.register(name);
  for (const member of Object.values(who)) await approved(member.id, MAY);
  const details = (member: Member, firstName: string, bank: Record<string, string>) =>
    api.ok("PUT", "/api/profile", member.token, {
      firstName,
      lastName: "Tester",
      phoneNumber: member.phoneNumber,
      ...bank,
    });
  await details(who.suraya, "Suraya", {
    bankAccountHolderName: "SURAYA BINTI ALI",
    bankCode: "MBBEMYKL",
    bankAccountNumber: "1142 3344 5566",
  });
  await details(who.tan, "Tan", {
    bankAccountHolderName: "TAN AH KOW",
    paymentMethod: "duitnow",
    duitNowIdType: "mobile",
    duitNowId: "012-345 6789",
  });
  await app.run(
    submitPost(
      who.tan.id,
      { title: "Teh tarik", url: "https://youtu.be/home1", platform: "youtube" },
      { actor: who.tan.id },
    ),
    JUNE,
  );
  const farid = await registerFrom("Farid", null, "device-home-farid-01");
  for (const name of ["Sina", "Sara", "Sofi"]) {
    const recruit = await registerFrom(name, farid.code, "device-home-farm-01");
    await approved(recruit.id, JUNE);
  }
  await app.run(evaluateAllPending(), JUNE);
});
afterAll(async () => {
  await app?.close();
});

describe("GET /api/admin/home", () => {
  it("counts the waiting posts, the open flags with what they hold, and last month while it is open", async () => {
    const [flag] = await api.ok("GET", "/api/admin/risk-flags?status=open", admin.token);
    expect(flag?.["heldAmount"]).toBeGreaterThan(0);
    const r = await api.call("GET", "/api/admin/home", admin.token);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.json).toEqual({
      pendingPosts: 1,
      takenDownPosts: 0,
      openFlags: { count: 1, held: flag?.["heldAmount"] },
      unclosedMonth: { month: 5, year: 2026 },
      withoutDetails: none,
      unreconciled: none,
    });
  });

  it("follows the close, the payment file, a payment and a failure", async () => {
    await api.ok("POST", "/api/admin/payouts/close", admin.token, { month: 5, year: 2026 });
    // Lim gave no account or DuitNow ID: his payout has nowhere to go.
    expect(await home()).toMatchObject({
      unclosedMonth: null,
      withoutDetails: { count: 1, total: 200 },
      unreconciled: none,
    });
    const file = await issueFile(api, admin.token, { month: 5, year: 2026 });
    expect(file.status, file.text).toBe(200);
    expect(await home()).toMatchObject({
      withoutDetails: { count: 1, total: 200 },
      unreconciled: { count: 2, total: 400 },
    });
    await api.ok("POST", `/api/admin/payouts/PO-202605-${who.suraya.id}/paid`, admin.token, { reference: "MBB-1" });
    await api.ok("POST", `/api/admin/payouts/PO-202605-${who.lim.id}/failed`, admin.token, { reason: "No account" });
    expect(await home()).toMatchObject({ withoutDetails: none, unreconciled: { count: 1, total: 200 } });
  });

  it("names the next finished month once the calendar turns", async () => {
    clock.set(new Date("2026-07-01T00:00:00.000Z"));
    expect((await home())["unclosedMonth"]).toEqual({ month: 6, year: 2026 });
    clock.set(JUNE);
  });

  it("is for admins only", async () => {
    expect((await api.call("GET", "/api/admin/home", null)).status).toBe(401);
    expect((await api.call("GET", "/api/admin/home", who.tan.token)).status).toBe(403);
  });
});
