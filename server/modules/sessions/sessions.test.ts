import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "../credentials/password.ts";
import { LAST_SEEN_EVERY_MS } from "../credentials/session.ts";
import { hashToken } from "../credentials/tokens.ts";
import { registerMember } from "../members/handlers.ts";
import { testClock, type TestClock } from "../../testing/clock.ts";
import { newMember, startTestApp, type TestApp } from "../../testing/harness.ts";
import { request, type Json } from "../../testing/http.ts";

// A member's signed-in devices over HTTP against a real database. The app trusts one proxy, so
// each sign-in can come from an address of its own (X-Forwarded-For). Whether a session is open
// is the database's clock's question (expires_at > now()): the test clock starts at the real
// time and only moves a few minutes on, for last_seen_at.
const PASSWORD = "Sesi-Peranti-Kopi-2026";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NOT_FOUND = { error: "Session not found" };

let app: TestApp;
let clock: TestClock;
let passwordHash: string;

beforeAll(async () => {
  clock = testClock(new Date());
  app = await startTestApp({ clock, env: { TRUST_PROXY: "1" } });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await app?.close();
});
// Every sign-in here counts against the per-address limit of the addresses it comes from.
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

const call = (method: string, pathname: string, token: string | null = null) =>
  request(app.baseUrl, method, pathname, { token });

const person = async (firstName: string) => {
  const registration = { ...newMember(firstName), passwordHash };
  const { memberId } = await app.run(registerMember(registration, { requestId: "test" }));
  return { id: memberId, email: registration.email };
};

/** Signs in from a browser and an address; a second apart, so "newest first" has an order. */
const signIn = async (who: { email: string }, agent = CHROME_WINDOWS, ip = "203.106.94.17") => {
  clock.advance(1_000);
  const r = await request(app.baseUrl, "POST", "/api/auth/login", {
    body: { email: who.email, password: PASSWORD },
    headers: { "user-agent": agent },
    ip,
  });
  expect(r.status, r.text).toBe(200);
  return r.json["token"] as string;
};

const sessionsOf = async (token: string) => {
  const r = await call("GET", "/api/profile/sessions", token);
  expect(r.status, r.text).toBe(200);
  return r.json as Json;
};

const idOf = async (token: string) => {
  const [row] = await app.sql<{ id: string }>(`SELECT public_id::text AS id FROM sessions WHERE token_hash = $1`, [
    hashToken(token),
  ]);
  return row!.id;
};

const profileStatus = async (token: string) => (await call("GET", "/api/profile", token)).status;

describe("GET /api/profile/sessions", () => {
  it("lists the caller's open sessions, newest first, with device, network and which one is asking", async () => {
    const aisyah = await person("Aisyah");
    const laptop = await signIn(aisyah, CHROME_WINDOWS, "203.106.94.17");
    const phone = await signIn(aisyah, SAFARI_IPHONE, "2001:db8:abcd:12::1");
    const stranger = await signIn(await person("Orang"));

    const listed = await sessionsOf(phone);
    expect(listed).toEqual([
      {
        id: expect.stringMatching(UUID),
        device: "Safari on iPhone",
        network: "2001:db8:abcd::/48",
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      },
      {
        id: expect.stringMatching(UUID),
        device: "Chrome on Windows",
        network: "203.106.94.x",
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: false,
      },
    ]);
    expect(Date.parse(listed[0]!["createdAt"] as string)).toBeGreaterThan(
      Date.parse(listed[1]!["createdAt"] as string),
    );
    expect(listed.map((s) => s["id"])).toEqual([await idOf(phone), await idOf(laptop)]);
    expect((await sessionsOf(laptop)).map((s) => s["current"])).toEqual([false, true]);

    // Neither the token nor its hash, nor the whole address, is anywhere in the answer or the table.
    const answer = JSON.stringify(listed);
    for (const secret of [phone, laptop, hashToken(phone), hashToken(laptop), stranger])
      expect(answer).not.toContain(secret);
    const kept = await app.sql<{ network: string }>(`SELECT network FROM sessions WHERE member_id = $1`, [aisyah.id]);
    expect(kept.map((k) => k.network).sort()).toEqual(["2001:db8:abcd::/48", "203.106.94.x"]);
  });

  it("leaves out sessions that ended or expired, and shows unknown details as null", async () => {
    const budi = await person("Budi");
    const ended = await signIn(budi);
    const expired = await signIn(budi);
    const kept = await signIn(budi, "curl/8.5.0", "not-an-address");
    expect((await call("POST", "/api/auth/logout", ended)).status).toBe(200);
    await app.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(expired),
    ]);
    const listed = await sessionsOf(kept);
    expect(listed).toHaveLength(1);
    // Express reads the forwarded address as given: not an address, so no network.
    expect(listed[0]).toMatchObject({ device: null, network: null, current: true });
  });

  it("needs a session", async () => {
    expect((await call("GET", "/api/profile/sessions")).status).toBe(401);
  });
});

