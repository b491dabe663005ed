import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../auth/handlers.ts";
import { hashToken } from "../credentials/tokens.ts";
import { Database } from "../../platform/db/database.ts";
import { registerMember } from "../members/handlers.ts";
import { newMember, startTestApp, type TestApp } from "../../testing/harness.ts";
import { LEADERBOARD_SECONDS, leaderboard } from "./queries.ts";

// The two dashboard reads that take shortcuts: the stats check the session inside their own
// statement (so they must refuse exactly what requireMember refuses), and the leaderboard is
// read once per few seconds and shared.
let app: TestApp;
let memberId = 0;
let referralCode = "";

const statsStatus = async (token: string) =>
  (await fetch(`${app.baseUrl}/api/dashboard/stats`, { headers: { authorization: `Bearer ${token}` } })).status;
const sessionFor = (id: number) =>
  app.run(
    Effect.gen(function* () {
      return yield* openSession(yield* Database, id, new Date());
    }),
  );

beforeAll(async () => {
  app = await startTestApp();
  ({ memberId, referralCode } = await app.run(registerMember(newMember("Aminah"), {})));
});
afterAll(async () => {
  await app?.close();
});

describe("dashboard stats", () => {
  it("answer a live session and refuse a revoked or expired one, as every member read does", async () => {
    const live = await sessionFor(memberId);
    expect(await statsStatus(live)).toBe(200);
    const revoked = await sessionFor(memberId);
    await app.sql(`UPDATE sessions SET revoked_at = now() WHERE token_hash = $1`, [hashToken(revoked)]);
    const expired = await sessionFor(memberId);
    await app.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(expired),
    ]);
    for (const token of [revoked, expired]) {
      expect(await statsStatus(token)).toBe(401);
      const other = await fetch(`${app.baseUrl}/api/dashboard/activities`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(other.status).toBe(401);
    }
    expect(await statsStatus(live)).toBe(200);
  });
});

describe("the leaderboard", () => {
  it("is shared for a few seconds, then read again", async () => {
    const read = async (now: number) =>
      JSON.parse(await app.run(Effect.flatMap(Database, (db) => leaderboard(db, now)))) as {
        topDirectRecruits: Array<unknown>;
      };
    const start = Date.now() + 60_000;
    expect((await read(start)).topDirectRecruits).toEqual([]);
    await app.run(registerMember(newMember("Badrul", referralCode), {}));
    expect((await read(start + 1_000)).topDirectRecruits).toEqual([]);
    const later = await read(start + LEADERBOARD_SECONDS * 1000 + 1);
    expect(later.topDirectRecruits).toEqual([
      { id: memberId, firstName: "Aminah", lastName: "Tester", profilePicture: null, directRecruits: 1 },
    ]);
  });
});
