import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { COMPANY_ENV } from "../../testing/einvoice.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { startMyInvoisStandIn, type MyInvoisStandIn } from "../../testing/myinvois-stand-in.ts";
import { stepUpSession } from "../../testing/step-up.ts";
import { hashPassword } from "../credentials/password.ts";

// A member's payee details through the profile (decision 58), with EINVOICE=on and MyInvois stood
// in for on loopback: each field checked and refused by name, sealed at rest, shown masked, kept
// when the form sends the mask back, changed only after a step-up, mailed, confirmed with
// MyInvois (valid, refused, unreachable, busy), exported and erased.
let app: TestApp;
let api: ReturnType<typeof client>;
let myInvois: MyInvoisStandIn;
type Member = Awaited<ReturnType<ReturnType<typeof client>["register"]>>;
let aisyah: Member;
let budi: Member;

const NRIC = "770625-01-5324";
const TIN = "IG12345678090";
const ADDRESS = {
  residentialAddressLine1: "12 Jalan Melur",
  residentialAddressLine2: "Taman Melati",
  residentialPostcode: "53100",
  residentialCity: "Kuala Lumpur",
  residentialState: "Kuala Lumpur",
  residentialCountry: "MY",
};
const PAYEE = { identityType: "mykad", identityNumber: NRIC, tin: TIN, ...ADDRESS };

const save = (member: Member, payee: Record<string, string | null>) =>
  api.call("PUT", "/api/profile", member.token, {
    firstName: "Aisyah",
    lastName: "Tester",
    phoneNumber: member.phoneNumber,
    ...payee,
  });
const row = (member: Member) =>
  app.sql<{ row: string; tin_status: string | null; updated_at: Date }>(
    `SELECT p::text AS row, tin_status, updated_at FROM payee_identities p WHERE member_id = $1`,
    [member.id],
  );
const notices = (member: Member) =>
  app.sql(`SELECT text FROM outbox WHERE to_email = $1 AND subject LIKE '%tax details%'`, [member.email]);

beforeAll(async () => {
  myInvois = await startMyInvoisStandIn();
  myInvois.register({ tin: TIN, idType: "NRIC", idValue: "770625015324" });
  myInvois.register({ tin: "IG98765432100", idType: "PASSPORT", idValue: "A12345678" });
  app = await startTestApp({ env: { ...COMPANY_ENV, ...myInvois.env() } });
  api = client(app);
  aisyah = await api.register("Aisyah");
  budi = await api.register("Budi");
});
afterAll(async () => {
  await app?.close();
  await myInvois?.close();
});

