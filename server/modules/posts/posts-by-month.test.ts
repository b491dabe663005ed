import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, periodOf, periodStart, previousPeriod, yearOf, type Period } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { approvePost, rejectPost, submitPost } from "./handlers.ts";

// The Reports screen's Posts Performance follows its month select: GET /api/posts?month&year
// lists the posts of one Malaysian month. A decided post counts in the month it was decided
// (its RM 200 is that month's income), a pending one in the month it was submitted.
let app: TestApp;
let api: ReturnType<typeof client>;
let member = { id: 0, token: "" };
const ids: Record<string, string> = {};
const now = periodOf(new Date());
const before = previousPeriod(now);
// Mid-month in Malaysian time, well inside the month whatever the day the test runs.
const midMonth = (period: Period) => new Date(periodStart(period).getTime() + 14 * 86_400_000);
const query = (period: Period) => `/api/posts?month=${monthOf(period)}&year=${yearOf(period)}`;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  member = await api.register("Wani");
  let links = 0;
  const submit = (title: string, at?: Date) =>
    app.run(
      submitPost(
        member.id,
        { title, url: `https://www.instagram.com/p/month${++links}`, platform: "instagram" },
        { actor: member.id, requestId: "test" },
      ),
      at,
    );
  const system = { actor: "system" as const };
  // Submitted and approved last month.
  ids["lastMonth"] = await submit("Approved last month", midMonth(before));
  await app.run(approvePost(ids["lastMonth"]!, system), midMonth(before));
  // Submitted last month, approved this month: this month's income, so this month's post.
  ids["lateApproval"] = await submit("Approved this month", midMonth(before));
  await app.run(approvePost(ids["lateApproval"]!, system));
  // Submitted and rejected last month.
  ids["rejected"] = await submit("Rejected last month", midMonth(before));
  await app.run(rejectPost(ids["rejected"]!, "Not a post of yours", system), midMonth(before));
  // Submitted this month, waiting.
  ids["pending"] = await submit("Waiting this month");
});
afterAll(async () => {
  await app?.close();
});

const titles = async (path: string) =>
  ((await api.ok("GET", path, member.token)) as unknown as Array<{ title: string }>).map((p) => p.title).sort();

describe("GET /api/posts?month&year", () => {
  it("does not count a post approved in another month", async () => {
    expect(await titles(query(now))).toEqual(["Approved this month", "Waiting this month"]);
    expect(await titles(query(before))).toEqual(["Approved last month", "Rejected last month"]);
  });

  it("lists nothing for a month without posts", async () => {
    expect(await titles(query(previousPeriod(before)))).toEqual([]);
  });

  it("lists every post without a month", async () => {
    expect(await titles("/api/posts")).toEqual([
      "Approved last month",
      "Approved this month",
      "Rejected last month",
      "Waiting this month",
    ]);
  });

  it("refuses a month without a year, and a month that is not one, naming the field", async () => {
    const noYear = await api.call("GET", `/api/posts?month=${monthOf(now)}`, member.token);
    expect([noYear.status, noYear.json["fields"]]).toEqual([400, { year: "is required" }]);
    const bad = await api.call("GET", `/api/posts?month=13&year=${yearOf(now)}`, member.token);
    expect([bad.status, Object.keys(bad.json["fields"] as object)]).toEqual([400, ["month"]]);
  });
});
