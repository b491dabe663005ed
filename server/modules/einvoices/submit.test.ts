import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../members/handlers.ts";
import { closeMonth, markFailed } from "../payouts/handlers.ts";
import { approvePost, submitPost } from "../posts/handlers.ts";
import { Database } from "../../platform/db/database.ts";
import { testClock } from "../../testing/clock.ts";
import { COMPANY_ENV, saveTestPayee } from "../../testing/einvoice.ts";
import { logger, newMember, startTestRuntime, type TestRuntime } from "../../testing/harness.ts";
import { startMyInvoisStandIn, type MyInvoisStandIn } from "../../testing/myinvois-stand-in.ts";
import { monthlyStatementFile } from "../statements/handlers.ts";
import { fontDirOf, statementFonts } from "../statements/fonts.ts";
import { einvoiceJob } from "./job.ts";
import { resubmitEInvoice } from "./admin.ts";

// A close of 500 payouts with EINVOICE=on and MyInvois stood in for on loopback (decision 61):
// every payout's self-billed invoice is submitted exactly once, through a MyInvois that answers
// 500, drops the connection after it took a batch, and asks the app to wait (429), and through
// the job being started again; a document MyInvois finds invalid is corrected and resubmitted;
// a failed payout gets a credit note naming its invoice.
const MEMBERS = 500;
const clock = testClock(new Date("2026-11-05T02:00:00.000Z"));
const PORTAL = "https://portal.test";
let t: TestRuntime;
let myInvois: MyInvoisStandIn;
const ids: Array<number> = [];
const TIN = (i: number) => `IG${String(200_000_000 + i)}0`;
const NRIC = (i: number) => `90010114${String(i).padStart(4, "0")}`;
const WRONG = 7;

const job = (options = {}) =>
  t.run(
    einvoiceJob(t.config.einvoice, {
      pollDelayMs: 1_000,
      doubtGraceMs: 15 * 60_000,
      doubtRecheckMs: 60_000,
      ...options,
    })(),
    clock,
  );
const states = async () =>
  Object.fromEntries(
    (await t.sql<{ state: string; n: number }>(`SELECT state, count(*)::int AS n FROM einvoices GROUP BY state`)).map(
      (r) => [r.state, r.n],
    ),
  );
const givePayee = (memberId: number, i: number, tin = TIN(i)) =>
  saveTestPayee(t, memberId, { tin, identityNumber: NRIC(i) });

beforeAll(async () => {
  myInvois = await startMyInvoisStandIn();
  t = await startTestRuntime(
    { ...COMPANY_ENV, ...myInvois.env(), MYINVOIS_PORTAL_URL: PORTAL, DB_POOL_SIZE: "10" },
    { clock },
  );
  for (let i = 0; i < MEMBERS; i++) {
    const { memberId } = await t.run(registerMember(newMember(`Payee${i}`), {}), clock);
    ids.push(memberId);
    if (i !== WRONG) myInvois.register({ tin: TIN(i), idType: "NRIC", idValue: NRIC(i) });
    await givePayee(memberId, i);
    const postId = await t.run(
      submitPost(
        memberId,
        { title: `Post ${i}`, url: `https://tiktok.com/@p${i}/video/${i}`, platform: "tiktok" },
        { actor: memberId },
      ),
      clock,
    );
    await t.run(approvePost(postId, { actor: "system" }), clock);
  }
  clock.set(new Date("2026-12-02T02:00:00.000Z"));
  await t.run(closeMonth(202611, { actor: "cli" }), clock);
  await t.caughtUp();
}, 240_000);
afterAll(async () => {
  await t?.close();
  await myInvois?.close();
});

