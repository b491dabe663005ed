import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIMITS } from "../credentials/rate-limit.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { awayFromWindowEdge, caller, registerOverHttp } from "../../suites/security-checks/support.ts";

// The per-email sign-in limit counts failed sign-ins only: a member who signs in on many devices
// (or many times) never meets it, while a guesser does, and then even the right password waits.
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

const { max } = LIMITS.loginPerEmail;
const TOO_MANY = { error: "Too many attempts. Please try again later." };

const login = (email: string, password: string) => call("POST", "/api/auth/login", { email, password });
const hitsOf = async (email: string) =>
  (await app.sql<{ hits: number }>(`SELECT hits FROM rate_limits WHERE key = $1`, [`login-email:${email}`]))[0]?.hits ??
  0;

describe("the per-email login limit", () => {
  it("is not used up by successful sign-ins", async () => {
    const member = await registerOverHttp(app, "Often");
    await awayFromWindowEdge(LIMITS.loginPerEmail.windowSeconds);
    for (let i = 0; i < max + 2; i++) {
      const r = await login(member.email, member.password);
      expect(r.status, `sign-in ${i + 1}: ${r.text}`).toBe(200);
    }
    expect(await hitsOf(member.email)).toBe(0);

    // The allowance for mistakes is still whole: `max` wrong passwords answer 401, not 429.
    for (let i = 0; i < max; i++) expect((await login(member.email, `guess-${i}`)).status).toBe(401);
    expect(await hitsOf(member.email)).toBe(max);
  });

  it("still refuses the right password once the failures reached the limit", async () => {
    const member = await registerOverHttp(app, "Guessed");
    await awayFromWindowEdge(LIMITS.loginPerEmail.windowSeconds);
    for (let i = 0; i < max - 1; i++) expect((await login(member.email, `guess-${i}`)).status).toBe(401);
    // One short of the limit the right password gets in, and gives its own attempt back.
    expect((await login(member.email, member.password)).status).toBe(200);
    expect((await login(member.email, "one-more-guess")).status).toBe(401);

    const late = await login(member.email, member.password);
    expect([late.status, late.json]).toEqual([429, TOO_MANY]);
    const retryAfter = Number(late.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginPerEmail.windowSeconds);
  });
});
