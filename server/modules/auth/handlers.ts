import { Effect } from "effect";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import { registerMember } from "../members/handlers.ts";
import { loadProfile } from "../profile/queries.ts";
import { setPasswordHash } from "../profile/store.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../domain/languages.ts";
import { hashPassword, verifyPassword } from "../credentials/password.ts";
import { InvalidCredentials, InvalidResetToken } from "./errors.ts";
import { forgetDevices } from "./known-device.ts";
import { resetMail } from "./reset-mail.ts";
import { retireResets } from "./resets.ts";
import { hashToken, newToken, RESET_MINUTES } from "../credentials/tokens.ts";
import { passwordProblem, passwordShapeProblem } from "./validation.ts";
import { emailKey } from "../../../domain/email.ts";
import { MemberSuspended } from "../../../domain/errors.ts";
import { recordSignals, type ClientSignals } from "../risk/signals.ts";
import { openSession, revokeMemberSessions, revokeSession } from "../credentials/session-store.ts";
import { NO_DETAILS, type SessionDetails } from "../credentials/session-details.ts";
import { identityOnly } from "../two-factor/handlers.ts";
import { secondFactorAtLogin } from "../two-factor/queries.ts";

// Sessions are the credentials module's; fixtures and suites open theirs through sign-in's name.
export { openSession };

// With `twoFactor` the session owes its second factor, and the answer says only who signed in.
const authResult = (
  memberId: number,
  now: Date,
  details: SessionDetails,
  twoFactor: "challenge" | "enrol" | null = null,
) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const token = yield* openSession(db, memberId, now, twoFactor === null ? "none" : "pending", details);
    const user = yield* loadProfile(db, memberId);
    return twoFactor === null ? { token, user } : { token, user: identityOnly(user), twoFactor };
  });

export const register = Effect.fn("Auth.register")(function* (
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    referredByCode: string | null;
    language?: Language;
  },
  requestId: string,
  client: ClientSignals = { network: null, device: null },
  details: SessionDetails = NO_DETAILS,
) {
  const at = yield* now;
  const passwordHash = yield* Effect.promise(() => hashPassword(input.password));
  const { memberId } = yield* registerMember({ ...input, passwordHash }, { requestId }, client);
  return yield* authResult(memberId, at, details);
});

// Compared against when the email is unknown, so both failures cost one argon2 verification.
const DECOY_HASH = hashPassword("decoy-password-for-timing");

export const login = Effect.fn("Auth.login")(function* (
  email: string,
  password: string,
  client: ClientSignals = { network: null, device: null },
  details: SessionDetails = NO_DETAILS,
) {
  const db = yield* Database;
  const at = yield* now;
  const [row] = yield* db.query<{ member_id: number; password_hash: string; suspended: boolean }>(
    `SELECT p.member_id, p.password_hash, s.member_id IS NOT NULL AS suspended
       FROM profiles p LEFT JOIN member_suspensions s USING (member_id) WHERE p.email_key = $1`,
    [emailKey(email)],
  );
  const hash = row?.password_hash ?? (yield* Effect.promise(() => DECOY_HASH));
  const ok = yield* Effect.promise(() => verifyPassword(hash, password));
  if (!row || !ok) return yield* Effect.fail(new InvalidCredentials());
  // Said only to whoever knows the password, so it tells a stranger nothing about the account.
  if (row.suspended) return yield* Effect.fail(new MemberSuspended({ memberId: row.member_id }));
  yield* recordSignals(
    db,
    row.member_id,
    "login",
    [
      { kind: "network", value: client.network },
      { kind: "device", value: client.device },
    ],
    at,
  );
  // A member with two-factor authentication on, and every admin, gets a session that owes a code.
  return yield* authResult(row.member_id, at, details, yield* secondFactorAtLogin(db, row.member_id));
});

export const logout = Effect.fn("Auth.logout")(function* (tokenHash: string) {
  const db = yield* Database;
  yield* revokeSession(db, tokenHash, yield* now);
});

export const forgotPassword = Effect.fn("Auth.forgotPassword")(function* (email: string, publicUrl: string) {
  const db = yield* Database;
  const mailer = yield* Mailer;
  const at = yield* now;
  const [row] = yield* db.query<{ member_id: number; first_name: string; email: string; language: string }>(
    `SELECT member_id, first_name, email, language FROM profiles WHERE email_key = $1`,
    [emailKey(email)],
  );
  if (!row) return null;
  const token = newToken();
  const link = `${publicUrl}/reset-password?token=${token}`;
  yield* db.transaction((tx) =>
    Effect.gen(function* () {
      yield* tx.query(
        `INSERT INTO password_resets (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
        [hashToken(token), row.member_id, at, new Date(at.getTime() + RESET_MINUTES * 60_000)],
      );
      yield* mailer.queue(
        tx,
        resetMail(
          {
            email: row.email,
            firstName: row.first_name,
            language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
          },
          link,
        ),
      );
    }),
  );
  return row.member_id;
});

export const resetPassword = Effect.fn("Auth.resetPassword")(function* (token: string, newPassword: string) {
  const shape = passwordShapeProblem(newPassword);
  if (shape) return yield* Effect.fail(new ValidationError({ error: shape, fields: { newPassword: shape } }));
  const db = yield* Database;
  const at = yield* now;
  // A token that cannot work is refused before the (deliberately expensive) hash is computed.
  const [live] = yield* db.query<{ email: string; first_name: string; last_name: string }>(
    `SELECT p.email, p.first_name, p.last_name FROM password_resets r JOIN profiles p USING (member_id)
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > $2`,
    [hashToken(token), at],
  );
  if (!live) return yield* Effect.fail(new InvalidResetToken());
  // Whose password it is is known only now: their own name and email are refused as well.
  const owner = { email: live.email, firstName: live.first_name, lastName: live.last_name };
  const problem = yield* passwordProblem(newPassword, owner);
  if (problem) return yield* Effect.fail(new ValidationError({ error: problem, fields: { newPassword: problem } }));
  const passwordHash = yield* Effect.promise(() => hashPassword(newPassword));
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      const [reset] = yield* tx.query<{ member_id: number }>(
        `UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING member_id`,
        [hashToken(token), at],
      );
      if (!reset) return yield* Effect.fail(new InvalidResetToken());
      yield* setPasswordHash(tx, reset.member_id, passwordHash, at);
      // A reset ends every session, every other outstanding reset link and every known device.
      yield* revokeMemberSessions(tx, reset.member_id, at);
      yield* retireResets(tx, reset.member_id, at);
      // Whoever signed in with the old password is a stranger again, held to an address's limits.
      yield* forgetDevices(tx, reset.member_id);
      return reset.member_id;
    }),
  );
});
