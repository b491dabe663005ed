import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Effect } from "effect";
import { Database } from "../../platform/db/database.ts";
import { testClock, type TestClock } from "../../testing/clock.ts";
import { failureOf, newMember, startTestApp, type TestApp } from "../../testing/harness.ts";
import { request, type Json } from "../../testing/http.ts";
import { appCode, grantAdmin } from "../../testing/two-factor.ts";
import { hashPassword } from "../credentials/password.ts";
import { LIMITS } from "../credentials/rate-limit.ts";
import { requireRecentStepUp, STEP_UP_MINUTES } from "../credentials/step-up.ts";
import { hashToken } from "../credentials/tokens.ts";
import { registerMember } from "../members/handlers.ts";

// Step-up authentication (decision 21) over HTTP against a real database. The app runs on a clock
// the test moves: the step-up's time and the check of it both read it, while a session's liveness
// is PostgreSQL's own now() against an expiry thirty days out, which a few minutes never reach.
const PASSWORD = "Naik-Taraf-Kopi-2026";
const STEP_MS = 30_000;
const WINDOW_MS = 15 * 60_000;
const STEP_UP_FIRST = { error: "Confirm it's you to continue", code: "step_up_required" };
const INCORRECT = { password: "Password is incorrect" };

let app: TestApp;
let clock: TestClock;
let passwordHash: string;

