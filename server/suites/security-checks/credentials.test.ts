import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { resetPassword } from "../../modules/auth/handlers.ts";
import { hashToken } from "../../modules/credentials/tokens.ts";
import { startTestWorker, waitFor } from "../../testing/jobs.ts";
import { startBrevoStandIn } from "../../testing/brevo-stand-in.ts";
import { failureOf, startTestApp, type TestApp } from "../../testing/harness.ts";
import {
  caller,
  databaseText,
  mailedResetToken,
  person,
  registerOverHttp,
  RESET_LINK,
  type Member,
} from "./support.ts";

// How credentials are kept: the password hash read back from the database, session and reset
// tokens stored only as hashes, and the events that end them (logout, reset, expiry).
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

const ARGON2_PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

// OWASP Password Storage Cheat Sheet: argon2id with m=19 MiB/t=2/p=1 or any listed trade-off
// of more memory for fewer passes (m in KiB).
const OWASP_ARGON2ID = [
  { m: 47_104, t: 1 },
  { m: 19_456, t: 2 },
  { m: 12_288, t: 3 },
  { m: 9_216, t: 4 },
  { m: 7_168, t: 5 },
];

const forgot = (email: string) => call("POST", "/api/auth/forgot-password", { email });
const profileStatus = async (token: string) => (await call("GET", "/api/profile", undefined, { token })).status;
const login = (m: Member, password = m.password) => call("POST", "/api/auth/login", { email: m.email, password });

describe("password storage", () => {
  it("keeps an argon2id hash with OWASP parameters, salted per member, never the password", async () => {
    const a = await registerOverHttp(app, "Hashed");
    const b = await registerOverHttp(app, "Twin", a.password);
    const rows = await app.sql<{ member_id: number; password_hash: string }>(
      `SELECT member_id, password_hash FROM profiles WHERE member_id = ANY($1::int[]) ORDER BY member_id`,
      [[a.id, b.id]],
    );
    expect(rows).toHaveLength(2);
    for (const { password_hash } of rows) {
      const [, m, t, p] = ARGON2_PHC.exec(password_hash) ?? [];
      expect(password_hash, "a PHC argon2id string").toMatch(ARGON2_PHC);
      expect(Number(p)).toBe(1);
      expect(
        OWASP_ARGON2ID.some((o) => Number(m) >= o.m && Number(t) >= o.t),
        `m=${m} t=${t}`,
      ).toBe(true);
    }
    // Same password, different salts: the hashes differ.
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
    expect(await databaseText(app)).not.toContain(a.password);
  });

  it("takes passwords of any composition up to 200 characters and checks them exactly as typed", async () => {
    const long = [..."Sambal belacan 🌶️ pedas ".repeat(6)].slice(0, 120).join("");
    for (const password of [long, "kucing comel sekali", "  spaced out  "]) {
      const member = await registerOverHttp(app, "Composed", password);
      expect((await login(member)).status, JSON.stringify(password)).toBe(200);
      // No trimming, no case folding, no truncation.
      for (const variant of [
        password.trim() === password ? `${password} ` : password.trim(),
        password.toUpperCase(),
        password.slice(0, 72),
      ]) {
        if (variant !== password) expect((await login(member, variant)).status, JSON.stringify(variant)).toBe(401);
      }
    }
    expect([...long].length).toBeGreaterThanOrEqual(64);
  });

  it("refuses the commonest passwords and the product's own name, at registration and reset", async () => {
    const member = await registerOverHttp(app, "Common");
    await forgot(member.email);
    const token = await mailedResetToken(app, member.email);
    for (const password of ["Jemput123", "MALAYSIA", "password123", "sayang"]) {
      const r = await call("POST", "/api/auth/register", { ...person("Weak"), password });
      expect([r.status, Object.keys((r.json["fields"] ?? {}) as object)], password).toEqual([400, ["password"]]);
      const reset = await call("POST", "/api/auth/reset-password", { token, newPassword: password });
      expect([reset.status, Object.keys((reset.json["fields"] ?? {}) as object)], password).toEqual([
        400,
        ["newPassword"],
      ]);
    }
  });
});

