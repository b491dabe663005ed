import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvePost, submitPost } from "../server/modules/posts/handlers.ts";
import { balanceDifferences } from "../server/modules/payouts/balances.ts";
import { Database } from "../server/platform/db/database.ts";
import { client } from "../server/testing/admin.ts";
import { testClock } from "../server/testing/clock.ts";
import { startTestApp, tempDir, type TestApp } from "../server/testing/harness.ts";
import { issueAndDownload } from "../server/testing/payment-file.ts";
import { CliFailure } from "./context.ts";
import { buildProgram } from "./program.ts";

// Section 107D with WITHHOLDING_107D=on (decision 62): Siti was paid RM 100,200 in 2026 (June's
// close, 501 posts), so January 2027's close marks her for 2027 and withholds 2% of her December
// payout (RM 230: her post and her recruit Ali's override): RM 4.60 withheld, RM 225.40 sent.
// The payout keeps its gross; the ledger still equals payouts plus unpaid; the bank file pays
// what is sent; her Payouts screen shows both; `jemput tax cp107d` lists it for LHDN.
const clock = testClock(new Date("2026-06-10T03:00:00.000Z"));
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const who = {} as Record<"siti" | "ali", { id: number; token: string; phoneNumber: string; code: string }>;
const PAYER = { PAYER_NAME: "Jemput Sdn. Bhd.", PAYER_ACCOUNT: "5140 1234 5678", PAYER_BIC: "MBBEMYKL" };
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

const cli = async (...args: Array<string>) => {
  let out = "";
  const io = { out: (s: string) => void (out += s), err: () => {}, env: app.env, clock: testClock(clock.now()) };
  let error: unknown = null;
  try {
    await buildProgram(io).parseAsync(["node", "jemput", ...args]);
  } catch (caught) {
    error = caught;
  }
  return { out, error };
};

const post = async (memberId: number, n: number) => {
  const id = await app.run(
    submitPost(
      memberId,
      { title: `Kopi ${n}`, url: `https://tiktok.com/@m${memberId}/video/${n}`, platform: "tiktok" },
      { actor: memberId },
    ),
  );
  await app.run(approvePost(id, { actor: admin.id }));
};
const close = async (month: number, year: number) => {
  const preview = await api.ok("GET", `/api/admin/payouts/close-preview?month=${month}&year=${year}`, admin.token);
  const closed = await api.ok("POST", "/api/admin/payouts/close", admin.token, {
    month,
    year,
    digest: preview["digest"],
  });
  return { preview, closed };
};

