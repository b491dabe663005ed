import { Effect } from "effect";
import type { DocumentKind } from "../../../domain/einvoice.ts";
import type { Sql } from "../../platform/db/database.ts";
import { wakeJob } from "../../platform/jobs/store.ts";

// The einvoices table as the queue of documents to submit and to follow (decision 61). Every
// write that changes what the job must do sets due_at; the job reads only due rows. A submission
// is recorded as begun (sending_since) before MyInvois is called and settled after, so a crash
// or a lost answer in between is found and asked about, never sent again blindly.

export const EINVOICE_JOB = "einvoice.submit";

export interface Issued {
  readonly payoutId: string;
  readonly memberId: number;
  readonly period: number;
  readonly amountSen: number;
  readonly at: string;
}

/** Each payout issued gets its self-billed invoice, pending and due. */
export const queueInvoices = (tx: Sql, payouts: ReadonlyArray<Issued>) =>
  payouts.length === 0
    ? Effect.void
    : Effect.gen(function* () {
        yield* tx.query(
          `INSERT INTO einvoices (payout_id, kind, member_id, period, amount_sen, code_number, due_at, created_at, updated_at)
           SELECT payout_id, 'invoice', member_id, period, amount_sen, payout_id, at, at, at
             FROM unnest($1::text[], $2::int[], $3::int[], $4::bigint[], $5::timestamptz[])
               AS i (payout_id, member_id, period, amount_sen, at)
           ON CONFLICT DO NOTHING`,
          [
            payouts.map((p) => p.payoutId),
            payouts.map((p) => p.memberId),
            payouts.map((p) => p.period),
            payouts.map((p) => p.amountSen),
            payouts.map((p) => p.at),
          ],
        );
        yield* wakeJob(tx, EINVOICE_JOB, 0);
      });

/**
 * Payouts that failed: an invoice MyInvois never took as valid (not sent yet, or invalid) is
 * cancelled here; one it took (or may have) gets a credit note, due once the invoice is valid.
 */
export const queueCreditNotes = (tx: Sql, failed: ReadonlyArray<{ readonly payoutId: string; readonly at: string }>) =>
  failed.length === 0
    ? Effect.void
    : Effect.gen(function* () {
        const ids = failed.map((f) => f.payoutId);
        const at = failed[failed.length - 1]!.at;
        yield* tx.query(
          `UPDATE einvoices SET state = 'cancelled', due_at = NULL, updated_at = $2
            WHERE payout_id = ANY($1::text[]) AND kind = 'invoice'
              AND ((state = 'pending' AND sending_since IS NULL) OR state = 'invalid')`,
          [ids, at],
        );
        yield* tx.query(
          `INSERT INTO einvoices (payout_id, kind, member_id, period, amount_sen, code_number, due_at, created_at, updated_at)
           SELECT payout_id, 'credit_note', member_id, period, amount_sen, payout_id || '-CN',
                  CASE WHEN state = 'valid' THEN $2::timestamptz END, $2, $2
             FROM einvoices WHERE payout_id = ANY($1::text[]) AND kind = 'invoice' AND state <> 'cancelled'
           ON CONFLICT DO NOTHING`,
          [ids, at],
        );
        yield* wakeJob(tx, EINVOICE_JOB, 0);
      });

export interface Row {
  readonly payout_id: string;
  readonly kind: DocumentKind;
  readonly member_id: number;
  readonly period: number;
  readonly amount_sen: number;
  readonly code_number: string;
  readonly issued_at: Date;
  readonly sending_since: Date | null;
  readonly original_uuid: string | null;
}

/**
 * Up to `limit` pending documents due at `at` and not in doubt, their issue time fixed now if it
 * was not; a credit note only once its invoice is valid (its UUID goes into it).
 */
export const claimToSubmit = (db: Sql, at: Date, limit: number) =>
  db.query<Row>(
    `UPDATE einvoices e SET issued_at = coalesce(e.issued_at, date_trunc('second', $1::timestamptz)), updated_at = $1
      WHERE (e.payout_id, e.kind) IN (
              SELECT payout_id, kind FROM einvoices
               WHERE due_at <= $1 AND state = 'pending' AND sending_since IS NULL
               ORDER BY due_at, code_number LIMIT $2 FOR UPDATE SKIP LOCKED)
    RETURNING e.payout_id, e.kind, e.member_id, e.period, e.amount_sen::int AS amount_sen, e.code_number, e.issued_at,
              e.sending_since,
              (SELECT i.uuid FROM einvoices i WHERE i.payout_id = e.payout_id AND i.kind = 'invoice' AND i.state = 'valid') AS original_uuid`,
    [at, limit],
  );