describe("payee details on the profile", () => {
  it("are asked for while EINVOICE is on, naming what a payout still needs", async () => {
    const profile = await api.ok("GET", "/api/profile", aisyah.token);
    expect(profile["payeeDetailsRequired"]).toBe(true);
    expect(profile["payeeDetailsMissing"]).toEqual(["identity", "tin", "address"]);
  });

  it.each([
    [{ identityNumber: NRIC, identityType: null }, "identityType"],
    [{ identityType: "mykad", identityNumber: "771325-01-5324" }, "identityNumber"],
    [{ identityType: "mykad", identityNumber: "770625-00-5324" }, "identityNumber"],
    [{ identityType: "mykad", identityNumber: "770625-70-5324" }, "identityNumber"],
    [{ identityType: "mykad", identityNumber: "77062501532" }, "identityNumber"],
    [{ identityType: "passport", identityNumber: "A123", identityCountry: "SG" }, "identityNumber"],
    [{ identityType: "passport", identityNumber: "A12345678", identityCountry: null }, "identityCountry"],
    [{ identityType: "passport", identityNumber: "A12345678", identityCountry: "MY" }, "identityCountry"],
    [{ identityType: "passport", identityNumber: "A12345678", identityCountry: "XX" }, "identityCountry"],
    [{ tin: "C25845632020" }, "tin"],
    [{ tin: "IG12" }, "tin"],
    [{ ...ADDRESS, residentialPostcode: "5310" }, "residentialPostcode"],
    [{ ...ADDRESS, residentialState: "Gotham" }, "residentialState"],
    [{ ...ADDRESS, residentialCountry: "ZZ" }, "residentialCountry"],
    [{ ...ADDRESS, residentialAddressLine1: "" }, "residentialAddressLine1"],
    [{ ...ADDRESS, residentialCity: " " }, "residentialCity"],
    [{ identityType: "mykad", identityNumber: "••••••••5324" }, "identityNumber"],
  ])("refuse %j with a 400 naming %s, and keep nothing", async (payee, field) => {
    const r = await save(budi, payee);
    expect(r.status, r.text).toBe(400);
    expect(Object.keys(r.json["fields"] as object)).toEqual([field]);
    expect(await row(budi)).toEqual([]);
  });

  it("are confirmed with MyInvois, sealed, shown masked, and the member is told", async () => {
    const r = await save(aisyah, PAYEE);
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({
      identityType: "mykad",
      identityNumber: "••••••••5324",
      tin: "••••••••8090",
      tinStatus: "valid",
      ...ADDRESS,
      payeeDetailsMissing: [],
    });
    const [stored] = await row(aisyah);
    expect(stored!.row).not.toMatch(/770625|IG1234|Melur|53100/);
    expect(stored!.tin_status).toBe("valid");
    expect(myInvois.log.filter((l) => l.endpoint === "validate").map((l) => l.status)).toEqual([200]);
    const mail = await notices(aisyah);
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail)).not.toMatch(/770625|IG1234|5324|8090/);
  });

  it("stay as they are when the form sends the masked values back: no step-up, no MyInvois call, no mail", async () => {
    const calls = myInvois.log.length;
    const r = await save(aisyah, { ...PAYEE, identityNumber: "••••••••5324", tin: "••••••••8090" });
    expect(r.status, r.text).toBe(200);
    expect(myInvois.log.length).toBe(calls);
    expect(await notices(aisyah)).toHaveLength(1);
  });

  it("cannot be changed without a recent step-up, and MyInvois is not asked meanwhile", async () => {
    const [before] = await row(aisyah);
    const calls = myInvois.log.length;
    const r = await save(aisyah, {
      ...PAYEE,
      identityType: "passport",
      identityNumber: "A12345678",
      identityCountry: "SG",
      tin: "IG98765432100",
    });
    expect(r.status, r.text).toBe(403);
    expect(r.json["code"]).toBe("step_up_required");
    expect(myInvois.log.length).toBe(calls);
    expect((await row(aisyah))[0]!.row).toBe(before!.row);
  });

  it("refuse a TIN MyInvois does not match with the identity, giving LHDN's answer", async () => {
    await stepUpSession(app, aisyah.token);
    const [before] = await row(aisyah);
    const r = await save(aisyah, { ...PAYEE, tin: "IG11111111110" });
    expect(r.status, r.text).toBe(400);
    expect((r.json["fields"] as Record<string, string>)["tin"]).toBe(
      "MyInvois (LHDN) did not accept this TIN: The TIN does not match the ID given",
    );
    expect((await row(aisyah))[0]!.row).toBe(before!.row);
  });

  it("are never taken as valid when MyInvois is unreachable or busy: 503 naming MyInvois", async () => {
    await stepUpSession(app, aisyah.token);
    const [before] = await row(aisyah);
    const change = {
      ...PAYEE,
      identityType: "passport",
      identityNumber: "A12345678",
      identityCountry: "SG",
      tin: "IG98765432100",
    };
    myInvois.failNext("validate", "down");
    const down = await save(aisyah, change);
    expect(down.status, down.text).toBe(503);
    expect(down.json["error"]).toMatch(/MyInvois/);
    myInvois.failNext("validate", 500);
    expect((await save(aisyah, change)).status).toBe(503);
    myInvois.limit("validate", 0);
    const busy = await save(aisyah, change);
    expect(busy.status, busy.text).toBe(503);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await row(aisyah))[0]!.row).toBe(before!.row);
    myInvois.limit("validate", 60);
    const r = await save(aisyah, change);
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ identityType: "passport", identityCountry: "SG", identityNumber: "••••••••5678" });
    // One login served every check: the token is kept until it expires.
    expect(myInvois.log.filter((l) => l.endpoint === "token")).toHaveLength(1);
  });

  it("are in the member's data export, masked", async () => {
    const r = await api.call("GET", "/api/profile/data-export", aisyah.token);
    expect(r.status, r.text).toBe(200);
    expect(r.text).toContain("••••••••5678");
    expect(r.text).toContain("12 Jalan Melur");
    expect(r.text).not.toMatch(/A12345678|IG98765432100/);
  });

  it("are erased with the member", async () => {
    const hash = await hashPassword("kuih-lapis-2026");
    await app.sql(`UPDATE profiles SET password_hash = $2 WHERE member_id = $1`, [aisyah.id, hash]);
    const r = await api.call("POST", "/api/profile/erasure", aisyah.token, { password: "kuih-lapis-2026" });
    expect(r.status, r.text).toBe(200);
    expect(await row(aisyah)).toEqual([]);
  });
});

