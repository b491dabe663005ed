import fs from "node:fs";
import path from "node:path";
import { Effect } from "effect";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../platform/db/embedded.ts";
import { migrate, migrationFiles, MIGRATIONS_DIR } from "../../platform/db/migrate.ts";
import { Database } from "../../platform/db/database.ts";
import { testClock, type TestClock } from "../../testing/clock.ts";
import { freshConfig, newMember, startTestApp, tempDir, type TestApp, type TestConfig } from "../../testing/harness.ts";
import { request, type Json } from "../../testing/http.ts";
import { appCode, decodeBase32, grantAdmin, stepUp } from "../../testing/two-factor.ts";
import { listRoutes, routeKey } from "../../suites/security/router-routes.ts";
import { fillPath } from "../../suites/security/send.ts";
import { hashPassword } from "../credentials/password.ts";
import { hashToken } from "../credentials/tokens.ts";
import { registerMember, setAdmin } from "../members/handlers.ts";
import { submitPost } from "../posts/handlers.ts";
import { resetTwoFactor } from "./handlers.ts";

// Two-factor authentication over HTTP against a real database, on a clock the test moves in
// 30-second steps: the codes a test computes are the ones an authenticator app would show.
const PASSWORD = "Dua-Faktor-Kopi-2026";
const STEP_MS = 30_000;
const PENDING = { error: "Two-factor authentication required" };

let app: TestApp;
let clock: TestClock;
let passwordHash: string;

beforeAll(async () => {
  // Two seconds into a step, so a test's few calls never straddle a step it did not ask for.
  clock = testClock(new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 2_000));
  app = await startTestApp({ clock });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await app?.close();
});
// Every request comes from 127.0.0.1: the per-address sign-in limits start over for each test.
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

const call = (method: string, pathname: string, token: string | null = null, body?: unknown) =>
  request(app.baseUrl, method, pathname, { token, body });

const nextStep = () => clock.advance(STEP_MS);

interface Person {
  readonly id: number;
  readonly email: string;
  /** The operator's setup code an admin enrols with ("" for a member). */
  readonly setupCode: string;
}

const person = async (firstName: string, { admin = false } = {}): Promise<Person> => {
  const registration = { ...newMember(firstName), passwordHash };
  const { memberId } = await app.run(registerMember(registration, { requestId: "test" }));
  const setupCode = admin ? await app.run(grantAdmin(registration.email)) : "";
  return { id: memberId, email: registration.email, setupCode };
};

const login = async (who: Person) => {
  const r = await call("POST", "/api/auth/login", null, { email: who.email, password: PASSWORD });
  expect(r.status, r.text).toBe(200);
  return r.json as unknown as { token: string; user: Json; twoFactor?: string };
};

const ok = async (method: string, pathname: string, token: string, body?: unknown) => {
  const r = await call(method, pathname, token, body);
  expect(r.status, `${method} ${pathname}: ${r.text}`).toBe(200);
  return r.json;
};

/** Signs an admin in for the first time: enrols, confirms with the app's code, signed in. */
const enrolAdmin = async (who: Person) => {
  const { token } = await login(who);
  const { secret } = (await ok("POST", "/api/auth/2fa/enrol", token)) as unknown as { secret: string };
  const confirmed = await ok("POST", "/api/auth/2fa/enrol/confirm", token, {
    code: appCode(secret, clock.now()),
    setupCode: who.setupCode,
  });
  return { token, secret, recoveryCodes: confirmed["recoveryCodes"] as unknown as Array<string> };
};

/** A member who turned it on from the profile page (confirming it's them first, decision 21). */
const enrolMember = async (who: Person) => {
  const { token } = await login(who);
  await stepUp(app.baseUrl, token, PASSWORD);
  const { secret } = (await ok("POST", "/api/profile/2fa/enrol", token)) as unknown as { secret: string };
  const { recoveryCodes } = (await ok("POST", "/api/profile/2fa/enrol/confirm", token, {
    code: appCode(secret, clock.now()),
  })) as unknown as { recoveryCodes: Array<string> };
  return { token, secret, recoveryCodes };
};

