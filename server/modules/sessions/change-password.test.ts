import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailedResetToken, registerOverHttp } from "../../suites/security-checks/support.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request, type Json } from "../../testing/http.ts";
import { hashToken } from "../credentials/tokens.ts";
import { LIMITS } from "../credentials/rate-limit.ts";

// Changing the password while signed in, and what a reset does to sessions, over HTTP against a
// real database on the real clock. Members register through the route, so their passwords are
// real argon2 hashes (and their last name is "Checker").
const PASSWORD = "Nasi-Kerabu-Biru-41";
const NEW_PASSWORD = "Teh-Tarik-Kurang-Manis-88";
const WRONG = { error: "Current password is incorrect", fields: { currentPassword: "Current password is incorrect" } };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
// Every call comes from 127.0.0.1: the per-address sign-in limit starts over for each test.
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

const call = (method: string, pathname: string, token: string | null = null, body?: unknown) =>
  request(app.baseUrl, method, pathname, { token, body });

const register = (firstName: string) => registerOverHttp(app, firstName, PASSWORD);

const login = (email: string, password = PASSWORD) => call("POST", "/api/auth/login", null, { email, password });
const signIn = async (email: string) => {
  const r = await login(email);
  expect(r.status, r.text).toBe(200);
  return r.json["token"] as string;
};
const profileStatus = async (token: string) => (await call("GET", "/api/profile", token)).status;
const change = (token: string | null, body: unknown) => call("POST", "/api/auth/change-password", token, body);
const mailsTo = (email: string) =>
  app.sql<{ subject: string; text: string; html: string }>(
    `SELECT subject, text, html FROM outbox WHERE to_email = $1 ORDER BY id`,
    [email],
  );

/** Nothing changed: every session still works, the old password still signs in, no notice. */
const expectUnchanged = async (who: { email: string }, tokens: ReadonlyArray<string>) => {
  for (const token of tokens) expect(await profileStatus(token)).toBe(200);
  expect((await login(who.email)).status).toBe(200);
  expect((await mailsTo(who.email)).map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/changed/));
};

