import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, nextPeriod, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { approvePost } from "../posts/handlers.ts";
import { closeMonth } from "./handlers.ts";
import { issueAndDownload } from "../../testing/payment-file.ts";

// What the bank did with last month's payouts: Wati's is marked failed on its own, then the
// bank's result file pays Suraya's, fails Tan's and names payouts that do not exist. Rahim
// recruits Suraya (RM 30); Suraya, Tan and Wati each had a post approved last month (RM 200).
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
type Member = Awaited<ReturnType<ReturnType<typeof client>["register"]>>;
const who = {} as Record<"rahim" | "suraya" | "tan" | "wati", Member>;
const last = previousPeriod(periodOf(new Date()));
const month = { month: monthOf(last), year: yearOf(last) };
const id = (name: keyof typeof who) => `PO-${last}-${who[name].id}`;
const HEADER = "reference,status,bank_reference";

const upload = (csv: string, field = "file", fields: Record<string, string> = {}) =>
  request(app.baseUrl, "POST", "/api/admin/payouts/reconcile", {
    token: admin.token,
    form: { ...fields, [field]: { bytes: Buffer.from(csv), name: "result.csv", type: "text/csv" } },
  });
const statuses = async () =>
  Object.fromEntries(
    (await api.ok("GET", `/api/admin/payouts?${`month=${month.month}&year=${month.year}`}`, admin.token)).map((p) => [
      p["id"],
      [p["status"], p["reference"]],
    ]),
  );
const eventCount = async () => (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM events`))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Umar");
  who.rahim = await api.register("Rahim");
  who.suraya = await api.register("Suraya", who.rahim.code);
  who.tan = await api.register("Tan");
  who.wati = await api.register("Wati");
  for (const member of [who.suraya, who.tan, who.wati]) {
    const post = await api.ok("POST", "/api/posts", member.token, {
      title: "Nasi lemak",
      url: `https://tiktok.com/@m${member.id}/video/${8_000 + member.id}`,
      platform: "tiktok",
    });
    await app.run(
      approvePost(String(post["id"]), { actor: admin.id }),
      new Date(Date.UTC(month.year, month.month - 1, 10, 3)),
    );
  }
  await api.ok("POST", "/api/admin/payouts/close", admin.token, month);
});
afterAll(async () => {
  await app?.close();
});

describe("POST /api/admin/payouts/{id}/failed", () => {
  it("needs a reason and a known payout", async () => {
    for (const body of [{}, { reason: "  " }, { reason: "x".repeat(501) }, { reason: "no\u0000" }]) {
      const r = await api.call("POST", `/api/admin/payouts/${id("wati")}/failed`, admin.token, body);
      expect([r.status, Object.keys(r.json["fields"] as object)], JSON.stringify(body)).toEqual([400, ["reason"]]);
    }
    const r = await api.call("POST", "/api/admin/payouts/PO-209901-1/failed", admin.token, { reason: "Closed" });
    expect([r.status, r.json]).toEqual([404, { error: "Payout not found" }]);
  });

  it("marks an issued payout failed once, after which it cannot be paid and is out of the bank file", async () => {
    const path = `/api/admin/payouts/${id("wati")}/failed`;
    expect(await api.ok("POST", path, admin.token, { reason: " Account closed " })).toMatchObject({
      changed: true,
      payout: { id: id("wati"), status: "failed", reference: null },
    });
    expect((await api.ok("POST", path, admin.token, { reason: "Again" }))["changed"]).toBe(false);
    const paid = await api.call("POST", `/api/admin/payouts/${id("wati")}/paid`, admin.token, { reference: "X" });
    expect(paid.status).toBe(409);
    const file = await issueAndDownload(api, admin.token, month);
    expect(file.text).not.toContain(id("wati"));
    // Her lines are unpaid again, for the next close.
    expect(await app.sql(`SELECT 1 FROM payout_lines WHERE payout_id = $1`, [id("wati")])).toEqual([]);
  });
});

