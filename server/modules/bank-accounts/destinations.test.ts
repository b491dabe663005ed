import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Database } from "../../platform/db/database.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { codeLegacyBankNames } from "./bank-codes.ts";

// Where payouts go (decision 29): a bank chosen from the list by its code with an account
// number of a length it issues, or a DuitNow ID, sealed as an account number is. Bank names
// typed before the list are given their code when they name one bank, else left unverified.
let app: TestApp;
let api: ReturnType<typeof client>;
type Member = Awaited<ReturnType<ReturnType<typeof client>["register"]>>;
let nurul: Member;

const save = (member: Member, bank: Record<string, unknown>) =>
  api.call("PUT", "/api/profile", member.token, {
    firstName: "Nurul",
    lastName: "Tester",
    phoneNumber: member.phoneNumber,
    bankAccountHolderName: "NURUL",
    ...bank,
  });
const refusal = async (member: Member, bank: Record<string, unknown>) => {
  const r = await save(member, bank);
  return [r.status, r.json["fields"]];
};
const shown = async (member: Member) => {
  const p = await api.ok("GET", "/api/profile", member.token);
  return {
    paymentMethod: p["paymentMethod"],
    bankCode: p["bankCode"],
    bankName: p["bankName"],
    bankAccountNumber: p["bankAccountNumber"],
    duitNowIdType: p["duitNowIdType"],
    duitNowId: p["duitNowId"],
  };
};

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  nurul = await api.register("Nurul");
});
afterAll(async () => {
  await app?.close();
});

describe("a bank account on the profile", () => {
  it("names its bank by code and is shown with the list's name", async () => {
    const r = await save(nurul, { bankCode: "BSNAMYK1", bankAccountNumber: "1410-0290-0012-3456" });
    expect(r.status, r.text).toBe(200);
    expect(await shown(nurul)).toEqual({
      paymentMethod: "bank_account",
      bankCode: "BSNAMYK1",
      bankName: "BSN",
      bankAccountNumber: "•••• 3456",
      duitNowIdType: null,
      duitNowId: "",
    });
  });

  it("is refused naming the field: an unknown code, a length the bank does not issue, no bank", async () => {
    const fresh = await api.register("Fresh");
    expect(await refusal(fresh, { bankCode: "ABCDMYKL", bankAccountNumber: "114233445566" })).toEqual([
      400,
      { bankCode: expect.stringContaining("choose your bank") },
    ]);
    expect(await refusal(fresh, { bankCode: "MBBEMYKL", bankAccountNumber: "1142 3344" })).toEqual([
      400,
      { bankAccountNumber: "Maybank account numbers have 12 digits (Nombor akaun Maybank mempunyai 12 digit)" },
    ]);
    expect(await refusal(fresh, { bankAccountNumber: "114233445566" })).toEqual([
      400,
      { bankCode: expect.stringContaining("choose your bank") },
    ]);
    // A client from before the list may still name the bank, when the name means one bank.
    expect(await refusal(fresh, { bankName: "Secret Bank Berhad", bankAccountNumber: "114233445566" })).toEqual([
      400,
      { bankName: expect.stringContaining("choose your bank") },
    ]);
    expect((await save(fresh, { bankName: "MAYBANK BERHAD", bankAccountNumber: "114233445566" })).status).toBe(200);
    expect((await shown(fresh)).bankCode).toBe("MBBEMYKL");
  });
});

describe("a DuitNow ID instead of an account", () => {
  it("is checked for its kind, naming the field", async () => {
    const fresh = await api.register("Duit");
    const duitNow = (fields: Record<string, unknown>) => refusal(fresh, { paymentMethod: "duitnow", ...fields });
    expect(await duitNow({ duitNowId: "0123456789" })).toEqual([400, { duitNowIdType: expect.any(String) }]);
    expect(await duitNow({ duitNowIdType: "mobile", duitNowId: "+65 8123 4567" })).toEqual([
      400,
      { duitNowId: expect.stringContaining("Malaysian mobile") },
    ]);
    expect(await duitNow({ duitNowIdType: "nric", duitNowId: "901331-14-5678" })).toEqual([
      400,
      { duitNowId: expect.stringContaining("real date") },
    ]);
    expect(await duitNow({ duitNowIdType: "passport", duitNowId: "A12345678" })).toEqual([
      400,
      { duitNowIdCountry: expect.any(String) },
    ]);
    expect(await duitNow({ duitNowIdType: "business", duitNowId: "2023-99" })).toEqual([
      400,
      { duitNowId: expect.stringContaining("SSM") },
    ]);
    expect(await duitNow({ duitNowIdType: "bitcoin", duitNowId: "x" })).toEqual([
      400,
      { duitNowIdType: expect.any(String) },
    ]);
  });

  it("is sealed as an account number is, shown masked, and kept when the mask comes back", async () => {
    const fresh = await api.register("Sealed");
    const first = await save(fresh, { paymentMethod: "duitnow", duitNowIdType: "nric", duitNowId: "900101-14-5678" });
    expect(first.status, first.text).toBe(200);
    expect(await shown(fresh)).toEqual({
      paymentMethod: "duitnow",
      bankCode: null,
      bankName: "",
      bankAccountNumber: "",
      duitNowIdType: "nric",
      duitNowId: "•••• 5678",
    });
    const readable = await app.sql(`SELECT 1 FROM bank_accounts a WHERE a::text LIKE '%900101%'`);
    expect(readable).toEqual([]);
    const mails = () =>
      app.sql(`SELECT 1 FROM outbox WHERE to_email = $1 AND subject LIKE '%bank details%'`, [fresh.email]);
    expect(await mails()).toHaveLength(1);
    const again = await save(fresh, { paymentMethod: "duitnow", duitNowIdType: "nric", duitNowId: "•••• 5678" });
    expect(again.status, again.text).toBe(200);
    expect(await mails()).toHaveLength(1);
  });
});

describe("bank names typed before the list", () => {
  it("get their bank's code when they name one bank, and stay unverified otherwise until the member chooses", async () => {
    const [cimb, secret] = [await api.register("Cimb"), await api.register("Secret")];
    expect((await save(cimb, { bankCode: "CIBBMYKL", bankAccountNumber: "7001223344" })).status).toBe(200);
    expect((await save(secret, { bankCode: "PBBEMYKL", bankAccountNumber: "3322110099" })).status).toBe(200);
    await app.sql(
      `UPDATE bank_accounts SET bank_code = NULL, bank = CASE member_id WHEN $1 THEN 'cimb bank bhd' ELSE 'Secret Bank' END
        WHERE member_id IN ($1, $2)`,
      [cimb.id, secret.id],
    );
    expect(await app.run(Effect.flatMap(Database, codeLegacyBankNames))).toBe(1);
    expect(await shown(cimb)).toMatchObject({ bankCode: "CIBBMYKL", bankName: "CIMB Bank" });
    expect(await shown(secret)).toMatchObject({
      bankCode: null,
      bankName: "Secret Bank",
      bankAccountNumber: "•••• 0099",
    });
    // The form sends the masked number back without a bank: the member is asked to choose one.
    expect(await refusal(secret, { bankCode: null, bankAccountNumber: "•••• 0099" })).toEqual([
      400,
      { bankCode: expect.stringContaining("choose your bank") },
    ]);
    expect(await app.run(Effect.flatMap(Database, codeLegacyBankNames))).toBe(0);
  });
});
