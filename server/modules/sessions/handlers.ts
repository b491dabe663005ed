import { Effect } from "effect";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../domain/languages.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { NotFound, Unauthorized, ValidationError } from "../../platform/http/errors.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import { forgetDevices } from "../auth/known-device.ts";
import { retireResets } from "../auth/resets.ts";
import { passwordProblem } from "../auth/validation.ts";
import { hashPassword, verifyPassword } from "../credentials/password.ts";
import { hit, LIMITS } from "../credentials/rate-limit.ts";
import { setPasswordHash } from "../profile/store.ts";
import { passwordChangedMail } from "./password-changed-mail.ts";
import { endOtherSessions, endSession, type Caller } from "../credentials/session.ts";
import { isOpen, openSessionsOf } from "./queries.ts";

// A signed-in member's own sessions and password (decision 22). Every call names the caller's
// session by its token hash, which never leaves the server; the list names sessions by their
// random public id.

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

const invalid = (field: string, message: string) =>
  new ValidationError({ error: message, fields: { [field]: message } });

export const mySessions = Effect.fn("Sessions.list")(function* (caller: Caller) {
  const rows = yield* openSessionsOf(yield* Database, caller.memberId, caller.tokenHash);
  return rows.map((r) => ({
    id: r.id,
    device: r.device,
    network: r.network,
    createdAt: r.created_at.toISOString(),
    lastSeenAt: r.last_seen_at.toISOString(),
    current: r.current,
  }));
});

/** Ends one of the caller's sessions; 404 for any id that is not one of their open sessions. */
export const endMySession = Effect.fn("Sessions.end")(function* (caller: Caller, publicId: string) {
  const current = yield* endSession(yield* Database, caller.memberId, publicId, caller.tokenHash, yield* now);
  if (current === null) return yield* Effect.fail(new NotFound({ what: "Session" }));
  return { ended: true as const, current };
});

export const endMyOtherSessions = Effect.fn("Sessions.endOthers")(function* (caller: Caller) {
  return { ended: yield* endOtherSessions(yield* Database, caller.memberId, caller.tokenHash, yield* now) };
});

/**
 * A new password for a signed-in member who knows the current one. Every attempt counts against
 * the member's limit first. The new one passes the registration's checks; then, in one
 * transaction, it is stored, every other session and every outstanding reset link ends, and the
 * notice mail is queued. The caller's own session stays signed in, and so does its browser's
 * standing as a known device (decision 43); every other browser is a stranger again, as a
 * browser that learnt the old password must not keep sign-in limits of the owner's.
 */
export const changePassword = Effect.fn("Sessions.changePassword")(function* (
  caller: Caller,
  input: { readonly currentPassword: string; readonly newPassword: string },
  publicUrl: string,
  deviceToken: string | null,
) {
  const db = yield* Database;
  const mailer = yield* Mailer;
  const at = yield* now;
  yield* hit(db, LIMITS.changePasswordPerMember, String(caller.memberId), at);
  const [row] = yield* db.query<{
    password_hash: string;
    email: string;
    first_name: string;
    last_name: string;
    language: string;
  }>(`SELECT p.password_hash, p.email, p.first_name, p.last_name, p.language FROM profiles p WHERE p.member_id = $1`, [
    caller.memberId,
  ]);
  if (!row) return yield* Effect.fail(new NotFound({ what: "Member" }));
  if (!(yield* Effect.promise(() => verifyPassword(row.password_hash, input.currentPassword))))
    return yield* Effect.fail(invalid("currentPassword", WRONG_CURRENT_PASSWORD));
  const owner = { email: row.email, firstName: row.first_name, lastName: row.last_name };
  const problem = yield* passwordProblem(input.newPassword, owner);
  if (problem) return yield* Effect.fail(invalid("newPassword", problem));
  const passwordHash = yield* Effect.promise(() => hashPassword(input.newPassword));
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      // The profile row's lock puts two changes by one member in turn; the later one then finds
      // its own session ended by the earlier and changes nothing.
      yield* tx.query(`SELECT 1 FROM profiles WHERE member_id = $1 FOR UPDATE`, [caller.memberId]);
      if (!(yield* isOpen(tx, caller.tokenHash))) return yield* Effect.fail(new Unauthorized());
      yield* setPasswordHash(tx, caller.memberId, passwordHash, at);
      const sessionsEnded = yield* endOtherSessions(tx, caller.memberId, caller.tokenHash, at);
      yield* forgetDevices(tx, caller.memberId, deviceToken);
      // A reset link mailed before the change would otherwise still set a password of its own.
      yield* retireResets(tx, caller.memberId, at);
      const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
      yield* mailer.queue(
        tx,
        passwordChangedMail(
          { email: row.email, firstName: row.first_name, language },
          { at, sessionsEnded, publicUrl },
        ),
      );
      return { success: true as const, message: "Password changed", sessionsEnded };
    }),
  );
});