describe("POST /api/auth/change-password", () => {
  it("keeps this browser a known device and makes every other one a stranger again", async () => {
    const nadia = await register("Nadia");
    const browser = async () => {
      const r = await login(nadia.email);
      expect(r.status, r.text).toBe(200);
      const cookie = /jemput_device=([^;]+)/.exec(r.headers.get("set-cookie") ?? "")?.[1];
      expect(cookie).toBeDefined();
      return { token: r.json["token"] as string, cookie: `jemput_device=${cookie}` };
    };
    const [phone, laptop] = [await browser(), await browser()];
    const known = () => app.sql(`SELECT token_hash FROM known_devices WHERE member_id = $1 ORDER BY 1`, [nadia.id]);
    expect(await known()).toHaveLength(2);
    const r = await request(app.baseUrl, "POST", "/api/auth/change-password", {
      token: phone.token,
      headers: { Cookie: phone.cookie },
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(r.status, r.text).toBe(200);
    expect(await known()).toEqual([{ token_hash: hashToken(phone.cookie.slice("jemput_device=".length)) }]);
    expect(laptop.cookie).not.toBe(phone.cookie);
  });

  it("stores the new password, ends every other session, keeps this one and mails a notice", async () => {
    const hana = await register("Hana");
    const [phone, tablet] = [await signIn(hana.email), await signIn(hana.email)];
    const irfan = await register("Irfan");
    // A reset link asked for earlier would set a password of its own: it ends with the change.
    expect((await call("POST", "/api/auth/forgot-password", null, { email: hana.email })).status).toBe(200);
    const resetToken = await mailedResetToken(app, hana.email);

    const r = await change(hana.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect([r.status, r.json]).toEqual([200, { success: true, message: "Password changed", sessionsEnded: 2 }]);
    expect(r.headers.get("cache-control")).toBe("private, no-store");

    expect([await profileStatus(hana.token), await profileStatus(phone), await profileStatus(tablet)]).toEqual([
      200, 401, 401,
    ]);
    expect(await profileStatus(irfan.token)).toBe(200);
    expect((await login(hana.email)).status).toBe(401);
    expect((await login(hana.email, NEW_PASSWORD)).status).toBe(200);
    const reset = await call("POST", "/api/auth/reset-password", null, {
      token: resetToken,
      newPassword: "Ayam-Percik-55",
    });
    expect([reset.status, reset.json]).toEqual([400, { error: "Invalid or expired reset token" }]);

    const [notice] = (await mailsTo(hana.email)).filter((m) => m.subject.includes("changed"));
    expect(notice!.subject).toBe("Your Jemput password was changed (Kata laluan Jemput anda telah ditukar)");
    expect(notice!.text).toMatch(/^Hi Hana,/);
    expect(notice!.text).toContain("2 other devices were signed out.");
    expect(notice!.text).toContain("Hai Hana,");
    expect(notice!.text).toContain("2 peranti lain telah dilog keluar.");
    expect(notice!.html).toContain('lang="ms"');
    for (const secret of [PASSWORD, NEW_PASSWORD]) expect(notice!.text + notice!.html).not.toContain(secret);
  });

  it("refuses a wrong current password with 400 on currentPassword, changing nothing", async () => {
    const jamal = await register("Jamal");
    const other = await signIn(jamal.email);
    const r = await change(jamal.token, { currentPassword: "not-my-Password-77", newPassword: NEW_PASSWORD });
    expect([r.status, r.json]).toEqual([400, WRONG]);
    await expectUnchanged(jamal, [jamal.token, other]);
  });

  it("refuses a weak new password on newPassword: the length first, then a guessable one, then one's own name", async () => {
    const kartini = await register("Kartini");
    const other = await signIn(kartini.email);
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["abc", "Password must be at least 6 characters"],
      ["      ", "Password cannot be only spaces"],
      ["password123", "Password is too easy to guess: add another word or a few more characters"],
      ["Kartini-Checker-2026", "Password must not contain your name or email address"],
    ];
    for (const [newPassword, reason] of cases) {
      const r = await change(kartini.token, { currentPassword: PASSWORD, newPassword });
      expect([r.status, r.json], newPassword).toEqual([400, { error: reason, fields: { newPassword: reason } }]);
    }
    // Checked after the current password: a wrong one is the answer whatever the new one is.
    expect((await change(kartini.token, { currentPassword: "wrong-Password-00", newPassword: "abc" })).json).toEqual(
      WRONG,
    );
    await expectUnchanged(kartini, [kartini.token, other]);
  });

  it("names each missing or malformed field", async () => {
    const lina = await register("Lina");
    const cases: ReadonlyArray<readonly [unknown, Record<string, string>]> = [
      [{ currentPassword: "", newPassword: NEW_PASSWORD }, { currentPassword: "Please enter your current password" }],
      [{ newPassword: NEW_PASSWORD }, { currentPassword: "is required" }],
      [{ currentPassword: PASSWORD }, { newPassword: "is required" }],
      [{ currentPassword: PASSWORD, newPassword: 42 }, { newPassword: expect.any(String) }],
      [{ currentPassword: PASSWORD, newPassword: "x".repeat(201) }, { newPassword: expect.any(String) }],
    ];
    for (const [body, fields] of cases) {
      const r = await change(lina.token, body);
      expect([r.status, r.json["fields"]], JSON.stringify(body)).toEqual([400, fields]);
    }
    expect((await login(lina.email)).status).toBe(200);
  });

  it("needs a signed-in session: none, or one still owing its second factor, is 401", async () => {
    const mira = await register("Mira");
    expect((await change(null, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
    await app.sql(`UPDATE sessions SET second_factor = 'pending' WHERE token_hash = $1`, [hashToken(mira.token)]);
    const pending = await change(mira.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect([pending.status, pending.json]).toEqual([401, { error: "Two-factor authentication required" }]);
    expect((await login(mira.email)).status).toBe(200);
  });

  it(`is limited per member: after ${LIMITS.changePasswordPerMember.max} tries in the window, the right password waits too`, async () => {
    const nora = await register("Nora");
    const omar = await register("Omar");
    for (let i = 0; i < LIMITS.changePasswordPerMember.max; i++)
      expect(
        (await change(nora.token, { currentPassword: `guess-${i}-Wrong`, newPassword: NEW_PASSWORD })).json,
      ).toEqual(WRONG);
    const limited = await change(nora.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect([limited.status, limited.json]).toEqual([429, { error: "Too many attempts. Please try again later." }]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await login(nora.email)).status).toBe(200);
    // Counted per member: another member's change goes through.
    expect((await change(omar.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(200);
  });
});

describe("a password reset", () => {
  it("ends every session of the member, and the next sign-in lists only itself", async () => {
    const putri = await register("Putri");
    const other = await signIn(putri.email);
    expect((await call("POST", "/api/auth/forgot-password", null, { email: putri.email })).status).toBe(200);
    const token = await mailedResetToken(app, putri.email);
    const r = await call("POST", "/api/auth/reset-password", null, { token, newPassword: NEW_PASSWORD });
    expect(r.status, r.text).toBe(200);
    expect([await profileStatus(putri.token), await profileStatus(other)]).toEqual([401, 401]);
    const open = await app.sql(`SELECT 1 FROM sessions WHERE member_id = $1 AND revoked_at IS NULL`, [putri.id]);
    expect(open).toEqual([]);

    const fresh = (await login(putri.email, NEW_PASSWORD)).json["token"] as string;
    const listed = (await call("GET", "/api/profile/sessions", fresh)).json as Json;
    expect(listed.map((s) => s["current"])).toEqual([true]);
  });
});
