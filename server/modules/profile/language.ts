import { Effect } from "effect";
import { isLanguage, type Language } from "../../../domain/languages.ts";
import { now } from "../../platform/clock/now.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { NotFound, ValidationError } from "../../platform/http/errors.ts";
import { REFUSALS } from "../../platform/i18n/refusal-catalog.ts";

// The language a member reads Jemput in (decision 31), kept on their profile with the rest of
// their personal data: chosen at registration, changed from the picker, read by every mail.

/** One of the four codes, or a refusal naming `field`. */
export const languageOf = (field: string, value: string): Effect.Effect<Language, ValidationError> =>
  isLanguage(value)
    ? Effect.succeed(value)
    : Effect.fail(
        new ValidationError({
          error: REFUSALS.en.languageUnknown,
          fields: { [field]: REFUSALS.en.languageUnknown },
        }),
      );

export const saveLanguage = (sql: Sql, memberId: number, language: Language, at: Date) =>
  Effect.flatMap(
    sql.query<{ member_id: number }>(
      `UPDATE profiles SET language = $2, updated_at = $3 WHERE member_id = $1 RETURNING member_id`,
      [memberId, language, at],
    ),
    (rows) => (rows.length === 0 ? Effect.fail(new NotFound({ what: "Member" })) : Effect.succeed(language)),
  );

export const changeLanguage = Effect.fn("Profile.changeLanguage")(function* (memberId: number, typed: string) {
  const language = yield* languageOf("language", typed);
  return yield* saveLanguage(yield* Database, memberId, language, yield* now);
});
