import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { approvePost } from "../posts/handlers.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { issueAndDownload } from "../../testing/payment-file.ts";

// Payouts over HTTP: last month (finished) is closed into one payout per member with income,
// listed with bank details for admins, exported as a bank file, and marked paid, which the
// member sees. Rahim recruits Suraya; Suraya's post was approved last month.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const who = {
  rahim: { id: 0, token: "" },
  suraya: { id: 0, token: "", phoneNumber: "" },
  tan: { id: 0, token: "" },
};
const last = previousPeriod(periodOf(new Date()));
const month = { month: monthOf(last), year: yearOf(last) };
const q = `month=${month.month}&year=${month.year}`;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Umar");
  const rahim = await api.register("Rahim");
  who.rahim = rahim;
  who.suraya = await api.register("Suraya", rahim.code);
  who.tan = await api.register("Tan");
  const post = await api.ok("POST", "/api/posts", who.suraya.token, {
    title: "Laksa trail",
    url: "https://tiktok.com/@s/1",
    platform: "tiktok",
  });
  await app.run(
    approvePost(post["id"] as string, { actor: admin.id }),
    new Date(Date.UTC(month.year, month.month - 1, 10, 3)),
  );
  await api.ok("PUT", "/api/profile", who.suraya.token, {
    firstName: "Suraya",
    lastName: "Tester",
    phoneNumber: who.suraya.phoneNumber,
    bankAccountHolderName: "SURAYA BINTI ALI",
    bankName: "Maybank",
    bankAccountNumber: "1234 5678 9012",
  });
});
afterAll(async () => {
  await app?.close();
});

describe("POST /api/admin/payouts/close", () => {
  it("refuses the current month (409) and bad input (400 naming the field)", async () => {
    const now = periodOf(new Date());
    const r = await api.call("POST", "/api/admin/payouts/close", admin.token, {
      month: monthOf(now),
      year: yearOf(now),
    });
    expect([r.status, r.json]).toEqual([
      409,
      { error: "A month can be closed only after it has ended (Malaysian time)" },
    ]);
    for (const [body, field] of [
      [{ year: 2026 }, "month"],
      [{ month: 13, year: 2026 }, "month"],
      [{ month: 5, year: 1999 }, "year"],
      [{ month: "May", year: 2026 }, "month"],
    ] as const) {
      const bad = await api.call("POST", "/api/admin/payouts/close", admin.token, body);
      expect([bad.status, Object.keys(bad.json["fields"] as object)], JSON.stringify(body)).toEqual([400, [field]]);
    }
    expect(await app.sql(`SELECT 1 FROM payouts`)).toEqual([]);
  });

  it("issues one payout per member with income, and nothing new when closed again", async () => {
    expect(await api.ok("POST", "/api/admin/payouts/close", admin.token, month)).toEqual({
      ...month,
      issued: 2,
      total: 230,
      held: 0,
      heldAmount: 0,
      pending: 0,
      pendingAmount: 0,
      belowMinimum: 0,
      belowMinimumAmount: 0,
      withheldAmount: 0,
    });
    expect(
      await api.ok("POST", "/api/admin/payouts/close", admin.token, {
        month: String(month.month),
        year: String(month.year),
      }),
    ).toEqual({
      ...month,
      issued: 0,
      total: 0,
      held: 0,
      heldAmount: 0,
      pending: 0,
      pendingAmount: 0,
      belowMinimum: 0,
      belowMinimumAmount: 0,
      withheldAmount: 0,
    });
    const [closed] = await app.sql<{ metadata: { actor: number } }>(
      `SELECT metadata FROM events WHERE type = 'PayoutMonthClosed'`,
    );
    expect(closed?.metadata.actor).toBe(admin.id);
  });
});

