import { Schema } from "effect";
import { Count, Instant, LogLimitQuery, Month, Ringgit, Year } from "./http.ts";

// The admin overview: the figure cards, the audit of admin decisions and the mail outbox.

/** Leaders have a direct recruit; monthlyPayouts is all income of the current Malaysian month. */
export const AdminStats = Schema.Struct({
  totalLeaders: Count,
  totalMembers: Count,
  monthlyPayouts: Ringgit,
  month: Month,
  year: Year,
}).annotate({ identifier: "AdminStats" });
export type AdminStats = typeof AdminStats.Type;

export const AuditQuery = LogLimitQuery;

/** One admin decision from the event log: approvals, rejections, payouts, admin changes. */
export const AuditEntry = Schema.Struct({
  id: Count,
  type: Schema.String,
  actorId: Count,
  actorName: Schema.String,
  subject: Schema.String,
  at: Instant,
}).annotate({ identifier: "AuditEntry" });
export type AuditEntry = typeof AuditEntry.Type;
export const AuditLog = Schema.Array(AuditEntry);

export const OutboxQuery = LogLimitQuery;

/** Mail kept when no mail service is configured; the tokens in its links read "(hidden)". */
export const OutboxMail = Schema.Struct({
  id: Count,
  to: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  html: Schema.String,
  createdAt: Instant,
}).annotate({ identifier: "OutboxMail" });
export type OutboxMail = typeof OutboxMail.Type;
export const Outbox = Schema.Array(OutboxMail);

/** The unsubscribe link's token; the answer is a page for people. */
export const UnsubscribeQuery = Schema.Struct({ token: Schema.optional(Schema.String) });
