import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";
import { approvePost } from "../posts/handlers.ts";

// One bank reference per payout: a result file that gives two payouts one bank reference, or a
// reference another payout already holds, is refused whole, and so is marking a payout paid
// under another's reference; a reference with a line break or a control character is refused
// at input. Nothing changes on any refusal. Aida, Badrul and Chong each had a post approved
// last month (RM 200 each), and the month is closed.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
const ids: Array<string> = [];
const last = previousPeriod(periodOf(new Date()));
const HEADER = "reference,status,bank_reference";

const upload = (csv: string) =>
  request(app.baseUrl, "POST", "/api/admin/payouts/reconcile", {
    token: admin.token,
    form: { file: { bytes: Buffer.from(csv), name: "result.csv", type: "text/csv" } },
  });
const paid = (payoutId: string, reference: string) =>
  api.call("POST", `/api/admin/payouts/${payoutId}/paid`, admin.token, { reference });
const state = async () => ({
  events: (await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM events`))[0]!.n,
  payouts: await app.sql(`SELECT payout_id, status, reference FROM payouts ORDER BY payout_id`),
  claims: await app.sql(`SELECT reference, payout_id FROM payout_bank_references ORDER BY reference`),
});

beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Umar");
  for (const name of ["Aida", "Badrul", "Chong"]) {
    const member = await api.register(name);
    const post = await api.ok("POST", "/api/posts", member.token, {
      title: "Teh tarik",
      url: `https://tiktok.com/@m${member.id}/video/${9_000 + member.id}`,
      platform: "tiktok",
    });
    await app.run(
      approvePost(String(post["id"]), { actor: admin.id }),
      new Date(Date.UTC(yearOf(last), monthOf(last) - 1, 10, 3)),
    );
    ids.push(`PO-${last}-${member.id}`);
  }
  await api.ok("POST", "/api/admin/payouts/close", admin.token, { month: monthOf(last), year: yearOf(last) });
});
afterAll(async () => {
  await app?.close();
});

describe("bank references", () => {
  it("refuse a result file giving two payouts one bank reference, naming both lines", async () => {
    const before = await state();
    const r = await upload(`${HEADER}\n${ids[0]},paid,MBB-77\n${ids[1]},failed,\n${ids[2]},paid,MBB-77\n`);
    expect(r.status, r.text).toBe(400);
    expect((r.json["fields"] as Record<string, string>)["file"]).toBe(
      `line 4: bank_reference "MBB-77" of ${ids[2]} is also given to ${ids[0]} on line 2`,
    );
    expect(await state()).toEqual(before);
  });

  it("refuse line breaks and control characters in any column, even quoted", async () => {
    const before = await state();
    const cases: Array<[string, string]> = [
      [`${ids[0]},paid,"MBB-1\nD,IBG,9999.00"`, "line 2: bank_reference must be on one line (no line breaks)"],
      [`${ids[0]},paid,MBB\u001b1`, "line 2: bank_reference must not contain control characters"],
      [`${ids[0]},failed,"Closed\r\naccount"`, "line 2: bank_reference must be on one line (no line breaks)"],
      [`${ids[0]}\u202e,paid,MBB-1`, "line 2: reference must not contain characters that change the direction of text"],
      [`${ids[0]},paid\u200b,MBB-1`, "line 2: status must not contain invisible characters"],
    ];
    for (const [line, reason] of cases) {
      const r = await upload(`${HEADER}\n${line}\n`);
      expect([r.status, (r.json["fields"] as Record<string, string>)["file"]], r.text).toEqual([400, reason]);
    }
    expect(await state()).toEqual(before);
  });

  it("refuse marking a payout paid under a bank reference another payout holds, by hand or by file", async () => {
    expect((await paid(ids[0]!, "MBB-100")).status).toBe(200);
    const before = await state();
    const byHand = await paid(ids[1]!, "MBB-100");
    expect([byHand.status, byHand.json]).toEqual([
      409,
      {
        error: `Bank reference MBB-100 is already recorded on payout ${ids[0]}`,
        fields: { reference: `is already recorded on payout ${ids[0]}` },
      },
    ]);
    const byFile = await upload(`${HEADER}\n${ids[2]},paid,MBB-200\n${ids[1]},paid,MBB-100\n`);
    expect([byFile.status, byFile.json["error"]]).toEqual([
      409,
      `line 3: bank_reference MBB-100 is already recorded on payout ${ids[0]}`,
    ]);
    expect(await state()).toEqual(before);
    // The same payout under its own reference again changes nothing and is no conflict.
    expect((await paid(ids[0]!, "MBB-100")).json).toMatchObject({ changed: false });
  });

  it("refuse a reference with a line break or a bidi control when marking paid by hand", async () => {
    const before = await state();
    for (const [reference, reason] of [
      ["MBB\n2", "must be on one line (no line breaks)"],
      ["MBB\u202e2", "must not contain characters that change the direction of text"],
    ]) {
      const r = await paid(ids[1]!, reference!);
      expect([r.status, (r.json["fields"] as Record<string, string>)["reference"]], r.text).toEqual([400, reason]);
    }
    expect(await state()).toEqual(before);
  });

  it("give one reference to one of two payouts marked paid with it at once", async () => {
    const answers = await Promise.all([paid(ids[1]!, "MBB-300"), paid(ids[2]!, "MBB-300")]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
    const holders = await app.sql(`SELECT payout_id FROM payouts WHERE reference = 'MBB-300'`);
    expect(holders).toHaveLength(1);
  });
});