describe("GET /api/admin/payouts and the bank file", () => {
  it("lists the month's payouts with bank details for admins", async () => {
    const list = await api.ok("GET", `/api/admin/payouts?${q}`, admin.token);
    expect(list).toEqual([
      expect.objectContaining({
        id: `PO-${last}-${who.rahim.id}`,
        memberId: who.rahim.id,
        memberName: "Rahim Tester",
        amount: 30,
        status: "issued",
        reference: null,
        bankAccountNumber: null,
      }),
      expect.objectContaining({
        id: `PO-${last}-${who.suraya.id}`,
        memberName: "Suraya Tester",
        amount: 200,
        bankName: "Maybank",
        bankAccountNumber: "•••• 9012",
        bankAccountHolderName: "SURAYA BINTI ALI",
      }),
    ]);
    const r = await api.call("GET", "/api/admin/payouts?month=5", admin.token);
    expect([r.status, Object.keys(r.json["fields"] as object)]).toEqual([400, ["year"]]);
  });

  it("exports unpaid payouts as CSV for a bank bulk payment", async () => {
    const r = await issueAndDownload(api, admin.token, month);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(r.headers.get("content-disposition")).toMatch(
      /^attachment; filename="jemput-payouts-\d{4}-\d{2}-\d+-1\.csv"$/,
    );
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    // Rahim gave no bank details: left out of the file, counted, for an admin to mark failed.
    expect([r.headers.get("x-payment-count"), r.headers.get("x-payouts-left-out")]).toEqual(["1", "1"]);
    const label = `${month.year}-${String(month.month).padStart(2, "0")}`;
    const email = String((await api.ok("GET", "/api/profile", who.suraya.token))["email"]);
    expect(r.text.trimEnd().split("\r\n")).toEqual([
      "record_type,payment_type,beneficiary_name,beneficiary_bank_bic,beneficiary_account_number,duitnow_id_type,duitnow_id,duitnow_id_country,amount,payment_reference,payment_description,beneficiary_email",
      `D,IBG,SURAYA BINTI ALI,MBBEMYKL,123456789012,,,,200.00,PO-${last}-${who.suraya.id},Jemput payout ${label},${email}`,
      "T,1,200.00",
    ]);
  });
});

describe("POST /api/admin/payouts/{id}/paid and GET /api/payouts", () => {
  const id = () => `PO-${last}-${who.suraya.id}`;

  it("needs a reference and a known payout", async () => {
    for (const body of [{}, { reference: "  " }, { reference: "x".repeat(101) }, { reference: "MBB\u0000" }]) {
      const r = await api.call("POST", `/api/admin/payouts/${id()}/paid`, admin.token, body);
      expect([r.status, Object.keys(r.json["fields"] as object)], JSON.stringify(body)).toEqual([400, ["reference"]]);
    }
    for (const unknown of ["PO-209901-1", "nonsense"]) {
      expect(
        (await api.call("POST", `/api/admin/payouts/${unknown}/paid`, admin.token, { reference: "MBB123" })).status,
        unknown,
      ).toBe(404);
    }
  });

  it("marks it paid; the member sees it, and the bank file no longer lists it", async () => {
    const r = await api.ok("POST", `/api/admin/payouts/${id()}/paid`, admin.token, {
      reference: " MBB-20260601-0001 ",
    });
    expect(r).toMatchObject({
      changed: true,
      payout: { id: id(), status: "paid", reference: "MBB-20260601-0001", paidAt: expect.any(String) },
    });
    expect(
      (await api.call("POST", `/api/admin/payouts/${id()}/paid`, admin.token, { reference: "MBB-20260601-0001" })).json[
        "changed"
      ],
    ).toBe(false);
    expect(
      (await api.call("POST", `/api/admin/payouts/${id()}/paid`, admin.token, { reference: "OTHER" })).status,
    ).toBe(409);

    const mine = await api.ok("GET", "/api/payouts", who.suraya.token);
    expect(mine).toEqual([
      {
        id: id(),
        ...month,
        amount: 200,
        withheld: 0,
        sent: 200,
        status: "paid",
        reference: "MBB-20260601-0001",
        issuedAt: expect.any(String),
        paidAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(mine)).not.toMatch(/bank|1234/i);
    const activities = await api.ok("GET", "/api/dashboard/activities", who.suraya.token);
    const paidMonth = new Date(Date.UTC(month.year, month.month - 1)).toLocaleDateString("en-MY", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    expect(activities.filter((a) => a["type"] === "payment_received").map((a) => a["description"])).toEqual([
      `Payment received: RM\u00a0200.00 for ${paidMonth}`,
    ]);
    await api.ok("POST", "/api/admin/payouts/bank-file/reissue", admin.token, { ...month, reason: "Paid by hand" });
    expect((await issueAndDownload(api, admin.token, month)).text).not.toContain("MBBEMYKL");
  });

  it("shows a member only their own payouts, and needs a session", async () => {
    expect((await api.ok("GET", "/api/payouts", who.rahim.token)).map((p) => p["id"])).toEqual([
      `PO-${last}-${who.rahim.id}`,
    ]);
    expect(await api.ok("GET", "/api/payouts", who.tan.token)).toEqual([]);
    expect((await api.call("GET", "/api/payouts", null)).status).toBe(401);
  });
});