/** A code accepted a moment ago: told so, in its own words, rather than that it is not right. */
const reusedCodeAnswer = (r: { status: number; json: Json }) => {
  expect(r.status).toBe(400);
  expect(r.json["fields"]).toEqual({ code: "That code was already used. Wait for the next code in your app." });
};

const wrongCodeAnswer = (r: { status: number; json: Json }) => {
  expect(r.status).toBe(400);
  expect(Object.keys(r.json["fields"] as object)).toEqual(["code"]);
  expect(r.json["error"]).toMatch(/code is not right/);
};

describe("an admin's first sign-in", () => {
  it("owes a second factor: only enrolment is open, then the confirmed session is an admin's", async () => {
    const admin = await person("Hajar", { admin: true });
    const signedIn = await login(admin);
    expect(signedIn.twoFactor).toBe("enrol");
    // Who signed in, and nothing of the profile beyond the name until the code is given.
    expect(signedIn.user).toMatchObject({ id: admin.id, email: admin.email, firstName: "Hajar", isAdmin: true });
    expect(signedIn.user).toMatchObject({ phoneNumber: "", bankAccountNumber: null, dateOfBirth: null });
    const { token } = signedIn;

    for (const pathname of ["/api/profile", "/api/admin/stats", "/api/dashboard/stats", "/api/posts"]) {
      const r = await call("GET", pathname, token);
      expect([r.status, r.json], pathname).toEqual([401, PENDING]);
    }
    expect(await ok("GET", "/api/auth/2fa", token)).toEqual({
      enabled: false,
      required: true,
      session: "pending",
      recoveryCodesLeft: 0,
    });
    const notYet = await call("POST", "/api/auth/2fa/verify", token, { code: "123456" });
    expect([notYet.status, notYet.json["error"]]).toEqual([409, expect.stringMatching(/not set up yet/)]);

    const enrolment = (await ok("POST", "/api/auth/2fa/enrol", token)) as unknown as { secret: string; uri: string };
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect([uri.host, decodeURIComponent(uri.pathname)]).toEqual(["totp", `/Jemput:${admin.email}`]);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: "Jemput",
      algorithm: "SHA1",
      secret: enrolment.secret,
      period: "30",
      digits: "6",
    });
    const [stored] = await app.sql<{ secret: Buffer; enabled_at: Date | null }>(
      `SELECT secret, enabled_at FROM two_factor WHERE member_id = $1`,
      [admin.id],
    );
    expect(Buffer.from(decodeBase32(enrolment.secret)).equals(stored!.secret)).toBe(true);
    expect(stored!.enabled_at).toBeNull();

    wrongCodeAnswer(
      await call("POST", "/api/auth/2fa/enrol/confirm", token, { code: "000000", setupCode: admin.setupCode }),
    );
    const blank = await call("POST", "/api/auth/2fa/enrol/confirm", token, { code: "  " });
    expect([blank.status, blank.json["fields"]]).toEqual([400, { code: expect.stringMatching(/6-digit code/) }]);
    expect((await call("GET", "/api/admin/stats", token)).status).toBe(401);

    const confirmed = await ok("POST", "/api/auth/2fa/enrol/confirm", token, {
      code: appCode(enrolment.secret, clock.now()),
      setupCode: admin.setupCode,
    });
    expect(confirmed["token"]).toBe(token);
    expect(confirmed["user"]).toMatchObject({ id: admin.id, phoneNumber: expect.stringMatching(/^\+60/) });
    const codes = confirmed["recoveryCodes"] as unknown as Array<string>;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Kept hashed only.
    const hashes = await app.sql<{ code_hash: string }>(`SELECT code_hash FROM recovery_codes WHERE member_id = $1`, [
      admin.id,
    ]);
    expect(hashes.map((h) => h.code_hash).sort()).toEqual(codes.map((c) => hashToken(c.replace("-", ""))).sort());

    expect((await call("GET", "/api/admin/stats", token)).status).toBe(200);
    expect((await call("GET", "/api/profile", token)).status).toBe(200);
    expect(await ok("GET", "/api/auth/2fa", token)).toEqual({
      enabled: true,
      required: true,
      session: "verified",
      recoveryCodesLeft: 10,
    });
    // Confirmed: a second enrolment, or confirming again, is refused (from the profile too, once
    // the admin confirmed it's them with the password and a new code).
    expect((await call("POST", "/api/auth/2fa/enrol/confirm", token, { code: "000000" })).status).toBe(409);
    nextStep();
    await stepUp(app.baseUrl, token, PASSWORD, appCode(enrolment.secret, clock.now()));
    expect((await call("POST", "/api/profile/2fa/enrol", token)).status).toBe(409);
  });
});