describe("payee details without MyInvois or EINVOICE", () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it("are checked by format alone, recorded as unchecked, and nothing is asked for", async () => {
    const other = client(plain);
    const nadia = await other.register("Nadia");
    expect(await other.ok("GET", "/api/profile", nadia.token)).toMatchObject({
      payeeDetailsRequired: false,
      payeeDetailsMissing: [],
    });
    const r = await other.call("PUT", "/api/profile", nadia.token, {
      firstName: "Nadia",
      lastName: "Tester",
      phoneNumber: nadia.phoneNumber,
      identityType: "mykad",
      identityNumber: "900101145678",
      tin: "sg 123456789",
    });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ tin: "••••••••6789", tinStatus: "unchecked", identityNumber: "••••••••5678" });
  });

  it("refuse a bad identity, TIN or address in the member's language", async () => {
    const other = client(plain);
    const mei = await other.register("Mei");
    const valid = {
      firstName: "Mei",
      lastName: "Tester",
      phoneNumber: mei.phoneNumber,
      identityType: "mykad",
      identityNumber: "900101145678",
      tin: "IG12345678090",
      residentialAddressLine1: "1 Jalan Ampang",
      residentialPostcode: "50100",
      residentialCity: "Kuala Lumpur",
      residentialState: "Kuala Lumpur",
      residentialCountry: "MY",
    };
    const refusal = async (language: string, wrong: Record<string, string>) => {
      await plain.sql(`UPDATE profiles SET language = $2 WHERE member_id = $1`, [mei.id, language]);
      const r = await other.call("PUT", "/api/profile", mei.token, { ...valid, ...wrong });
      expect(r.status, r.text).toBe(400);
      return (r.json as unknown as { fields: Record<string, string> }).fields;
    };
    expect(await refusal("zh", { identityNumber: "900101205678" })).toEqual({
      identityNumber: "MyKad 号码中没有这个出生地代码",
    });
    expect(await refusal("zh", { tin: "12345" })).toEqual({
      tin: "所得税号码必须是 IG 加 9 至 12 位数字，例如 IG12345678090",
    });
    expect(await refusal("ta", { residentialPostcode: "5010" })).toEqual({
      residentialPostcode: "அஞ்சல் குறியீடு 5 இலக்கங்களாக இருக்க வேண்டும்",
    });
    expect(await refusal("ms", { residentialState: "Atlantis" })).toEqual({
      residentialState: "Sila pilih negeri di Malaysia",
    });
    // Nothing was saved by any of them.
    expect(await other.ok("GET", "/api/profile", mei.token)).toMatchObject({ tin: null });
  });
});
