import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { Database } from "../../platform/db/database.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { decodeCursor, encodeCursor } from "./search-cursor.ts";
import { searchPage, type SearchOptions } from "./search-page.ts";
import { parseSearchPage, SORT_COLUMNS } from "./search-query.ts";

// Pages of GET /api/admin/users/search over HTTP: for every sort, in both directions, pages of
// four joined by following `Link` give exactly the rows of one large page (no gap, no repeat),
// whose order means what the column says; ties (same name, place, referrer, team, income and
// join instant) are broken by member id. A cursor is refused, naming `after`, when it was edited
// or belongs to another search.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
type Row = Record<string, unknown> & { id: number };

const sameInstant = new Date("2025-03-01T04:00:00Z");

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Zara");
  const people: Array<{ id: number; token: string; code: string; phoneNumber: string }> = [];
  const join = async (
    first: string,
    last: string,
    referrer: number | null,
    at: Date | undefined,
    place: Record<string, string>,
  ) => {
    const who = await api.register(first, referrer === null ? null : people[referrer]!.code, last, at);
    people.push(who);
    await api.ok("PUT", "/api/profile", who.token, {
      firstName: first,
      lastName: last,
      phoneNumber: who.phoneNumber,
      ...place,
    });
    return who;
  };
  const selangor = { state: "Selangor", city: "Shah Alam" };
  await join("Aisyah", "Rahman", null, new Date("2024-01-10T02:00:00Z"), selangor);
  await join("Wei Jie", "Tan", 0, sameInstant, { state: "Johor" });
  await join("Priya", "Nair", 0, sameInstant, selangor);
  await join("Aisyah", "Rahman", 1, new Date("2024-06-01T02:00:00Z"), { city: "Ipoh" });
  await join("daniel", "gomez", 1, sameInstant, {});
  await join("Daniel", "Gomez", 2, new Date("2025-05-05T05:00:00Z"), selangor);
  await join("Mei Ling", "Lim", 2, undefined, { state: "Penang (Pulau Pinang)", city: "George Town" });
  await join("Hafiz", "Ismail", 3, undefined, selangor);
  await join("Nurul", "Huda", null, undefined, { state: "Sabah" });
  await join("Ravi", "Kumar", 8, undefined, { state: "Selangor" });
  await join("Siti", "Aminah", 8, undefined, {});
  await join("Jun Hao", "Ng", 3, undefined, { state: "Johor", city: "Johor Bahru" });
  await join("Zul", "Azmi", 11, undefined, selangor);
  const meta = { actor: admin.id, requestId: "test" } as const;
  for (const poster of [1, 2, 2, 5, 9, 12, 12, 12]) {
    const postId = await app.run(
      submitPost(
        people[poster]!.id,
        { title: "Teh tarik", url: `https://example.com/${Math.random()}`, platform: "tiktok" },
        meta,
      ),
    );
    await app.run(approvePost(postId, meta));
  }
});
afterAll(async () => {
  await app?.close();
});

const get = async (path: string) => {
  const r = await api.call("GET", path, admin.token);
  expect(r.status, `${path}: ${r.text}`).toBe(200);
  return r;
};

/** Every page of a search, following each answer's Link header. */
const pages = async (query: string, limit: number) => {
  const seen: Array<Array<Row>> = [];
  let path: string | null = `/api/admin/users/search?${query}&limit=${limit}`;
  while (path !== null) {
    const r = await get(path);
    seen.push(r.json as unknown as Array<Row>);
    expect(r.headers.get("x-result-limit")).toBe(String(limit));
    const link = r.headers.get("link");
    const next = r.headers.get("x-next-cursor");
    expect(r.headers.get("x-has-more")).toBe(String(next !== null));
    expect(
      link === null ? null : new URL(/^<([^>]+)>; rel="next"$/.exec(link)![1]!, "http://x").searchParams.get("after"),
    ).toBe(next);
    path = link === null ? null : /^<([^>]+)>/.exec(link)![1]!;
    expect(seen.length).toBeLessThan(50);
  }
  return seen;
};

const text = (v: unknown) => String(v ?? "").toLowerCase();
const location = (m: Row) =>
  text([m["city"], m["state"]].filter((v) => typeof v === "string" && v.trim() !== "").join(", "));