describe("signing in with a code", () => {
  it("asks for the code, accepts it once, and refuses it again (replay) and an older one", async () => {
    const admin = await person("Idris", { admin: true });
    const { secret } = await enrolAdmin(admin);
    // The confirming code's step is spent: the same code does not sign in again.
    const first = await login(admin);
    expect(first.twoFactor).toBe("challenge");
    reusedCodeAnswer(await call("POST", "/api/auth/2fa/verify", first.token, { code: appCode(secret, clock.now()) }));

    const spent = clock.now();
    nextStep();
    const code = appCode(secret, clock.now());
    const verified = await ok("POST", "/api/auth/2fa/verify", first.token, { code });
    expect(verified).toMatchObject({ token: first.token, user: { id: admin.id, isAdmin: true } });
    expect(verified).not.toHaveProperty("twoFactor");
    expect((await call("GET", "/api/admin/stats", first.token)).status).toBe(200);
    // A verified session has nothing more to give.
    expect((await call("POST", "/api/auth/2fa/verify", first.token, { code })).status).toBe(409);

    const second = await login(admin);
    reusedCodeAnswer(await call("POST", "/api/auth/2fa/verify", second.token, { code }));
    reusedCodeAnswer(await call("POST", "/api/auth/2fa/verify", second.token, { code: appCode(secret, spent) }));
    expect((await call("GET", "/api/profile", second.token)).status).toBe(401);
    nextStep();
    await ok("POST", "/api/auth/2fa/verify", second.token, { code: appCode(secret, clock.now()) });
  });

  it("accepts the code of the step before and after (a phone's clock a little off), not two away", async () => {
    const admin = await person("Jamal", { admin: true });
    const { secret } = await enrolAdmin(admin);
    clock.advance(4 * STEP_MS);
    const at = clock.now().getTime();
    for (const [offset, status] of [
      [-2 * STEP_MS, 400],
      [2 * STEP_MS, 400],
      [-STEP_MS, 200],
      [STEP_MS, 200],
    ] as const) {
      const { token } = await login(admin);
      const r = await call("POST", "/api/auth/2fa/verify", token, { code: appCode(secret, new Date(at + offset)) });
      expect(r.status, `${offset / 1000} s`).toBe(status);
    }
  });

  it("accepts each recovery code once, however it is typed", async () => {
    const admin = await person("Kiran", { admin: true });
    const { recoveryCodes } = await enrolAdmin(admin);
    const [code] = recoveryCodes;
    const { token } = await login(admin);
    await ok("POST", "/api/auth/2fa/verify", token, { code: ` ${code!.toUpperCase().replace("-", " ")} ` });
    expect((await ok("GET", "/api/auth/2fa", token))["recoveryCodesLeft"]).toBe(9);
    const again = await login(admin);
    wrongCodeAnswer(await call("POST", "/api/auth/2fa/verify", again.token, { code }));
    await ok("POST", "/api/auth/2fa/verify", again.token, { code: recoveryCodes[1] });
  });

  it("counts five wrong codes in a quarter hour, then refuses even the right one until the window ends", async () => {
    const admin = await person("Laila", { admin: true });
    const { secret } = await enrolAdmin(admin);
    // Quarter hours are fixed windows: start at the beginning of one.
    const window = 15 * 60_000;
    clock.set(new Date(Math.ceil(clock.now().getTime() / window) * window + 2_000));
    const { token } = await login(admin);
    // Right codes are given back: four wrong, one right, and the window still allows one more wrong.
    for (let i = 0; i < 4; i++) wrongCodeAnswer(await call("POST", "/api/auth/2fa/verify", token, { code: "111111" }));
    await ok("POST", "/api/auth/2fa/verify", token, { code: appCode(secret, clock.now()) });
    const other = await login(admin);
    wrongCodeAnswer(await call("POST", "/api/auth/2fa/verify", other.token, { code: "222222" }));
    nextStep();
    const limited = await call("POST", "/api/auth/2fa/verify", other.token, { code: appCode(secret, clock.now()) });
    expect([limited.status, limited.json]).toEqual([429, { error: "Too many attempts. Please try again later." }]);
    expect(Number(limited.headers.get("retry-after"))).toBe(15 * 60 - 32);
    expect((await call("GET", "/api/profile", other.token)).status).toBe(401);
    // A recovery code is a code too.
    const withRecovery = await call("POST", "/api/auth/2fa/verify", other.token, { code: "aaaaa-bbbbb" });
    expect(withRecovery.status).toBe(429);

    clock.set(new Date(Math.ceil(clock.now().getTime() / window) * window + 2_000));
    await ok("POST", "/api/auth/2fa/verify", other.token, { code: appCode(secret, clock.now()) });
  });
});

