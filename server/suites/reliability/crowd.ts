import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEVEL_THRESHOLDS } from "../../../domain/projection.ts";
import { Database } from "../../platform/db/database.ts";
import { liveChecksums, rebuildProjections } from "../../modules/projections/rebuild.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request, type Answer } from "../../testing/http.ts";
import { ipFor, person, statusCounts, together } from "./http.ts";

// A crowd joins under one referrer at the same moment, over HTTP (argon2 and all): the
// referrer's counters, team list and level-up milestones come out exact, and so does the
// referrer's own referrer's Level 2. The projections written under that contention are what
// a rebuild from the log writes. `npm test` sends a smaller crowd than the chaos suite.
const memberOf = (answer: Answer) => {
  const user = answer.json["user"] as { id: number; referralId: string };
  return { id: user.id, token: answer.json["token"] as string, code: user.referralId };
};

export const crowdRegistrationSuite = (size: number) =>
  describe(`${size} concurrent registrations under one referrer`, () => {
    let app: TestApp;
    const joined = { grand: { id: 0, token: "", code: "" }, leader: { id: 0, token: "", code: "" } };
    const register = async (n: number, code: string | null): Promise<Answer> =>
      request(app.baseUrl, "POST", "/api/auth/register", { body: person("crowd", n, code), ip: ipFor(n) });
    // The team comes a page at a time; a level is read to its last page.
    const wholeLevel = async (token: string, level: 1 | 2): Promise<Array<number>> => {
      const ids: Array<number> = [];
      let after: string | null = null;
      do {
        const page = await request(
          app.baseUrl,
          "GET",
          `/api/dashboard/team?level=${level}&limit=100${after ? `&after=${after}` : ""}`,
          { token },
        );
        ids.push(...(page.json[`level${level}`] as Array<{ id: number }>).map((m) => m.id));
        after = page.json[`level${level}Next`] as string | null;
      } while (after);
      return ids;
    };

    beforeAll(async () => {
      app = await startTestApp({ env: { TRUST_PROXY: "1" } });
      joined.grand = memberOf(await register(0, null));
      joined.leader = memberOf(await register(1, joined.grand.code));
    });
    afterAll(async () => {
      await app?.close();
    });

    let crowd: Array<Answer> = [];

    it("all succeed", async () => {
      crowd = await together(size, (i) => register(100 + i, joined.leader.code));
      expect(statusCounts(crowd)).toEqual({ 201: size });
    }, 120_000);

    it("give the referrer exact counters and team list", async () => {
      const ids = crowd.map((a) => memberOf(a).id).toSorted((a, b) => a - b);
      expect(new Set(ids).size).toBe(size);
      const stats = await request(app.baseUrl, "GET", "/api/dashboard/stats", { token: joined.leader.token });
      expect(stats.json["teamSize"]).toBe(size);
      expect((await wholeLevel(joined.leader.token, 1)).toSorted((a, b) => a - b)).toEqual(ids);
      expect(await wholeLevel(joined.leader.token, 2)).toEqual([]);
      const [row] = await app.sql<{ direct_recruits: number; level2_count: number; team_size: number }>(
        `SELECT direct_recruits, level2_count, team_size FROM members WHERE member_id = $1`,
        [joined.leader.id],
      );
      expect(row).toEqual({ direct_recruits: size, level2_count: 0, team_size: size });
    });

    it("give the referrer's referrer the crowd as Level 2", async () => {
      expect(await wholeLevel(joined.grand.token, 1)).toEqual([joined.leader.id]);
      expect(new Set(await wholeLevel(joined.grand.token, 2)).size).toBe(size);
      const [row] = await app.sql<{ direct_recruits: number; level2_count: number }>(
        `SELECT direct_recruits, level2_count FROM members WHERE member_id = $1`,
        [joined.grand.id],
      );
      expect(row).toEqual({ direct_recruits: 1, level2_count: size });
    });

    it("record every referral and each level-up milestone once", async () => {
      const crossed = LEVEL_THRESHOLDS.filter((t) => t <= size);
      for (const [who, teamSize] of [
        [joined.leader.id, size],
        [joined.grand.id, size + 1],
      ] as const) {
        await app.caughtUp();
        const rows = await app.sql<{ type: string; n: number; thresholds: Array<number> }>(
          `SELECT type, count(*)::int AS n, array_agg((detail ->> 'threshold')::int ORDER BY position) AS thresholds
           FROM activities WHERE member_id = $1 GROUP BY type ORDER BY type`,
          [who],
        );
        expect(rows.find((r) => r.type === "referral_made")?.n).toBe(teamSize);
        expect(rows.find((r) => r.type === "level_up")?.thresholds).toEqual(crossed);
      }
    });

    // The level-up milestone names the member whose registration crossed it. The log's order
    // decides that in a rebuild, so live writers must reach the referrer's row in log order.
    it("leave projections that a rebuild from the log reproduces exactly", async () => {
      const { live, rebuilt } = await app.run(
        Effect.gen(function* () {
          const db = yield* Database;
          const live = yield* liveChecksums(db);
          yield* db.transaction((tx) => rebuildProjections(tx));
          return { live, rebuilt: yield* liveChecksums(db) };
        }),
      );
      expect(rebuilt).toEqual(live);
    });

    it("store every new member's personal data beside their log entry, nothing more", async () => {
      const [counts] = await app.sql<{ profiles: number; members: number; events: number }>(
        `SELECT (SELECT count(*)::int FROM profiles) AS profiles, (SELECT count(*)::int FROM members) AS members,
              (SELECT count(*)::int FROM events WHERE type = 'MemberRegistered') AS events`,
      );
      expect(counts).toEqual({ profiles: size + 2, members: size + 2, events: size + 2 });
    });
  });
