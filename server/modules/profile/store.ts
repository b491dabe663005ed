import { Effect } from "effect";
import { emailKey } from "../../../domain/email.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../domain/languages.ts";
import { isUniqueViolation, type DbError, type Sql } from "../../platform/db/database.ts";
import { EmailTaken, PhoneTaken } from "./errors.ts";
import { dropMemberPictures } from "./picture.ts";

// The profiles table's writes that other modules ask for: a registration's row, a new password,
// an unsubscribe, an erasure. The profile module's own saves (the form, the language, the
// picture) write it beside them; nothing outside this module does.

export interface NewProfile {
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  /** What they chose at registration; the column's English when nothing. */
  readonly language?: Language;
}

/** The new member's row, in the registration's transaction; a taken email or phone is refused. */
export const insertProfile = (tx: Sql, memberId: number, p: NewProfile) =>
  tx
    .query(
      `INSERT INTO profiles (member_id, email, email_key, password_hash, first_name, last_name, phone_number, language)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        memberId,
        p.email,
        emailKey(p.email),
        p.passwordHash,
        p.firstName,
        p.lastName,
        p.phoneNumber,
        p.language ?? DEFAULT_LANGUAGE,
      ],
    )
    .pipe(
      Effect.catchTag("DbError", (e): Effect.Effect<never, EmailTaken | PhoneTaken | DbError> =>
        isUniqueViolation(e, "profiles_email_key_idx") || isUniqueViolation(e, "profiles_email_idx")
          ? Effect.fail(new EmailTaken())
          : isUniqueViolation(e, "profiles_phone_idx")
            ? Effect.fail(new PhoneTaken())
            : Effect.fail(e),
      ),
    );

export const setPasswordHash = (tx: Sql, memberId: number, passwordHash: string, at: Date) =>
  Effect.asVoid(
    tx.query(`UPDATE profiles SET password_hash = $2, updated_at = $3 WHERE member_id = $1`, [
      memberId,
      passwordHash,
      at,
    ]),
  );

/** Stops campaign mail to the member: whether this changed anything (false once already so). */
export const markUnsubscribed = (tx: Sql, memberId: number, at: Date) =>
  Effect.map(
    tx.query(
      `UPDATE profiles SET unsubscribed_at = $2 WHERE member_id = $1 AND unsubscribed_at IS NULL RETURNING member_id`,
      [memberId, at],
    ),
    (rows) => rows.length > 0,
  );

/** Erasure: the row goes, and with it her picture and any name it had before uploads moved into the database. */
export const forgetProfile = (tx: Sql, memberId: number) =>
  Effect.gen(function* () {
    const [gone] = yield* tx.query<{ picture_hash: string | null }>(
      `DELETE FROM profiles WHERE member_id = $1 RETURNING picture_hash`,
      [memberId],
    );
    yield* dropMemberPictures(tx, memberId, [gone?.picture_hash ?? null]);
  });
