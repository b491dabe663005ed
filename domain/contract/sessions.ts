import { Schema } from "effect";
import { Count, Instant } from "./http.ts";

// A member's own sessions and password (decision 22): the devices signed in to their account,
// ending one or all the others, and changing the password, which ends the others too.

/** What a session id looks like: the random public id the list gives (never the token's hash). */
export const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One open session of the caller's. `device` is read from the browser's User-Agent at sign-in
 * ("Chrome on Windows") and `network` is the address it signed in from, coarsened to its /24 or
 * /48 ("203.106.94.x"); either is null when nothing could be read. `lastSeenAt` is kept to the
 * minute.
 */
export const MemberSession = Schema.Struct({
  id: Schema.String,
  device: Schema.NullOr(Schema.String),
  network: Schema.NullOr(Schema.String),
  createdAt: Instant,
  lastSeenAt: Instant,
  /** The session that asked. */
  current: Schema.Boolean,
}).annotate({ identifier: "MemberSession" });
export type MemberSession = typeof MemberSession.Type;

/** The caller's open sessions (not ended, not expired), newest first. */
export const MemberSessions = Schema.Array(MemberSession).annotate({ identifier: "MemberSessions" });
export type MemberSessions = typeof MemberSessions.Type;

export const SessionParams = Schema.Struct({
  id: Schema.String.pipe(Schema.check(Schema.isPattern(SESSION_ID, { message: "is not a session id" }))),
});

/** Ended; `current` when it was the caller's own session, which is now signed out. */
export const SessionEnded = Schema.Struct({ ended: Schema.Literal(true), current: Schema.Boolean }).annotate({
  identifier: "SessionEnded",
});
export type SessionEnded = typeof SessionEnded.Type;

/** How many of the caller's other sessions were ended. */
export const OtherSessionsEnded = Schema.Struct({ ended: Count }).annotate({ identifier: "OtherSessionsEnded" });
export type OtherSessionsEnded = typeof OtherSessionsEnded.Type;

// Passwords are text of at most 200 characters, as at registration; what makes a good new one
// the server checks after decoding, in the registration form's order.
const Password = Schema.String.pipe(Schema.check(Schema.isMaxLength(200)));

export const ChangePasswordBody = Schema.Struct({
  currentPassword: Password.pipe(
    Schema.check(Schema.isMinLength(1, { message: "Please enter your current password" })),
  ),
  newPassword: Password,
});
export type ChangePasswordBody = typeof ChangePasswordBody.Type;

/** Changed: the caller's session stays signed in, and `sessionsEnded` of the others were ended. */
export const PasswordChanged = Schema.Struct({
  success: Schema.Literal(true),
  message: Schema.String,
  sessionsEnded: Count,
}).annotate({ identifier: "PasswordChanged" });
export type PasswordChanged = typeof PasswordChanged.Type;
