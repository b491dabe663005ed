import { Effect } from "effect";
import type { PaymentFormat } from "../../../domain/payment-file.ts";
import { periodLabel } from "../../../domain/period.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { NotFound } from "../../platform/http/errors.ts";
import { recordAccess } from "../access-log/store.ts";
import { fileContext, parseIssueId, PaymentFileRefused } from "./payment-file-refusals.ts";

// An issued payment file is kept sealed (migration 031): a download opens exactly the bytes
// that were written, as often as asked, and changes nothing about the issue. The file holds
// account numbers in full, so each download is recorded in the data-access log, as each reading
// of bank details is.

interface KeptRow {
  file_name: string | null;
  format: PaymentFormat | null;
  payouts: number | null;
  total_sen: string | null;
  left_out: number | null;
  body: Buffer | null;
}

export const downloadPaymentFile = (id: string, actorId: number) =>
  Effect.gen(function* () {
    const issue = parseIssueId(id);
    const missing = new NotFound({ what: "Payment file" });
    if (issue === null) return yield* Effect.fail(missing);
    const db = yield* Database;
    const vault = yield* BankVault;
    const [row] = yield* db.query<KeptRow>(
      `SELECT file_name, format, payouts, total_sen, left_out, body FROM payment_files WHERE period = $1 AND seq = $2`,
      [issue.period, issue.seq],
    );
    if (row === undefined || row.file_name === null) return yield* Effect.fail(missing);
    if (row.body === null)
      return yield* Effect.fail(
        new PaymentFileRefused({
          code: "not_kept",
          reason: `${row.file_name} is not kept (it was issued before payment files were kept, or a member it paid has since erased their data): re-issue it, with a reason, to write a new one`,
        }),
      );
    const body = vault.open(row.body, fileContext(row.file_name));
    yield* recordAccess(db, {
      actorId,
      memberId: null,
      action: "bank_file_export",
      rows: row.payouts ?? 0,
      detail: { period: periodLabel(issue.period), file: row.file_name },
    });
    return {
      fileName: row.file_name,
      format: row.format ?? "csv",
      body,
      count: row.payouts ?? 0,
      totalSen: Number(row.total_sen ?? 0),
      leftOut: row.left_out ?? 0,
    };
  });

/** Re-seals kept files under the current key, a batch at a time (the rotation of decision 20). */
export const rotatePaymentFiles = (tx: Sql, vault: Keyring) =>
  Effect.gen(function* () {
    const rows = yield* tx.query<{ period: number; seq: number; file_name: string; body: Buffer }>(
      `SELECT period, seq, file_name, body FROM payment_files WHERE key_id <> $1
        ORDER BY period, seq LIMIT 50 FOR UPDATE`,
      [vault.currentId],
    );
    for (const row of rows) {
      const context = fileContext(row.file_name);
      yield* tx.query(`UPDATE payment_files SET body = $3, key_id = $4 WHERE period = $1 AND seq = $2`, [
        row.period,
        row.seq,
        vault.seal(vault.open(row.body, context), context),
        vault.currentId,
      ]);
    }
    return rows.length;
  });

/**
 * Erasure: a kept payment file of a month she was paid in holds her account whole, so it is no
 * longer kept, and a download asks for a re-issue, which leaves her out (decision 39). Runs
 * before her payouts' bank details go, as they say which months those are.
 */
export const forgetKeptFiles = (tx: Sql, memberId: number) =>
  Effect.asVoid(
    tx.query(
      `UPDATE payment_files f SET body = NULL, key_id = NULL
        WHERE f.body IS NOT NULL
          AND EXISTS (SELECT 1 FROM payout_bank_details d JOIN payouts p ON p.payout_id = d.payout_id
                       WHERE d.member_id = $1 AND p.period = f.period)`,
      [memberId],
    ),
  );
