import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAIN001_NAMESPACE } from "../../../domain/pain001.ts";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { all, one, parseXml, textAt } from "../../testing/xml.ts";
import { downloadFile, issueAndDownload, issueFile } from "../../testing/payment-file.ts";
import { approvePost } from "../posts/handlers.ts";

// A closed month's payment file (decision 29): Suraya is paid at Maybank, Tan by his DuitNow
// mobile number, Lim at a bank name from before the list that names no bank (left out), and
// Ravi with two posts. An issue writes one file, downloaded again as often as needed; a re-issue
// with a reason opens one more.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
type Member = Awaited<ReturnType<ReturnType<typeof client>["register"]>>;
const who = {} as Record<"suraya" | "tan" | "lim" | "ravi", Member>;
const last = previousPeriod(periodOf(new Date()));
const month = { month: monthOf(last), year: yearOf(last) };
const label = `${month.year}-${String(month.month).padStart(2, "0")}`;
const q = `month=${month.month}&year=${month.year}`;
const PAYER = { PAYER_NAME: "Jemput Sdn. Bhd. & Co", PAYER_ACCOUNT: "5140 1234 5678", PAYER_BIC: "mbbemykl" };

const save = (member: Member, firstName: string, bank: Record<string, string>) =>
  api.ok("PUT", "/api/profile", member.token, {
    firstName,
    lastName: "Tester",
    phoneNumber: member.phoneNumber,
    ...bank,
  });

beforeAll(async () => {
  app = await startTestApp({ env: PAYER });
  api = client(app);
  admin = await api.registerAdmin("Umar");
  for (const name of ["suraya", "tan", "lim", "ravi"] as const) who[name] = await api.register(name);
  for (const [member, posts] of [
    [who.suraya, 1],
    [who.tan, 1],
    [who.lim, 1],
    [who.ravi, 2],
  ] as const)
    for (let i = 0; i < posts; i++) {
      const post = await api.ok("POST", "/api/posts", member.token, {
        title: `Nasi lemak ${i}`,
        url: `https://tiktok.com/@m${member.id}/video/${8_000 + member.id * 10 + i}`,
        platform: "tiktok",
      });
      await app.run(
        approvePost(String(post["id"]), { actor: admin.id }),
        new Date(Date.UTC(month.year, month.month - 1, 10, 3)),
      );
    }
  await save(who.suraya, "Suraya", {
    bankAccountHolderName: "SURAYA BINTI ALI",
    bankCode: "MBBEMYKL",
    bankAccountNumber: "1142 3344 5566",
  });
  await save(who.tan, "Tan", {
    bankAccountHolderName: "TAN AH KOW",
    paymentMethod: "duitnow",
    duitNowIdType: "mobile",
    duitNowId: "012-345 6789",
  });
  await save(who.ravi, "Ravi", {
    bankAccountHolderName: "RAVI A/L MUTHU <R&D>",
    bankCode: "PBBEMYKL",
    bankAccountNumber: "3322 1100 99",
  });
  // Lim's bank name was typed before the list and names no bank on it: unverified.
  await save(who.lim, "Lim", { bankAccountHolderName: "LIM", bankCode: "HLBBMYKL", bankAccountNumber: "12345678901" });
  await app.sql(`UPDATE bank_accounts SET bank = 'Bank Lim Sendiri', bank_code = NULL WHERE member_id = $1`, [
    who.lim.id,
  ]);
  await api.ok("POST", "/api/admin/payouts/close", admin.token, month);
});
afterAll(async () => {
  await app?.close();
});

const issue = (format?: string) => issueFile(api, admin.token, month, format);
const download = (format?: string) => issueAndDownload(api, admin.token, month, format);
const reissue = (reason: unknown) =>
  api.call("POST", "/api/admin/payouts/bank-file/reissue", admin.token, { ...month, reason });
const ref = (member: Member) => `PO-${last}-${member.id}`;

