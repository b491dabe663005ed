import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIMITS, type Limit } from "../../modules/credentials/rate-limit.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { awayFromWindowEdge, caller, person, registerOverHttp, type Answer } from "./support.ts";

// Every guessable entry point answers 429 with Retry-After once its window is used up, and the
// counters live in PostgreSQL (so every server process shares them). All calls here come from
// 127.0.0.1, so the per-IP counters are cleared before each test.
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

const TOO_MANY = { error: "Too many attempts. Please try again later." };

const expectLimited = (r: Answer, limit: Limit) => {
  expect([r.status, r.json], r.text).toEqual([429, TOO_MANY]);
  const retryAfter = r.headers.get("retry-after") ?? "";
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(limit.windowSeconds);
};

/**
 * `limit.max` calls pass the limiter (whatever they answer), the next is refused. `together`
 * sends them at once: the counter is one atomic upsert, so a burst is counted exactly.
 */
const exhaust = async (limit: Limit, send: (i: number) => Promise<Answer>, together = false) => {
  await awayFromWindowEdge(limit.windowSeconds);
  const indexes = Array.from({ length: limit.max }, (_, i) => i);
  const answers = together ? await Promise.all(indexes.map(send)) : [];
  if (!together) for (const i of indexes) answers.push(await send(i));
  answers.forEach((r, i) => expect(r.status, `call ${i + 1} of ${limit.max}: ${r.text}`).not.toBe(429));
  const refused = await send(limit.max);
  expectLimited(refused, limit);
  return refused;
};

describe("login", () => {
  it("is limited per email at an address, whatever the case or spaces, while other emails still get through", async () => {
    const member = await registerOverHttp(app, "Guessed");
    await exhaust(LIMITS.loginPerEmailAt, (i) =>
      call("POST", "/api/auth/login", {
        email: i % 2 ? member.email.toUpperCase() : ` ${member.email}`,
        password: `guess-${i}`,
      }),
    );
    // Once the failures reached the limit, even the right password waits.
    expectLimited(
      await call("POST", "/api/auth/login", { email: member.email, password: member.password }),
      LIMITS.loginPerEmailAt,
    );
    expect(
      (await call("POST", "/api/auth/login", { email: "someone.else@security.jemput.my", password: "guess" })).status,
    ).toBe(401);
  });

  it("is limited per address across many emails", async () => {
    await exhaust(LIMITS.loginPerIp, (i) =>
      call("POST", "/api/auth/login", { email: `spray.${i}@security.jemput.my`, password: "kopi-susu-42" }),
    );
  });
});

describe("forgot-password", () => {
  it("is limited per email and per address", async () => {
    await exhaust(LIMITS.forgotPerEmail, () =>
      call("POST", "/api/auth/forgot-password", { email: "flooded@security.jemput.my" }),
    );
    await app.sql(`DELETE FROM rate_limits`);
    await exhaust(
      LIMITS.forgotPerIp,
      (i) => call("POST", "/api/auth/forgot-password", { email: `flood.${i}@security.jemput.my` }),
      true,
    );
  });
});

describe("register and reset", () => {
  it("limits registrations per address, counting refused ones too", async () => {
    await exhaust(LIMITS.registerPerIp, (i) =>
      call("POST", "/api/auth/register", i === 0 ? person("Signup") : { ...person("Bad"), email: "not-an-email" }),
    );
    const refused = await call("POST", "/api/auth/register", person("Late"));
    expectLimited(refused, LIMITS.registerPerIp);
  });

  it("limits reset attempts per address, so tokens cannot be guessed at speed", async () => {
    await exhaust(LIMITS.resetPerIp, (i) =>
      call("POST", "/api/auth/reset-password", {
        token: `guess${String(i).padStart(40, "x")}`,
        newPassword: "teh-tarik-77",
      }),
    );
  });

  it("keeps the counters in the database, shared by every server process", async () => {
    await call("POST", "/api/auth/login", { email: "counted@security.jemput.my", password: "kopi-susu-42" });
    const rows = await app.sql<{ key: string; hits: number }>(
      `SELECT key, hits FROM rate_limits ORDER BY key COLLATE "C"`,
    );
    expect(rows).toEqual([
      { key: "login-email-at-day:127.0.0.1:counted@security.jemput.my", hits: 1 },
      { key: "login-email-at:127.0.0.1:counted@security.jemput.my", hits: 1 },
      { key: "login-email:counted@security.jemput.my", hits: 1 },
      { key: "login-ip:127.0.0.1", hits: 1 },
    ]);
  });
});

describe("the address a per-address limit counts", () => {
  const loginFrom = async (target: TestApp, forwardedFor: string) => {
    await target.sql(`DELETE FROM rate_limits`);
    await caller(target)(
      "POST",
      "/api/auth/login",
      { email: "addressed@security.jemput.my", password: "kopi-susu-42" },
      { headers: { "x-forwarded-for": forwardedFor } },
    );
    const [row] = await target.sql<{ key: string }>(`SELECT key FROM rate_limits WHERE key LIKE 'login-ip:%'`);
    return row?.key;
  };

  it("is the connection's own without a trusted proxy, whatever X-Forwarded-For says", async () => {
    expect(await loginFrom(app, "203.0.113.9")).toBe("login-ip:127.0.0.1");
  });

  it("is the connection's own when it comes from no listed proxy, whatever X-Forwarded-For says", async () => {
    // A client that reaches an instance directly, past the proxy it trusts.
    const elsewhere = await startTestApp({ env: { TRUST_PROXY: "192.0.2.10" } });
    try {
      expect(await loginFrom(elsewhere, "198.51.100.1")).toBe("login-ip:127.0.0.1");
    } finally {
      await elsewhere.close();
    }
  });

  it("walks back through every listed proxy to the client", async () => {
    const chained = await startTestApp({ env: { TRUST_PROXY: "loopback, 10.0.0.0/8" } });
    try {
      expect(await loginFrom(chained, "203.0.113.9, 198.51.100.1, 10.1.2.3")).toBe("login-ip:198.51.100.1");
    } finally {
      await chained.close();
    }
  });

  it("is the one the trusted proxy appended, never one the client wrote in front of it", async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: "1" } });
    try {
      expect(await loginFrom(proxied, "198.51.100.1")).toBe("login-ip:198.51.100.1");
      expect(await loginFrom(proxied, "203.0.113.9, 198.51.100.1")).toBe("login-ip:198.51.100.1");
    } finally {
      await proxied.close();
    }
  });
});
