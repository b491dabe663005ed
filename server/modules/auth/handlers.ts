import { Effect } from "effect";
import { Database, type Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import { registerMember } from "../members/handlers.ts";
import { loadProfile } from "../profile/queries.ts";
import { saveLanguage } from "../profile/language.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../domain/languages.ts";
import { hashPassword, verifyPassword } from "../credentials/password.ts";
import { InvalidCredentials, InvalidResetToken } from "./errors.ts";
import { resetMail } from "./reset-mail.ts";
import { hashToken, IDLE_MINUTES, newToken, RESET_MINUTES, SESSION_DAYS } from "../credentials/tokens.ts";
import { passwordProblem, passwordShapeProblem } from "./validation.ts";
import { emailKey } from "../../../domain/email.ts";
import { MemberSuspended } from "../../../domain/errors.ts";
import { recordSignals, type ClientSignals } from "../risk/signals.ts";
import type { SecondFactor } from "../credentials/session.ts";
import { NO_DETAILS, type SessionDetails } from "../credentials/session-details.ts";
import { identityOnly } from "../two-factor/handlers.ts";
import { secondFactorAtLogin } from "../two-factor/queries.ts";

const DAY_MS = 86_400_000;

/**
 * A new session for `memberId`. `secondFactor` is "pending" when the sign-in still owes a code
 * (decision 19); test fixtures pass "verified" for admins, whom they sign in without one.
 * `details` is what its member is shown of it (decision 22); it is last seen as it opens.
 */
export const openSession = (
  sql: Sql,
  memberId: number,
  now: Date,
  secondFactor: SecondFactor = "none",
  details: SessionDetails = NO_DETAILS,
) =>
  Effect.gen(function* () {
    const token = newToken();
    yield* sql.query(
      `INSERT INTO sessions (token_hash, member_id, created_at, expires_at, second_factor, device, network, last_seen_at, idle_minutes)
       SELECT $1, $2, $3, $4, $5, $6, $7, $3, CASE WHEN m.is_admin THEN $8::int ELSE $9::int END
         FROM members m WHERE m.member_id = $2`,
      [
        hashToken(token),
        memberId,
        now,
        new Date(now.getTime() + SESSION_DAYS * DAY_MS),
        secondFactor,
        details.device,
        details.network,
        IDLE_MINUTES.admin,
        IDLE_MINUTES.member,
      ],
    );
    return token;
  });

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
  const { language = DEFAULT_LANGUAGE, ...registration } = input;
  const { memberId } = yield* registerMember({ ...registration, passwordHash }, { requestId }, client);
  // The profile's row is written by the members module, which knows nothing of languages; a new
  // member who chose none keeps the column's English.
  if (language !== DEFAULT_LANGUAGE) yield* saveLanguage(yield* Database, memberId, language, at);
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
  yield* db.query(`UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL`, [
    tokenHash,
    yield* now,
  ]);
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
      yield* tx.query(`UPDATE profiles SET password_hash = $2, updated_at = $3 WHERE member_id = $1`, [
        reset.member_id,
        passwordHash,
        at,
      ]);
      // A reset ends every session, every other outstanding reset link and every known device.
      yield* tx.query(`UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL`, [
        reset.member_id,
        at,
      ]);
      yield* tx.query(`UPDATE password_resets SET used_at = $2 WHERE member_id = $1 AND used_at IS NULL`, [
        reset.member_id,
        at,
      ]);
      // Whoever signed in with the old password is a stranger again, held to an address's limits.
      yield* tx.query(`DELETE FROM known_devices WHERE member_id = $1`, [reset.member_id]);
      return reset.member_id;
    }),
  );
});