describe("a pending session", () => {
  const SIGN_IN = new Set([
    "GET /api/auth/2fa",
    "POST /api/auth/2fa/verify",
    "POST /api/auth/2fa/enrol",
    "POST /api/auth/2fa/enrol/confirm",
    "POST /api/auth/logout",
  ]);

  it("is no session to every route but finishing the sign-in and signing out", async () => {
    const admin = await person("Mariam", { admin: true });
    await enrolAdmin(admin);
    const { token } = await login(admin);
    let refused = 0;
    for (const route of listRoutes()) {
      const key = routeKey(route);
      if (SIGN_IN.has(key)) continue;
      const pathname = fillPath(route.path, {}, () => "1");
      const anonymous = await call(route.method, pathname);
      const pending = await call(route.method, pathname, token);
      expect(pending.status, key).toBe(anonymous.status);
      if (anonymous.status === 401) {
        expect(pending.json, key).toEqual(PENDING);
        expect(anonymous.json, key).toEqual({ error: "Authentication required" });
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(50);
  });

  it("is refused by the statements that check the session themselves (dashboard stats, approvals)", async () => {
    const poster = await person("Nabil");
    const postId = await app.run(
      submitPost(
        poster.id,
        { title: "Kopi", url: "https://tiktok.com/@n/video/424242", platform: "tiktok" },
        {
          actor: poster.id,
        },
      ),
    );
    const admin = await person("Omar", { admin: true });
    const { token } = await login(admin);
    const stats = await call("GET", "/api/dashboard/stats", token);
    expect([stats.status, stats.json]).toEqual([401, PENDING]);
    const approve = await call("POST", `/api/admin/posts/${postId}/approve`, token);
    expect([approve.status, approve.json]).toEqual([401, PENDING]);
    expect(await app.sql(`SELECT status FROM posts WHERE post_id = $1`, [postId])).toEqual([{ status: "pending" }]);
  });

  it("may sign out", async () => {
    const admin = await person("Puteri", { admin: true });
    const { token } = await login(admin);
    expect((await call("POST", "/api/auth/logout", token)).status).toBe(200);
    expect((await call("GET", "/api/auth/2fa", token)).status).toBe(401);
    expect((await call("POST", "/api/auth/2fa/enrol", token)).status).toBe(401);
  });

  it("never replaces an authenticator that is on: the password alone cannot", async () => {
    const admin = await person("Qadir", { admin: true });
    await enrolAdmin(admin);
    const { token } = await login(admin);
    const r = await call("POST", "/api/auth/2fa/enrol", token);
    expect([r.status, r.json]).toEqual([409, { error: "Two-factor authentication is already on" }]);
  });
});

describe("admins", () => {
  it("act as admins only in a verified session: one made admin after signing in signs in again", async () => {
    const who = await person("Rahim");
    const { token, twoFactor } = await login(who);
    expect(twoFactor).toBeUndefined();
    await app.run(setAdmin(who.email, true, { actor: "cli" }));
    expect((await call("GET", "/api/admin/stats", token)).status).toBe(403);
    expect((await call("GET", "/api/profile", token)).status).toBe(200);
    expect((await login(who)).twoFactor).toBe("enrol");
  });

  it("cannot turn it off", async () => {
    const admin = await person("Salmah", { admin: true });
    const { token, secret } = await enrolAdmin(admin);
    nextStep();
    const r = await call("DELETE", "/api/profile/2fa", token, {
      password: PASSWORD,
      code: appCode(secret, clock.now()),
    });
    expect([r.status, r.json]).toEqual([
      403,
      { error: "Admins cannot turn off two-factor authentication: every admin session needs it" },
    ]);
    expect(
      await app.sql(`SELECT count(*)::int AS n FROM two_factor WHERE enabled_at IS NOT NULL AND member_id = $1`, [
        admin.id,
      ]),
    ).toEqual([{ n: 1 }]);
  });
});

describe("members", () => {
  it("sign in as before without it, turn it on from the profile, then sign in with a code", async () => {
    const who = await person("Tasha");
    const before = await login(who);
    expect(before.twoFactor).toBeUndefined();
    expect(before.user["phoneNumber"]).toMatch(/^\+60/);
    expect(await ok("GET", "/api/auth/2fa", before.token)).toEqual({
      enabled: false,
      required: false,
      session: "none",
      recoveryCodesLeft: 0,
    });
    const elsewhere = await login(who);

    await stepUp(app.baseUrl, before.token, PASSWORD);
    const { secret } = (await ok("POST", "/api/profile/2fa/enrol", before.token)) as unknown as { secret: string };
    const { recoveryCodes } = (await ok("POST", "/api/profile/2fa/enrol/confirm", before.token, {
      code: appCode(secret, clock.now()),
    })) as unknown as { recoveryCodes: Array<string> };
    expect(recoveryCodes).toHaveLength(10);
    expect((await ok("GET", "/api/auth/2fa", before.token))["session"]).toBe("verified");
    // The session that turned it on stays signed in; one that never gave a code owes one now.
    expect((await call("GET", "/api/profile", before.token)).status).toBe(200);
    expect((await call("GET", "/api/profile", elsewhere.token)).json).toEqual(PENDING);

    const next = await login(who);
    expect(next.twoFactor).toBe("challenge");
    expect(next.user["phoneNumber"]).toBe("");
    nextStep();
    const verified = await ok("POST", "/api/auth/2fa/verify", next.token, { code: appCode(secret, clock.now()) });
    expect((verified["user"] as Json)["phoneNumber"]).toMatch(/^\+60/);
  });

  it("replace a secret never confirmed by enrolling again; the first one's codes no longer work", async () => {
    const who = await person("Umi");
    const { token } = await login(who);
    await stepUp(app.baseUrl, token, PASSWORD);
    const first = (await ok("POST", "/api/profile/2fa/enrol", token)) as unknown as { secret: string };
    const second = (await ok("POST", "/api/profile/2fa/enrol", token)) as unknown as { secret: string };
    expect(second.secret).not.toBe(first.secret);
    wrongCodeAnswer(
      await call("POST", "/api/profile/2fa/enrol/confirm", token, { code: appCode(first.secret, clock.now()) }),
    );
    await ok("POST", "/api/profile/2fa/enrol/confirm", token, { code: appCode(second.secret, clock.now()) });
    const nothing = await person("Vera");
    const idle = await login(nothing);
    await stepUp(app.baseUrl, idle.token, PASSWORD);
    const r = await call("POST", "/api/profile/2fa/enrol/confirm", idle.token, { code: "123456" });
    expect([r.status, r.json]).toEqual([409, { error: "There is no authenticator being set up: start again" }]);
  });

  it("turn it off with the password and a code; turning it on again gives new recovery codes", async () => {
    const who = await person("Wani");
    const { token, secret, recoveryCodes } = await enrolMember(who);
    nextStep();
    const code = appCode(secret, clock.now());
    const wrongPassword = await call("DELETE", "/api/profile/2fa", token, { password: "not-it", code });
    expect([wrongPassword.status, wrongPassword.json["fields"]]).toEqual([
      400,
      { password: "The password is not correct" },
    ]);
    wrongCodeAnswer(await call("DELETE", "/api/profile/2fa", token, { password: PASSWORD, code: "000000" }));
    expect(await ok("DELETE", "/api/profile/2fa", token, { password: PASSWORD, code })).toEqual({ enabled: false });
    expect(await app.sql(`SELECT 1 FROM two_factor WHERE member_id = $1`, [who.id])).toEqual([]);
    expect(await app.sql(`SELECT 1 FROM recovery_codes WHERE member_id = $1`, [who.id])).toEqual([]);
    const off = await call("DELETE", "/api/profile/2fa", token, { password: PASSWORD, code });
    expect([off.status, off.json]).toEqual([409, { error: "Two-factor authentication is not on" }]);
    expect((await login(who)).twoFactor).toBeUndefined();

    const again = await enrolMember(who);
    expect(again.recoveryCodes.some((c) => recoveryCodes.includes(c))).toBe(false);
    const { token: pending } = await login(who);
    wrongCodeAnswer(await call("POST", "/api/auth/2fa/verify", pending, { code: recoveryCodes[0] }));
    await ok("POST", "/api/auth/2fa/verify", pending, { code: again.recoveryCodes[0] });
  });
});

describe("the operator's reset", () => {
  it("removes the authenticator and recovery codes and ends every session; the admin enrols again", async () => {
    const admin = await person("Xavier", { admin: true });
    const { token } = await enrolAdmin(admin);
    const pending = await login(admin);
    const result = await app.run(resetTwoFactor(admin.email.toUpperCase()));
    expect(result).toEqual({
      memberId: admin.id,
      authenticator: true,
      recoveryCodes: 10,
      sessions: 2,
      setupCode: { code: expect.stringMatching(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/), expiresAt: expect.any(Date) },
    });
    for (const t of [token, pending.token]) expect((await call("GET", "/api/auth/2fa", t)).status).toBe(401);
    expect(await app.sql(`SELECT 1 FROM two_factor WHERE member_id = $1`, [admin.id])).toEqual([]);
    // The admin enrols again with the new setup code the reset gave the operator.
    expect((await login(admin)).twoFactor).toBe("enrol");
    await enrolAdmin({ ...admin, setupCode: result.setupCode!.code });
    await expect(app.run(resetTwoFactor("nobody@test.jemput.my"))).rejects.toMatchObject({ _tag: "UnknownEmail" });
  });
});

describe("migration 021", () => {
  let base: TestConfig;
  let embedded: EmbeddedPostgres | null = null;
  let pool: pg.Pool;

  beforeAll(async () => {
    base = await freshConfig();
    embedded = base.config.databaseUrl === null ? await startEmbeddedPostgres(base.config.dataDir) : null;
    pool = new pg.Pool({ connectionString: embedded?.connectionString ?? base.config.databaseUrl!, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
    await embedded?.stop();
    await base?.drop();
  });

  it("makes every open admin session owe a second factor, and leaves members' sessions as they were", async () => {
    const dir = tempDir("jemput-migrations-");
    for (const file of migrationFiles().filter((f) => f < "021"))
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    await migrate(pool, dir);
    await pool.query(
      `INSERT INTO members (member_id, referral_code, is_admin, joined_at) VALUES (1, 'ADMIN1', true, now()), (2, 'MEMBER2', false, now())`,
    );
    await pool.query(
      `INSERT INTO sessions (token_hash, member_id, created_at, expires_at, revoked_at) VALUES
         ('admin-open', 1, now(), now() + interval '1 day', NULL),
         ('admin-revoked', 1, now(), now() + interval '1 day', now()),
         ('member-open', 2, now(), now() + interval '1 day', NULL)`,
    );
    await migrate(pool);
    const { rows } = await pool.query(`SELECT token_hash, second_factor FROM sessions ORDER BY token_hash`);
    expect(rows).toEqual([
      { token_hash: "admin-open", second_factor: "pending" },
      { token_hash: "admin-revoked", second_factor: "none" },
      { token_hash: "member-open", second_factor: "none" },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

// The session rule is written once (credentials/session.ts); this holds the database to it too.
describe("sessions", () => {
  it("take only the three states", async () => {
    const exit = await app.exit(
      Effect.gen(function* () {
        const db = yield* Database;
        yield* db.query(
          `INSERT INTO sessions (token_hash, member_id, created_at, expires_at, second_factor) VALUES ('x', 1, now(), now(), 'maybe')`,
        );
      }),
    );
    expect(exit._tag).toBe("Failure");
  });
});
