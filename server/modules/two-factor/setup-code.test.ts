import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testClock, type TestClock } from "../../testing/clock.ts";
import { newMember, startTestApp, type TestApp } from "../../testing/harness.ts";
import { request, type Answer } from "../../testing/http.ts";
import { appCode, grantAdmin, stepUp } from "../../testing/two-factor.ts";
import { hashPassword } from "../credentials/password.ts";
import { registerMember, setAdmin } from "../members/handlers.ts";
import { SETUP_CODE_HOURS } from "./setup-code.ts";

// An admin's first authenticator is enrolled only with the operator's one-time setup code
// (decision 43): the password alone, in whoever's hands it is, no longer puts an authenticator on
// an admin account. Over HTTP, on a clock the test moves.
const PASSWORD = "Kod-Persediaan-2026";
const STEP_MS = 30_000;
const NO_SETUP_CODE =
  "Admins need the setup code from the operator to set up an authenticator app. Ask the operator for the setup code.";
const WRONG_SETUP_CODE =
  "That setup code is not right, has expired or was already used. Ask the operator for a new setup code.";

let app: TestApp;
let clock: TestClock;
let passwordHash: string;
beforeAll(async () => {
  clock = testClock(new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 2_000));
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

const member = async (firstName: string) => {
  const registration = { ...newMember(firstName), passwordHash };
  const { memberId } = await app.run(registerMember(registration, { requestId: "test" }));
  return { id: memberId, email: registration.email };
};

/** Signs in with the password and starts the enrolment: the pending token and the new secret. */
const startEnrolment = async (email: string) => {
  const signedIn = await call("POST", "/api/auth/login", null, { email, password: PASSWORD });
  expect(signedIn.json["twoFactor"], signedIn.text).toBe("enrol");
  const token = signedIn.json["token"] as unknown as string;
  const enrolment = await call("POST", "/api/auth/2fa/enrol", token);
  return { token, secret: enrolment.json["secret"] as unknown as string };
};

const confirm = (token: string, secret: string, setupCode?: string) =>
  call("POST", "/api/auth/2fa/enrol/confirm", token, {
    code: appCode(secret, clock.now()),
    ...(setupCode === undefined ? {} : { setupCode }),
  });

const refusedFor = (r: Answer, message: string) =>
  expect([r.status, r.json], r.text).toEqual([400, { error: message, fields: { setupCode: message } }]);

const enabled = async (memberId: number) =>
  (await app.sql(`SELECT 1 FROM two_factor WHERE member_id = $1 AND enabled_at IS NOT NULL`, [memberId])).length > 0;

describe("an admin's first enrolment", () => {
  it("is refused without the setup code, telling them to ask the operator, and changes nothing", async () => {
    const who = await member("Tanpa");
    await app.run(grantAdmin(who.email));
    // Whoever has the password signs in first: they cannot put their own authenticator on.
    const { token, secret } = await startEnrolment(who.email);
    refusedFor(await confirm(token, secret), NO_SETUP_CODE);
    refusedFor(await confirm(token, secret, "   "), NO_SETUP_CODE);
    refusedFor(await confirm(token, secret, "abcd-efgh-jkmn-pqrs"), WRONG_SETUP_CODE);
    expect(await enabled(who.id)).toBe(false);
    expect((await call("GET", "/api/admin/stats", token)).status).toBe(401);
  });

  it("is accepted with it, however it is typed, and the code works once", async () => {
    const who = await member("Dengan");
    const setupCode = await app.run(grantAdmin(who.email));
    const { token, secret } = await startEnrolment(who.email);
    // A wrong authenticator code leaves the setup code for the next try.
    const wrong = await call("POST", "/api/auth/2fa/enrol/confirm", token, { code: "000000", setupCode });
    expect(Object.keys(wrong.json["fields"] as object)).toEqual(["code"]);
    const typed = ` ${setupCode.toUpperCase().replace(/-/g, " ")} `;
    const r = await confirm(token, secret, typed);
    expect(r.status, r.text).toBe(200);
    expect(r.json["recoveryCodes"]).toHaveLength(10);
    expect((await call("GET", "/api/admin/stats", token)).status).toBe(200);

    // Taken: after the authenticator is removed (as a reset does, without a new code), it is refused.
    await app.sql(`DELETE FROM two_factor WHERE member_id = $1`, [who.id]);
    const again = await startEnrolment(who.email);
    refusedFor(await confirm(again.token, again.secret, setupCode), WRONG_SETUP_CODE);
  });

  it("is refused once the code has expired, and a new grant gives a code that works", async () => {
    const who = await member("Luput");
    const setupCode = await app.run(grantAdmin(who.email));
    clock.advance(SETUP_CODE_HOURS * 3_600_000 + STEP_MS);
    const { token, secret } = await startEnrolment(who.email);
    refusedFor(await confirm(token, secret, setupCode), WRONG_SETUP_CODE);
    const fresh = await app.run(grantAdmin(who.email));
    expect(fresh).not.toBe(setupCode);
    expect((await confirm(token, secret, fresh)).status).toBe(200);
  });

  it("counts wrong setup codes against the code limit", async () => {
    const who = await member("Teka");
    const setupCode = await app.run(grantAdmin(who.email));
    const { token, secret } = await startEnrolment(who.email);
    for (let i = 0; i < 5; i++) refusedFor(await confirm(token, secret, `wrong-${i}`), WRONG_SETUP_CODE);
    const limited = await confirm(token, secret, setupCode);
    expect([limited.status, limited.json]).toEqual([429, { error: "Too many attempts. Please try again later." }]);
  });

  it("needs the setup code from the profile too, for a member made admin while signed in", async () => {
    const who = await member("Awal");
    const signedIn = await call("POST", "/api/auth/login", null, { email: who.email, password: PASSWORD });
    const token = signedIn.json["token"] as unknown as string;
    await app.run(setAdmin(who.email, true, { actor: "cli" }));
    await stepUp(app.baseUrl, token, PASSWORD);
    const enrolment = await call("POST", "/api/profile/2fa/enrol", token);
    const secret = enrolment.json["secret"] as unknown as string;
    const r = await call("POST", "/api/profile/2fa/enrol/confirm", token, { code: appCode(secret, clock.now()) });
    refusedFor(r, NO_SETUP_CODE);
    expect(await enabled(who.id)).toBe(false);
  });

  it("keeps only the code's hash", async () => {
    const who = await member("Hash");
    const setupCode = await app.run(grantAdmin(who.email));
    const rows = await app.sql<{ row: string }>(`SELECT t::text AS row FROM admin_setup_codes t WHERE member_id = $1`, [
      who.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row).not.toContain(setupCode.replace(/-/g, ""));
    expect(rows[0]!.row).not.toContain(setupCode);
  });
});