// What each column sorts by, ascending, before the member id (byte order on lower case text).
const KEYS: Record<string, (m: Row) => string | number> = {
  name: (m) => text(m["fullName"]),
  location,
  referrer: (m) => text(m["referredBy"]),
  directRecruits: (m) => Number(m["directRecruits"]),
  totalTeam: (m) => Number(m["totalTeamMembers"]),
  monthlyIncome: (m) => Number(m["monthlyIncome"]),
  joinedDate: (m) => Date.parse(String(m["joinedDate"])),
  status: (m) => (m["isAdmin"] ? 0 : 1),
};

/** Sorted by the key, ties by member id (the referrer column breaks ties by referrer and join order instead). */
const inOrder = (rows: ReadonlyArray<Row>, key: (m: Row) => string | number, desc: boolean, tiesById: boolean) =>
  rows.every((row, i) => {
    if (i === 0) return true;
    const [a, b] = [key(rows[i - 1]!), key(row)];
    const step = (a < b ? -1 : a > b ? 1 : 0) * (desc ? -1 : 1);
    return step < 0 || (step === 0 && (!tiesById || (desc ? rows[i - 1]!.id > row.id : rows[i - 1]!.id < row.id)));
  });

describe("pages of the member search", () => {
  it("join with no gap and no repeat for every sort and direction, in the column's order", async () => {
    const everyone = (await get("/api/admin/users/search?limit=100")).json as unknown as Array<Row>;
    expect(everyone).toHaveLength(14);
    for (const sort of [null, ...SORT_COLUMNS]) {
      for (const order of ["asc", "desc"] as const) {
        const query = `${sort ? `sort=${sort}&` : ""}order=${order}`;
        const whole = (await get(`/api/admin/users/search?${query}&limit=100`)).json as unknown as Array<Row>;
        const paged = await pages(query, 4);
        expect(paged.length, query).toBe(4);
        expect(
          paged.flat().map((m) => m.id),
          query,
        ).toEqual(whole.map((m) => m.id));
        expect(new Set(whole.map((m) => m.id)).size, query).toBe(14);
        const key = sort === null ? (m: Row) => m.id : KEYS[sort];
        if (key)
          expect(
            inOrder(whole, key, order === "desc", sort !== "referrer"),
            `${query}: ${whole.map((m) => `${m.id}:${key(m)}`).join(" ")}`,
          ).toBe(true);
      }
    }
  });

  it("sorts the referrer column by the referrer's name, members without one first", async () => {
    const rows = (await get("/api/admin/users/search?sort=referrer&limit=100")).json as unknown as Array<Row>;
    const names = rows.map((m) => text(m["referredBy"]));
    expect(names.slice(0, 3)).toEqual(["", "", ""]);
    expect(names).toEqual([...names].sort());
  });

  it("pages filtered searches the same way, with or without a profile filter", async () => {
    for (const query of [
      "state=Selangor&sort=name",
      "minTeamSize=1&sort=referrer&order=desc",
      "search=a&sort=location",
      "maxIncome=100&sort=monthlyIncome&order=desc",
      "state=Selangor,Johor&minIncome=0&sort=joinedDate",
      "joinDateFrom=2024-01-01",
    ]) {
      const whole = (await get(`/api/admin/users/search?${query}&limit=100`)).json as unknown as Array<Row>;
      expect(whole.length, query).toBeGreaterThan(4);
      expect(
        (await pages(query, 2)).flat().map((m) => m.id),
        query,
      ).toEqual(whole.map((m) => m.id));
    }
  });

  it("sorts newest first by join time within a join-date range", async () => {
    const rows = (await get("/api/admin/users/search?joinDateFrom=2024-01-01&joinDateTo=2025-12-31&limit=100"))
      .json as unknown as Array<Row>;
    expect(rows.length).toBeGreaterThan(3);
    expect(inOrder(rows, (m) => Date.parse(String(m["joinedDate"])), true, true)).toBe(true);
  });

  it("gives the same pages when it gathers the members with large teams instead of walking the newest", async () => {
    const walk = async (query: string, options: SearchOptions) => {
      const request = await app.run(parseSearchPage(Object.fromEntries(new URLSearchParams(query))));
      const ids: Array<number> = [];
      let after: string | null = null;
      do {
        const page = await app.run(
          Effect.flatMap(Database, (db) =>
            searchPage(db, { ...request, limit: 2, after }, periodOf(new Date()), options),
          ),
        );
        ids.push(...page.members.map((m) => m.id));
        after = page.next;
      } while (after !== null);
      return ids;
    };
    for (const query of ["minTeamSize=1", "minTeamSize=1&maxIncome=1000", "minTeamSize=2&order=asc"]) {
      const walked = await walk(query, {});
      expect(walked.length, query).toBeGreaterThan(2);
      expect(await walk(query, { gatherFromTeamSize: 1 }), query).toEqual(walked);
    }
  });

  it("ends with a page that has no Link, and keeps member-stats at its 500 newest rows", async () => {
    const last = await get("/api/admin/users/search?sort=name&limit=100");
    expect([last.headers.get("link"), last.headers.get("x-next-cursor"), last.headers.get("x-has-more")]).toEqual([
      null,
      null,
      "false",
    ]);
    const stats = await get("/api/super-admin/member-stats");
    expect([stats.headers.get("x-result-limit"), stats.headers.get("x-has-more")]).toEqual(["500", "false"]);
    expect((stats.json as unknown as Array<Row>).map((m) => m.id)).toEqual(
      (await get("/api/admin/users/search?limit=100")).json.map((m) => m["id"]),
    );
  });
});