describe("session tokens", () => {
  it("are 256-bit random values stored only as their SHA-256", async () => {
    const member = await registerOverHttp(app, "Sessioned");
    const second = (await login(member)).json["token"] as string;
    for (const token of [member.token, second]) {
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      const [row] = await app.sql(`SELECT member_id FROM sessions WHERE token_hash = $1`, [hashToken(token)]);
      expect(row).toEqual({ member_id: member.id });
    }
    const everything = await databaseText(app);
    expect(everything).not.toContain(member.token);
    expect(everything).not.toContain(second);
  });

  it("end on logout for that session only", async () => {
    const member = await registerOverHttp(app, "Leaving");
    const other = (await login(member)).json["token"] as string;
    expect((await call("POST", "/api/auth/logout", undefined, { token: member.token })).status).toBe(200);
    expect(await profileStatus(member.token)).toBe(401);
    expect(await profileStatus(other)).toBe(200);
  });

  it("end when they expire, checked by the database on every request", async () => {
    const member = await registerOverHttp(app, "Expiring");
    const [row] = await app.sql<{ days: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 86400 AS days FROM sessions WHERE token_hash = $1`,
      [hashToken(member.token)],
    );
    expect(Number(row!.days)).toBe(30);
    await app.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(member.token),
    ]);
    expect(await profileStatus(member.token)).toBe(401);
  });
});

describe("reset tokens", () => {
  it("are stored only as their SHA-256; the mail is the one copy of the raw token", async () => {
    const member = await registerOverHttp(app, "Mailed");
    await forgot(member.email);
    const token = await mailedResetToken(app, member.email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(await app.sql(`SELECT member_id FROM password_resets WHERE token_hash = $1`, [hashToken(token)])).toEqual([
      { member_id: member.id },
    ]);
    // Without Brevo the outbox is the mailbox itself (read by admins); nothing else holds it.
    expect(await databaseText(app, ["outbox"])).not.toContain(token);
  });

  it("leave no raw copy in the database once Brevo has taken the mail", async () => {
    const brevo = await startBrevoStandIn();
    const withBrevo = await startTestApp({ env: brevo.env });
    const worker = startTestWorker(withBrevo);
    try {
      const member = await registerOverHttp(withBrevo, "Brevo");
      expect((await caller(withBrevo)("POST", "/api/auth/forgot-password", { email: member.email })).status).toBe(200);
      const mail = await waitFor("the reset mail", () =>
        brevo.mails.find((m) => JSON.stringify(m.body).includes(member.email)),
      );
      const token = RESET_LINK.exec(String(mail.body["textContent"]))?.[1];
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await waitFor(
        "the mail job to finish",
        async () => (await withBrevo.sql(`SELECT 1 FROM jobs WHERE state = 'done'`)).length > 0,
      );
      expect(await databaseText(withBrevo)).not.toContain(token!);
    } finally {
      await worker.stop();
      await withBrevo.close();
      await brevo.close();
    }
  });

  it("work once, and a reset ends every session and every other reset link", async () => {
    const member = await registerOverHttp(app, "Resetting");
    const secondSession = (await login(member)).json["token"] as string;
    await forgot(member.email);
    const older = await mailedResetToken(app, member.email);
    await forgot(member.email);
    const newer = await mailedResetToken(app, member.email);
    expect(newer).not.toBe(older);

    const reset = await call("POST", "/api/auth/reset-password", { token: newer, newPassword: "teh-tarik-77" });
    expect(reset.status, reset.text).toBe(200);
    expect(await profileStatus(member.token)).toBe(401);
    expect(await profileStatus(secondSession)).toBe(401);
    for (const token of [newer, older]) {
      const again = await call("POST", "/api/auth/reset-password", { token, newPassword: "nasi-lemak-88" });
      expect([again.status, again.json]).toEqual([400, { error: "Invalid or expired reset token" }]);
    }
    expect((await login(member)).status).toBe(401);
    expect((await login(member, "teh-tarik-77")).status).toBe(200);
  });

  it("live exactly one hour: still good at 59 minutes, refused at 61", async () => {
    const member = await registerOverHttp(app, "Clocked");
    const ages: Array<[number, number]> = [];
    for (const minutes of [59, 61]) {
      await forgot(member.email);
      const token = await mailedResetToken(app, member.email);
      const [row] = await app.sql<{ created_at: Date; expires_at: Date }>(
        `SELECT created_at, expires_at FROM password_resets WHERE token_hash = $1`,
        [hashToken(token)],
      );
      expect(row!.expires_at.getTime() - row!.created_at.getTime()).toBe(3_600_000);
      // Time passes by the harness's clock: the handler behind the route runs `minutes` later.
      const later = new Date(row!.created_at.getTime() + minutes * 60_000);
      const exit = await app.exit(resetPassword(token, `bubur-cha-${minutes}`), later);
      ages.push([minutes, exit._tag === "Success" ? 200 : 400]);
      if (exit._tag === "Failure") expect(failureOf(exit)).toMatchObject({ _tag: "InvalidResetToken" });
    }
    expect(ages).toEqual([
      [59, 200],
      [61, 400],
    ]);

    // And over HTTP, with the row aged instead of the clock.
    await forgot(member.email);
    const token = await mailedResetToken(app, member.email);
    await app.sql(
      `UPDATE password_resets SET created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes' WHERE token_hash = $1`,
      [hashToken(token)],
    );
    const stale = await call("POST", "/api/auth/reset-password", { token, newPassword: "kuih-lapis-61" });
    expect([stale.status, stale.json]).toEqual([400, { error: "Invalid or expired reset token" }]);
    expect((await login(member, "bubur-cha-59")).status).toBe(200);
  });
});