/** The submission of these documents begins: recorded (and committed) before MyInvois is called. */
export const markSending = (
  db: Sql,
  sending: ReadonlyArray<{ readonly code: string; readonly hash: string }>,
  at: Date,
) =>
  Effect.map(
    db.query<{ code_number: string }>(
      `UPDATE einvoices e SET sending_since = $3, attempts = attempts + 1, document_hash = i.hash, updated_at = $3
         FROM unnest($1::text[], $2::text[]) AS i (code, hash)
        WHERE e.code_number = i.code AND e.state = 'pending' AND e.sending_since IS NULL
      RETURNING e.code_number`,
      [sending.map((s) => s.code), sending.map((s) => s.hash), at],
    ),
    (rows) => new Set(rows.map((r) => r.code_number)),
  );

/** Documents the app would not submit (its own check failed): invalid with its reasons, never sent. */
export const refuseLocally = (
  db: Sql,
  refused: ReadonlyArray<{ readonly code: string; readonly hash: string | null; readonly errors: unknown }>,
  at: Date,
) =>
  refused.length === 0
    ? Effect.void
    : Effect.asVoid(
        db.query(
          `UPDATE einvoices e SET state = 'invalid', errors = i.errors, document_hash = i.hash, due_at = NULL, updated_at = $4
             FROM unnest($1::text[], $2::text[], $3::jsonb[]) AS i (code, hash, errors)
            WHERE e.code_number = i.code`,
          [refused.map((r) => r.code), refused.map((r) => r.hash), refused.map((r) => JSON.stringify(r.errors)), at],
        ),
      );

/** MyInvois took these documents: submitted, to be polled from `pollAt`. */
export const recordAccepted = (
  db: Sql,
  submissionUid: string,
  accepted: ReadonlyArray<{ readonly uuid: string; readonly codeNumber: string; readonly longId?: string | null }>,
  at: Date,
  pollAt: Date,
) =>
  accepted.length === 0
    ? Effect.void
    : Effect.asVoid(
        db.query(
          `UPDATE einvoices e SET state = 'submitted', uuid = i.uuid, submission_uid = coalesce(i.submission_uid, $4),
                  sending_since = NULL, errors = NULL, due_at = $6, updated_at = $5
             FROM unnest($1::text[], $2::text[], $3::text[]) AS i (code, uuid, submission_uid)
            WHERE e.code_number = i.code AND e.state = 'pending'`,
          [
            accepted.map((a) => a.codeNumber),
            accepted.map((a) => a.uuid),
            accepted.map(() => null),
            submissionUid,
            at,
            pollAt,
          ],
        ),
      );

/** MyInvois refused these documents: invalid with its reasons, for an admin to see. */
export const recordRejected = (
  db: Sql,
  rejected: ReadonlyArray<{ readonly codeNumber: string; readonly error: unknown }>,
  at: Date,
) =>
  rejected.length === 0
    ? Effect.void
    : Effect.asVoid(
        db.query(
          `UPDATE einvoices e SET state = 'invalid', errors = i.errors, sending_since = NULL, due_at = NULL, updated_at = $3
             FROM unnest($1::text[], $2::jsonb[]) AS i (code, errors)
            WHERE e.code_number = i.code AND e.state = 'pending'`,
          [rejected.map((r) => r.codeNumber), rejected.map((r) => JSON.stringify([r.error])), at],
        ),
      );

/** Not taken (429) or found never to have arrived: free to be sent again from `dueAt`. */
export const releaseSending = (db: Sql, codes: ReadonlyArray<string>, dueAt: Date) =>
  codes.length === 0
    ? Effect.void
    : Effect.asVoid(
        db.query(
          `UPDATE einvoices SET sending_since = NULL, due_at = $2, updated_at = $2
            WHERE code_number = ANY($1::text[]) AND state = 'pending'`,
          [codes, dueAt],
        ),
      );

/** Pushes every due row to at least `until` (MyInvois asked the app to wait). */
export const postponeAll = (db: Sql, until: Date) =>
  Effect.asVoid(db.query(`UPDATE einvoices SET due_at = $1 WHERE due_at IS NOT NULL AND due_at < $1`, [until]));

/** Moves these rows' next look to `dueAt` (an answer lost: ask about them then). */
export const dueAgain = (db: Sql, codes: ReadonlyArray<string>, dueAt: Date) =>
  codes.length === 0
    ? Effect.void
    : Effect.asVoid(db.query(`UPDATE einvoices SET due_at = $2 WHERE code_number = ANY($1::text[])`, [codes, dueAt]));

/** The earliest a row is due, or null when nothing is left to do. */
export const nextDue = (db: Sql) =>
  Effect.map(
    db.query<{ at: Date | null }>(`SELECT min(due_at) AS at FROM einvoices WHERE due_at IS NOT NULL`),
    ([row]) => row?.at ?? null,
  );
