import crypto from "node:crypto";
import { Effect } from "effect";
import type { Payer } from "../../../domain/pain001.ts";
import { paymentFileName, totalSen, type PaymentFormat } from "../../../domain/payment-file.ts";
import { paymentFileBody } from "./payment-file-body.ts";
import { periodLabel } from "../../../domain/period.ts";
import { now } from "../../platform/clock/now.ts";
import type { PayerConfig } from "../../platform/config/config.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { recordAccess } from "../access-log/store.ts";
import { fileContext, issueId, PaymentFileRefused, refusedAsIssued } from "./payment-file-refusals.ts";
import { plannedLines, paymentLines, type LeftOut } from "./payment-lines.ts";

// A closed month's payment file (decisions 29 and 39). Issuing is a POST that writes the file
// once and keeps it, sealed; downloading it is a GET of exactly those bytes, as often as needed,
// so a retry or a prefetch changes nothing. An issue holds one file: another needs an admin's
// re-issue with a reason. A file never holds a payout with nowhere to go, and a month with
// nothing payable gets no file at all. Checking, writing and recording are one transaction.

/** The payer's settings pain.001 needs, or a refusal naming those missing. */
const payerFor = (payer: PayerConfig): Effect.Effect<Payer, PaymentFileRefused> => {
  const missing = (
    [
      ["PAYER_NAME", payer.name],
      ["PAYER_ACCOUNT", payer.account],
      ["PAYER_BIC", payer.bic],
    ] as const
  ).flatMap(([name, value]) => (value === null ? [name] : []));
  return payer.name !== null && payer.account !== null && payer.bic !== null
    ? Effect.succeed({ name: payer.name, account: payer.account, bic: payer.bic })
    : Effect.fail(
        new PaymentFileRefused({
          code: "payer_missing",
          reason: `The ISO 20022 file needs the paying account: set ${missing.join(", ")} in the server's configuration`,
        }),
      );
};

/** The log position of the month's close, which names its files; refused while it is not closed. */
const closeOf = (tx: Sql, period: number) =>
  Effect.flatMap(
    tx.query<{ position: number }>(`SELECT position FROM closed_months WHERE period = $1`, [period]),
    ([row]) =>
      row
        ? Effect.succeed(Number(row.position))
        : Effect.fail(
            new PaymentFileRefused({
              code: "not_closed",
              reason: `${periodLabel(period)} is not closed yet: close the month to issue its payouts first`,
            }),
          ),
  );

export interface IssueRow {
  seq: number;
  close_id: string;
  downloaded_at: Date | null;
  file_name: string | null;
  format: PaymentFormat | null;
  payouts: number | null;
  total_sen: string | null;
}

const LATEST = `SELECT seq, close_id, downloaded_at, file_name, format, payouts, total_sen FROM payment_files
                 WHERE period = $1 ORDER BY seq DESC LIMIT 1`;
const LATEST_LOCKED = `${LATEST} FOR UPDATE`;

// Locked by the writes, so two at once take turns; the preview reads without a lock.
const latestIssue = (tx: Sql, period: number, lock: boolean) =>
  Effect.map(tx.query<IssueRow>(lock ? LATEST_LOCKED : LATEST, [period]), (rows) => rows[0] ?? null);

/** An issue whose file is written, as the answers name it. */
export const writtenFile = (period: number, row: IssueRow) => ({
  id: issueId(period, row.seq),
  issue: row.seq,
  fileName: row.file_name!,
  format: row.format!,
  issuedAt: row.downloaded_at!,
  payments: row.payouts ?? 0,
  totalSen: Number(row.total_sen ?? 0),
});

// The payments by reference and amount, the payouts left out and the issue: what the admin
// confirmed. Names are left out, as in the close's digest.
const digestOf = (
  seq: number,
  payable: ReadonlyArray<{ reference: string; amountSen: number }>,
  leftOut: ReadonlyArray<LeftOut>,
) =>
  crypto
    .createHash("sha256")
    .update(JSON.stringify([seq, payable.map((p) => [p.reference, p.amountSen]), leftOut.map((l) => l.payoutId)]))
    .digest("hex")
    .slice(0, 32);

const sumOf = (lines: ReadonlyArray<{ amountSen: number }>) => lines.reduce((s, l) => s + l.amountSen, 0);

