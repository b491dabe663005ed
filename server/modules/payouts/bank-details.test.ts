import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { stepUpSession } from "../../testing/step-up.ts";
import { approvePost } from "../posts/handlers.ts";
import { issueAndDownload } from "../../testing/payment-file.ts";

// A payout keeps the bank details it was issued with: Suraya changes hers after last month's
// close and the payout list and the bank file still pay the account she had; Tan had none at
// the close, and adding them later adds none to his payout. The list shows the number masked;
// only the bank file has it in full.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
type Member = Awaited<ReturnType<ReturnType<typeof client>["register"]>>;
const who = {} as { suraya: Member; tan: Member };
const last = previousPeriod(periodOf(new Date()));
const month = { month: monthOf(last), year: yearOf(last) };
const q = `month=${month.month}&year=${month.year}`;
const SURAYA_BANK = {
  bankAccountHolderName: "SURAYA BINTI ALI",
  bankCode: "MBBEMYKL",
  bankAccountNumber: "1234 5678 9012",
};

const saveBank = (member: Member, firstName: string, bank: Record<string, string>) =>
  api.ok("PUT", "/api/profile", member.token, {
    firstName,
    lastName: "Tester",
    phoneNumber: member.phoneNumber,
    ...bank,
  });

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Umar");
  who.suraya = await api.register("Suraya");
  who.tan = await api.register("Tan");
  for (const member of [who.suraya, who.tan]) {
    const post = await api.ok("POST", "/api/posts", member.token, {
      title: "Laksa trail",
      url: `https://tiktok.com/@m${member.id}/video/${7_000 + member.id}`,
      platform: "tiktok",
    });
    await app.run(
      approvePost(String(post["id"]), { actor: admin.id }),
      new Date(Date.UTC(month.year, month.month - 1, 10, 3)),
    );
  }
  await saveBank(who.suraya, "Suraya", SURAYA_BANK);
  await api.ok("POST", "/api/admin/payouts/close", admin.token, month);
});
afterAll(async () => {
  await app?.close();
});

// Each reading is a new issue of the file, as an admin re-issues it (decision 29).
const bankFile = async () => {
  await app.sql(
    `INSERT INTO payment_files (period, seq, close_id, issued_at, reissued_by, reason)
     SELECT period, seq + 1, close_id, now(), $2, 'Read again'
       FROM (SELECT * FROM payment_files WHERE period = $1 ORDER BY seq DESC LIMIT 1) latest`,
    [last, admin.id],
  );
  const lines = (await issueAndDownload(api, admin.token, month)).text.trimEnd().split("\r\n");
  // The payout's reference, name, bank and account: what this test is about.
  return lines.slice(1, -1).map((line) => line.split(",").slice(2, 5).concat(line.split(",")[9]!).join(","));
};
const listed = async () =>
  (await api.ok("GET", `/api/admin/payouts?${q}`, admin.token)).map((p) => [
    p["memberName"],
    p["bankAccountHolderName"],
    p["bankName"],
    p["bankAccountNumber"],
  ]);

describe("the bank details a payout was issued with", () => {
  // Tan had no bank details at the close: the file leaves his payout out.
  const issued = () => [`SURAYA BINTI ALI,MBBEMYKL,123456789012,PO-${last}-${who.suraya.id}`];

  it("are what the payout list shows, the number masked, and the bank file in full", async () => {
    expect(await listed()).toEqual([
      ["Suraya Tester", "SURAYA BINTI ALI", "Maybank", "•••• 9012"],
      ["Tan Tester", null, null, null],
    ]);
    expect(await bankFile()).toEqual(issued());
  });

  it("stay the same when the member changes or adds bank details afterwards", async () => {
    await stepUpSession(app, who.suraya.token);
    await saveBank(who.suraya, "Suraya", {
      bankAccountHolderName: "SOMEONE ELSE",
      bankCode: "CIBBMYKL",
      bankAccountNumber: "9999 0000 00",
    });
    await saveBank(who.tan, "Tan", {
      bankAccountHolderName: "TAN AH KOW",
      bankCode: "RHBBMYKL",
      bankAccountNumber: "5555 6666 7777 88",
    });
    expect((await api.ok("GET", "/api/profile", who.suraya.token))["bankAccountNumber"]).toBe("•••• 0000");
    expect(await listed()).toEqual([
      ["Suraya Tester", "SURAYA BINTI ALI", "Maybank", "•••• 9012"],
      ["Tan Tester", null, null, null],
    ]);
    expect(await bankFile()).toEqual(issued());
  });

  it("are never written to the event log, nor kept readable in any table", async () => {
    const events = await app.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%123456789012%' OR data::text LIKE '%SURAYA BINTI%'`,
    );
    expect(events).toEqual([{ n: 0 }]);
    const readable = await app.sql<{ n: number }>(
      `SELECT (SELECT count(*) FROM profiles p WHERE p::text LIKE '%123456789012%' OR p::text LIKE '%SURAYA BINTI%')
            + (SELECT count(*) FROM bank_accounts a WHERE a::text LIKE '%123456789012%' OR a::text LIKE '%SURAYA BINTI%')
            + (SELECT count(*) FROM payout_bank_details b WHERE b::text LIKE '%123456789012%' OR b::text LIKE '%SURAYA BINTI%')
            AS n`,
    );
    expect(readable).toEqual([{ n: 0 }]);
  });
});
