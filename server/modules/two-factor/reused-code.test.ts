import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock, type TestClock } from "../../testing/clock.ts";
import { newMember, startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { appCode, grantAdmin } from "../../testing/two-factor.ts";
import { hashPassword } from "../credentials/password.ts";
import { registerMember } from "../members/handlers.ts";

// A code given again after it was accepted (decision 43): told so in its own words and the
// member's language, and counted as a failed try like any code that is not accepted.
const PASSWORD = "Kod-Sama-Lagi-2026";
const STEP_MS = 30_000;
const REUSED = "That code was already used. Wait for the next code in your app.";

let app: TestApp;
let clock: TestClock;
beforeAll(async () => {
  // At the start of a quarter hour, so the code limit's window holds every try below.
  clock = testClock(new Date(Math.ceil(Date.now() / 900_000) * 900_000 + 2_000));
  app = await startTestApp({ clock });
});
afterAll(async () => {
  await app?.close();
});

const call = (pathname: string, token: string | null, body: unknown) =>
  request(app.baseUrl, "POST", pathname, { token, body });

/** An admin who just set up an authenticator with the code of the clock's step. */
const enrolled = async () => {
  const registration = { ...newMember("Ulang"), passwordHash: await hashPassword(PASSWORD) };
  await app.run(registerMember(registration, { requestId: "test" }));
  const setupCode = await app.run(grantAdmin(registration.email));
  const signIn = () => call("/api/auth/login", null, { email: registration.email, password: PASSWORD });
  const token = (await signIn()).json["token"] as unknown as string;
  const secret = (await call("/api/auth/2fa/enrol", token, {})).json["secret"] as unknown as string;
  const code = appCode(secret, clock.now());
  expect((await call("/api/auth/2fa/enrol/confirm", token, { code, setupCode })).status).toBe(200);
  return { signIn, secret, code, email: registration.email };
};

describe("a reused authenticator code", () => {
  it("is answered as already used, in the member's language, and counts as a failed try", async () => {
    const { signIn, secret, code, email } = await enrolled();
    const pending = (await signIn()).json["token"] as unknown as string;
    const again = await call("/api/auth/2fa/verify", pending, { code });
    expect([again.status, again.json]).toEqual([400, { error: REUSED, fields: { code: REUSED } }]);
    // A member is answered in their profile's language.
    await app.sql(`UPDATE profiles SET language = 'ms' WHERE email = $1`, [email]);
    const malay = await call("/api/auth/2fa/verify", pending, { code });
    expect(malay.json["fields"]).toEqual({
      code: "Kod itu sudah digunakan. Tunggu kod seterusnya dalam aplikasi anda.",
    });
    for (let i = 0; i < 3; i++) expect((await call("/api/auth/2fa/verify", pending, { code })).status).toBe(400);
    // Five tries used: the app's next code waits for the quarter hour too.
    clock.advance(STEP_MS);
    const next = await call("/api/auth/2fa/verify", pending, { code: appCode(secret, clock.now()) });
    expect(next.status).toBe(429);
  });
});
