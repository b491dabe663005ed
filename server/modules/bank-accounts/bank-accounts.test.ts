import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { stepUpSession } from "../../testing/step-up.ts";

// A member's bank account through the profile (decision 20): sealed at rest, shown masked, kept
// when the form sends the mask back, changed only after a recent step-up, and every change mailed.
let app: TestApp;
let api: ReturnType<typeof client>;
type Member = Awaited<ReturnType<ReturnType<typeof client>["register"]>>;
let aisyah: Member;
let budi: Member;

const MAYBANK = {
  bankAccountHolderName: "AISYAH BINTI OMAR",
  bankName: "Maybank",
  bankAccountNumber: "1142-3344 5566",
};

const save = (member: Member, bank: Record<string, string | null>, firstName = "Aisyah") =>
  api.call("PUT", "/api/profile", member.token, {
    firstName,
    lastName: "Tester",
    phoneNumber: member.phoneNumber,
    ...bank,
  });
const shown = async (member: Member) => {
  const profile = await api.ok("GET", "/api/profile", member.token);
  return [profile["bankAccountHolderName"], profile["bankName"], profile["bankAccountNumber"]];
};
const notices = (member: Member) =>
  app.sql<{ subject: string; text: string }>(
    `SELECT subject, text FROM outbox WHERE to_email = $1 AND subject LIKE '%bank details%' ORDER BY id`,
    [member.email],
  );
const stored = (member: Member) =>
  app.sql<{ row: string; account_last4: string | null; key_id: string | null }>(
    `SELECT a::text AS row, account_last4, key_id FROM bank_accounts a WHERE member_id = $1`,
    [member.id],
  );

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  aisyah = await api.register("Aisyah");
  budi = await api.register("Budi");
});
afterAll(async () => {
  await app?.close();
});

describe("bank details on the profile", () => {
  it("are given the first time without a step-up, sealed, shown masked, and the member is told", async () => {
    const r = await save(aisyah, MAYBANK);
    expect(r.status, r.text).toBe(200);
    expect([r.json["bankAccountHolderName"], r.json["bankAccountNumber"]]).toEqual(["AISYAH BINTI OMAR", "•••• 5566"]);
    expect(await shown(aisyah)).toEqual(["AISYAH BINTI OMAR", "Maybank", "•••• 5566"]);
    const [row] = await stored(aisyah);
    expect(row!.row).not.toMatch(/114233445566|1142|AISYAH/);
    expect(row!.account_last4).toBe("5566");
    expect(row!.key_id).toMatch(/^[0-9a-f]{8}$/);
    const [profileRow] = await app.sql<{ details: string }>(`SELECT details::text FROM profiles WHERE member_id = $1`, [
      aisyah.id,
    ]);
    expect(profileRow!.details).not.toMatch(/bank|5566|AISYAH/i);
    const mail = await notices(aisyah);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("5566");
    expect(mail[0]!.text).not.toContain("114233445566");
  });

  it("stay as they are when the form sends the masked number back, with no step-up and no mail", async () => {
    const r = await save(aisyah, { ...MAYBANK, bankAccountNumber: "•••• 5566" });
    expect(r.status, r.text).toBe(200);
    expect(await shown(aisyah)).toEqual(["AISYAH BINTI OMAR", "Maybank", "•••• 5566"]);
    expect(await notices(aisyah)).toHaveLength(1);
  });

  it("cannot be changed or cleared without the password given in the last minutes, and change nothing when refused", async () => {
    for (const change of [
      { ...MAYBANK, bankAccountNumber: "9999 0000 1111" },
      { ...MAYBANK, bankAccountHolderName: "SOMEONE ELSE", bankAccountNumber: "•••• 5566" },
      { ...MAYBANK, bankName: "Hong Leong Bank" },
      { bankAccountHolderName: null, bankName: null, bankAccountNumber: null },
    ]) {
      const r = await save(aisyah, change, "Changed");
      expect([r.status, r.json], JSON.stringify(change)).toEqual([
        403,
        { error: "Confirm it's you to continue", code: "step_up_required" },
      ]);
    }
    const profile = await api.ok("GET", "/api/profile", aisyah.token);
    expect(profile["firstName"]).toBe("Aisyah");
    expect(await shown(aisyah)).toEqual(["AISYAH BINTI OMAR", "Maybank", "•••• 5566"]);
    expect(await notices(aisyah)).toHaveLength(1);
  });

  it("change after a step-up, a kept number staying the same, and each change is mailed", async () => {
    await stepUpSession(app, aisyah.token);
    const holder = await save(aisyah, { ...MAYBANK, bankName: "Hong Leong Bank", bankAccountNumber: "•••• 5566" });
    expect(holder.status, holder.text).toBe(200);
    expect(await shown(aisyah)).toEqual(["AISYAH BINTI OMAR", "Hong Leong Bank", "•••• 5566"]);
    const number = await save(aisyah, { ...MAYBANK, bankName: "Hong Leong Bank", bankAccountNumber: "8000 1234 9876" });
    expect(number.status, number.text).toBe(200);
    expect(await shown(aisyah)).toEqual(["AISYAH BINTI OMAR", "Hong Leong Bank", "•••• 9876"]);
    const mail = await notices(aisyah);
    expect(mail).toHaveLength(3);
    expect(mail[2]!.text).toContain("9876");
  });

  it("refuse the masked value when there is no number to keep, naming the field", async () => {
    const r = await save(
      budi,
      { bankAccountHolderName: "BUDI", bankName: "RHB", bankAccountNumber: "•••• 1234" },
      "Budi",
    );
    expect([r.status, Object.keys((r.json["fields"] as object) ?? {})]).toEqual([400, ["bankAccountNumber"]]);
    expect(await stored(budi)).toEqual([]);
  });

  it("of one member never open as another's, even copied onto their row", async () => {
    await save(
      budi,
      { bankAccountHolderName: "BUDI SANTOSO", bankName: "RHB", bankAccountNumber: "5555 6666 7777 88" },
      "Budi",
    );
    await app.sql(
      `UPDATE bank_accounts b SET holder = a.holder FROM bank_accounts a WHERE a.member_id = $1 AND b.member_id = $2`,
      [aisyah.id, budi.id],
    );
    const r = await api.call("GET", "/api/profile", budi.token);
    expect(r.status).toBe(500);
    expect(r.text).not.toContain("AISYAH");
  });
});
