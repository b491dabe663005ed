import { Schema } from "effect";
import { Count, Instant, LogLimitQuery, Month, Ringgit, Year } from "./http.ts";

// The admin home and overview: what needs doing, the figure cards, the audit of admin decisions and the mail outbox.

/** Leaders have a direct recruit; monthlyPayouts is all income of the current Malaysian month. */
export const AdminStats = Schema.Struct({
  totalLeaders: Count,
  totalMembers: Count,
  monthlyPayouts: Ringgit,
  month: Month,
  year: Year,
}).annotate({ identifier: "AdminStats" });
export type AdminStats = typeof AdminStats.Type;

/** A count of payouts and what they add up to. */
const PayoutCount = Schema.Struct({ count: Count, total: Ringgit });

/**
 * The admin home: what waits for an admin, each figure read at the moment of asking. Posts
 * waiting for review; approved posts whose platform now says they are gone, to reverse (the
 * Posts tab's Taken down list, decision 57); open risk flags and what their holds keep back from the next close; the
 * last finished Malaysian month while it is not closed (null once it is); issued payouts with no
 * bank account or DuitNow ID to be paid to; and payouts issued in a downloaded payment file that
 * are still neither paid nor failed.
 */
export const AdminHome = Schema.Struct({
  pendingPosts: Count,
  takenDownPosts: Count,
  openFlags: Schema.Struct({ count: Count, held: Ringgit }),
  unclosedMonth: Schema.NullOr(Schema.Struct({ month: Month, year: Year })),
  withoutDetails: PayoutCount,
  unreconciled: PayoutCount,
}).annotate({ identifier: "AdminHome" });
export type AdminHome = typeof AdminHome.Type;

export const AuditQuery = LogLimitQuery;

/**
 * One admin decision from the event log: approvals, rejections, payouts, admin changes. `actorId`
 * is null for an approval the app made by itself (AUTO_APPROVE_MATCHES, decision 54).
 */
export const AuditEntry = Schema.Struct({
  id: Count,
  type: Schema.String,
  actorId: Schema.NullOr(Count),
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
