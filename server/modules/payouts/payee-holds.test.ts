import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { COMPANY_ENV } from "../../testing/einvoice.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { stepUpSession } from "../../testing/step-up.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";

// With EINVOICE=on (decision 58) a close holds, and never loses, the balance of a member whose
// identity, TIN or address is missing: Rahim recruited Nadia; both have their payee details but
// Nadia, whose post was approved in November. November's close pays Rahim's override and holds
// Nadia's RM 200, the preview naming why; she is asked for the details; once she gives them,
// December's close pays her November balance, once.
const clock = testClock(new Date("2026-11-10T02:00:00.000Z"));
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const who = {} as Record<"rahim" | "nadia", { id: number; token: string; phoneNumber: string }>;

const PAYEE = {
  identityType: "mykad",
  identityNumber: "900101-14-5678",
  tin: "IG12345678090",
  residentialAddressLine1: "12 Jalan Melur",
  residentialPostcode: "53100",
  residentialCity: "Kuala Lumpur",
  residentialState: "Kuala Lumpur",
  residentialCountry: "MY",
};
const givePayee = (member: { token: string; phoneNumber: string }) =>
  api.ok("PUT", "/api/profile", member.token, {
    firstName: "Test",
    lastName: "Tester",
    phoneNumber: member.phoneNumber,
    ...PAYEE,
  });
const preview = (month: number, year: number) =>
  api.ok("GET", `/api/admin/payouts/close-preview?month=${month}&year=${year}`, admin.token);
const close = async (month: number, year: number) => {
  const { digest } = await preview(month, year);
  return api.ok("POST", "/api/admin/payouts/close", admin.token, { month, year, digest });
};
const paidTo = (memberId: number) =>
  app.sql<{ period: number; amount_sen: number }>(
    `SELECT period, amount_sen FROM payouts WHERE member_id = $1 ORDER BY period`,
    [memberId],
  );

beforeAll(async () => {
  app = await startTestApp({ clock, env: COMPANY_ENV });
  api = client(app);
  admin = await api.registerAdmin("Umar");
  who.rahim = await api.register("Rahim");
  const rahim = await app.sql<{ referral_code: string }>(`SELECT referral_code FROM members WHERE member_id = $1`, [
    who.rahim.id,
  ]);
  who.nadia = await api.register("Nadia", rahim[0]!.referral_code);
  await givePayee(who.rahim);
  const id = await app.run(
    submitPost(
      who.nadia.id,
      { title: "Kopi", url: "https://tiktok.com/@nadia/video/1", platform: "tiktok" },
      { actor: who.nadia.id },
    ),
  );
  await app.run(approvePost(id, { actor: admin.id }));
});
afterAll(async () => {
  await app?.close();
});

describe("a close with EINVOICE on", () => {
  it("holds the balance of a member without payee details, naming why in the preview", async () => {
    clock.set(new Date("2026-12-03T02:00:00.000Z"));
    const shown = await preview(11, 2026);
    expect(shown).toMatchObject({ payouts: 1, total: 30, heldAmount: 200 });
    expect(shown["held"]).toEqual([
      { memberId: who.nadia.id, name: "Nadia Tester", amount: 200, reason: "payee_details" },
    ]);
  });

  it("asks the member for what is missing, on their payouts summary and profile", async () => {
    expect(await api.ok("GET", "/api/payouts/summary", who.nadia.token)).toMatchObject({
      payeeDetailsMissing: ["identity", "tin", "address"],
      onHold: false,
    });
    expect(await api.ok("GET", "/api/payouts/summary", who.rahim.token)).toMatchObject({ payeeDetailsMissing: [] });
  });

  it("pays the others and keeps the held balance unpaid", async () => {
    expect(await close(11, 2026)).toMatchObject({ issued: 1, total: 30, held: 1, heldAmount: 200 });
    expect(await paidTo(who.nadia.id)).toEqual([]);
    expect(await paidTo(who.rahim.id)).toEqual([{ period: 202611, amount_sen: 3_000 }]);
  });

  it("pays it at the first close after the details are given, once", async () => {
    await stepUpSession(app, who.nadia.token);
    const profile = await givePayee(who.nadia);
    expect(profile["payeeDetailsMissing"]).toEqual([]);
    expect(profile["tinStatus"]).toBe("unchecked");
    clock.set(new Date("2027-01-03T02:00:00.000Z"));
    expect((await preview(12, 2026))["held"]).toEqual([]);
    expect(await close(12, 2026)).toMatchObject({ issued: 1, total: 200, held: 0 });
    expect(await paidTo(who.nadia.id)).toEqual([{ period: 202612, amount_sen: 20_000 }]);
    expect(await close(12, 2026)).toMatchObject({ issued: 0 });
    expect(await paidTo(who.nadia.id)).toHaveLength(1);
  });
});