describe("bad paging input", () => {
  const refused = async (query: string, field: string) => {
    const r = await api.call("GET", `/api/admin/users/search?${query}`, admin.token);
    expect([r.status, Object.keys((r.json["fields"] ?? {}) as object)], query).toEqual([400, [field]]);
  };

  it("refuses a bad limit, sort or order, naming it", async () => {
    for (const limit of ["0", "101", "abc", "5.5", "-1", "1000"]) await refused(`limit=${limit}`, "limit");
    await refused("sort=password", "sort");
    await refused("sort=name&order=up", "order");
  });

  it("refuses a cursor that was edited, made up, or taken from another search", async () => {
    const first = await get("/api/admin/users/search?sort=name&state=Selangor&limit=2");
    const cursor = first.headers.get("x-next-cursor")!;
    expect((await get(`/api/admin/users/search?sort=name&state=Selangor&limit=2&after=${cursor}`)).json).toHaveLength(
      2,
    );
    const [body, check] = cursor.split(".") as [string, string];
    const flipped = `${body.slice(0, -1)}${body.endsWith("A") ? "B" : "A"}.${check}`;
    for (const after of [
      flipped,
      `${body}.${"0".repeat(16)}`,
      "nonsense",
      `${body}.${check}x`,
      "",
      `${cursor}${cursor}`,
    ]) {
      if (after !== "") await refused(`sort=name&state=Selangor&after=${encodeURIComponent(after)}`, "after");
    }
    await refused(`sort=email&state=Selangor&after=${cursor}`, "after");
    await refused(`sort=name&order=desc&state=Selangor&after=${cursor}`, "after");
    await refused(`sort=name&state=Johor&after=${cursor}`, "after");
    await refused(`sort=name&after=${cursor}`, "after");
  });

  it("reads only cursors whose values fit their sort's keys", () => {
    const scope = "any search";
    const ok = encodeCursor(scope, { phase: 1, values: ["ravi kumar", 7, "1733011200000000", 9] });
    const keys = [["int"], ["text", "int", "micros", "int"]] as const;
    expect(decodeCursor(scope, ok, keys as never)).toEqual({
      phase: 1,
      values: ["ravi kumar", 7, "1733011200000000", 9],
    });
    for (const values of [
      [7, 7, "1", 9],
      ["x", 7.5, "1", 9],
      ["x", 7, "1.5", 9],
      ["x", 7, "1", 2 ** 31],
      ["x\u0000", 7, "1", 9],
      ["x", 7, "1"],
    ]) {
      expect(
        decodeCursor(scope, encodeCursor(scope, { phase: 1, values }), keys as never),
        JSON.stringify(values),
      ).toBeNull();
    }
    expect(decodeCursor(scope, encodeCursor(scope, { phase: 2, values: [1] }), keys as never)).toBeNull();
    expect(decodeCursor("another search", ok, keys as never)).toBeNull();
  });
});
