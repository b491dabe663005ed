import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { caller, person, registerOverHttp } from "../../suites/security-checks/support.ts";

// The member's language (decision 31) over HTTP: chosen at registration, changed on its own
// route, carried by the sign-in's answer, and used for their mail and for refusals, before the
// browser's Accept-Language and English.
let app: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await startTestApp();
  call = caller(app);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

const FORM = { firstName: "Siti", lastName: "Checker", phoneNumber: "+60123000111" };
const MAYBANK_SHORT = { paymentMethod: "bank_account", bankCode: "MBBEMYKL", bankAccountNumber: "123" };

const registerIn = async (label: string, language: string) => {
  const body = { ...person(label), language };
  const r = await call("POST", "/api/auth/register", body);
  expect(r.status, r.text).toBe(201);
  const { token, user } = r.json as unknown as { token: string; user: { id: number; language: string } };
  return { ...body, token, user };
};

const lastMail = async (email: string) => {
  const [mail] = await app.sql<{ subject: string; text: string; html: string }>(
    `SELECT subject, text, html FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  return mail!;
};

describe("the language chosen at registration", () => {
  it("is kept on the profile and given back at sign-in", async () => {
    const member = await registerIn("Bahasa", "ms");
    expect(member.user.language).toBe("ms");
    const [row] = await app.sql<{ language: string }>(`SELECT language FROM profiles WHERE member_id = $1`, [
      member.user.id,
    ]);
    expect(row!.language).toBe("ms");
    const login = await call("POST", "/api/auth/login", { email: member.email, password: member.password });
    expect(login.json["user"]).toMatchObject({ language: "ms" });
    expect((await call("GET", "/api/profile", undefined, { token: member.token })).json["language"]).toBe("ms");
  });

  it("is written by the registration's own transaction, so no member is ever left without it", async () => {
    const member = await registerIn("Atomic", "zh");
    // A row's xmin is the transaction that last wrote it: a language saved after the
    // registration committed would name a later one than the registration's event.
    const [row] = await app.sql<{ language: string; profile: string; registration: string }>(
      `SELECT p.language, p.xmin::text AS profile, e.xmin::text AS registration
         FROM profiles p JOIN events e ON e.stream_id = 'member-' || p.member_id AND e.stream_version = 1
        WHERE p.member_id = $1`,
      [member.user.id],
    );
    expect(row!.language).toBe("zh");
    expect(row!.profile).toBe(row!.registration);
  });

  it("is English when none is given", async () => {
    const member = await registerOverHttp(app, "Plain");
    expect((await call("GET", "/api/profile", undefined, { token: member.token })).json["language"]).toBe("en");
  });

  it("refuses a code other than the four, naming the field", async () => {
    const r = await call("POST", "/api/auth/register", { ...person("Klingon"), language: "tlh" });
    expect(r.status).toBe(400);
    expect(Object.keys(r.json["fields"] as object)).toEqual(["language"]);
  });
});

describe("PUT /api/profile/language", () => {
  it("changes the member's language, and only a member's", async () => {
    const member = await registerOverHttp(app, "Changer");
    const r = await call("PUT", "/api/profile/language", { language: "ta" }, { token: member.token });
    expect([r.status, r.json]).toEqual([200, { language: "ta" }]);
    expect((await call("GET", "/api/profile", undefined, { token: member.token })).json["language"]).toBe("ta");
    expect((await call("PUT", "/api/profile/language", { language: "ta" })).status).toBe(401);
  });

  it("refuses an unknown code naming the field, in the member's language", async () => {
    const member = await registerIn("Refused", "zh");
    const r = await call("PUT", "/api/profile/language", { language: "xx" }, { token: member.token });
    expect(r.status).toBe(400);
    expect(r.json["fields"]).toEqual({ language: "请选择以下语言之一：en、ms、zh 或 ta" });
  });
});

describe("mail in the member's language", () => {
  it("writes the reset mail in Malay alone for a Malay reader, and in English then Malay otherwise", async () => {
    const malay = await registerIn("Lupa", "ms");
    expect((await call("POST", "/api/auth/forgot-password", { email: malay.email })).status).toBe(200);
    const mail = await lastMail(malay.email);
    expect(mail.subject).toBe("Tetapkan semula kata laluan Jemput anda");
    expect(mail.text).toMatch(/^Hai Lupa,/);
    expect(mail.text).not.toContain("Set a new password");
    expect(mail.html).toContain('<p lang="ms">');

    const english = await registerOverHttp(app, "Forgets");
    await call("POST", "/api/auth/forgot-password", { email: english.email });
    expect((await lastMail(english.email)).subject).toBe(
      "Reset your Jemput password (Tetapkan semula kata laluan Jemput anda)",
    );
  });

  it("writes the bank change notice in the member's language", async () => {
    const member = await registerIn("Bank", "zh");
    const body = { ...FORM, phoneNumber: member.phoneNumber, bankCode: "MBBEMYKL", bankAccountNumber: "123456789012" };
    const r = await call("PUT", "/api/profile", body, { token: member.token });
    expect(r.status, r.text).toBe(200);
    const mail = await lastMail(member.email);
    expect(mail.subject).toBe("您的银行资料已更改");
    expect(mail.text).toContain("尾号为 9012 的账户");
  });
});

describe("a refusal in the requester's language", () => {
  it("speaks the member's language, whatever the browser asks for", async () => {
    const member = await registerIn("Akaun", "ms");
    const body = { ...FORM, phoneNumber: member.phoneNumber, ...MAYBANK_SHORT };
    const r = await call("PUT", "/api/profile", body, { token: member.token, headers: { "Accept-Language": "zh" } });
    const malay = "Nombor akaun Maybank mempunyai 12 digit";
    expect([r.status, r.json]).toEqual([400, { error: malay, fields: { bankAccountNumber: malay } }]);
  });

  it("is English for an English member sending no Accept-Language", async () => {
    const member = await registerOverHttp(app, "English");
    const [{ phone_number } = { phone_number: "" }] = await app.sql<{ phone_number: string }>(
      `SELECT phone_number FROM profiles WHERE member_id = $1`,
      [member.id],
    );
    const body = { ...FORM, phoneNumber: phone_number, ...MAYBANK_SHORT };
    const r = await call("PUT", "/api/profile", body, { token: member.token });
    const english = "Maybank account numbers have 12 digits (Nombor akaun Maybank mempunyai 12 digit)";
    expect([r.status, r.json]).toEqual([400, { error: english, fields: { bankAccountNumber: english } }]);
  });

  it("follows Accept-Language when no one is signed in", async () => {
    const body = { ...person("Tanpa"), firstName: "  " };
    const zh = await call("POST", "/api/auth/register", body, { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
    expect([zh.status, zh.json]).toEqual([400, { error: "请输入您的名字", fields: { firstName: "请输入您的名字" } }]);
    const ta = await call("POST", "/api/auth/register", body, { headers: { "Accept-Language": "ta-MY" } });
    expect(ta.json["fields"]).toEqual({ firstName: "உங்கள் முதல் பெயரை உள்ளிடவும்" });
    const none = await call("POST", "/api/auth/register", body);
    expect(none.json["fields"]).toEqual({ firstName: "Please enter your first name" });
  });
});