beforeAll(async () => {
  // At the start of a rate-limit window and two seconds into a code's step, so a test's calls
  // never straddle either unless it moves the clock itself.
  clock = testClock(new Date(Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS + 2_000));
  app = await startTestApp({ clock });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

const call = (method: string, pathname: string, token: string | null = null, body?: unknown) =>
  request(app.baseUrl, method, pathname, { token, body });

const ok = async (method: string, pathname: string, token: string, body?: unknown) => {
  const r = await call(method, pathname, token, body);
  expect(r.status, `${method} ${pathname}: ${r.text}`).toBe(200);
  return r.json;
};

const person = async (firstName: string, { admin = false } = {}) => {
  const registration = { ...newMember(firstName), passwordHash };
  const { memberId } = await app.run(registerMember(registration, { requestId: "test" }));
  const setupCode = admin ? await app.run(grantAdmin(registration.email)) : "";
  return { id: memberId, email: registration.email, setupCode };
};

const login = async (who: { email: string }) => {
  const r = await call("POST", "/api/auth/login", null, { email: who.email, password: PASSWORD });
  expect(r.status, r.text).toBe(200);
  return r.json as unknown as { token: string; twoFactor?: string };
};

const stepUp = (token: string, body: unknown) => call("POST", "/api/auth/step-up", token, body);

const steppedUpAt = async (token: string) =>
  (
    await app.sql<{ stepped_up_at: Date | null }>(`SELECT stepped_up_at FROM sessions WHERE token_hash = $1`, [
      hashToken(token),
    ])
  )[0]?.stepped_up_at ?? null;

const refusedFor = (r: { status: number; json: Json }, field: "password" | "code") => {
  expect(r.status, JSON.stringify(r.json)).toBe(400);
  expect(Object.keys(r.json["fields"] as object)).toEqual([field]);
};

/** A member who turned two-factor authentication on from the profile: their session and the app's secret. */
const withTwoFactor = async (firstName: string) => {
  const who = await person(firstName);
  const { token } = await login(who);
  await ok("POST", "/api/auth/step-up", token, { password: PASSWORD });
  const { secret } = (await ok("POST", "/api/profile/2fa/enrol", token)) as unknown as { secret: string };
  const { recoveryCodes } = (await ok("POST", "/api/profile/2fa/enrol/confirm", token, {
    code: appCode(secret, clock.now()),
  })) as unknown as { recoveryCodes: Array<string> };
  // The confirming code's step is spent.
  clock.advance(STEP_MS);
  return { who, token, secret, recoveryCodes };
};

describe("stepping up", () => {
  it("takes the right password and opens five minutes on this session only", async () => {
    const who = await person("Alia");
    const { token } = await login(who);
    const other = await login(who);
    const answer = await ok("POST", "/api/auth/step-up", token, { password: PASSWORD });
    const at = clock.now();
    expect(answer).toEqual({ steppedUpUntil: new Date(at.getTime() + STEP_UP_MINUTES * 60_000).toISOString() });
    expect(await steppedUpAt(token)).toEqual(at);
    expect(await steppedUpAt(other.token)).toBeNull();
  });

  it("refuses a wrong password, naming the field, and records nothing", async () => {
    const who = await person("Badri");
    const { token } = await login(who);
    const r = await stepUp(token, { password: "not-the-password" });
    expect([r.status, r.json]).toEqual([400, { error: "Password is incorrect", fields: INCORRECT }]);
    refusedFor(await stepUp(token, { password: "" }), "password");
    expect(await steppedUpAt(token)).toBeNull();
    expect((await call("POST", "/api/auth/step-up", null, { password: PASSWORD })).status).toBe(401);
  });

  it("is for signed-in sessions: one still owing its second factor finishes signing in first", async () => {
    const admin = await person("Chandra", { admin: true });
    const { token, twoFactor } = await login(admin);
    expect(twoFactor).toBe("enrol");
    const r = await stepUp(token, { password: PASSWORD });
    expect([r.status, r.json]).toEqual([401, { error: "Two-factor authentication required" }]);
  });
});

describe("with two-factor authentication on", () => {
  it("asks for the code too, and takes each code once", async () => {
    const { who, token, secret } = await withTwoFactor("Dina");
    // The step-up that set it up, and that the refusals below leave as it is.
    const earlier = await steppedUpAt(token);
    refusedFor(await stepUp(token, { password: PASSWORD }), "code");
    refusedFor(await stepUp(token, { password: PASSWORD, code: "  " }), "code");
    refusedFor(await stepUp(token, { password: PASSWORD, code: "000000" }), "code");
    const code = appCode(secret, clock.now());
    // A wrong password with the right code: the code is not spent by it.
    refusedFor(await stepUp(token, { password: "not-it", code }), "password");
    expect(await steppedUpAt(token)).toEqual(earlier);
    await ok("POST", "/api/auth/step-up", token, { password: PASSWORD, code });
    expect(await steppedUpAt(token)).toEqual(clock.now());

    // Spent: not again here, and it signs nobody in either.
    refusedFor(await stepUp(token, { password: PASSWORD, code }), "code");
    const pending = await login(who);
    expect(pending.twoFactor).toBe("challenge");
    refusedFor(await call("POST", "/api/auth/2fa/verify", pending.token, { code }), "code");
    clock.advance(STEP_MS);
    await ok("POST", "/api/auth/step-up", token, { password: PASSWORD, code: appCode(secret, clock.now()) });
  });

  it("takes a recovery code once instead", async () => {
    const { token, recoveryCodes } = await withTwoFactor("Elif");
    const [first] = recoveryCodes;
    await ok("POST", "/api/auth/step-up", token, { password: PASSWORD, code: first });
    refusedFor(await stepUp(token, { password: PASSWORD, code: first }), "code");
    expect((await ok("GET", "/api/auth/2fa", token))["recoveryCodesLeft"]).toBe(9);
  });
});

describe("setting up two-factor authentication from the profile", () => {
  it("needs a step-up of this session in the last five minutes", async () => {
    const who = await person("Farid");
    const { token } = await login(who);
    for (const [path, body] of [
      ["/api/profile/2fa/enrol", undefined],
      ["/api/profile/2fa/enrol/confirm", { code: "123456" }],
    ] as const) {
      const r = await call("POST", path, token, body);
      expect([r.status, r.json], path).toEqual([403, STEP_UP_FIRST]);
    }
    expect(await app.sql(`SELECT 1 FROM two_factor WHERE member_id = $1`, [who.id])).toEqual([]);

    await ok("POST", "/api/auth/step-up", token, { password: PASSWORD });
    const { secret } = (await ok("POST", "/api/profile/2fa/enrol", token)) as unknown as { secret: string };
    // Another session of the same member has not stepped up.
    const elsewhere = await login(who);
    expect((await call("POST", "/api/profile/2fa/enrol", elsewhere.token)).json).toEqual(STEP_UP_FIRST);

    // Five minutes on, the step-up is over: the confirmation asks again.
    clock.advance(STEP_UP_MINUTES * 60_000);
    const late = await call("POST", "/api/profile/2fa/enrol/confirm", token, { code: appCode(secret, clock.now()) });
    expect([late.status, late.json]).toEqual([403, STEP_UP_FIRST]);
    await ok("POST", "/api/auth/step-up", token, { password: PASSWORD });
    await ok("POST", "/api/profile/2fa/enrol/confirm", token, { code: appCode(secret, clock.now()) });
  });

  it("is not asked of an admin's first sign-in, whose password was just given", async () => {
    const admin = await person("Gita", { admin: true });
    const { token } = await login(admin);
    const { secret } = (await ok("POST", "/api/auth/2fa/enrol", token)) as unknown as { secret: string };
    await ok("POST", "/api/auth/2fa/enrol/confirm", token, {
      code: appCode(secret, clock.now()),
      setupCode: admin.setupCode,
    });
    expect(await steppedUpAt(token)).toBeNull();
  });
});

describe("a recent step-up", () => {
  /** "ok", or the tag of the refusal. */
  const check = async (tokenHash: string, at: Date) => {
    const exit = await app.exit(
      Effect.gen(function* () {
        yield* requireRecentStepUp(yield* Database, tokenHash, at);
      }),
    );
    return exit._tag === "Success" ? "ok" : (failureOf(exit) as { _tag?: string })._tag;
  };

  it("holds for five minutes from the step-up, compared with the time given", async () => {
    const who = await person("Hana");
    const { token } = await login(who);
    const hash = hashToken(token);
    const at = new Date("2026-03-01T04:00:00Z");
    expect(await check(hash, at)).toBe("StepUpRequired");
    await app.sql(`UPDATE sessions SET stepped_up_at = $2 WHERE token_hash = $1`, [hash, at]);
    const five = STEP_UP_MINUTES * 60_000;
    expect(await check(hash, at)).toBe("ok");
    expect(await check(hash, new Date(at.getTime() + five - 1))).toBe("ok");
    expect(await check(hash, new Date(at.getTime() + five))).toBe("StepUpRequired");
    expect(await check(hash, new Date(at.getTime() + 60 * five))).toBe("StepUpRequired");
    // Ended sessions keep nothing.
    await app.sql(`UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1`, [hash, at]);
    expect(await check(hash, at)).toBe("StepUpRequired");
  });
});

describe("the step-up limit", () => {
  it("refuses a sixth wrong password in a quarter hour, even before a right one; right ones are given back", async () => {
    clock.set(new Date(Math.ceil(clock.now().getTime() / WINDOW_MS) * WINDOW_MS + 2_000));
    const who = await person("Irfan");
    const { token } = await login(who);
    for (let i = 0; i < 4; i++) refusedFor(await stepUp(token, { password: `guess-${i}` }), "password");
    await ok("POST", "/api/auth/step-up", token, { password: PASSWORD });
    refusedFor(await stepUp(token, { password: "guess-4" }), "password");
    for (const password of ["guess-5", PASSWORD]) {
      const r = await stepUp(token, { password });
      expect([r.status, r.json]).toEqual([429, { error: "Too many attempts. Please try again later." }]);
      expect(Number(r.headers.get("retry-after"))).toBe(LIMITS.stepUpPerMember.windowSeconds - 2);
    }
    // Per member: another member is not held up.
    const other = await login(await person("Jasmin"));
    await ok("POST", "/api/auth/step-up", other.token, { password: PASSWORD });
    clock.set(new Date(Math.ceil(clock.now().getTime() / WINDOW_MS) * WINDOW_MS + 2_000));
    await ok("POST", "/api/auth/step-up", token, { password: PASSWORD });
  });

  it("counts wrong codes against the two-factor limit as well, which they share with the sign-in", async () => {
    clock.set(new Date(Math.ceil(clock.now().getTime() / WINDOW_MS) * WINDOW_MS + 2_000));
    const { who, token, secret } = await withTwoFactor("Kamal");
    const earlier = await steppedUpAt(token);
    for (let i = 0; i < LIMITS.secondFactorPerMember.max; i++)
      refusedFor(await stepUp(token, { password: PASSWORD, code: `00000${i}` }), "code");
    expect((await stepUp(token, { password: PASSWORD, code: appCode(secret, clock.now()) })).status).toBe(429);
    expect(await steppedUpAt(token)).toEqual(earlier);
    // Five codes guessed here leave none to guess while signing in, right code or not.
    const pending = await login(who);
    const r = await call("POST", "/api/auth/2fa/verify", pending.token, { code: appCode(secret, clock.now()) });
    expect([r.status, r.json]).toEqual([429, { error: "Too many attempts. Please try again later." }]);
  });
});