describe("DELETE /api/profile/sessions/:id", () => {
  it("ends one session of the caller's; someone else's, a made-up and an ended one are 404 alike", async () => {
    const citra = await person("Citra");
    const laptop = await signIn(citra);
    const phone = await signIn(citra, SAFARI_IPHONE);
    const dewi = await person("Dewi");
    const other = await signIn(dewi);
    const phoneId = await idOf(phone);

    // Another member cannot end it, nor tell it from one that never existed.
    const theirs = await call("DELETE", `/api/profile/sessions/${phoneId}`, other);
    expect([theirs.status, theirs.json]).toEqual([404, NOT_FOUND]);
    const madeUp = await call("DELETE", `/api/profile/sessions/${crypto.randomUUID()}`, laptop);
    expect([madeUp.status, madeUp.json]).toEqual([404, NOT_FOUND]);
    expect(await profileStatus(phone)).toBe(200);
    const malformed = await call("DELETE", `/api/profile/sessions/${hashToken(phone)}`, laptop);
    expect([malformed.status, malformed.json["fields"]]).toEqual([400, { id: "is not a session id" }]);
    expect((await call("DELETE", `/api/profile/sessions/${phoneId}`)).status).toBe(401);

    const ended = await call("DELETE", `/api/profile/sessions/${phoneId}`, laptop);
    expect([ended.status, ended.json]).toEqual([200, { ended: true, current: false }]);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(200);
    const again = await call("DELETE", `/api/profile/sessions/${phoneId}`, laptop);
    expect([again.status, again.json]).toEqual([404, NOT_FOUND]);
    expect((await sessionsOf(laptop)).map((s) => s["id"])).toEqual([await idOf(laptop)]);

    // Its own session too: that is signing out.
    const self = await call("DELETE", `/api/profile/sessions/${await idOf(laptop)}`, laptop);
    expect([self.status, self.json]).toEqual([200, { ended: true, current: true }]);
    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(other)).toBe(200);
  });
});

describe("POST /api/profile/sessions/end-others", () => {
  it("ends every other session of the caller's and keeps the current one", async () => {
    const eka = await person("Eka");
    const [first, current, third] = [await signIn(eka), await signIn(eka), await signIn(eka)];
    const fajar = await signIn(await person("Fajar"));

    const r = await call("POST", "/api/profile/sessions/end-others", current);
    expect([r.status, r.json]).toEqual([200, { ended: 2 }]);
    expect([await profileStatus(first), await profileStatus(current), await profileStatus(third)]).toEqual([
      401, 200, 401,
    ]);
    expect(await profileStatus(fajar)).toBe(200);
    expect((await sessionsOf(current)).map((s) => s["current"])).toEqual([true]);
    expect((await call("POST", "/api/profile/sessions/end-others", current)).json).toEqual({ ended: 0 });
    expect((await call("POST", "/api/profile/sessions/end-others")).status).toBe(401);
  });
});

describe("last_seen_at", () => {
  it("starts at the sign-in and moves at most once a minute while the session is used, without a write in between", async () => {
    const gita = await person("Gita");
    const token = await signIn(gita);
    const other = await signIn(gita);
    const seen = async (t: string) => {
      const [row] = await app.sql<{ created_at: Date; last_seen_at: Date; version: string }>(
        `SELECT created_at, last_seen_at, xmin::text AS version FROM sessions WHERE token_hash = $1`,
        [hashToken(t)],
      );
      return row!;
    };
    const opened = await seen(token);
    expect(opened.last_seen_at).toEqual(opened.created_at);

    clock.advance(LAST_SEEN_EVERY_MS - 1_000);
    expect(await profileStatus(token)).toBe(200);
    const within = await seen(token);
    expect(within.last_seen_at).toEqual(opened.created_at);
    // Not written at all: the row is the version the sign-in left.
    expect(within.version).toBe(opened.version);

    clock.advance(2_000);
    const usedAt = clock.now();
    expect(await profileStatus(token)).toBe(200);
    expect((await seen(token)).last_seen_at).toEqual(usedAt);

    clock.advance(30_000);
    expect(await profileStatus(token)).toBe(200);
    expect((await seen(token)).last_seen_at).toEqual(usedAt);
    // The other session lists this one as last seen when it was used, and is seen itself as it asks.
    const listed = await sessionsOf(other);
    expect(listed.find((s) => !s["current"])?.["lastSeenAt"]).toBe(usedAt.toISOString());
    expect((await seen(other)).last_seen_at).toEqual(clock.now());
  });
});