describe("POST /api/admin/payouts/reconcile", () => {
  it("refuses a malformed file (400, naming the line) and changes nothing", async () => {
    const before = [await eventCount(), await statuses()];
    const cases: Array<[Promise<Awaited<ReturnType<typeof upload>>>, string]> = [
      [upload(`${HEADER}\n${id("suraya")},paid,MBB-1\n${id("tan")},bounced,\n`), "line 3: status"],
      [upload(`${HEADER}\n${id("suraya")},paid,\n`), "line 2: a paid line needs its bank_reference"],
      [upload(`${HEADER}\n${id("tan")},failed,\n${id("tan")},failed,\n`), "line 3: "],
      [upload("reference;status\n"), "line 1: the header must be"],
      [upload(""), "the file is empty"],
      [upload("a".repeat(1024 * 1024 + 10)), "the file is over 1 MB"],
      [upload(`${HEADER}\n${id("tan")},failed,\n`, "image"), "send the bank's result file"],
      [api.call("POST", "/api/admin/payouts/reconcile", admin.token, { csv: HEADER }), "send the bank's result file"],
    ];
    for (const [answer, reason] of cases) {
      const r = await answer;
      expect(r.status, r.text).toBe(400);
      const file = (r.json["fields"] as Record<string, string>)["file"]!;
      expect(file, r.text).toContain(reason);
      expect(r.json["error"]).toBe(`Invalid bank result file: ${file}`);
    }
    expect([await eventCount(), await statuses()]).toEqual(before);
  });

  it("marks every listed payout paid or failed in one go, and reports each line", async () => {
    const csv = [
      HEADER,
      `${id("suraya")},success,MBB-20260601-0001`,
      `${id("tan")},failed,Dormant account`,
      "PO-209901-1,paid,MBB-X",
      `${id("wati")},rejected,`,
      "HELLO,failed,",
    ].join("\r\n");
    const report = await upload(csv);
    expect([report.status, report.json]).toEqual([
      200,
      {
        lines: 5,
        applied: [
          { line: 2, reference: id("suraya"), status: "paid" },
          { line: 3, reference: id("tan"), status: "failed" },
        ],
        unchanged: [{ line: 5, reference: id("wati"), status: "failed" }],
        unmatched: [
          { line: 4, reference: "PO-209901-1", status: "paid" },
          { line: 6, reference: "HELLO", status: "failed" },
        ],
      },
    ]);
    expect(await statuses()).toEqual({
      [id("rahim")]: ["issued", null],
      [id("suraya")]: ["paid", "MBB-20260601-0001"],
      [id("tan")]: ["failed", null],
      [id("wati")]: ["failed", null],
    });
    const again = await upload(csv);
    expect(again.json).toMatchObject({ applied: [], unchanged: [{ line: 2 }, { line: 3 }, { line: 5 }] });
  });

  it("refuses the whole file (409, naming the line) when a paid payout is listed as failed", async () => {
    const before = [await eventCount(), await statuses()];
    const failed = await upload(`${HEADER}\n${id("rahim")},paid,MBB-2\n${id("suraya")},failed,Bounced\n`);
    const why = `line 3: ${id("suraya")} is already paid, so it cannot be marked failed`;
    expect([failed.status, failed.json]).toEqual([409, { error: why, fields: { file: why } }]);
    const other = await upload(`${HEADER}\n${id("rahim")},paid,MBB-2\n${id("suraya")},paid,OTHER\n`);
    expect(other.status).toBe(409);
    expect(other.json["error"]).toBe(`line 3: ${id("suraya")} is already paid under another bank reference`);
    const retry = await upload(`${HEADER}\n${id("tan")},paid,MBB-3\n`);
    expect(retry.json["error"]).toMatch(/^line 2: .* has failed \(its lines go into the next close\)/);
    expect([await eventCount(), await statuses()]).toEqual(before);
  });

  it("refuses a line for a payout of another month than the one uploaded for (400, nothing changes)", async () => {
    const before = [await eventCount(), await statuses()];
    const earlier = previousPeriod(last);
    const title = (p: number) =>
      new Date(Date.UTC(yearOf(p), monthOf(p) - 1, 1)).toLocaleString("en-MY", {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
    const csv = `${HEADER}\nPO-${earlier}-1,paid,MBB-8\n${id("rahim")},paid,MBB-9\n`;
    const refused = await upload(csv, "file", { month: String(monthOf(earlier)), year: String(yearOf(earlier)) });
    const why = `line 3: ${id("rahim")} is a payout of ${title(last)}, not ${title(earlier)}`;
    expect([refused.status, refused.json]).toEqual([
      400,
      { error: `Invalid bank result file: ${why}`, fields: { file: why } },
    ]);
    const bad = await upload(csv, "file", { month: "13", year: "2026" });
    expect([bad.status, bad.json["fields"]]).toEqual([400, { month: "must be a month from 1 to 12" }]);
    const alone = await upload(csv, "file", { year: "2026" });
    expect([alone.status, alone.json["fields"]]).toEqual([400, { month: "is required" }]);
    expect([await eventCount(), await statuses()]).toEqual(before);
    // For its own month the same line is decided as without a month.
    const own = await upload(`${HEADER}\n${id("wati")},failed,\n`, "file", {
      month: String(month.month),
      year: String(month.year),
    });
    expect([own.status, own.json["unchanged"]]).toEqual([200, [{ line: 2, reference: id("wati"), status: "failed" }]]);
  });

  it("records each decision in the audit log with the admin who made it", async () => {
    const audit = await api.ok("GET", "/api/admin/audit", admin.token);
    expect(audit.slice(0, 3).map((a) => [a["type"], a["actorId"], a["subject"]])).toEqual([
      ["PayoutFailed", admin.id, `${id("tan")} to Tan Tester, RM 200.00, failed: Dormant account`],
      ["PayoutPaid", admin.id, `${id("suraya")} to Suraya Tester, RM 200.00, reference MBB-20260601-0001`],
      ["PayoutFailed", admin.id, `${id("wati")} to Wati Tester, RM 200.00, failed: Account closed`],
    ]);
  });

  it("leaves the failed payouts' lines to the next close", async () => {
    const now = periodOf(new Date());
    const after = new Date(Date.UTC(yearOf(nextPeriod(now)), monthOf(nextPeriod(now)) - 1, 2));
    expect(await app.run(closeMonth(now, { actor: admin.id }), after)).toEqual({
      issued: 2,
      totalSen: 40_000,
      held: 0,
      heldSen: 0,
      pending: 0,
      pendingSen: 0,
      belowMinimum: 0,
      belowMinimumSen: 0,
      withheldSen: 0,
    });
    const reissued = await app.sql(`SELECT member_id, amount_sen FROM payouts WHERE period = $1 ORDER BY member_id`, [
      now,
    ]);
    expect(reissued).toEqual([
      { member_id: who.tan.id, amount_sen: 20_000 },
      { member_id: who.wati.id, amount_sen: 20_000 },
    ]);
  });
});