beforeAll(async () => {
  app = await startTestApp({
    clock,
    // Five hundred posts in a day would otherwise be a burst the risk rules hold.
    env: { ...PAYER, WITHHOLDING_107D: "on", RISK_BURST_MIN: "100000" },
  });
  api = client(app);
  admin = await api.registerAdmin("Umar");
  who.siti = await api.register("Siti");
  who.ali = await api.register("Ali", who.siti.code);
  for (const member of [who.siti, who.ali])
    await api.ok("PUT", "/api/profile", member.token, {
      firstName: member === who.siti ? "Siti" : "Ali",
      lastName: "Tester",
      phoneNumber: member.phoneNumber,
      bankAccountHolderName: "TESTER",
      bankCode: "MBBEMYKL",
      bankAccountNumber: `1142 3344 55${member === who.siti ? "01" : "02"}`,
      ...(member === who.siti ? PAYEE : {}),
    });
  for (let n = 1; n <= 501; n++) await post(who.siti.id, n);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe("section 107D withholding", () => {
  it("withholds nothing in a year nobody was paid RM 100,000 in the year before", async () => {
    clock.set(new Date("2026-07-02T02:00:00.000Z"));
    const { preview, closed } = await close(6, 2026);
    expect(preview).toMatchObject({ payouts: 1, total: 100_200, withholding: 0, withheldAmount: 0 });
    expect(closed).toMatchObject({ issued: 1, total: 100_200, withheldAmount: 0 });
    const [marks] = await app.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE type = 'Withholding107DReviewed' AND stream_id = 'withholding-107d-2026'`,
    );
    expect(marks!.n).toBe(1);
  });

  it("marks the year at its first close and withholds 2% of a marked member's payout", async () => {
    clock.set(new Date("2026-12-10T03:00:00.000Z"));
    await post(who.siti.id, 1001);
    await post(who.ali.id, 1002);
    clock.set(new Date("2027-01-05T02:00:00.000Z"));
    const { preview, closed } = await close(12, 2026);
    expect(preview).toMatchObject({ payouts: 2, total: 430, withholding: 1, withheldAmount: 4.6 });
    expect(closed).toMatchObject({ issued: 2, total: 430, withheldAmount: 4.6 });
    const marked = await app.sql<{ data: Record<string, unknown>; metadata: Record<string, unknown> }>(
      `SELECT data, metadata FROM events WHERE type = 'Withholding107DMarked'`,
    );
    expect(marked.map((m) => m.data)).toEqual([
      { memberId: who.siti.id, year: 2027, paidSen: 10_020_000, at: "2027-01-05T02:00:00.000Z" },
    ]);
    expect(marked[0]!.metadata).toMatchObject({ actor: admin.id });
    expect(
      await app.sql(`SELECT member_id, amount_sen, withheld_sen FROM payouts WHERE period = 202612 ORDER BY member_id`),
    ).toEqual([
      { member_id: who.siti.id, amount_sen: 23_000, withheld_sen: 460 },
      { member_id: who.ali.id, amount_sen: 20_000, withheld_sen: 0 },
    ]);
    // The ledger still equals payouts (gross) plus what is unpaid.
    expect(await app.run(Effect.flatMap(Database, (db) => balanceDifferences(db)))).toEqual([]);
  });

  it("shows the member the gross, what was withheld and what was sent", async () => {
    const summary = await api.ok("GET", "/api/payouts/summary", who.siti.token);
    expect((summary["payouts"] as Array<unknown>)[0]).toMatchObject({
      id: `PO-202612-${who.siti.id}`,
      amount: 230,
      withheld: 4.6,
      sent: 225.4,
    });
  });

  it("pays what is sent in the bank's payment file", async () => {
    const file = await issueAndDownload(api, admin.token, { month: 12, year: 2026 });
    expect(file.status).toBe(200);
    expect(file.text).toContain("225.40");
    expect(file.text).not.toContain("230.00");
  });

  it("writes the month's CP107D list, with the identity opened for it alone", async () => {
    const out = path.join(tempDir(), "cp107d-2027-01.csv");
    const r = await cli("tax", "cp107d", "--month", "1", "--year", "2027", "--out", out);
    expect(r.error).toBeNull();
    expect(r.out).toContain("1 payouts, RM 230.00 gross, RM 4.60 withheld");
    expect(fs.readFileSync(out, "utf8")).toBe(
      "payee_name,identity_number,tin,payout_id,gross,withheld\r\n" +
        `Siti Tester,900101145678,IG12345678090,PO-202612-${who.siti.id},230.00,4.60\r\n`,
    );
  });

  it("refuses the list whole, naming the payout, when a TIN is missing", async () => {
    await app.sql(`UPDATE payee_identities SET tin = NULL WHERE member_id = $1`, [who.siti.id]);
    const out = path.join(tempDir(), "cp107d-refused.csv");
    const r = await cli("tax", "cp107d", "--month", "1", "--year", "2027", "--out", out);
    expect(r.error).toBeInstanceOf(CliFailure);
    expect((r.error as Error).message).toContain(`PO-202612-${who.siti.id} (member ${who.siti.id}): TIN missing`);
    expect(fs.existsSync(out)).toBe(false);
  });

  it("marks on demand only members not marked yet, and refuses a year not begun", async () => {
    const again = await cli("tax", "mark-107d", "--year", "2027");
    expect(again.error).toBeNull();
    expect(again.out).toBe("section 107D 2027: no member newly marked\n");
    const early = await cli("tax", "mark-107d", "--year", "2028");
    expect(early.error).toBeInstanceOf(CliFailure);
    expect((early.error as Error).message).toContain("--year 2028 has not begun");
  });
});
