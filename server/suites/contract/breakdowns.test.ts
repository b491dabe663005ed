import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approvePost, reversePost, submitPost } from "../../modules/posts/handlers.ts";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// Every breakdown a member or an admin reads adds up to the total shown beside it, in a month
// with reversals of every kind: the dashboard's stats, the data export's months, the team list's
// monthly override against its members' overrides, and the admin's income report. The leader
// earns personal income, a Level 1 and a Level 2 override, and loses one of each to reversals.
const NOW = new Date("2026-11-12T04:00:00Z");
const MONTH = { month: 11, year: 2026 };

type Json = Record<string, unknown>;
const sen = (value: unknown) => Math.round(Number(value) * 100);
const sum = (values: ReadonlyArray<unknown>) => values.reduce<number>((total, v) => total + sen(v), 0);

let app: TestApp;
let api: ReturnType<typeof client>;
const people: Record<"leader" | "recruit" | "second" | "admin", { id: number; token: string }> = {} as never;

beforeAll(async () => {
  app = await startTestApp({ clock: testClock(NOW) });
  api = client(app);
  const leader = await api.register("Latifah");
  const recruit = await api.register("Rashid", leader.code);
  const second = await api.register("Suriani", recruit.code);
  Object.assign(people, { leader, recruit, second, admin: await api.registerAdmin() });
  const approved = new Map<number, Array<string>>();
  for (const poster of [leader, leader, recruit, recruit, second, second]) {
    const postId = await app.run(
      submitPost(
        poster.id,
        {
          title: `Post ${poster.id}`,
          url: `https://example.com/${poster.id}/${approved.size}/${Math.random()}`,
          platform: "instagram",
        },
        { actor: poster.id },
      ),
      NOW,
    );
    await app.run(approvePost(postId, { actor: "system" }), NOW);
    approved.set(poster.id, [...(approved.get(poster.id) ?? []), postId]);
  }
  // One post of each: the leader's own (personal), the recruit's (Level 1), the second's (Level 2).
  for (const poster of [leader, recruit, second])
    await app.run(reversePost(approved.get(poster.id)![0]!, "Post removed by the platform", { actor: "system" }), NOW);
  await app.caughtUp();
});
afterAll(async () => {
  await app?.close();
});

describe("breakdowns in a month with reversals", () => {
  it("the dashboard's parts add up to its total", async () => {
    const stats = (await api.ok("GET", "/api/dashboard/stats", people.leader.token)) as Json;
    const parts = [stats["personalIncome"], stats["level1Override"], stats["level2Override"], stats["reversals"]];
    expect(parts.map(sen)).toEqual([40_000, 6_000, 2_000, -(20_000 + 3_000 + 1_000)]);
    expect(sum(parts)).toBe(sen(stats["totalIncome"]));
  });

  it("each month of the data export adds up to its total", async () => {
    const data = (await api.ok("GET", "/api/profile/data-export", people.leader.token)) as unknown as {
      incomeByMonth: Array<Json>;
    };
    expect(data.incomeByMonth).toHaveLength(1);
    for (const m of data.incomeByMonth)
      expect(sum([m["personal"], m["level1Override"], m["level2Override"], m["reversals"]])).toBe(sen(m["total"]));
    expect(data.incomeByMonth[0]).toMatchObject({ reversals: "-240.00", total: "240.00" });
  });

  it("the team's monthly override is its members' overrides, net of reversals", async () => {
    const team = (await api.ok("GET", "/api/dashboard/team?limit=100", people.leader.token)) as unknown as {
      level1: Array<Json>;
      level2: Array<Json>;
      monthlyOverride: number;
    };
    const members = [...team.level1, ...team.level2];
    expect(members.map((m) => [m["id"], sen(m["overrideEarnings"])])).toEqual([
      [people.recruit.id, 3_000],
      [people.second.id, 1_000],
    ]);
    expect(sen(team.monthlyOverride)).toBe(sum(members.map((m) => m["overrideEarnings"])));
  });

  it("every row of the admin's income report adds up to its total", async () => {
    const query = new URLSearchParams({ month: String(MONTH.month), year: String(MONTH.year) });
    const rows = (await api.ok(
      "GET",
      `/api/super-admin/income-reports?${query}`,
      people.admin.token,
    )) as unknown as Array<Json>;
    expect(rows.map((r) => r["userId"]).sort()).toEqual([people.leader.id, people.recruit.id, people.second.id].sort());
    for (const r of rows)
      expect(sum([r["personalIncome"], r["level1Override"], r["level2Override"], r["reversals"]])).toBe(
        sen(r["totalIncome"]),
      );
  });
});
