import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

// What the job follows after a submission (decision 61): documents whose submission's answer was
// lost (in doubt), and documents MyInvois took and is still validating (submitted).

export interface InDoubt {
  readonly code_number: string;
  readonly sending_since: Date;
}

export const inDoubt = (db: Sql, at: Date) =>
  db.query<InDoubt>(
    `SELECT code_number, sending_since FROM einvoices
      WHERE sending_since IS NOT NULL AND state = 'pending' AND due_at <= $1 ORDER BY sending_since LIMIT 1000`,
    [at],
  );

export interface ToPoll {
  readonly code_number: string;
  readonly uuid: string;
  readonly submission_uid: string;
}

export const toPoll = (db: Sql, at: Date) =>
  db.query<ToPoll>(
    `SELECT code_number, uuid, submission_uid FROM einvoices
      WHERE state = 'submitted' AND due_at <= $1 ORDER BY due_at, code_number LIMIT 1000`,
    [at],
  );

export interface Status {
  readonly uuid: string;
  readonly state: "submitted" | "valid" | "invalid" | "cancelled";
  readonly longId: string | null;
  readonly errors: unknown;
}

/**
 * Writes what MyInvois said of each document. A valid one gets its long ID and validation link
 * and frees its payout's credit note, if any, to be submitted; an invalid invoice cancels the
 * credit note waiting for it (there is nothing valid to credit). Still submitted: asked again at
 * `pollAt`.
 */
export const recordStatuses = (db: Sql, statuses: ReadonlyArray<Status>, portalUrl: string, at: Date, pollAt: Date) =>
  statuses.length === 0
    ? Effect.void
    : Effect.gen(function* () {
        const changed = yield* db.query<{ payout_id: string; kind: string; state: string }>(
          `UPDATE einvoices e SET state = i.state, long_id = coalesce(i.long_id, e.long_id),
                  validation_link = CASE WHEN i.state = 'valid' AND i.long_id IS NOT NULL
                                         THEN $5 || '/' || e.uuid || '/share/' || i.long_id ELSE e.validation_link END,
                  errors = CASE WHEN i.state = 'invalid' THEN i.errors ELSE e.errors END,
                  due_at = CASE WHEN i.state = 'submitted' THEN $7::timestamptz END, updated_at = $6
             FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[]) AS i (uuid, state, long_id, errors)
            WHERE e.uuid = i.uuid AND e.state = 'submitted'
          RETURNING e.payout_id, e.kind, e.state`,
          [
            statuses.map((s) => s.uuid),
            statuses.map((s) => s.state),
            statuses.map((s) => s.longId),
            statuses.map((s) => (s.errors === null ? null : JSON.stringify(s.errors))),
            portalUrl,
            at,
            pollAt,
          ],
        );
        const invoices = (state: string) =>
          changed.filter((c) => c.kind === "invoice" && c.state === state).map((c) => c.payout_id);
        yield* db.query(
          `UPDATE einvoices SET due_at = $2, updated_at = $2
            WHERE payout_id = ANY($1::text[]) AND kind = 'credit_note' AND state = 'pending'`,
          [invoices("valid"), at],
        );
        yield* db.query(
          `UPDATE einvoices SET state = 'cancelled', due_at = NULL, updated_at = $2
            WHERE payout_id = ANY($1::text[]) AND kind = 'credit_note' AND state = 'pending'`,
          [[...invoices("invalid"), ...invoices("cancelled")], at],
        );
      });
