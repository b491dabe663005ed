import { Effect } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../auth/handlers.ts";
import { Database } from "../../platform/db/database.ts";
import { registerMember } from "../members/handlers.ts";
import { approvePost, reversePost, submitPost } from "../posts/handlers.ts";
import { newMember, startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";

// GET /api/dashboard/team in pages over a team of 9 Level 1 and 8 Level 2 members, some of them
// joining in the same microsecond: every page sequence is checked against the team read
// straight from the members table, in joining order.
type Member = Record<string, unknown> & { id: number };
interface Page {
  level1: Array<Member>;
  level2: Array<Member>;
  level1Total: number;
  level2Total: number;
  monthlyOverride: number;
  level1Next: string | null;
  level2Next: string | null;
}

let app: TestApp;
const leader = { id: 0, token: "", code: "" };
const outsider = { id: 0, token: "" };
const names = ["Mei Ling", "Hafiz", "Daniel", "Siti", "Kumar", "Aishah", "Wei Jie", "Nurul", "Arjun"];

const call = (pathname: string, token: string | null) => request(app.baseUrl, "GET", pathname, { token });
const page = async (query: string, token = leader.token): Promise<Page> => {
  const r = await call(`/api/dashboard/team${query}`, token);
  expect(r.status, `${query}: ${r.text}`).toBe(200);
  return r.json as unknown as Page;
};
/** Every page of one level, following the cursors; each page is checked for its size. */
const walk = async (level: 1 | 2, query: string, limit: number) => {
  const pages: Array<Array<Member>> = [];
  let after: string | null = null;
  do {
    const p: Page = await page(`?level=${level}&limit=${limit}${query}${after ? `&after=${after}` : ""}`);
    const members = level === 1 ? p.level1 : p.level2;
    expect(level === 1 ? p.level2 : p.level1).toEqual([]);
    after = level === 1 ? p.level1Next : p.level2Next;
    if (after !== null) expect(members.length).toBe(limit);
    pages.push(members);
  } while (after !== null && pages.length < 50);
  return pages;
};
const ids = (members: Array<Member>) => members.map((m) => m.id);
const inOrder = async (column: "referrer_id" | "level2_referrer_id") =>
  (
    await app.sql<{ member_id: number }>(
      `SELECT member_id FROM members WHERE ${column} = $1 ORDER BY joined_at, member_id`,
      [leader.id],
    )
  ).map((r) => r.member_id);

beforeAll(async () => {
  app = await startTestApp();
  const join = async (firstName: string, code: string | null, lastName = "Tester") => {
    const registered = await app.run(
      registerMember({ ...newMember(firstName.replace(" ", "")), firstName, lastName, referredByCode: code }, {}),
    );
    return { id: registered.memberId, code: registered.referralCode };
  };
  const session = (id: number) => app.run(Effect.flatMap(Database, (db) => openSession(db, id, new Date())));
  Object.assign(leader, await join("Leila", null));
  leader.token = await session(leader.id);
  outsider.id = (await join("Omar", null)).id;
  outsider.token = await session(outsider.id);
  const level1 = [];
  for (const name of names) level1.push(await join(name, leader.code, name === "Mei Ling" ? "Tan" : "Tester"));
  // Level 2: five under the first recruit, three under the second.
  const level2 = [];
  for (const [i, under] of [0, 0, 0, 0, 0, 1, 1, 1].entries())
    level2.push(await join(`Sub${String.fromCharCode(65 + i)}`, level1[under]!.code));
  // Three recruits share one microsecond (the member id breaks the tie) and one joins a microsecond later.
  await app.sql(`UPDATE members SET joined_at = '2026-01-02 03:04:05.123456+00' WHERE member_id = ANY($1)`, [
    [level1[6]!.id, level1[2]!.id, level1[4]!.id],
  ]);
  await app.sql(`UPDATE members SET joined_at = '2026-01-02 03:04:05.123457+00' WHERE member_id = $1`, [level1[0]!.id]);
  // Posts approved this month: overrides of 15% and 5% to the leader; one of each level is
  // reversed later in the month, which takes its override back from the leader.
  const approved: Array<string> = [];
  for (const poster of [level1[1]!, level1[3]!, level1[3]!, level2[0]!, level2[6]!]) {
    const postId = await app.run(
      submitPost(
        poster.id,
        { title: `Post ${poster.id}`, url: `https://example.com/${poster.id}/${Math.random()}`, platform: "instagram" },
        { actor: poster.id },
      ),
    );
    await app.run(approvePost(postId, { actor: "system" }));
    approved.push(postId);
  }
  for (const postId of [approved[2]!, approved[4]!])
    await app.run(reversePost(postId, "Post removed by the platform", { actor: "system" }));
});
afterAll(async () => {
  await app?.close();
});

describe("the team in pages", () => {
  it("gives the first page of each level with the whole team's totals, net of reversals", async () => {
    const first = await page("?limit=4");
    expect(ids(first.level1)).toEqual((await inOrder("referrer_id")).slice(0, 4));
    expect(ids(first.level2)).toEqual((await inOrder("level2_referrer_id")).slice(0, 4));
    expect(first).toMatchObject({ level1Total: 9, level2Total: 8, monthlyOverride: 3 * 30 + 2 * 10 - 30 - 10 });
    expect(typeof first.level1Next).toBe("string");
    const everything = await page("?limit=100");
    expect([everything.level1.length, everything.level2.length, everything.level1Next, everything.level2Next]).toEqual([
      9,
      8,
      null,
      null,
    ]);
    const overrides = [...everything.level1, ...everything.level2].reduce(
      (sum, m) => sum + Math.round((m["overrideEarnings"] as number) * 100),
      0,
    );
    expect(overrides / 100).toBe(first.monthlyOverride);
    expect((await page("")).level1.length).toBe(9);
  });

  it("joins pages up without gaps or repeats, microsecond ties included", async () => {
    for (const limit of [1, 2, 3]) {
      const level1 = await walk(1, "", limit);
      expect(level1.length).toBeGreaterThanOrEqual(3);
      expect(ids(level1.flat())).toEqual(await inOrder("referrer_id"));
      expect(ids((await walk(2, "", limit)).flat())).toEqual(await inOrder("level2_referrer_id"));
    }
  });

  it("shows each member as the member view does", async () => {
    const all = await page("?limit=100");
    for (const [level, member] of [
      [1, all.level1[3]!],
      [2, all.level2[6]!],
    ] as const) {
      expect(await (await call(`/api/dashboard/team/${member.id}`, leader.token)).json).toEqual({ level, member });
    }
  });

  it("continues a level from its cursor alone, and refuses it for the other level", async () => {
    const first = await page("?limit=2");
    const next = await page(`?limit=2&after=${first.level2Next}`);
    expect([next.level1, ids(next.level2)]).toEqual([[], (await inOrder("level2_referrer_id")).slice(2, 4)]);
    const r = await call(`/api/dashboard/team?level=1&after=${first.level2Next}`, leader.token);
    expect([r.status, r.json["fields"]]).toEqual([400, { after: "belongs to the other level" }]);
  });

  it("searches first plus last name or username, in any case, with or without a level", async () => {
    const found = async (query: string) => {
      const p = await page(`?limit=100&search=${encodeURIComponent(query)}`);
      return [...p.level1, ...p.level2].map((m) => m["firstName"]);
    };
    expect(await found("ling ta")).toEqual(["Mei Ling"]);
    expect(await found("  HAFIZ ")).toEqual(["Hafiz"]);
    expect(await found("weijie.")).toEqual(["Wei Jie"]);
    expect(await found("zzz")).toEqual([]);
    const level1Only = await page("?level=1&limit=100&search=tester");
    expect([level1Only.level1.length, level1Only.level2]).toEqual([names.length - 1, []]);
    // Totals stay the whole team's, whatever the search.
    expect(await page("?search=zzz")).toMatchObject({
      level1: [],
      level2: [],
      level1Total: 9,
      level2Total: 8,
      level1Next: null,
      level2Next: null,
    });
    expect(ids((await walk(2, "&search=SUB", 3)).flat())).toEqual(await inOrder("level2_referrer_id"));
    expect(ids((await walk(1, "&search=i", 2)).flat())).toEqual(
      ids((await page("?level=1&limit=100&search=i")).level1),
    );
  });

  it("keeps outsiders and anonymous callers out, and refuses them another member's cursor", async () => {
    const first = await page("?limit=2");
    expect(await page("", outsider.token)).toEqual({
      level1: [],
      level2: [],
      level1Total: 0,
      level2Total: 0,
      monthlyOverride: 0,
      level1Next: null,
      level2Next: null,
    });
    const r = await call(`/api/dashboard/team?after=${first.level1Next}`, outsider.token);
    expect([r.status, r.json["fields"]]).toEqual([400, { after: "is not a cursor this list gave" }]);
    expect((await call("/api/dashboard/team?level=1", null)).status).toBe(401);
  });

  // Last, as it grows the team.
  it("puts a member who joins while the member scrolls at the end, once", async () => {
    const first = await page("?level=1&limit=4");
    const late = await app.run(registerMember(newMember("Late", leader.code), {}));
    let members = first.level1;
    for (let cursor = first.level1Next; cursor !== null;) {
      const next: Page = await page(`?limit=4&after=${cursor}`);
      members = [...members, ...next.level1];
      cursor = next.level1Next;
    }
    expect(ids(members)).toEqual(await inOrder("referrer_id"));
    expect(ids(members).at(-1)).toBe(late.memberId);
  });
});

describe("bad team queries", () => {
  const refused = async (query: string) => {
    const r = await call(`/api/dashboard/team?${query}`, leader.token);
    expect(r.status, `${query}: ${r.text}`).toBe(400);
    expect(typeof r.json["error"]).toBe("string");
    return Object.keys(r.json["fields"] as object);
  };

  it("names the field for each bad parameter", async () => {
    for (const [query, field] of [
      ["level=3", "level"],
      ["level=01", "level"],
      ["level=1&level=2", "level"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=1.5", "limit"],
      ["limit[]=2", null],
      [`search=${"a".repeat(101)}`, "search"],
      ["search=a%00b", "search"],
      ["after=abc", "after"],
      ["after=%%%", "after"],
      ["after=MS4xLjA", "after"],
      ["after=", null],
      ["level=&limit=&search=", null],
      [`after=${Buffer.from("3.1.2.00000000").toString("base64url")}`, "after"],
      [`after=${Buffer.from("1.1.99999999999.00000000").toString("base64url")}`, "after"],
    ] as const) {
      if (field === null) expect((await call(`/api/dashboard/team?${query}`, leader.token)).status, query).toBe(200);
      else expect(await refused(query), query).toEqual([field]);
    }
  });

  it("refuses a tampered cursor", async () => {
    const cursor = (await page("?limit=2")).level1Next!;
    const decoded = Buffer.from(cursor, "base64url").toString();
    const [level, micros, id, check] = decoded.split(".") as [string, string, string, string];
    const tampered = [
      cursor.slice(0, -1),
      `${cursor}x`,
      `${cursor.slice(0, 3)}!${cursor.slice(4)}`,
      [level, micros, String(Number(id) + 1), check],
      [level, String(BigInt(micros) - 1n), id, check],
      ["2", micros, id, check],
      [level, micros, id],
    ].map((t) => (Array.isArray(t) ? Buffer.from(t.join(".")).toString("base64url") : t));
    for (const after of tampered) expect(await refused(`after=${encodeURIComponent(after)}`), after).toEqual(["after"]);
  });

  it("answers generated parameters with a page or a JSON refusal naming the field", async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom("1", "2", "0", "-1", "100", "1e2", " 1", "MS4xLjI", "%00"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom("level", "limit", "search", "after"), value, { maxKeys: 4 }),
        async (params) => {
          const r = await call(`/api/dashboard/team?${new URLSearchParams(params).toString()}`, leader.token);
          if (r.status === 200) return;
          expect(r.status, r.text).toBe(400);
          const fields = r.json["fields"] as Record<string, string>;
          expect(Object.keys(fields).length).toBeGreaterThan(0);
          expect(Object.keys(fields).every((k) => k in params)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