describe("a close's e-invoices", () => {
  it("are queued by following the log, one self-billed invoice per payout", async () => {
    expect(await states()).toEqual({ pending: MEMBERS });
    const [totals] = await t.sql<{ n: number; sen: number }>(
      `SELECT count(*)::int AS n, sum(e.amount_sen)::int AS sen FROM einvoices e JOIN payouts p USING (payout_id) WHERE e.amount_sen = p.amount_sen`,
    );
    expect(totals).toEqual({ n: MEMBERS, sen: MEMBERS * 20_000 });
  });

  it("are submitted once each through 500s, a lost answer, 429s and restarts of the job", async () => {
    // A 500 before anything is taken: the batch is in doubt and nothing more is sent for now.
    myInvois.failNext("submit", 500);
    expect(await job()).toMatchObject({ submitted: 100, accepted: 0 });
    // A quarter of an hour on, MyInvois has not shown that batch (searched): it may be sent
    // again. The next submission is taken by MyInvois but its answer is lost.
    clock.advance("16 minutes");
    myInvois.failNext("submit", "lost");
    expect(await job()).toMatchObject({ submitted: 100, accepted: 0 });
    expect(myInvois.documents.held).toHaveLength(100);
    // The job again (as after a restart): the lost batch is found by search, not sent again;
    // two more submissions go, then MyInvois asks the app to wait.
    myInvois.limit("submit", 2, 60);
    clock.advance("2 minutes");
    const paused = await job();
    expect(paused).toMatchObject({ settled: 100, submitted: 300, accepted: 200 });
    expect("pausedMs" in paused && paused.pausedMs).toBeGreaterThan(0);
    expect(myInvois.documents.held).toHaveLength(300);
    myInvois.limit("submit", 100, 60);
    const unsettled = async () => {
      const now = await states();
      return (now["pending"] ?? 0) + (now["submitted"] ?? 0) > 0;
    };
    for (let round = 0; round < 6 && (await unsettled()); round++) {
      clock.advance("2 minutes");
      await job();
    }
    expect(await states()).toEqual({ valid: MEMBERS - 1, invalid: 1 });
    const codes = (await t.sql<{ code_number: string }>(`SELECT code_number FROM einvoices`)).map((r) => r.code_number);
    expect(codes.map((c) => myInvois.documents.acceptedTimes(c)).every((n) => n === 1)).toBe(true);
    expect(myInvois.documents.held).toHaveLength(MEMBERS);
    expect(myInvois.log.filter((l) => l.endpoint === "submit" && l.status === 429).length).toBeGreaterThan(0);
  }, 120_000);

  it("keep each valid document's long ID and validation link", async () => {
    const [row] = await t.sql<{ uuid: string; long_id: string; validation_link: string; attempts: number }>(
      `SELECT uuid, long_id, validation_link, attempts FROM einvoices WHERE member_id = $1`,
      [ids[0]],
    );
    expect(row!.validation_link).toBe(`${PORTAL}/${row!.uuid}/share/${row!.long_id}`);
  });

  it("the member's statement shows the validation link and its QR code", async () => {
    const [row] = await t.sql<{ validation_link: string }>(
      `SELECT validation_link FROM einvoices WHERE member_id = $1`,
      [ids[0]],
    );
    const fonts = statementFonts(fontDirOf(process.env), logger);
    const { pdf } = await t.run(
      Effect.flatMap(Database, (db) => monthlyStatementFile(db, fonts, ids[0]!, 2026, 11, clock.now())),
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-einvoice-statement-"));
    const file = path.join(dir, "statement.pdf");
    fs.writeFileSync(file, pdf);
    const text = spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;
    expect(text).toContain("e-Invoice validated by LHDN");
    expect(text.replace(/\s+/g, "")).toContain(row!.validation_link);
    // A picture of it, to look at: the QR code beside the payout.
    spawnSync("pdftoppm", ["-png", "-r", "110", "-f", "1", "-l", "1", file, path.join(dir, "page")]);
    expect(fs.readdirSync(dir).some((name) => name.endsWith(".png"))).toBe(true);
  });

  it("a rejected document is resubmitted once after the payee corrects their TIN", async () => {
    const [bad] = await t.sql<{ payout_id: string; errors: Array<{ code: string }>; document_hash: string }>(
      `SELECT payout_id, errors, document_hash FROM einvoices WHERE state = 'invalid'`,
    );
    expect(bad!.errors[0]!.code).toBe("CF414");
    myInvois.register({ tin: "IG3333333330", idType: "NRIC", idValue: NRIC(WRONG) });
    await givePayee(ids[WRONG]!, WRONG, "IG3333333330");
    const first = await t.run(resubmitEInvoice(bad!.payout_id, "invoice", bad!.document_hash), clock);
    expect(first).toMatchObject({ state: "pending" });
    const again = await t.exit(resubmitEInvoice(bad!.payout_id, "invoice", bad!.document_hash), clock);
    expect(JSON.stringify(again)).toContain("EInvoiceNotResubmittable");
    clock.advance("1 minute");
    await job();
    clock.advance("1 minute");
    await job();
    expect(await states()).toEqual({ valid: MEMBERS });
  });

  it("a failed payout gets a self-billed credit note naming its invoice", async () => {
    const [paid] = await t.sql<{ payout_id: string; uuid: string }>(
      `SELECT payout_id, uuid FROM einvoices WHERE member_id = $1 AND kind = 'invoice'`,
      [ids[1]],
    );
    await t.run(markFailed(paid!.payout_id, "account closed", { actor: "cli" }), clock);
    await t.caughtUp();
    clock.advance("1 minute");
    await job();
    clock.advance("1 minute");
    await job();
    const notes = await t.sql(`SELECT kind, state, code_number FROM einvoices WHERE payout_id = $1 ORDER BY kind`, [
      paid!.payout_id,
    ]);
    expect(notes).toEqual([
      { kind: "credit_note", state: "valid", code_number: `${paid!.payout_id}-CN` },
      { kind: "invoice", state: "valid", code_number: paid!.payout_id },
    ]);
    const note = myInvois.documents.held.find((d) => d.codeNumber === `${paid!.payout_id}-CN`)!;
    expect(note).toMatchObject({ typeCode: "12", originalUuid: paid!.uuid, payable: 200 });
  });
});