/** What issuing the month's file would write now; changes nothing. */
export const paymentFilePreview = (sql: Sql, period: number) =>
  Effect.gen(function* () {
    yield* closeOf(sql, period);
    const latest = yield* latestIssue(sql, period, false);
    const seq = latest?.seq ?? 1;
    const { payable, leftOut } = yield* plannedLines(sql, period);
    return {
      period,
      issue: seq,
      issued: latest?.file_name ? writtenFile(period, latest) : null,
      payments: payable.length,
      totalSen: sumOf(payable),
      leftOut,
      leftOutSen: sumOf(leftOut),
      digest: digestOf(seq, payable, leftOut),
    };
  });

const executionDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Issues the month's file: writes it, keeps it sealed and records who issued it. Refused when
 * this issue's file is written already, when nothing in it could be paid, or (with `expected`)
 * when it would no longer be what the admin confirmed.
 */
export const issuePaymentFile = (
  period: number,
  format: PaymentFormat,
  actorId: number,
  payerConfig: PayerConfig,
  expected?: string,
) =>
  Effect.gen(function* () {
    const at = yield* now;
    const vault = yield* BankVault;
    const db = yield* Database;
    return yield* db.transaction((tx) =>
      Effect.gen(function* () {
        const closeId = yield* closeOf(tx, period);
        const payer = format === "pain.001" ? yield* payerFor(payerConfig) : null;
        yield* tx.query(
          `INSERT INTO payment_files (period, seq, close_id, issued_at) VALUES ($1, 1, $2, $3) ON CONFLICT DO NOTHING`,
          [period, closeId, at],
        );
        const issue = (yield* latestIssue(tx, period, true))!;
        if (issue.file_name !== null) return yield* Effect.fail(refusedAsIssued(period, issue));
        const { lines, leftOut } = yield* paymentLines(tx, vault, period);
        if (expected !== undefined && digestOf(issue.seq, lines, leftOut) !== expected)
          return yield* Effect.fail(
            new PaymentFileRefused({
              code: "file_changed",
              reason:
                "The payouts this file would hold have changed since they were shown: check them and confirm again",
            }),
          );
        if (lines.length === 0)
          return yield* Effect.fail(
            new PaymentFileRefused({
              code: "nothing_payable",
              reason:
                `No payout of ${periodLabel(period)} can go into a payment file: ` +
                (leftOut.length === 0
                  ? "none is unpaid"
                  : `${leftOut.length} unpaid ${leftOut.length === 1 ? "payout has" : "payouts have"} no account or DuitNow ID the bank can pay. Mark them failed, so the next close pays them once the members have given their payment details`),
            }),
          );
        const fileName = paymentFileName(period, closeId, issue.seq, format);
        const batch = { fileName, period, createdAt: at, executionDate: executionDate(at), lines };
        const body = yield* paymentFileBody(batch, payer);
        const sum = totalSen(lines);
        yield* tx.query(
          `UPDATE payment_files SET downloaded_at = $3, downloaded_by = $4, format = $5, file_name = $6, payouts = $7,
                  total_sen = $8, left_out = $9, body = $10, key_id = $11
            WHERE period = $1 AND seq = $2`,
          [
            period,
            issue.seq,
            at,
            actorId,
            format,
            fileName,
            lines.length,
            sum,
            leftOut.length,
            vault.seal(body, fileContext(fileName)),
            vault.currentId,
          ],
        );
        return {
          id: issueId(period, issue.seq),
          issue: issue.seq,
          fileName,
          format,
          issuedAt: at,
          payments: lines.length,
          totalSen: sum,
          leftOut,
          leftOutSen: sumOf(leftOut),
        };
      }),
    );
  });

/** Opens one more issue of the month's file; the reason and the admin are logged. */
export const reissuePaymentFile = (period: number, reason: string, actorId: number) =>
  Effect.gen(function* () {
    const at = yield* now;
    const db = yield* Database;
    return yield* db.transaction((tx) =>
      Effect.gen(function* () {
        const latest = yield* latestIssue(tx, period, true);
        if (latest === null || latest.file_name === null)
          return yield* Effect.fail(
            new PaymentFileRefused({
              code: "not_issued",
              reason: `The payment file for ${periodLabel(period)} has not been issued since it was last opened: issue it instead`,
            }),
          );
        const seq = latest.seq + 1;
        yield* tx.query(
          `INSERT INTO payment_files (period, seq, close_id, issued_at, reissued_by, reason) VALUES ($1, $2, $3, $4, $5, $6)`,
          [period, seq, latest.close_id, at, actorId, reason],
        );
        yield* recordAccess(tx, {
          actorId,
          memberId: null,
          action: "bank_file_reissue",
          detail: { period: periodLabel(period), replaces: latest.file_name, reason },
        });
        return { issue: seq, replaces: latest.file_name };
      }),
    );
  });
