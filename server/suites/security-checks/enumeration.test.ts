import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../modules/credentials/password.ts";
import { FORGOT_REPLY } from "../../modules/auth/routes.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { caller, medianMs, registerOverHttp, type Member } from "./support.ts";

// Whether an email has an account must not show, neither in the answer nor in how long it
// takes. Medians of interleaved tries keep this steady on a busy two-core machine; the bounds
// (half to twice) are wide enough for noise and far narrower than a skipped argon2 or a
// skipped database write would make them.
let app: TestApp;
let call: ReturnType<typeof caller>;
let member: Member;
beforeAll(async () => {
  app = await startTestApp();
  call = caller(app);
  member = await registerOverHttp(app, "Known");
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

const expectStatus = (status: number) => async (pending: Promise<{ status: number; text: string }>) => {
  const r = await pending;
  expect(r.status, r.text).toBe(status);
};
let unknown = 0;
const nobody = () => `nobody.${++unknown}@security.jemput.my`;

/**
 * Medians of `a` and `b`, tried alternately so a slow spell hits both alike. The rate limits are
 * cleared before each (untimed): a 429 would be a different, quicker path.
 */
const compare = async (a: () => Promise<unknown>, b: () => Promise<unknown>, tries: number) => {
  const timed = async (f: () => Promise<unknown>) => {
    await app.sql(`DELETE FROM rate_limits`);
    return medianMs(1, f);
  };
  await timed(a);
  await timed(b);
  const times = { a: [] as Array<number>, b: [] as Array<number> };
  for (let i = 0; i < tries; i++) {
    times.a.push(await timed(a));
    times.b.push(await timed(b));
  }
  const median = (xs: Array<number>) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  return { a: median(times.a), b: median(times.b) };
};

describe("login", () => {
  it("answers a wrong password and an unknown email with the same bytes", async () => {
    const wrong = await call("POST", "/api/auth/login", { email: member.email, password: "not-the-password" });
    const missing = await call("POST", "/api/auth/login", { email: nobody(), password: "not-the-password" });
    expect([wrong.status, wrong.json]).toEqual([401, { error: "Invalid credentials" }]);
    expect([missing.status, missing.text]).toEqual([wrong.status, wrong.text]);
  });

  it("takes as long for an unknown email as for a known one, because both verify an argon2 hash", async () => {
    const times = await compare(
      () => expectStatus(401)(call("POST", "/api/auth/login", { email: member.email, password: "not-the-password" })),
      () => expectStatus(401)(call("POST", "/api/auth/login", { email: nobody(), password: "not-the-password" })),
      9,
    );
    // One argon2 verification, measured here: an unknown email that skipped it would answer in
    // a few milliseconds, well under half of this.
    const stored = await hashPassword("reference-password");
    const argon2 = await medianMs(5, () => verifyPassword(stored, "not-the-password"));
    const ratio = times.b / times.a;
    expect(ratio, `known ${times.a.toFixed(1)} ms, unknown ${times.b.toFixed(1)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    expect(times.b, `unknown ${times.b.toFixed(1)} ms, one argon2 verify ${argon2.toFixed(1)} ms`).toBeGreaterThan(
      argon2 * 0.5,
    );
  });
});

describe("forgot-password", () => {
  it("answers known and unknown emails with the same status, body and headers that matter", async () => {
    const known = await call("POST", "/api/auth/forgot-password", { email: member.email });
    const missing = await call("POST", "/api/auth/forgot-password", { email: nobody() });
    expect([known.status, known.json]).toEqual([200, FORGOT_REPLY]);
    expect([missing.status, missing.text]).toEqual([known.status, known.text]);
    for (const header of ["content-type", "content-length", "cache-control"]) {
      expect(missing.headers.get(header), header).toBe(known.headers.get(header));
    }
  });

  it("takes as long for an unknown email as for a known one", async () => {
    const times = await compare(
      () => expectStatus(200)(call("POST", "/api/auth/forgot-password", { email: member.email })),
      () => expectStatus(200)(call("POST", "/api/auth/forgot-password", { email: nobody() })),
      5,
    );
    const ratio = times.b / times.a;
    expect(ratio, `known ${times.a.toFixed(1)} ms, unknown ${times.b.toFixed(1)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
