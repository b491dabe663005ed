import { Data, Effect } from "effect";
import { streams } from "../../../domain/events.ts";
import { displayName } from "../../../domain/member-name.ts";
import { pain001Xml, type Payer } from "../../../domain/pain001.ts";
import {
  paymentCsv,
  paymentFileName,
  totalSen,
  type PaymentFormat,
  type PaymentLine,
} from "../../../domain/payment-file.ts";
import type { DuitNowIdType, PaymentMethod } from "../../../domain/payout-destination.ts";
import { periodLabel } from "../../../domain/period.ts";
import { now } from "../../platform/clock/now.ts";
import type { PayerConfig } from "../../platform/config/config.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { openAccount, openHolder } from "../bank-accounts/sealing.ts";
import { recordAccess } from "../personal-data/queries.ts";

// A closed month's payment file (decision 29), downloaded once per issue: the bank must not be
// handed the same payouts twice by a second click, a second admin or a retried request. The
// first download issues the file; after it, only an admin's re-issue with a reason allows
// another, and both are in the data-access log. Checking, writing the file and recording the
// download happen in one transaction, so two downloads at once give one file and one 409.

/** A refusal the admin can act on: 409 with the reason. */
export class PaymentFileRefused extends Data.TaggedError("PaymentFileRefused")<{ readonly reason: string }> {
  override get message() {
    return this.reason;
  }
}

interface FileRow {
  payout_id: string;
  member_id: number;
  amount_sen: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  holder: Buffer | null;
  bank_code: string | null;
  account: Buffer | null;
  method: PaymentMethod;
  proxy_type: DuitNowIdType | null;
  proxy_country: string | null;
}

/**
 * The month's payouts still to pay, each with the destination it was issued with. A payout with
 * nowhere to go (no details kept, no account or ID, or a bank name that named no bank on the
 * list) is left out and counted: an admin marks it failed, and the next close pays it.
 */
const paymentLines = (tx: Sql, vault: Keyring, period: number) =>
  Effect.map(
    tx.query<FileRow>(
      `SELECT po.payout_id, po.member_id, po.amount_sen, p.first_name, p.last_name, p.email,
              b.holder, b.bank_code, b.account, b.method, b.proxy_type, b.proxy_country
         FROM payouts po JOIN payout_bank_details b ON b.payout_id = po.payout_id
         LEFT JOIN profiles p ON p.member_id = po.member_id
        WHERE po.period = $1 AND po.status = 'issued'
        ORDER BY po.member_id`,
      [period],
    ),
    (rows) => {
      const lines: Array<PaymentLine> = [];
      for (const r of rows) {
        const value = openAccount(vault, r.member_id, r.account);
        if (value === null) continue;
        const destination =
          r.method === "duitnow" && r.proxy_type !== null
            ? { kind: "duitnow" as const, idType: r.proxy_type, id: value, country: r.proxy_country }
            : r.bank_code !== null
              ? { kind: "account" as const, bic: r.bank_code, account: value }
              : null;
        if (destination === null) continue;
        lines.push({
          reference: r.payout_id,
          name: openHolder(vault, r.member_id, r.holder) || displayName(r.first_name, r.last_name),
          email: r.email,
          amountSen: r.amount_sen,
          destination,
        });
      }
      return { lines, leftOut: rows.length - lines.length };
    },
  );

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
          reason: `The ISO 20022 file needs the paying account: set ${missing.join(", ")} in the server's configuration`,
        }),
      );
};

const closeOf = (tx: Sql, period: number) =>
  Effect.flatMap(
    tx.query<{ position: string }>(
      `SELECT position FROM events WHERE stream_id = $1 AND type = 'PayoutMonthClosed' ORDER BY position LIMIT 1`,
      [streams.payoutMonth(period)],
    ),
    ([row]) =>
      row
        ? Effect.succeed(Number(row.position))
        : Effect.fail(
            new PaymentFileRefused({
              reason: `${periodLabel(period)} is not closed yet: close the month to issue its payouts first`,
            }),
          ),
  );

interface IssueRow {
  seq: number;
  close_id: string;
  downloaded_at: Date | null;
  file_name: string | null;
}

const latestIssue = (tx: Sql, period: number) =>
  Effect.map(
    tx.query<IssueRow>(
      `SELECT seq, close_id, downloaded_at, file_name FROM payment_files WHERE period = $1
        ORDER BY seq DESC LIMIT 1 FOR UPDATE`,
      [period],
    ),
    (rows) => rows[0] ?? null,
  );

const executionDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Writes the month's payment file, once per issue; refuses a second download with 409. */
export const takePaymentFile = (period: number, format: PaymentFormat, actorId: number, payerConfig: PayerConfig) =>
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
        const issue = (yield* latestIssue(tx, period))!;
        if (issue.downloaded_at !== null)
          return yield* Effect.fail(
            new PaymentFileRefused({
              reason:
                `The payment file for ${periodLabel(period)} was already downloaded (${issue.file_name}, ` +
                `${issue.downloaded_at.toISOString()}). Re-issue it, with a reason, to download it again.`,
            }),
          );
        const { lines, leftOut } = yield* paymentLines(tx, vault, period);
        const fileName = paymentFileName(period, closeId, issue.seq, format);
        const batch = { fileName, period, createdAt: at, executionDate: executionDate(at), lines };
        const body = payer === null ? paymentCsv(batch) : pain001Xml(batch, payer);
        const sum = totalSen(lines);
        yield* tx.query(
          `UPDATE payment_files SET downloaded_at = $3, downloaded_by = $4, format = $5, file_name = $6, payouts = $7,
                  total_sen = $8
            WHERE period = $1 AND seq = $2`,
          [period, issue.seq, at, actorId, format, fileName, lines.length, sum],
        );
        // The file holds account numbers in full: its download is a disclosure of bank details.
        yield* recordAccess(tx, {
          actorId,
          memberId: null,
          action: "bank_file_export",
          rows: lines.length,
          detail: { period: periodLabel(period), file: fileName },
        });
        return { fileName, body, count: lines.length, totalSen: sum, leftOut };
      }),
    );
  });

/** Lets the month's file be downloaded once more; the reason and the admin are logged. */
export const reissuePaymentFile = (period: number, reason: string, actorId: number) =>
  Effect.gen(function* () {
    const at = yield* now;
    const db = yield* Database;
    return yield* db.transaction((tx) =>
      Effect.gen(function* () {
        const latest = yield* latestIssue(tx, period);
        if (latest === null || latest.downloaded_at === null)
          return yield* Effect.fail(
            new PaymentFileRefused({
              reason: `The payment file for ${periodLabel(period)} has not been downloaded since it was issued: download it instead`,
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
        return { issue: seq, replaces: latest.file_name! };
      }),
    );
  });
