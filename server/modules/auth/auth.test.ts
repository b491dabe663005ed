import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { FORGOT_REPLY } from "./routes.ts";

// Member auth over HTTP against a real database: one app for the whole file. Every request
// comes from 127.0.0.1, so the per-IP counters are cleared before each test.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

interface AuthResult {
  token: string;
  user: Record<string, unknown> & { id: number; referralId: string };
}

const call = (method: string, pathname: string, body?: unknown, token?: string) =>
  request(app.baseUrl, method, pathname, { body, token });

let phones = 0;
const person = (first: string, extra: Record<string, unknown> = {}) => {
  phones += 1;
  return {
    email: `${first.toLowerCase()}@auth.jemput.my`,
    password: "kopi-susu-42",
    firstName: first,
    lastName: "Tester",
    phoneNumber: `+6017${String(3_000_000 + phones)}`,
    ...extra,
  };
};
const register = async (body: Record<string, unknown>) => {
  const r = await call("POST", "/api/auth/register", body);
  expect(r.status, r.text).toBe(201);
  return r.json as unknown as AuthResult;
};
const resetTokenFrom = async (email: string) => {
  const [mail] = await app.sql<{ text: string }>(
    `SELECT text FROM outbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return token;
};

describe("register", () => {
  it("answers 201 with a token and the new member, trimmed and normalised", async () => {
    const r = await call("POST", "/api/auth/register", {
      email: "  Aminah.Yusof@Example.MY ",
      password: "kopi-susu-42",
      firstName: "  Aminah ",
      lastName: " Yusof  ",
      phoneNumber: "0123456789",
    });
    expect(r.status, r.text).toBe(201);
    const { token, user } = r.json as unknown as AuthResult;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(user).toMatchObject({
      email: "aminah.yusof@example.my",
      firstName: "Aminah",
      lastName: "Yusof",
      phoneNumber: "+60123456789",
      isAdmin: false,
    });
    expect(user.id).toEqual(expect.any(Number));
    expect(user.referralId).toMatch(/^AMINA\d+$/);
    expect(user).not.toHaveProperty("passwordHash");
    expect((await call("GET", "/api/profile", undefined, token)).json).toMatchObject({
      id: user.id,
      email: "aminah.yusof@example.my",
    });

    const emailTaken = await call("POST", "/api/auth/register", person("Other", { email: "AMINAH.YUSOF@example.my" }));
    expect([emailTaken.status, emailTaken.json]).toEqual([409, { error: "Email already exists" }]);
    const phoneTaken = await call("POST", "/api/auth/register", person("Another", { phoneNumber: "+60 12-345 6789" }));
    expect([phoneTaken.status, phoneTaken.json]).toEqual([409, { error: "Phone number already exists" }]);
  });

  it("checks the fields in the form's order and names the failing one", async () => {
    const bad = { email: "not-an-email", password: "abc", firstName: "  ", lastName: "", phoneNumber: "12" };
    const steps: Array<[string, Record<string, unknown>]> = [
      ["firstName", {}],
      ["lastName", { firstName: "Siti" }],
      ["email", { lastName: "Rahman" }],
      ["password", { email: "siti@auth.jemput.my" }],
      ["password", { password: "password123" }],
      ["phoneNumber", { password: "kopi-susu-42" }],
    ];
    let body: Record<string, unknown> = bad;
    const messages: Array<string> = [];
    for (const [field, fix] of steps) {
      body = { ...body, ...fix };
      const r = await call("POST", "/api/auth/register", body);
      expect(r.status, `${field}: ${r.text}`).toBe(400);
      const fields = r.json["fields"] as Record<string, string>;
      expect(Object.keys(fields)).toEqual([field]);
      expect(r.json["error"]).toBe(fields[field]);
      messages.push(fields[field]!);
    }
    expect(messages[3]).toMatch(/at least 6/);
    expect(messages[4]).toMatch(/too easy to guess/);
    expect(
      (await call("POST", "/api/auth/register", { ...body, email: "", phoneNumber: "+60123" })).json["fields"],
    ).toHaveProperty("email");
    expect(await app.sql(`SELECT 1 FROM profiles WHERE email = 'siti@auth.jemput.my'`)).toEqual([]);
  });

  it("refuses an unknown referral code and links the team for a valid one", async () => {
    const unknown = await call("POST", "/api/auth/register", person("Nobody", { referredBy: "ZZZZZ999999" }));
    expect([unknown.status, unknown.json]).toEqual([400, { error: "Invalid referral code" }]);
    expect(await app.sql(`SELECT 1 FROM profiles WHERE email = 'nobody@auth.jemput.my'`)).toEqual([]);

    const leader = await register(person("Leader"));
    const recruit = await register(person("Recruit", { referredBy: ` ${leader.user.referralId.toLowerCase()} ` }));
    const team = await call("GET", "/api/dashboard/team", undefined, leader.token);
    expect(team.status).toBe(200);
    expect(team.json["level1"]).toEqual([
      expect.objectContaining({ id: recruit.user.id, firstName: "Recruit", referralCodeUsed: leader.user.referralId }),
    ]);
    expect(team.json["level2"]).toEqual([]);
  });
});

describe("login and logout", () => {
  it("logs in with the right password; a wrong one and an unknown email fail alike", async () => {
    const member = await register(person("Login"));
    const ok = await call("POST", "/api/auth/login", { email: " LOGIN@auth.jemput.my", password: "kopi-susu-42" });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json).toMatchObject({
      token: expect.any(String),
      user: { id: member.user.id, email: "login@auth.jemput.my" },
    });
    expect(ok.json["token"]).not.toBe(member.token);

    const wrong = await call("POST", "/api/auth/login", { email: "login@auth.jemput.my", password: "kopi-susu-43" });
    const unknown = await call("POST", "/api/auth/login", {
      email: "nobody-here@auth.jemput.my",
      password: "kopi-susu-42",
    });
    expect([wrong.status, wrong.json]).toEqual([401, { error: "Invalid credentials" }]);
    expect([unknown.status, unknown.text]).toEqual([wrong.status, wrong.text]);
  });

  it("revokes the token on logout and needs one to log out", async () => {
    const { token } = await register(person("Logout"));
    expect((await call("GET", "/api/profile", undefined, token)).status).toBe(200);
    const out = await call("POST", "/api/auth/logout", undefined, token);
    expect([out.status, out.json]).toEqual([200, { success: true }]);
    expect((await call("GET", "/api/profile", undefined, token)).status).toBe(401);
    expect((await call("POST", "/api/auth/logout", undefined, token)).status).toBe(401);
    const anonymous = await call("POST", "/api/auth/logout");
    expect([anonymous.status, anonymous.json]).toEqual([401, { error: "Authentication required" }]);
  });
});

describe("forgot and reset password", () => {
  it("answers the same for known and unknown emails and mails only the known one", async () => {
    await register(person("Forgetful"));
    const known = await call("POST", "/api/auth/forgot-password", { email: "Forgetful@auth.jemput.my" });
    const unknown = await call("POST", "/api/auth/forgot-password", { email: "ghost@auth.jemput.my" });
    expect([known.status, known.json]).toEqual([200, FORGOT_REPLY]);
    expect([unknown.status, unknown.text]).toEqual([200, known.text]);
    const mails = await app.sql<{ to_email: string; text: string; html: string }>(
      `SELECT to_email, text, html FROM outbox WHERE to_email IN ('forgetful@auth.jemput.my', 'ghost@auth.jemput.my')`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_email).toBe("forgetful@auth.jemput.my");
    expect(mails[0]!.text).toContain("/reset-password?token=");
    expect(mails[0]!.html).toContain("/reset-password?token=");
  });

  it("resets once with a mailed token, changing the password and ending every session", async () => {
    const { token: session } = await register(person("Resetter"));
    await call("POST", "/api/auth/forgot-password", { email: "resetter@auth.jemput.my" });
    const token = await resetTokenFrom("resetter@auth.jemput.my");

    const short = await call("POST", "/api/auth/reset-password", { token, newPassword: "abc" });
    expect(short.status).toBe(400);
    const ok = await call("POST", "/api/auth/reset-password", { token, newPassword: "teh-tarik-77" });
    expect([ok.status, ok.json]).toMatchObject([200, { success: true }]);
    expect((await call("GET", "/api/profile", undefined, session)).status).toBe(401);
    expect(
      (await call("POST", "/api/auth/login", { email: "resetter@auth.jemput.my", password: "kopi-susu-42" })).status,
    ).toBe(401);
    expect(
      (await call("POST", "/api/auth/login", { email: "resetter@auth.jemput.my", password: "teh-tarik-77" })).status,
    ).toBe(200);

    const again = await call("POST", "/api/auth/reset-password", { token, newPassword: "nasi-lemak-88" });
    expect([again.status, again.json]).toEqual([400, { error: "Invalid or expired reset token" }]);
    expect(
      (await call("POST", "/api/auth/login", { email: "resetter@auth.jemput.my", password: "teh-tarik-77" })).status,
    ).toBe(200);
  });

  it("refuses an expired token and an unknown one", async () => {
    const { user } = await register(person("Expired"));
    await call("POST", "/api/auth/forgot-password", { email: "expired@auth.jemput.my" });
    const token = await resetTokenFrom("expired@auth.jemput.my");
    await app.sql(`UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE member_id = $1`, [
      user.id,
    ]);
    for (const candidate of [token, "x".repeat(43)]) {
      const r = await call("POST", "/api/auth/reset-password", { token: candidate, newPassword: "teh-tarik-77" });
      expect([r.status, r.json]).toEqual([400, { error: "Invalid or expired reset token" }]);
    }
    expect(
      (await call("POST", "/api/auth/login", { email: "expired@auth.jemput.my", password: "kopi-susu-42" })).status,
    ).toBe(200);
  });

  it("limits forgot-password to three per email per hour, with Retry-After", async () => {
    // The windows are whole clock hours: keep the four calls inside one.
    const toNextHour = 3_600_000 - (Date.now() % 3_600_000);
    if (toNextHour < 5_000) await new Promise((resolve) => setTimeout(resolve, toNextHour + 100));
    for (let i = 0; i < 3; i++)
      expect((await call("POST", "/api/auth/forgot-password", { email: "limited@auth.jemput.my" })).status).toBe(200);
    const limited = await call("POST", "/api/auth/forgot-password", { email: "Limited@auth.jemput.my" });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ error: "Too many attempts. Please try again later." });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3600).toBe(true);
    expect((await call("POST", "/api/auth/forgot-password", { email: "someone-else@auth.jemput.my" })).status).toBe(
      200,
    );
  });
});
