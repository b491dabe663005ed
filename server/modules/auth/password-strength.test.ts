import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";

// Passwords a guesser tries first are refused at registration and at reset, each refusal a 400
// naming the field the form shows it under; the length rule still speaks first.
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

const call = (method: string, pathname: string, body?: unknown) => request(app.baseUrl, method, pathname, { body });
// More registrations than one address may make in an hour: each starts with the counters clear.
const register = async (body: Record<string, unknown>) => {
  await app.sql(`DELETE FROM rate_limits`);
  return call("POST", "/api/auth/register", body);
};

let people = 0;
const person = (password: string) => {
  people += 1;
  return {
    email: `nurul.${people}@strength.jemput.my`,
    password,
    firstName: "Nurul",
    lastName: "Izzati",
    phoneNumber: `+6018${String(4_000_000 + people)}`,
  };
};

const refusal = (r: { status: number; json: Record<string, unknown> }) => ({
  status: r.status,
  fields: Object.keys((r.json["fields"] ?? {}) as object),
  error: r.json["error"],
});

describe("password strength", () => {
  it("refuses blank, repeated, personal and guessable passwords at registration; takes a passphrase", async () => {
    const cases: Array<[string, (email: string) => string, RegExp]> = [
      ["six spaces", () => "      ", /^Password cannot be only spaces$/],
      ["a repeated letter", () => "aaaaaa", /^Password is too easy to guess/],
      ["the email itself", (email) => email, /^Password must not contain your name or email address$/],
      ["the email in capitals", (email) => email.toUpperCase(), /name or email address/],
      ["the email's local part", (email) => `${email.split("@")[0]}!`, /name or email address/],
      ["the product's name and a year", () => "Jemput2025", /^Password is too easy to guess/],
      ["the first name and 123", () => "Nurul123", /name or email address/],
      ["the last name inside", () => "my-izzati-2026", /name or email address/],
      ["a common password", () => "password123", /^Password is too easy to guess/],
      ["a keyboard row", () => "qwertyuiop", /^Password is too easy to guess/],
      // Random, but under eight characters: guessable by its length alone (ASVS 6.2.1).
      ["seven random characters", () => "k9#Lq2!", /^Password is too easy to guess/],
    ];
    for (const [label, password, message] of cases) {
      const body = person("");
      const r = await register({ ...body, password: password(body.email) });
      const answer = refusal(r);
      expect([answer.status, answer.fields], label).toEqual([400, ["password"]]);
      expect(answer.error, label).toMatch(message);
      expect(r.json["fields"], label).toEqual({ password: answer.error });
    }
    // The spec's own rule comes first, before any other.
    expect(refusal(await register(person("     "))).error).toBe("Password must be at least 6 characters");
    expect(await app.sql(`SELECT 1 FROM profiles WHERE email LIKE '%@strength.jemput.my'`)).toEqual([]);

    // A few plain words together are hard to guess: accepted, long ones too, exactly as typed.
    for (const password of ["kucing comel sekali", "teh tarik kurang manis", "Sambal belacan pedas ".repeat(9)]) {
      const body = person(password);
      const r = await register(body);
      expect(r.status, `${password}: ${r.text}`).toBe(201);
      expect((await call("POST", "/api/auth/login", { email: body.email, password })).status).toBe(200);
    }
  });

  it("refuses the same passwords at reset under newPassword, and keeps the link working", async () => {
    const body = person("kopi-susu-42");
    expect((await register(body)).status).toBe(201);
    expect((await call("POST", "/api/auth/forgot-password", { email: body.email })).status).toBe(200);
    const [mail] = await app.sql<{ text: string }>(`SELECT text FROM outbox WHERE to_email = $1`, [body.email]);
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    for (const newPassword of ["      ", "aaaaaa", body.email, "Jemput2025", "Nurul123", "Izzati2026"]) {
      const r = refusal(await call("POST", "/api/auth/reset-password", { token, newPassword }));
      expect([r.status, r.fields], JSON.stringify(newPassword)).toEqual([400, ["newPassword"]]);
      expect(r.error).toMatch(/^Password (cannot be only spaces|is too easy to guess|must not contain your name)/);
    }
    const ok = await call("POST", "/api/auth/reset-password", { token, newPassword: "nasi lemak bungkus daun" });
    expect([ok.status, ok.text]).toEqual([200, expect.stringContaining("success")]);
    expect(
      (await call("POST", "/api/auth/login", { email: body.email, password: "nasi lemak bungkus daun" })).status,
    ).toBe(200);
  });
});
