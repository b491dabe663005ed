import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextPeriod, periodOf, previousPeriod } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { Database } from "../../platform/db/database.ts";
import { inTransaction } from "../../platform/event-store/command.ts";
import { liveChecksums, rebuildProjections } from "./rebuild.ts";
import { recomputeMonth } from "./income-recompute.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";
import { seedDatabase } from "../../../tools/seed/write.ts";
import { startTestApp, startTestRuntime, type TestApp } from "../../testing/harness.ts";
import { setAdmin } from "../members/handlers.ts";
import { searchPage } from "../members/search-page.ts";
import { parseSearchPage } from "../members/search-query.ts";

// member_search against a from-scratch computation (the view member_search_source) after every
// kind of write that feeds it: registrations, profile saves, admin grants, approvals in two
// months, an income recompute, an erasure, a month changing under a search, a seed and a rebuild.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const PASSWORD = "search-projection-2026";
const now = new Date();
const thisMonth = periodOf(now);
const lastMonth = previousPeriod(thisMonth);
const inLastMonth = new Date(now.getTime() - 35 * 86_400_000);

/** Rows that differ between the table and the view, both ways (none when they agree). */
const drift = async () => {
  await app.caughtUp();
  return app.sql(`(SELECT 'table' AS side, * FROM member_search EXCEPT SELECT 'table', * FROM member_search_source)
            UNION ALL (SELECT 'view', * FROM member_search_source EXCEPT SELECT 'view', * FROM member_search)`);
};

const approve = async (memberId: number, at: Date) => {
  const meta = { actor: admin.id, requestId: "test" } as const;
  const postId = await app.run(
    submitPost(
      memberId,
      { title: "Laksa", url: `https://example.com/${memberId}/${at.getTime()}`, platform: "instagram" },
      meta,
    ),
    at,
  );
  await app.run(approvePost(postId, meta), at);
};

const ids = async (query: string, period = thisMonth) => {
  await app.caughtUp();
  const request = await app.run(parseSearchPage(Object.fromEntries(new URLSearchParams(query))));
  const page = await app.run(Effect.flatMap(Database, (db) => searchPage(db, { ...request, limit: 100 }, period)));
  return page.members.map((m) => m.id);
};

let aisyah: Awaited<ReturnType<typeof api.register>>;
let weijie: Awaited<ReturnType<typeof api.register>>;
let priya: Awaited<ReturnType<typeof api.register>>;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Kamal");
  aisyah = await api.register("Aisyah");
  weijie = await api.register("Wei Jie", aisyah.code);
  priya = await api.register("Priya", weijie.code);
});
afterAll(async () => {
  await app?.close();
});