describe("the DuitNow/IBG bulk-payment CSV", () => {
  it("is previewed, changing nothing, and issued bound to the preview, listing the payouts left out", async () => {
    const preview = await api.ok("GET", `/api/admin/payouts/bank-file/preview?${q}`, admin.token);
    const lim = {
      payoutId: ref(who.lim),
      memberId: who.lim.id,
      name: "Lim Tester",
      amount: 200,
      reason: "unknown_bank",
    };
    expect(preview).toEqual({
      ...month,
      issue: 1,
      issued: null,
      payments: 3,
      total: 800,
      leftOut: [lim],
      leftOutAmount: 200,
      digest: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await app.sql(`SELECT * FROM payment_files`)).toEqual([]);
    const stale = await api.call("POST", "/api/admin/payouts/bank-file", admin.token, {
      ...month,
      digest: "0".repeat(32),
    });
    expect([stale.status, stale.json["code"]]).toEqual([409, "file_changed"]);
    const badDigest = await api.call("POST", "/api/admin/payouts/bank-file", admin.token, { ...month, digest: "x" });
    expect([badDigest.status, Object.keys(badDigest.json["fields"] as object)]).toEqual([400, ["digest"]]);
    expect(await app.sql(`SELECT * FROM payment_files`)).toEqual([]);
    const issued = await api.ok("POST", "/api/admin/payouts/bank-file", admin.token, {
      ...month,
      digest: preview["digest"],
    });
    expect(issued).toEqual({
      ...month,
      id: `${last}-1`,
      issue: 1,
      fileName: expect.stringMatching(new RegExp(`^jemput-payouts-${label}-\\d+-1\\.csv$`)),
      format: "csv",
      issuedAt: expect.any(String),
      payments: 3,
      total: 800,
      leftOut: [lim],
      leftOutAmount: 200,
    });
    const after = await api.ok("GET", `/api/admin/payouts/bank-file/preview?${q}`, admin.token);
    expect(after["issued"]).toMatchObject({ id: `${last}-1`, payments: 3, total: 800 });
  });

  it("pays each payout at its bank or DuitNow ID, with a trailer of the count and the total in RM", async () => {
    const r = await downloadFile(api, admin.token, `${last}-1`);
    expect(r.status, r.text).toBe(200);
    const name = /filename="(jemput-payouts-[\d-]+\.csv)"/.exec(r.headers.get("content-disposition") ?? "")?.[1];
    expect(name).toMatch(new RegExp(`^jemput-payouts-${label}-\\d+-1\\.csv$`));
    const lines = r.text
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(","));
    expect(lines[0]).toEqual([
      "record_type",
      "payment_type",
      "beneficiary_name",
      "beneficiary_bank_bic",
      "beneficiary_account_number",
      "duitnow_id_type",
      "duitnow_id",
      "duitnow_id_country",
      "amount",
      "payment_reference",
      "payment_description",
      "beneficiary_email",
    ]);
    const rows = lines.slice(1, -1);
    expect(
      rows.map((row) => [row[0], row[1], row[2], row[3], row[4], row[5], row[6], row[8], row[9], row[10]]),
    ).toEqual([
      [
        "D",
        "IBG",
        "SURAYA BINTI ALI",
        "MBBEMYKL",
        "114233445566",
        "",
        "",
        "200.00",
        ref(who.suraya),
        `Jemput payout ${label}`,
      ],
      ["D", "DUITNOW", "TAN AH KOW", "", "", "MBNO", "+60123456789", "200.00", ref(who.tan), `Jemput payout ${label}`],
      [
        "D",
        "IBG",
        "RAVI A/L MUTHU <R&D>",
        "PBBEMYKL",
        "3322110099",
        "",
        "",
        "400.00",
        ref(who.ravi),
        `Jemput payout ${label}`,
      ],
    ]);
    expect(rows[0]![11]).toBe(who.suraya.email);
    // The totals are the payouts' own sums in sen, as issued.
    const [issued] = await app.sql<{ n: number; sen: string }>(
      `SELECT count(*)::int AS n, sum(amount_sen)::text AS sen FROM payouts WHERE period = $1 AND member_id <> $2`,
      [last, who.lim.id],
    );
    expect(lines.at(-1)).toEqual(["T", String(issued!.n), (Number(issued!.sen) / 100).toFixed(2)]);
    expect([
      r.headers.get("x-payment-count"),
      r.headers.get("x-payment-total"),
      r.headers.get("x-payouts-left-out"),
    ]).toEqual(["3", "800.00", "1"]);
  });

  it("is issued once: issuing again answers 409 in words, with the time in Malaysia, and changes nothing", async () => {
    const [before] = await app.sql(`SELECT * FROM payment_files WHERE period = $1`, [last]);
    const again = await issue();
    expect([again.status, again.json["code"], again.json["id"]]).toEqual([409, "already_issued", `${last}-1`]);
    const error = String(again.json["error"]);
    expect(error).toMatch(
      new RegExp(
        `^The payment file for ${label} was already issued \\(jemput-payouts-${label}-\\d+-1\\.csv, \\d{1,2} \\w+ \\d{4} at \\d{1,2}:\\d\\d [ap]m \\(Malaysian time\\)\\)\\. Download that file again`,
      ),
    );
    expect(error).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect((await issue("pain.001")).status).toBe(409);
    expect(await app.sql(`SELECT * FROM payment_files WHERE period = $1`, [last])).toEqual([before]);
  });

  it("downloads an issued file again as the very same bytes, as often as asked, changing nothing", async () => {
    const id = `${last}-1`;
    const [before] = await app.sql(`SELECT * FROM payment_files WHERE period = $1`, [last]);
    const first = await downloadFile(api, admin.token, id);
    const second = await downloadFile(api, admin.token, id);
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.get("content-disposition")).toBe(first.headers.get("content-disposition"));
    expect(first.text).toContain("114233445566");
    expect(await app.sql(`SELECT * FROM payment_files WHERE period = $1`, [last])).toEqual([before]);
    // Kept sealed: the account number is not in the table as it is in the file.
    const [kept] = await app.sql<{ body: Buffer }>(`SELECT body FROM payment_files WHERE period = $1`, [last]);
    expect(kept!.body.toString("latin1")).not.toContain("114233445566");
    for (const unknown of [`${last}-9`, "x", `${last}-0`, "202613-1"])
      expect((await downloadFile(api, admin.token, unknown)).status).toBe(404);
  });

  it("can be re-issued by an admin with a reason, logged, for one more download under a new name", async () => {
    for (const reason of ["", "   ", null, "x".repeat(501)]) {
      const r = await reissue(reason);
      expect([r.status, Object.keys((r.json["fields"] as object) ?? {})]).toEqual([400, ["reason"]]);
    }
    const r = await reissue("  The bank rejected the upload  ");
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ ...month, issue: 2, replaces: expect.stringMatching(/-1\.csv$/) });
    // Re-issuing an issue whose file is not written yet would allow nothing more.
    expect((await reissue("Again")).status).toBe(409);
    const [log] = await app.sql<{ actor_id: number; detail: Record<string, string> }>(
      `SELECT actor_id, detail FROM data_access_log WHERE action = 'bank_file_reissue'`,
    );
    expect(log).toEqual({
      actor_id: admin.id,
      detail: { period: label, replaces: r.json["replaces"], reason: "The bank rejected the upload" },
    });
    const second = await download();
    expect(second.status).toBe(200);
    expect(second.headers.get("content-disposition")).toMatch(/-2\.csv"$/);
    expect((await issue()).status).toBe(409);
    const downloads = await app.sql<{ detail: Record<string, string> }>(
      `SELECT detail FROM data_access_log WHERE action = 'bank_file_export' ORDER BY id`,
    );
    expect(downloads.map((d) => d.detail["file"])).toEqual([
      expect.stringMatching(/-1\.csv$/),
      expect.stringMatching(/-1\.csv$/),
      expect.stringMatching(/-1\.csv$/),
      expect.stringMatching(/-2\.csv$/),
    ]);
  });

  it("refuses a month that is not closed, and two issues at once write one file", async () => {
    const now = periodOf(new Date());
    const open = await api.call("POST", "/api/admin/payouts/bank-file", admin.token, {
      month: monthOf(now),
      year: yearOf(now),
    });
    expect([open.status, open.json["error"]]).toEqual([409, expect.stringContaining("is not closed yet")]);
    await reissue("Raced");
    const both = await Promise.all([issue(), issue()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe("the ISO 20022 pain.001.001.09 file", () => {
  it("holds the group header, the payer and one credit transfer per payout, summed in sen", async () => {
    await reissue("Sending it as XML");
    const r = await download("pain.001");
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/xml/);
    const doc = parseXml(r.text);
    expect([doc.name, doc.attributes["xmlns"]]).toEqual(["Document", PAIN001_NAMESPACE]);
    const init = one(doc, "CstmrCdtTrfInitn");
    const file = /filename="(.+)\.xml"/.exec(r.headers.get("content-disposition") ?? "")?.[1];
    expect(textAt(init, "GrpHdr/MsgId")).toBe(file);
    expect(textAt(init, "GrpHdr/CreDtTm")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(textAt(init, "GrpHdr/NbOfTxs")).toBe("3");
    expect(textAt(init, "GrpHdr/CtrlSum")).toBe("800.00");
    expect(textAt(init, "GrpHdr/InitgPty/Nm")).toBe("Jemput Sdn. Bhd. & Co");
    const pmt = one(init, "PmtInf");
    expect(pmt.children.map((c) => c.name).slice(0, 9)).toEqual([
      "PmtInfId",
      "PmtMtd",
      "NbOfTxs",
      "CtrlSum",
      "ReqdExctnDt",
      "Dbtr",
      "DbtrAcct",
      "DbtrAgt",
      "CdtTrfTxInf",
    ]);
    expect(textAt(pmt, "PmtMtd")).toBe("TRF");
    expect(textAt(pmt, "ReqdExctnDt/Dt")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(textAt(pmt, "DbtrAcct/Id/Othr/Id")).toBe("514012345678");
    expect(textAt(pmt, "DbtrAgt/FinInstnId/BICFI")).toBe("MBBEMYKL");
    const transfers = all(pmt, "CdtTrfTxInf");
    expect(transfers.map((t) => textAt(t, "PmtId/EndToEndId"))).toEqual([ref(who.suraya), ref(who.tan), ref(who.ravi)]);
    const amounts = transfers.map((t) => one(t, "Amt/InstdAmt"));
    expect(amounts.map((a) => [a.attributes["Ccy"], a.text])).toEqual([
      ["MYR", "200.00"],
      ["MYR", "200.00"],
      ["MYR", "400.00"],
    ]);
    const sen = amounts.reduce((sum, a) => sum + Math.round(Number(a.text) * 100), 0);
    expect(sen).toBe(Math.round(Number(textAt(init, "GrpHdr/CtrlSum")) * 100));
    const [suraya, tan, ravi] = transfers as [(typeof transfers)[0], (typeof transfers)[0], (typeof transfers)[0]];
    expect([textAt(suraya, "CdtrAgt/FinInstnId/BICFI"), textAt(suraya, "CdtrAcct/Id/Othr/Id")]).toEqual([
      "MBBEMYKL",
      "114233445566",
    ]);
    expect(textAt(ravi, "Cdtr/Nm")).toBe("RAVI A/L MUTHU <R&D>");
    expect(all(tan, "CdtrAgt")).toEqual([]);
    expect([textAt(tan, "CdtrAcct/Prxy/Tp/Prtry"), textAt(tan, "CdtrAcct/Prxy/Id")]).toEqual(["MBNO", "+60123456789"]);
    expect(textAt(tan, "RmtInf/Ustrd")).toBe(`Jemput payout ${label} ${ref(who.tan)}`);
  });

  it("is refused naming the payer's settings when they are not configured, using up nothing", async () => {
    const bare = await startTestApp();
    try {
      const bareApi = client(bare);
      const boss = await bareApi.registerAdmin("Bos");
      const member = await bareApi.register("Siti");
      const post = await bareApi.ok("POST", "/api/posts", member.token, {
        title: "Satay",
        url: `https://tiktok.com/@s${member.id}/video/9${member.id}`,
        platform: "tiktok",
      });
      await bare.run(
        approvePost(String(post["id"]), { actor: boss.id }),
        new Date(Date.UTC(month.year, month.month - 1, 10, 3)),
      );
      await bareApi.ok("POST", "/api/admin/payouts/close", boss.token, month);
      const r = await issueFile(bareApi, boss.token, month, "pain.001");
      expect([r.status, r.json["error"]]).toEqual([
        409,
        expect.stringContaining("PAYER_NAME, PAYER_ACCOUNT, PAYER_BIC"),
      ]);
      // Siti gave no payment details: the CSV would hold nothing, so it is refused too.
      const empty = await issueFile(bareApi, boss.token, month);
      expect([empty.status, empty.json["code"], empty.json["error"]]).toEqual([
        409,
        "nothing_payable",
        `No payout of ${label} can go into a payment file: 1 unpaid payout has no account or DuitNow ID the bank can pay. Mark them failed, so the next close pays them once the members have given their payment details`,
      ]);
      expect(await bare.sql(`SELECT * FROM payment_files`)).toEqual([]);
      const bad = await issueFile(bareApi, boss.token, month, "mt101");
      expect([bad.status, Object.keys((bad.json["fields"] as object) ?? {})]).toEqual([400, ["format"]]);
    } finally {
      await bare.close();
    }
  });
});
