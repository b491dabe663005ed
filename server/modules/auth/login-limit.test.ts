import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIMITS } from "../credentials/rate-limit.ts";
import { hashToken } from "../credentials/tokens.ts";
import { testClock, type TestClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { registerOverHttp } from "../../suites/security-checks/support.ts";
import { DEVICE_COOKIE } from "./known-device.ts";

// The sign-in limits (decision 43) over HTTP, from many addresses (a trusted proxy's
// X-Forwarded-For) on a clock the test moves: guessing is slowed and stopped where it comes from
// and capped per account, while the owner elsewhere, and on a known device, still gets in.
const DAY_MS = 86_400_000;
let app: TestApp;
let clock: TestClock;
beforeAll(async () => {
  clock = testClock(new Date());
  app = await startTestApp({ clock, env: { TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await app?.close();
});
// Each test starts a minute into a new day, so every window it uses is whole and fresh.
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
  clock.set(new Date(Math.ceil(clock.now().getTime() / DAY_MS) * DAY_MS + DAY_MS + 60_000));
});

const TOO_MANY = { error: "Too many attempts. Please try again later." };
const { max: slow } = LIMITS.loginPerEmailAt;
const { max: daily } = LIMITS.loginPerEmailAtDaily;

const login = (email: string, password: string, ip: string, device?: string) =>
  request(app.baseUrl, "POST", "/api/auth/login", {
    body: { email, password },
    ip,
    headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
  });

const deviceOf = (setCookie: ReadonlyArray<string>) =>
  new RegExp(`^${DEVICE_COOKIE}=([A-Za-z0-9_-]{43});`).exec(setCookie.join("\n"))?.[1];

/** `n` wrong passwords from `ip`, each answered 401 (never 429 while under a limit). */
const guess = async (email: string, n: number, ip: string, device?: string) => {
  for (let i = 0; i < n; i++) {
    const r = await login(email, `guess-${ip}-${i}`, ip, device);
    expect(r.status, `guess ${i + 1} from ${ip}: ${r.text}`).toBe(401);
  }
};

const expectHeld = async (email: string, password: string, ip: string, device?: string) => {
  const r = await login(email, password, ip, device);
  expect([r.status, r.json], r.text).toEqual([429, TOO_MANY]);
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  return Number(r.headers.get("retry-after"));
};

describe("wrong passwords from one address", () => {
  it("hold that address only: the owner signs in from another with the right password", async () => {
    const owner = await registerOverHttp(app, "Targeted");
    // Ten wrong passwords used to lock the account everywhere; now the guesser's address waits.
    await guess(owner.email, slow, "203.0.113.9");
    await expectHeld(owner.email, owner.password, "203.0.113.9");
    for (let i = 0; i < 5; i++) await guess(owner.email, slow, `203.0.113.${20 + i}`);
    const home = await login(owner.email, owner.password, "198.51.100.7");
    expect(home.status, home.text).toBe(200);
  });

  it("are slowed to a few a quarter hour, then stopped for the day", async () => {
    const member = await registerOverHttp(app, "Patient");
    const ip = "203.0.113.50";
    for (let quarter = 0; quarter < daily / slow; quarter++) {
      await guess(member.email, slow, ip);
      const retryAfter = await expectHeld(member.email, `late-${quarter}`, ip);
      expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginPerEmailAt.windowSeconds);
      clock.advance(LIMITS.loginPerEmailAt.windowSeconds * 1000);
    }
    // Twenty in the day: a fresh quarter hour no longer helps, the right password waits too.
    const retryAfter = await expectHeld(member.email, member.password, ip);
    expect(retryAfter).toBeGreaterThan(LIMITS.loginPerEmailAt.windowSeconds);
    clock.advance(retryAfter * 1000);
    expect((await login(member.email, member.password, ip)).status).toBe(200);
  });

  it("answer an email nobody has exactly as one that exists", async () => {
    const member = await registerOverHttp(app, "Existing");
    const nobody = "nobody.here@security.jemput.my";
    for (const email of [member.email, nobody]) {
      await guess(email, slow, "203.0.113.77");
      await expectHeld(email, "kopi-susu-42", "203.0.113.77");
    }
  });

  it("are not used up by successful sign-ins", async () => {
    const member = await registerOverHttp(app, "Often");
    for (let i = 0; i < daily + 2; i++)
      expect((await login(member.email, member.password, "192.0.2.1")).status).toBe(200);
    await guess(member.email, slow, "192.0.2.1");
  });
});

describe("guessing from many addresses", () => {
  it("is capped per account, while the owner's known device still gets in with the right password", async () => {
    const owner = await registerOverHttp(app, "Distributed");
    const first = await login(owner.email, owner.password, "198.51.100.7");
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? "";
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const device = deviceOf([cookie])!;
    // Kept as its hash only.
    expect(await app.sql(`SELECT token_hash FROM known_devices WHERE member_id = $1`, [owner.id])).toEqual([
      { token_hash: hashToken(device) },
    ]);

    const addresses = LIMITS.loginPerEmail.max / slow;
    for (let i = 0; i < addresses; i++) await guess(owner.email, slow, `203.0.113.${100 + i}`);
    // A new address, and the owner's own address without the cookie, wait for the hour.
    await expectHeld(owner.email, owner.password, "203.0.113.250");
    await expectHeld(owner.email, owner.password, "198.51.100.7");
    // A cookie nobody was given is no known device.
    await expectHeld(owner.email, owner.password, "198.51.100.7", "x".repeat(43));

    const known = await login(owner.email, owner.password, "198.51.100.99", device);
    expect(known.status, known.text).toBe(200);
    expect(deviceOf(known.headers.getSetCookie())).toBe(device);
    await expectHeld(owner.email, owner.password, "203.0.113.100");
  });

  it("holds a known device to its own count of wrong passwords", async () => {
    const owner = await registerOverHttp(app, "Careless");
    const device = deviceOf((await login(owner.email, owner.password, "198.51.100.8")).headers.getSetCookie())!;
    await guess(owner.email, slow, "198.51.100.8", device);
    await expectHeld(owner.email, owner.password, "198.51.100.8", device);
    // The address itself was not counted: without the cookie it still has its own allowance.
    expect((await login(owner.email, owner.password, "198.51.100.8")).status).toBe(200);
  });

  it("forgets known devices when the password is reset", async () => {
    const owner = await registerOverHttp(app, "Reset");
    await login(owner.email, owner.password, "198.51.100.9");
    expect(await app.sql(`SELECT 1 FROM known_devices WHERE member_id = $1`, [owner.id])).toHaveLength(1);
    await request(app.baseUrl, "POST", "/api/auth/forgot-password", {
      body: { email: owner.email },
      ip: "198.51.100.9",
    });
    const [mail] = await app.sql<{ text: string }>(`SELECT text FROM outbox WHERE to_email = $1`, [owner.email]);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const reset = await request(app.baseUrl, "POST", "/api/auth/reset-password", {
      body: { token, newPassword: "teh-tarik-baru-77" },
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await app.sql(`SELECT 1 FROM known_devices WHERE member_id = $1`, [owner.id])).toEqual([]);
  });
});
