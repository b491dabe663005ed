import { Schema } from "effect";
import { Count, ErrorBody, Instant, Ringgit } from "./http.ts";

// What the admin's e-invoice routes take and answer (decision 61).

export const EINVOICE_STATES = ["pending", "submitted", "valid", "invalid", "cancelled"] as const;
export type EInvoiceState = (typeof EINVOICE_STATES)[number];
export const DOCUMENT_KINDS = ["invoice", "credit_note"] as const;

/** `state` narrows the list; `period` (yyyymm) lists every e-invoice of that month's payouts. */
export const EInvoiceQuery = Schema.Struct({
  state: Schema.optional(Schema.Literals(EINVOICE_STATES)),
  period: Schema.optional(
    Schema.String.pipe(
      Schema.check(Schema.isPattern(/^2\d{3}(0[1-9]|1[0-2])$/, { message: "must be a month as yyyymm, e.g. 202611" })),
    ),
  ),
});

export const EInvoice = Schema.Struct({
  payoutId: Schema.String,
  kind: Schema.Literals(DOCUMENT_KINDS),
  memberId: Count,
  name: Schema.NullOr(Schema.String),
  period: Count,
  amount: Ringgit,
  state: Schema.Literals(EINVOICE_STATES),
  uuid: Schema.NullOr(Schema.String),
  validationLink: Schema.NullOr(Schema.String),
  /** The document an invalid one was: a resubmission names it. */
  documentHash: Schema.NullOr(Schema.String),
  attempts: Count,
  /** LHDN's reasons for an invalid document (or the app's own, when it would not submit it). */
  reasons: Schema.Array(Schema.String),
  updatedAt: Instant,
}).annotate({ identifier: "EInvoice" });
export type EInvoice = typeof EInvoice.Type;

export const EInvoiceList = Schema.Struct({ items: Schema.Array(EInvoice) }).annotate({ identifier: "EInvoiceList" });
export type EInvoiceList = typeof EInvoiceList.Type;

export const EInvoiceParams = Schema.Struct({
  id: Schema.String,
  kind: Schema.Literals(DOCUMENT_KINDS),
});

/** The invalid document the admin saw (its hash, null when the app refused to build it). */
export const ResubmitBody = Schema.Struct({ documentHash: Schema.NullOr(Schema.String) });

export const ResubmitResult = Schema.Struct({
  payoutId: Schema.String,
  kind: Schema.Literals(DOCUMENT_KINDS),
  state: Schema.Literal("pending"),
}).annotate({ identifier: "ResubmitResult" });

/** 409: the document is not the rejected one named (resubmitted already, or changed since). */
export const NotResubmittable = ErrorBody;
