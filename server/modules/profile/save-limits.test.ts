import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LIMITS, type Limit } from "../credentials/rate-limit.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import type { Answer } from "../../testing/http.ts";
import { awayFromWindowEdge } from "../../suites/security-checks/support.ts";
import { uploadHashes } from "../../testing/uploads.ts";
import { png } from "../images/testing/fixtures.ts";

// PUT /api/profile is limited per member: every save counts, before anything else is done, and
// saves refused because the phone number is someone else's count again, harder, so the refusal
// cannot be used to find out which numbers are registered.
let app: TestApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.sql(`DELETE FROM rate_limits`);
});

type Member = { id: number; token: string; phoneNumber: string };
const save = (who: Member, body: Record<string, unknown> = {}) =>
  api.call("PUT", "/api/profile", who.token, {
    firstName: "Saver",
    lastName: "Tester",
    phoneNumber: who.phoneNumber,
    ...body,
  });

const TOO_MANY = { error: "Too many attempts. Please try again later." };
const expectLimited = (r: Answer, limit: Limit) => {
  expect([r.status, r.json], r.text).toEqual([429, TOO_MANY]);
  const retryAfter = Number(r.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(limit.windowSeconds);
};

describe("profile saves", () => {
  it("are limited per member, counted before the body is looked at", async () => {
    const limit = LIMITS.profileSavePerMember;
    expect(limit.max).toBeLessThanOrEqual(30);
    await awayFromWindowEdge(limit.windowSeconds);
    const saver = await api.register("Saver");
    const bystander = await api.register("Bystander");
    // Refused saves count as much as accepted ones.
    for (let i = 0; i < limit.max; i++) {
      const r = await save(saver, i % 2 ? { gender: "robot" } : { city: `Ipoh ${i}` });
      expect(r.status, `save ${i + 1} of ${limit.max}: ${r.text}`).toBe(i % 2 ? 400 : 200);
    }
    const picture = `data:image/png;base64,${(await png(32, 32)).toString("base64")}`;
    expectLimited(await save(saver, { city: "Kuantan", profilePicture: picture }), limit);
    expectLimited(await save(saver, { gender: "robot" }), limit);
    // Nothing of a refused save was done: no picture written, the row as the last save left it.
    expect(await uploadHashes(app)).toEqual([]);
    const profile = await api.ok("GET", "/api/profile", saver.token);
    expect([profile["city"], profile["profilePicture"]]).toEqual([`Ipoh ${limit.max - 2}`, null]);
    // Another member's saves are their own.
    expect((await save(bystander, { city: "Melaka" })).status).toBe(200);
  });
});

describe("saves refused for a phone number that is someone else's", () => {
  it("count only when refused, and past a few, no save may change the number: taken or free, 429", async () => {
    const limit = LIMITS.phoneTakenPerMember;
    await awayFromWindowEdge(limit.windowSeconds);
    const prober = await api.register("Prober");
    const registered = await Promise.all([1, 2, 3].map((i) => api.register(`Registered${i}`)));
    // Changing to free numbers is not counted.
    for (let i = 0; i < limit.max + 1; i++) {
      const r = await save(prober, { phoneNumber: `+6013${String(5550000 + i)}` });
      expect(r.status, r.text).toBe(200);
    }
    const home = { ...prober, phoneNumber: `+6013${String(5550000 + limit.max)}` };
    for (let i = 0; i < limit.max; i++) {
      const r = await save(home, { phoneNumber: registered[i % registered.length]!.phoneNumber });
      expect([r.status, r.json], `refusal ${i + 1} of ${limit.max}`).toEqual([
        409,
        { error: "Phone number already exists" },
      ]);
    }
    // From here a taken number and a free one get the same answer.
    expectLimited(await save(home, { phoneNumber: registered[0]!.phoneNumber }), limit);
    expectLimited(await save(home, { phoneNumber: "+60137770001" }), limit);
    expect((await api.ok("GET", "/api/profile", prober.token))["phoneNumber"]).toBe(home.phoneNumber);
    // Keeping the number saves as usual, and other members are not held back.
    expect((await save(home, { city: "Seremban" })).status).toBe(200);
    const other = await api.register("Unrelated");
    expect((await save(other, { phoneNumber: "+60137770002" })).status).toBe(200);
  });
});