describe("member_search", () => {
  it("follows registrations, profile saves and admin grants", async () => {
    await app.caughtUp();
    expect(await app.sql(`SELECT member_id, team_size, direct_recruits FROM member_search ORDER BY member_id`)).toEqual(
      [
        { member_id: admin.id, team_size: 0, direct_recruits: 0 },
        { member_id: aisyah.id, team_size: 2, direct_recruits: 1 },
        { member_id: weijie.id, team_size: 1, direct_recruits: 1 },
        { member_id: priya.id, team_size: 0, direct_recruits: 0 },
      ],
    );
    await api.ok("PUT", "/api/profile", aisyah.token, {
      firstName: "Aisyah",
      lastName: "Tester",
      phoneNumber: aisyah.phoneNumber,
      state: "Selangor",
      gender: "female",
      maritalStatus: "single",
    });
    await api.ok("PUT", "/api/profile", weijie.token, {
      firstName: "Wei Jie",
      lastName: "Tester",
      phoneNumber: weijie.phoneNumber,
      state: "Johor",
      gender: "male",
    });
    expect(await ids("state=Selangor")).toEqual([aisyah.id]);
    await api.ok("PUT", "/api/profile", aisyah.token, {
      firstName: "Aisyah",
      lastName: "Tester",
      phoneNumber: aisyah.phoneNumber,
      state: "Sabah",
      gender: "female",
      maritalStatus: "married",
    });
    expect(await ids("state=Selangor")).toEqual([]);
    expect(await ids("state=Sabah&maritalStatus=married&gender=female")).toEqual([aisyah.id]);
    await app.run(setAdmin(weijie.email, true, { actor: "cli" }));
    expect(await ids("isAdmin=true")).toEqual([weijie.id, admin.id]);
    await app.run(setAdmin(weijie.email, false, { actor: "cli" }));
    expect(await ids("isAdmin=true")).toEqual([admin.id]);
    expect(await drift()).toEqual([]);
  });

  it("keeps this month's income as months change, and after a recompute", async () => {
    await approve(priya.id, inLastMonth); // RM 200 to Priya, RM 30 to Wei Jie, RM 10 to Aisyah, last month
    expect(await ids("minIncome=10", lastMonth)).toEqual([priya.id, weijie.id, aisyah.id]);
    expect(await ids("minIncome=10")).toEqual([]);
    expect(await ids("maxIncome=0")).toEqual([priya.id, weijie.id, aisyah.id, admin.id]);
    await approve(weijie.id, now); // RM 200 to Wei Jie, RM 30 to Aisyah, this month
    expect(await ids("minIncome=30")).toEqual([weijie.id, aisyah.id]);
    expect(await ids("minIncome=200")).toEqual([weijie.id]);
    // Last month still reads last month's figures (the row only holds the latest month).
    expect(await ids("minIncome=200", lastMonth)).toEqual([priya.id]);
    expect(await ids("minIncome=30&maxIncome=30", lastMonth)).toEqual([weijie.id]);
    // The month turns: nobody has earned anything yet.
    expect(await ids("minIncome=0.01", nextPeriod(thisMonth))).toEqual([]);
    expect(await ids("sort=monthlyIncome&order=desc", nextPeriod(thisMonth))).toEqual([
      priya.id,
      weijie.id,
      aisyah.id,
      admin.id,
    ]);
    expect(await ids("sort=monthlyIncome&order=desc")).toEqual([weijie.id, aisyah.id, priya.id, admin.id]);
    // A late approval for last month (committed after this month's) leaves this month's figure.
    await approve(aisyah.id, inLastMonth);
    expect(await ids("minIncome=200")).toEqual([weijie.id]);
    expect(await drift()).toEqual([]);
    await app.run(inTransaction((tx) => recomputeMonth(tx, thisMonth)));
    expect(await drift()).toEqual([]);
    expect(await ids("minIncome=30")).toEqual([weijie.id, aisyah.id]);
  });

  it("drops an erased member's row", async () => {
    const signup = await api.call("POST", "/api/auth/register", null, {
      email: "nadia.erase@search.jemput.my",
      password: PASSWORD,
      firstName: "Nadia",
      lastName: "Erase",
      phoneNumber: "0187776655",
      referredBy: aisyah.code,
    });
    expect(signup.status, signup.text).toBe(201);
    const nadia = { id: (signup.json["user"] as unknown as { id: number }).id, token: String(signup.json["token"]) };
    expect(await ids("search=nadia")).toEqual([nadia.id]);
    expect((await api.call("POST", "/api/profile/erasure", nadia.token, { password: PASSWORD })).status).toBe(200);
    expect(await app.sql(`SELECT 1 FROM member_search WHERE member_id = $1`, [nadia.id])).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it("is rebuilt from the log to what the live writes made, and seeds write it too", async () => {
    const live = await app.run(Effect.flatMap(Database, liveChecksums));
    await app.run(Effect.flatMap(Database, (db) => db.transaction((tx) => rebuildProjections(tx))));
    expect(await app.run(Effect.flatMap(Database, liveChecksums))).toEqual(live);
    expect(await drift()).toEqual([]);
    // A rebuild writes only the rows that differ: here a wrong team, a wrong month, a row too many and one missing.
    await app.sql(`UPDATE member_search SET team_size = 99 WHERE member_id = $1`, [aisyah.id]);
    await app.sql(`UPDATE member_search SET income_period = 190001, income_sen = 5 WHERE member_id = $1`, [weijie.id]);
    await app.sql(`DELETE FROM member_search WHERE member_id = $1`, [priya.id]);
    await app.sql(
      `INSERT INTO member_search (member_id, joined_at, is_admin, direct_recruits, team_size) VALUES (999999, now(), false, 0, 0)`,
    );
    expect((await drift()).length).toBe(6);
    await app.run(
      Effect.flatMap(Database, (db) => db.transaction((tx) => rebuildProjections(tx, () => {}, { reader: db }))),
    );
    expect(await drift()).toEqual([]);
    expect(await app.run(Effect.flatMap(Database, liveChecksums))).toEqual(live);
    // A seed into a log that has events rebuilds everything; its profiles' triggers were off.
    await app.run(seedDatabase({ members: 300, months: 2, seed: 11, now, passwordHash: "not-a-hash" }));
    expect((await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM member_search`))[0]!.n).toBe(304);
    expect(await drift()).toEqual([]);
    const triggers = await app.sql<{ tgname: string; tgenabled: string }>(
      `SELECT tgname, tgenabled FROM pg_trigger WHERE tgname LIKE 'member_search%' ORDER BY 1`,
    );
    // Three: team counters and income reach the table through its subscription (migration 029).
    expect(triggers.map((t) => t.tgenabled)).toEqual(["O", "O", "O"]);
  });
});

describe("member_search after a seed into an empty log", () => {
  it("holds every seeded member, written after the profiles the seed queued", async () => {
    const t = await startTestRuntime();
    try {
      await t.run(seedDatabase({ members: 2_000, months: 3, seed: 5, now, passwordHash: "not-a-hash" }));
      expect(await t.sql(`SELECT count(*)::int AS n FROM member_search`)).toEqual([{ n: 2_000 }]);
      expect(
        await t.sql(`(SELECT * FROM member_search EXCEPT SELECT * FROM member_search_source)
                          UNION ALL (SELECT * FROM member_search_source EXCEPT SELECT * FROM member_search)`),
      ).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
