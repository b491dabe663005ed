import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../platform/config/config.ts";
import { Database } from "../../platform/db/database.ts";
import { client } from "../../testing/admin.ts";
import { testClock } from "../../testing/clock.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";
import { balanceDifferences } from "./balances.ts";

// PAYOUT_MINIMUM=250 and PAYOUT_DAY=10 (decision 62): Nadia's RM 200 of November is below the
// minimum, so November's close carries it forward (the preview and the close say so, her Payouts
// summary tells her), and December's close pays it with December's RM 200, once. Members are
// told the day their money is expected: the 10th of the month after the month closed.
const clock = testClock(new Date("2026-11-10T02:00:00.000Z"));
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const who = {} as Record<"rahim" | "nadia", { id: number; token: string }>;

const post = async (memberId: number, n: number) => {
  const id = await app.run(
    submitPost(
      memberId,
      { title: `Teh ${n}`, url: `https://tiktok.com/@m${memberId}/video/${n}`, platform: "tiktok" },
      { actor: memberId },
    ),
  );
  await app.run(approvePost(id, { actor: admin.id }));
};
const preview = (month: number, year: number) =>
  api.ok("GET", `/api/admin/payouts/close-preview?month=${month}&year=${year}`, admin.token);
const close = async (month: number, year: number) =>
  api.ok("POST", "/api/admin/payouts/close", admin.token, {
    month,
    year,
    digest: (await preview(month, year))["digest"],
  });
const summaryOf = (member: { token: string }) => api.ok("GET", "/api/payouts/summary", member.token);
const paidTo = (memberId: number) =>
  app.sql(`SELECT period, amount_sen FROM payouts WHERE member_id = $1 ORDER BY period`, [memberId]);

beforeAll(async () => {
  app = await startTestApp({ clock, env: { PAYOUT_MINIMUM: "250", PAYOUT_DAY: "10" } });
  api = client(app);
  admin = await api.registerAdmin("Umar");
  who.rahim = await api.register("Rahim");
  who.nadia = await api.register("Nadia");
  await post(who.rahim.id, 1);
  await post(who.rahim.id, 2);
  await post(who.nadia.id, 3);
});
afterAll(async () => {
  await app?.close();
});

describe("a close with PAYOUT_MINIMUM", () => {
  it("tells the member when the close and the money are expected, and that their balance is below the minimum", async () => {
    expect((await summaryOf(who.nadia))["nextClose"]).toEqual({
      month: 10,
      year: 2026,
      closesAt: "2026-10-31T16:00:00.000Z",
      expectedPayDate: "2026-11-10",
    });
    clock.set(new Date("2026-11-12T02:00:00.000Z"));
    // October is still open two days after its pay day: nothing later than today is promised.
    expect((await summaryOf(who.nadia))["nextClose"]).toMatchObject({ month: 10, expectedPayDate: "2026-11-12" });
    await close(10, 2026);
    expect(await summaryOf(who.nadia)).toMatchObject({
      unpaidBalance: 200,
      willPay: 0,
      minimum: 250,
      belowMinimum: true,
      nextClose: { month: 11, year: 2026, expectedPayDate: "2026-12-10" },
    });
    expect(await summaryOf(who.rahim)).toMatchObject({ willPay: 400, belowMinimum: false });
  });

  it("carries a balance below the minimum forward, saying how many members and how much", async () => {
    clock.set(new Date("2026-12-03T02:00:00.000Z"));
    expect(await preview(11, 2026)).toMatchObject({
      payouts: 1,
      total: 400,
      minimum: 250,
      belowMinimum: 1,
      belowMinimumAmount: 200,
    });
    expect(await close(11, 2026)).toMatchObject({ issued: 1, total: 400, belowMinimum: 1, belowMinimumAmount: 200 });
    expect(await paidTo(who.nadia.id)).toEqual([]);
    expect(await paidTo(who.rahim.id)).toEqual([{ period: 202611, amount_sen: 40_000 }]);
    expect(await app.run(Effect.flatMap(Database, (db) => balanceDifferences(db)))).toEqual([]);
  });

  it("pays the carried balance once it reaches the minimum, once", async () => {
    clock.set(new Date("2026-12-10T02:00:00.000Z"));
    await post(who.nadia.id, 4);
    expect(await summaryOf(who.nadia)).toMatchObject({ willPay: 400, belowMinimum: false });
    clock.set(new Date("2027-01-04T02:00:00.000Z"));
    expect(await close(12, 2026)).toMatchObject({ issued: 1, total: 400, belowMinimum: 0 });
    expect(await paidTo(who.nadia.id)).toEqual([{ period: 202612, amount_sen: 40_000 }]);
    expect(await close(12, 2026)).toMatchObject({ issued: 0 });
    expect(await summaryOf(who.nadia)).toMatchObject({ unpaidBalance: 0, belowMinimum: false });
  });
});

describe("the payout settings at start", () => {
  const refused = (env: Record<string, string>) => {
    try {
      loadConfig(env, "/tmp");
    } catch (error) {
      return error instanceof ConfigError ? error.message : String(error);
    }
    return null;
  };

  it("refuse a minimum that is not a non-negative amount with at most 2 decimals, naming it", () => {
    for (const value of ["-1", "12.345", "RM50", "1e3"])
      expect(refused({ PAYOUT_MINIMUM: value })).toMatch(/^Invalid configuration: PAYOUT_MINIMUM must be an amount/);
    expect(loadConfig({ PAYOUT_MINIMUM: "50.5" }, "/tmp").payoutRules.minimumSen).toBe(5_050);
    expect(loadConfig({}, "/tmp").payoutRules).toEqual({ minimumSen: 0, payDay: 7, withholding107D: false });
  });

  it("refuse a pay day some month lacks, and a withholding switch that is not on or off", () => {
    expect(refused({ PAYOUT_DAY: "29" })).toMatch(
      /^Invalid configuration: PAYOUT_DAY must be a whole number from 1 to 28/,
    );
    expect(refused({ WITHHOLDING_107D: "maybe" })).toMatch(/^Invalid configuration: WITHHOLDING_107D/);
  });
});
