import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { approvePost } from "../posts/handlers.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

// A month's income report per member (a row each), as a list, a paged list, and JSON and CSV
// downloads. Nadia recruits Omar, Omar recruits Puteri; Puteri's post is approved this month,
// Omar's last month.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const ids = { nadia: 0, omar: 0, puteri: 0 };
const now = periodOf(new Date());
const before = previousPeriod(now);
const query = (period: number) => `month=${monthOf(period)}&year=${yearOf(period)}`;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Qistina");
  const nadia = await api.register("Nadia");
  const omar = await api.register("Omar", nadia.code);
  const puteri = await api.register("Puteri", omar.code);
  Object.assign(ids, { nadia: nadia.id, omar: omar.id, puteri: puteri.id });
  // A link pays once, so each post's link is its own.
  let links = 0;
  const post = async (token: string, title: string) =>
    (
      await api.ok("POST", "/api/posts", token, {
        title,
        url: `https://instagram.com/p/x${++links}`,
        platform: "instagram",
      })
    )["id"] as string;
  await api.ok("POST", `/api/admin/posts/${await post(puteri.token, "Durian season")}/approve`, admin.token);
  const lastMonth = new Date(Date.UTC(yearOf(before), monthOf(before) - 1, 15, 4));
  await app.run(approvePost(await post(omar.token, "Satay night"), { actor: admin.id }), lastMonth);
});
afterAll(async () => {
  await app?.close();
});

const row = (
  userId: number,
  period: number,
  fullName: string,
  personal: string,
  l1: string,
  l2: string,
  total: string,
  reversals = "0.00",
) => ({
  userId,
  month: monthOf(period),
  year: yearOf(period),
  fullName,
  username: expect.any(String),
  personalIncome: personal,
  level1Override: l1,
  level2Override: l2,
  reversals,
  totalIncome: total,
});

describe("GET /api/super-admin/income-reports", () => {
  it("reports the current Malaysian month by default, highest total first", async () => {
    const r = await api.call("GET", "/api/super-admin/income-reports", admin.token);
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      row(ids.puteri, now, "Puteri Tester", "200.00", "0.00", "0.00", "200.00"),
      row(ids.omar, now, "Omar Tester", "0.00", "30.00", "0.00", "30.00"),
      row(ids.nadia, now, "Nadia Tester", "0.00", "0.00", "10.00", "10.00"),
    ]);
    expect(r.headers.get("x-total-count")).toBe("3");
  });

  it("reports a chosen month", async () => {
    expect(await api.ok("GET", `/api/super-admin/income-reports?${query(before)}`, admin.token)).toEqual([
      row(ids.omar, before, "Omar Tester", "200.00", "0.00", "0.00", "200.00"),
      row(ids.nadia, before, "Nadia Tester", "0.00", "30.00", "0.00", "30.00"),
    ]);
    expect(await api.ok("GET", "/api/super-admin/income-reports?month=1&year=2023", admin.token)).toEqual([]);
  });

  it("pages when asked, with the total in X-Total-Count", async () => {
    const r = await api.call("GET", "/api/super-admin/income-reports?page=2&pageSize=2", admin.token);
    expect([
      r.status,
      r.headers.get("x-total-count"),
      (r.json as Array<Record<string, unknown>>).map((x) => x["userId"]),
    ]).toEqual([200, "3", [ids.nadia]]);
  });

  it("refuses a bad month, year, page or page size with 400 naming it", async () => {
    const cases: Array<[string, string]> = [
      ["month=13&year=2026", "month"],
      ["month=0&year=2026", "month"],
      ["month=5&year=26", "year"],
      ["month=5", "year"],
      ["year=2026", "month"],
      ["page=0", "page"],
      ["pageSize=5000", "pageSize"],
      ["page=x", "page"],
    ];
    for (const [q, field] of cases) {
      const r = await api.call("GET", `/api/super-admin/income-reports?${q}`, admin.token);
      expect([r.status, Object.keys(r.json["fields"] as object)], q).toEqual([400, [field]]);
    }
  });
});

describe("GET /api/super-admin/income-reports/download", () => {
  it("downloads a JSON attachment named after the month", async () => {
    const r = await api.call("GET", `/api/super-admin/income-reports/download?${query(before)}`, admin.token);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.headers.get("content-disposition")).toBe(
      `attachment; filename="income-report-${yearOf(before)}-${String(monthOf(before)).padStart(2, "0")}.json"`,
    );
    expect((r.json as Array<Record<string, unknown>>).map((x) => [x["userId"], x["totalIncome"]])).toEqual([
      [ids.omar, "200.00"],
      [ids.nadia, "30.00"],
    ]);
  });

  it("downloads CSV with the report's columns", async () => {
    const r = await api.call("GET", `/api/super-admin/income-reports/download?${query(now)}&format=csv`, admin.token);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="income-report-\d{4}-\d{2}\.csv"$/);
    const lines = r.text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "userId,month,year,fullName,username,personalIncome,level1Override,level2Override,reversals,totalIncome",
    );
    expect(
      lines.slice(1).map((l) =>
        l
          .split(",")
          .slice(3)
          .filter((_, i) => i !== 1)
          .join(","),
      ),
    ).toEqual([
      "Puteri Tester,200.00,0.00,0.00,0.00,200.00",
      "Omar Tester,0.00,30.00,0.00,0.00,30.00",
      "Nadia Tester,0.00,0.00,10.00,0.00,10.00",
    ]);
    expect((await api.call("GET", "/api/super-admin/income-reports/download?format=xml", admin.token)).status).toBe(
      400,
    );
  });
});
