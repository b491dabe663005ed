import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { caller, mailedResetToken, person, registerOverHttp } from "../../suites/security-checks/support.ts";
import { FORGOT_REPLY } from "./routes.ts";
import { PASSWORD_PROBLEMS, PHONE_PROBLEMS } from "./validation.ts";

// What the auth routes refuse and how they say it: a 400 naming the field, its message what the
// forms show under that field and in their toast.
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

const refusal = (r: { status: number; json: Record<string, unknown> }) => [r.status, r.json["fields"]];

describe("registration's phone number", () => {
  it.each([
    ["too few digits", "1234", PHONE_PROBLEMS.invalid],
    ["letters among the digits", "60123456789x", PHONE_PROBLEMS.invalid],
    ["letters spelling digits", "+60 12-FLOWERS1", PHONE_PROBLEMS.invalid],
    // What the form sends for 1234567 typed with Malaysia picked.
    ["enough digits but no real number", "+601234567", PHONE_PROBLEMS.format],
    ["a number of no country", "+0123456789", PHONE_PROBLEMS.format],
  ])("refuses %s (%j) naming phoneNumber", async (_, phoneNumber, message) => {
    const r = await call("POST", "/api/auth/register", { ...person("Phone"), phoneNumber });
    expect(refusal(r), r.text).toEqual([400, { phoneNumber: message }]);
  });

  it("takes a number written with spaces, dashes, dots and brackets", async () => {
    const r = await call("POST", "/api/auth/register", { ...person("Spaced"), phoneNumber: "+60 (12) 777-55.21" });
    expect(r.status, r.text).toBe(201);
    expect(r.json["user"]).toMatchObject({ phoneNumber: "+60127775521" });
  });
});

describe("a password under 8 characters", () => {
  const SEVEN = "k9#Lq2!";

  it("is refused by name and rule at registration, reset and change", async () => {
    const registered = await call("POST", "/api/auth/register", person("Short", SEVEN));
    expect(refusal(registered)).toEqual([400, { password: PASSWORD_PROBLEMS.underEight }]);
    expect(PASSWORD_PROBLEMS.underEight).toMatch(/^Password .*at least 8 characters/);

    const member = await registerOverHttp(app, "Shorter");
    const changed = await call(
      "POST",
      "/api/auth/change-password",
      { currentPassword: member.password, newPassword: SEVEN },
      { token: member.token },
    );
    expect(refusal(changed)).toEqual([400, { newPassword: PASSWORD_PROBLEMS.underEight }]);

    await call("POST", "/api/auth/forgot-password", { email: member.email });
    const token = await mailedResetToken(app, member.email);
    const reset = await call("POST", "/api/auth/reset-password", { token, newPassword: SEVEN });
    expect(refusal(reset)).toEqual([400, { newPassword: PASSWORD_PROBLEMS.underEight }]);
  });
});

describe("forgot-password", () => {
  it.each([
    ["not an email", "siti", "Please enter a valid email address"],
    ["no domain", "siti@", "Please enter a valid email address"],
    ["spaces only", "   ", "Please enter your email address"],
  ])("refuses %s naming email, mailing nothing", async (_, email, message) => {
    const r = await call("POST", "/api/auth/forgot-password", { email });
    expect([r.status, r.json]).toEqual([400, { error: message, fields: { email: message } }]);
  });

  it("answers an unknown but valid email as it answers a member's", async () => {
    const member = await registerOverHttp(app, "Forgets");
    const known = await call("POST", "/api/auth/forgot-password", { email: ` ${member.email} ` });
    const unknown = await call("POST", "/api/auth/forgot-password", { email: "nobody.at.all@security.jemput.my" });
    expect([known.status, known.json]).toEqual([200, FORGOT_REPLY]);
    expect([unknown.status, unknown.text]).toEqual([200, known.text]);
    expect(await app.sql(`SELECT 1 FROM outbox WHERE to_email IN ('siti', 'siti@')`)).toEqual([]);
  });
});
