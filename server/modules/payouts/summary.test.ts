import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { approvePost, reversePost, submitPost } from "../posts/handlers.ts";
import { closeMonth, markFailed, markPaid } from "./handlers.ts";
import { nextClosePeriod } from "./summary.ts";

// GET /api/payouts/summary through a payout's life, on a driven clock: Suraya (recruited by
// Rahim) earns in October and November 2026; October is closed, its payout fails, November's
// close pays both months and is marked paid. Midnight of 1 November in Kuala Lumpur is 16:00
// UTC on 31 October.
const clock = testClock(new Date("2026-10-15T04:00:00.000Z"));
let app: TestApp;
let api: ReturnType<typeof client>;
const who = { rahim: { id: 0, token: "" }, suraya: { id: 0, token: "" }, tan: { id: 0, token: "" } };
let adminId = 0;
let posts = 0;
const postIds: string[] = [];

const approvedPost = async (author: number) => {
  const id = await app.run(
    submitPost(
      author,
      { title: `Kopi ${++posts}`, url: `https://tiktok.com/@s/${posts}`, platform: "tiktok" },
      { actor: author },
    ),
  );
  await app.run(approvePost(id, { actor: adminId }));
  postIds.push(id);
};

const summaryOf = (token: string) => api.ok("GET", "/api/payouts/summary", token);

beforeAll(async () => {
  app = await startTestApp({ clock });
  api = client(app);
  adminId = (await api.registerAdmin("Umar")).id;
  const rahim = await api.register("Rahim");
  who.rahim = rahim;
  who.suraya = await api.register("Suraya", rahim.code);
  who.tan = await api.register("Tan");
  await approvedPost(who.suraya.id);
});
afterAll(async () => {
  await app?.close();
});

describe("nextClosePeriod", () => {
  it("is last month until it is closed, then this month (across a year's end too)", () => {
    expect(nextClosePeriod(202611, false)).toBe(202610);
    expect(nextClosePeriod(202611, true)).toBe(202611);
    expect(nextClosePeriod(202701, false)).toBe(202612);
  });
});

