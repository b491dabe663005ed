import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, periodOf, yearOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// Every income figure shows a reversal as its own line. Laila recruits Hafiz, Hafiz recruits
// Mei; Mei's post is approved and reversed this month, so each has the approval's credit and
// its negative twin in the same month, and nets to nothing.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const who = {
  laila: { id: 0, token: "", code: "" },
  hafiz: { id: 0, token: "", code: "" },
  mei: { id: 0, token: "", code: "" },
};
const now = periodOf(new Date());
const query = `month=${monthOf(now)}&year=${yearOf(now)}`;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Zulkifli");
  who.laila = await api.register("Laila");
  who.hafiz = await api.register("Hafiz", who.laila.code);
  who.mei = await api.register("Mei", who.hafiz.code);
  const postId = (
    await api.ok("POST", "/api/posts", who.mei.token, {
      title: "Cendol stall",
      url: "https://instagram.com/p/cendol-reversal",
      platform: "instagram",
    })
  )["id"] as string;
  await api.ok("POST", `/api/admin/posts/${postId}/approve`, admin.token);
  const r = await api.call("POST", `/api/admin/posts/${postId}/reverse`, admin.token, { reason: "Taken down" });
  expect(r.status, r.text).toBeLessThan(300);
});
afterAll(async () => {
  await app?.close();
});

const kinds = async (token: string) =>
  ((await api.ok("GET", `/api/income?${query}`, token)) as unknown as Array<Record<string, unknown>>).map((l) => [
    l["type"],
    l["amount"],
  ]);

describe("reversals in income", () => {
  it("lists reversal lines in GET /api/income with their kind and a negative amount", async () => {
    expect(await kinds(who.mei.token)).toEqual([
      ["personal", "200.00"],
      ["personal_reversal", "-200.00"],
    ]);
    expect(await kinds(who.hafiz.token)).toEqual([
      ["level1_override", "30.00"],
      ["level1_reversal", "-30.00"],
    ]);
    expect(await kinds(who.laila.token)).toEqual([
      ["level2_override", "10.00"],
      ["level2_reversal", "-10.00"],
    ]);
  });

  it("gives the dashboard's stats the month's reversals, with the total net", async () => {
    expect(await api.ok("GET", "/api/dashboard/stats", who.mei.token)).toMatchObject({
      totalIncome: 0,
      personalIncome: 200,
      reversals: -200,
    });
    expect(await api.ok("GET", "/api/dashboard/stats", who.hafiz.token)).toMatchObject({
      totalIncome: 0,
      level1Override: 30,
      reversals: -30,
    });
  });

  it("gives the admin income report and its downloads a reversals column", async () => {
    const rows = (await api.ok("GET", `/api/super-admin/income-reports?${query}`, admin.token)) as unknown as Array<
      Record<string, unknown>
    >;
    expect(
      rows.map((r) => [
        r["userId"],
        r["personalIncome"],
        r["level1Override"],
        r["level2Override"],
        r["reversals"],
        r["totalIncome"],
      ]),
    ).toEqual(
      expect.arrayContaining([
        [who.mei.id, "200.00", "0.00", "0.00", "-200.00", "0.00"],
        [who.hafiz.id, "0.00", "30.00", "0.00", "-30.00", "0.00"],
        [who.laila.id, "0.00", "0.00", "10.00", "-10.00", "0.00"],
      ]),
    );
    const json = await api.call("GET", `/api/super-admin/income-reports/download?${query}`, admin.token);
    expect((json.json as Array<Record<string, unknown>>).find((r) => r["userId"] === who.mei.id)).toMatchObject({
      reversals: "-200.00",
      totalIncome: "0.00",
    });
    const csv = (
      await api.call("GET", `/api/super-admin/income-reports/download?${query}&format=csv`, admin.token)
    ).text
      .trimEnd()
      .split("\r\n");
    expect(csv[0]).toBe(
      "userId,month,year,fullName,username,personalIncome,level1Override,level2Override,reversals,totalIncome",
    );
    // A negative figure is a number, not a formula: no quote in front of it.
    expect(csv.find((line) => line.startsWith(`${who.mei.id},`))).toMatch(/,200\.00,0\.00,0\.00,-200\.00,0\.00$/);
  });
});
