import { Data, Effect } from "effect";
import type { DocumentKind } from "../../../domain/einvoice.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { wakeJob } from "../../platform/jobs/store.ts";
import { EINVOICE_JOB } from "./store.ts";

// What an admin sees of the e-invoices and may do with one (decision 61): the list with each
// document's state and LHDN's reasons, and the resubmission of an invalid document once the
// payee has corrected their details. A resubmission names the document it answers (its hash),
// so a second click, or a click on a page older than the last attempt, changes nothing.

/** The document is not the invalid one the request names (resubmitted already, or changed since). */
export class EInvoiceNotResubmittable extends Data.TaggedError("EInvoiceNotResubmittable")<{
  readonly payoutId: string;
}> {
  override get message() {
    return "This e-invoice is not the rejected document shown: it was resubmitted already or changed since. Reload the list.";
  }
}

export interface EInvoiceListed {
  readonly payoutId: string;
  readonly kind: DocumentKind;
  readonly memberId: number;
  readonly name: string | null;
  readonly period: number;
  readonly amountSen: number;
  readonly state: "pending" | "submitted" | "valid" | "invalid" | "cancelled";
  readonly uuid: string | null;
  readonly validationLink: string | null;
  readonly documentHash: string | null;
  readonly attempts: number;
  readonly reasons: ReadonlyArray<string>;
  readonly updatedAt: string;
}

/** LHDN's (or the app's) reasons in words: each error's message, and those of its details. */
export const reasonsOf = (errors: unknown): Array<string> => {
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: Record<string, unknown>) => {
    const details = Array.isArray(error["details"]) ? (error["details"] as Array<Record<string, unknown>>) : [];
    const own = [
      error["field"] && error["problem"] ? `${String(error["field"])} ${String(error["problem"])}` : null,
      typeof error["message"] === "string"
        ? `${error["code"] ? `${String(error["code"])}: ` : ""}${error["message"]}`
        : null,
    ];
    return [...own, ...details.map((d) => (typeof d["message"] === "string" ? d["message"] : null))]
      .filter((r): r is string => r !== null)
      .map((r) => r.slice(0, 500));
  });
};

/** The newest e-invoices, of one state or all, up to `limit`. */
export const listEInvoices = Effect.fn("EInvoices.list")(function* (options: {
  readonly state: EInvoiceListed["state"] | null;
  readonly period: number | null;
  readonly limit: number;
}) {
  const db = yield* Database;
  const rows = yield* db.query<{
    payout_id: string;
    kind: DocumentKind;
    member_id: number;
    name: string | null;
    period: number;
    amount_sen: number;
    state: EInvoiceListed["state"];
    uuid: string | null;
    validation_link: string | null;
    document_hash: string | null;
    attempts: number;
    errors: unknown;
    updated_at: Date;
  }>(
    `SELECT e.payout_id, e.kind, e.member_id, nullif(trim(p.first_name || ' ' || p.last_name), '') AS name, e.period,
            e.amount_sen::int AS amount_sen, e.state, e.uuid, e.validation_link, e.document_hash, e.attempts, e.errors, e.updated_at
       FROM einvoices e LEFT JOIN profiles p USING (member_id)
      WHERE ($1::text IS NULL OR e.state = $1) AND ($2::int IS NULL OR e.period = $2)
      ORDER BY e.updated_at DESC, e.code_number LIMIT $3`,
    [options.state, options.period, options.limit],
  );
  return rows.map((r): EInvoiceListed => ({
    payoutId: r.payout_id,
    kind: r.kind,
    memberId: r.member_id,
    name: r.name,
    period: r.period,
    amountSen: r.amount_sen,
    state: r.state,
    uuid: r.uuid,
    validationLink: r.validation_link,
    documentHash: r.document_hash,
    attempts: r.attempts,
    reasons: r.state === "invalid" ? reasonsOf(r.errors) : [],
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
});

/**
 * An invalid document made pending again, as a new document (a new issue time) built from the
 * payee's details as they are now; the job is woken. Fires once for the document named.
 */
export const resubmitEInvoice = Effect.fn("EInvoices.resubmit")(function* (
  payoutId: string,
  kind: DocumentKind,
  documentHash: string | null,
) {
  const db = yield* Database;
  const at = yield* now;
  const [row] = yield* db.query<{ state: "pending" }>(
    `UPDATE einvoices SET state = 'pending', issued_at = NULL, uuid = NULL, submission_uid = NULL, long_id = NULL,
            validation_link = NULL, document_hash = NULL, due_at = $4, updated_at = $4
      WHERE payout_id = $1 AND kind = $2 AND state = 'invalid' AND document_hash IS NOT DISTINCT FROM $3
    RETURNING state`,
    [payoutId, kind, documentHash, at],
  );
  if (row === undefined) return yield* Effect.fail(new EInvoiceNotResubmittable({ payoutId }));
  yield* wakeJob(db, EINVOICE_JOB, 0);
  return { payoutId, kind, state: row.state };
});