describe("GET /api/payouts/summary", () => {
  it("answers a member's own balance, privately, and needs a session", async () => {
    clock.set(new Date("2026-11-10T04:00:00.000Z"));
    await approvedPost(who.suraya.id);
    const r = await api.call("GET", "/api/payouts/summary", who.suraya.token);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    // October has ended but is not closed: the next close pays October's RM 200, not November's.
    expect(r.json).toEqual({
      paymentDetailsNeeded: true,
      onHold: false,
      payeeDetailsMissing: [],
      unpaidBalance: 400,
      pendingBalance: 0,
      pending: [],
      nextClose: { month: 10, year: 2026, closesAt: "2026-10-31T16:00:00.000Z", expectedPayDate: "2026-11-10" },
      willPay: 200,
      minimum: 0,
      belowMinimum: false,
      payouts: [],
      reversals: [],
    });
    expect(await summaryOf(who.rahim.token)).toMatchObject({ unpaidBalance: 60, willPay: 30 });
    // Tan is owed nothing: no payment details are asked of him.
    expect(await summaryOf(who.tan.token)).toMatchObject({
      paymentDetailsNeeded: false,
      unpaidBalance: 0,
      willPay: 0,
      payouts: [],
    });
    expect((await api.call("GET", "/api/payouts/summary", null)).status).toBe(401);
  });

  it("moves to this month once last month is closed, and counts a failed payout's lines again", async () => {
    await app.run(closeMonth(202610, { actor: "cli" }));
    const issued = { id: `PO-202610-${who.suraya.id}`, month: 10, year: 2026, amount: 200, reference: null };
    expect(await summaryOf(who.suraya.token)).toEqual({
      paymentDetailsNeeded: true,
      onHold: false,
      payeeDetailsMissing: [],
      unpaidBalance: 200,
      pendingBalance: 0,
      pending: [],
      nextClose: { month: 11, year: 2026, closesAt: "2026-11-30T16:00:00.000Z", expectedPayDate: "2026-12-07" },
      willPay: 200,
      minimum: 0,
      belowMinimum: false,
      payouts: [
        { ...issued, withheld: 0, sent: 200, status: "issued", issuedAt: "2026-11-10T04:00:00.000Z", paidAt: null },
      ],
      reversals: [],
    });

    await app.run(markFailed(issued.id, "Account closed", { actor: adminId }));
    expect(await summaryOf(who.suraya.token)).toMatchObject({
      unpaidBalance: 400,
      willPay: 400,
      payouts: [{ ...issued, status: "failed" }],
    });
  });

  it("shows the paid payout with its reference, newest month first, and nothing left to pay", async () => {
    clock.set(new Date("2026-12-02T02:00:00.000Z"));
    await app.run(closeMonth(202611, { actor: "cli" }));
    const paid = `PO-202611-${who.suraya.id}`;
    await app.run(markPaid(paid, "MBB-20261202-0042", { actor: adminId }));
    const summary = await summaryOf(who.suraya.token);
    expect(summary).toMatchObject({
      unpaidBalance: 0,
      nextClose: { month: 12, year: 2026, closesAt: "2026-12-31T16:00:00.000Z" },
      willPay: 0,
    });
    expect(summary["payouts"]).toEqual([
      expect.objectContaining({ id: paid, amount: 400, status: "paid", reference: "MBB-20261202-0042" }),
      expect.objectContaining({ id: `PO-202610-${who.suraya.id}`, status: "failed" }),
    ]);
    // The older list answers the same payouts, in its own shape.
    expect(await api.ok("GET", "/api/payouts", who.suraya.token)).toEqual(summary["payouts"]);
    // Rahim's overrides were paid to him, in his own payouts: no one else's show.
    const rahims = (await summaryOf(who.rahim.token))["payouts"] as Array<Record<string, unknown>>;
    expect(rahims.map((p) => p["id"])).toEqual([`PO-202611-${who.rahim.id}`, `PO-202610-${who.rahim.id}`]);
  });

  it("lists reversals newest first: the poster's own with title and reason, an upline's with neither", async () => {
    // Kopi 2 (November, paid) is reversed in December, then Kopi 1 (October): both land in December.
    await app.run(
      reversePost(postIds[1] ?? "", "Bought views", { actor: adminId }),
      new Date("2026-12-05T03:00:00.000Z"),
    );
    await app.run(
      reversePost(postIds[0] ?? "", "Taken down", { actor: adminId }),
      new Date("2026-12-06T03:00:00.000Z"),
    );
    const suraya = await summaryOf(who.suraya.token);
    expect(suraya).toMatchObject({ unpaidBalance: -400, willPay: 0 });
    expect(suraya["reversals"]).toEqual([
      { month: 12, year: 2026, amount: -200, kind: "personal_reversal", title: "Kopi 1", reason: "Taken down" },
      { month: 12, year: 2026, amount: -200, kind: "personal_reversal", title: "Kopi 2", reason: "Bought views" },
    ]);
    // Rahim sees the amount and the month taken back, not his recruit's post or the reason.
    const rahim = await summaryOf(who.rahim.token);
    const taken = { month: 12, year: 2026, amount: -30, kind: "level1_reversal", title: null, reason: null };
    expect(rahim["reversals"]).toEqual([taken, taken]);
    expect(JSON.stringify(rahim)).not.toMatch(/Kopi|Bought|Taken down/);
    expect((await summaryOf(who.tan.token))["reversals"]).toEqual([]);
  });

  it("asks for payment details only while money is owed, and says a review holds the payout, never why", async () => {
    clock.set(new Date("2026-12-10T04:00:00.000Z"));
    await approvedPost(who.tan.id);
    expect(await summaryOf(who.tan.token)).toMatchObject({ paymentDetailsNeeded: true, onHold: false });
    // A bank name from before the list names no bank: the file could not pay it either.
    await api.ok("PUT", "/api/profile", who.tan.token, {
      firstName: "Tan",
      lastName: "Tester",
      phoneNumber: (
        await app.sql<{ phone: string }>(`SELECT phone_number AS phone FROM profiles WHERE member_id = $1`, [
          who.tan.id,
        ])
      )[0]!.phone,
      bankAccountHolderName: "TAN AH KOW",
      bankCode: "MBBEMYKL",
      bankAccountNumber: "1142 3344 5566",
    });
    expect(await summaryOf(who.tan.token)).toMatchObject({ paymentDetailsNeeded: false, onHold: false });
    await app.sql(`UPDATE bank_accounts SET bank_code = NULL, bank = 'Bank Tan Sendiri' WHERE member_id = $1`, [
      who.tan.id,
    ]);
    expect(await summaryOf(who.tan.token)).toMatchObject({ paymentDetailsNeeded: true });
    await app.sql(
      `INSERT INTO risk_flags (flag_id, rule, status, member_ids, held_member_ids, evidence, raised_at, updated_at)
       VALUES ('RF-summary', 'shared_bank_account', 'open', $1, $2, '{"secret":"EVIDENCE-7Q"}', now(), now())`,
      [JSON.stringify([who.tan.id, who.rahim.id]), JSON.stringify([who.tan.id])],
    );
    const held = await summaryOf(who.tan.token);
    expect(held).toMatchObject({ onHold: true });
    expect(JSON.stringify(held)).not.toMatch(/RF-summary|shared_bank|EVIDENCE/);
    expect(await summaryOf(who.suraya.token)).toMatchObject({ onHold: false });
    // Named by the flag, but not one whose own action made it: not held (decision 41).
    expect(await summaryOf(who.rahim.token)).toMatchObject({ onHold: false });
    await app.sql(`UPDATE risk_flags SET status = 'cleared' WHERE flag_id = 'RF-summary'`);
    expect(await summaryOf(who.tan.token)).toMatchObject({ onHold: false });
  });
});
