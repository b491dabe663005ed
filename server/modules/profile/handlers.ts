import { Effect } from "effect";
import { normalisePhone } from "./phone.ts";
import { Database, isUniqueViolation, type DbError, type Sql } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { NotFound, ValidationError } from "../../platform/http/errors.ts";
import { hit, LIMITS, RateLimited } from "../credentials/rate-limit.ts";
import { PhoneTaken } from "./errors.ts";
import { dropMemberPictures, INVALID_PICTURE, keepPicture, readPicture } from "./picture.ts";
import { BANK_FIELDS, loadProfile, PROFILE_DETAIL_FIELDS, PROFILE_LIST_FIELDS } from "./queries.ts";
import { isMaskedAccount } from "../../../domain/bank-account.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { saveAccount } from "../bank-accounts/store.ts";
import { requireRecentStepUp } from "../credentials/step-up.ts";
import { queueBankChangeNotice } from "./bank-change-notice.ts";
import type { ProfileBody } from "./validation.ts";
import { recordSignals } from "../risk/signals.ts";
import { followProfileLinks } from "../handles/store.ts";
import { preparePayee } from "../payee/prepare.ts";
import { savePayee } from "../payee/save.ts";
import { queuePayeeChangeNotice } from "./payee-change-mail.ts";

const trimmed = (value: string | null | undefined): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

const bankInputOf = (body: ProfileBody) => ({
  holder: trimmed(body.bankAccountHolderName),
  method: body.paymentMethod ?? "bank_account",
  bankCode: trimmed(body.bankCode),
  bank: trimmed(body.bankName),
  account: trimmed(body.bankAccountNumber),
  duitNowIdType: body.duitNowIdType ?? null,
  duitNowId: trimmed(body.duitNowId),
  duitNowIdCountry: trimmed(body.duitNowIdCountry),
});

const invalid = (field: string, message: string) =>
  new ValidationError({ error: message, fields: { [field]: message } });

const validBirthDate = (value: string, now: Date): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < now && date.getUTCFullYear() >= 1900
  );
};

/** The form's values as the details document keeps them: text trimmed (empty as null), lists always lists. */
const detailsOf = (body: ProfileBody): Record<string, unknown> => {
  const details: Record<string, unknown> = {};
  for (const field of PROFILE_DETAIL_FIELDS) {
    if ((BANK_FIELDS as ReadonlyArray<string>).includes(field)) continue;
    const value = (body as Record<string, unknown>)[field];
    if ((PROFILE_LIST_FIELDS as ReadonlyArray<string>).includes(field)) details[field] = value ?? [];
    else details[field] = typeof value === "string" ? (value.trim() === "" ? null : value.trim()) : (value ?? null);
  }
  return details;
};

/**
 * Refuses to change the phone number once the member's saves were refused for a taken number as
 * often as the hour allows: a free number would otherwise still answer 200 and tell itself apart.
 * Reads the counter hit() keeps (credentials/rate-limit.ts) without adding to it.
 */
const phoneChangeAllowed = (tx: Sql, memberId: number, at: Date) =>
  Effect.gen(function* () {
    const limit = LIMITS.phoneTakenPerMember;
    const windowMs = limit.windowSeconds * 1000;
    const start = new Date(Math.floor(at.getTime() / windowMs) * windowMs);
    const [row] = yield* tx.query<{ hits: number }>(
      `SELECT hits FROM rate_limits WHERE key = $1 AND window_start = $2`,
      [`${limit.name}:${memberId}`, start],
    );
    if ((row?.hits ?? 0) >= limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + windowMs - at.getTime()) / 1000));
      return yield* Effect.fail(new RateLimited({ retryAfterSeconds }));
    }
  });

/**
 * A member saved as a fixture or seed does: without a session, which is enough for first bank
 * details and never for a change to them (that needs a step-up).
 */
export const withoutSession = (memberId: number) => ({ memberId, tokenHash: "" });

/**
 * Saves the whole form in one statement, so concurrent saves never leave a mixed row. The row is
 * locked while the picture it had is read and replaced, and a new picture is kept and the old
 * one let go in the same transaction: a refused save leaves both as they were, and of two saves
 * at once each lets go of exactly the picture its own write replaced.
 */
export const updateProfile = Effect.fn("Profile.update")(function* (
  caller: { readonly memberId: number; readonly tokenHash: string },
  body: ProfileBody,
) {
  const { memberId } = caller;
  const at = yield* now;
  const db = yield* Database;
  const vault = yield* BankVault;
  const phoneNumber = normalisePhone(body.phoneNumber);
  if (phoneNumber === null) return yield* Effect.fail(invalid("phoneNumber", "Please enter a valid phone number"));
  if (body.dateOfBirth && !validBirthDate(body.dateOfBirth, at))
    return yield* Effect.fail(invalid("dateOfBirth", "Date of birth must be a real date in the past"));

  const incoming = body.profilePicture ?? null;
  // Re-encoding is the slow part, done before the row is locked.
  const image = incoming?.startsWith("data:") ? yield* readPicture(incoming) : null;
  const details = detailsOf(body);
  // Checked, and a new TIN confirmed with MyInvois, before the row is locked (payee/prepare.ts).
  const payee = yield* preparePayee(db, caller, body, at);

  yield* db
    .transaction((tx) =>
      Effect.gen(function* () {
        const [current] = yield* tx.query<{
          profile_picture: string | null;
          picture_hash: string | null;
          phone_number: string;
          links: Record<string, { profileLink?: string | null }> | null;
        }>(
          `SELECT profile_picture, picture_hash, phone_number, details -> 'socialMediaLinks' AS links
             FROM profiles WHERE member_id = $1 FOR UPDATE`,
          [memberId],
        );
        if (!current) return yield* Effect.fail(new NotFound({ what: "Member" }));
        // Saving the form again sends the stored path back, which keeps the picture.
        const keeps = image === null && incoming !== null && incoming !== "";
        if (keeps && incoming !== current.profile_picture)
          return yield* Effect.fail(invalid("profilePicture", INVALID_PICTURE));
        if (current.phone_number !== phoneNumber) {
          yield* phoneChangeAllowed(tx, memberId, at);
          const held = yield* tx.query(`SELECT 1 FROM profiles WHERE phone_number = $1 AND member_id <> $2`, [
            phoneNumber,
            memberId,
          ]);
          // Counted in this transaction, which commits: the member's next save waits for the row
          // lock taken above and then sees the count, so saves sent at once cannot outrun it.
          if (held.length > 0) {
            yield* hit(tx, LIMITS.phoneTakenPerMember, String(memberId), at);
            return { taken: true } as const;
          }
        }
        // After the refusals above, as the phone's commits its counter. Where the money goes: a
        // change to an account the member had needs their password again (and their code)
        // within minutes, and every change is mailed to them.
        const bank = yield* saveAccount(tx, vault, memberId, bankInputOf(body), at);
        if (bank.changed && bank.hadAccount) yield* requireRecentStepUp(tx, caller.tokenHash, at);
        if (bank.changed) yield* queueBankChangeNotice(tx, memberId, at, bank.last4);
        // Who the payouts are paid to, for LHDN's documents: mailed on every change as well.
        if (yield* savePayee(tx, vault, memberId, payee, at)) yield* queuePayeeChangeNotice(tx, memberId, at);
        // Kept only now, after every refusal above: a refused save commits its counters, never a blob.
        const picture = image
          ? yield* keepPicture(tx, image)
          : keeps
            ? { url: current.profile_picture, hash: current.picture_hash }
            : { url: null, hash: null };
        yield* tx
          .query(
            `UPDATE profiles SET first_name = $2, last_name = $3, phone_number = $4, details = $5, profile_picture = $6, picture_hash = $7, updated_at = $8 WHERE member_id = $1`,
            [
              memberId,
              body.firstName.trim(),
              body.lastName.trim(),
              phoneNumber,
              JSON.stringify(details),
              picture.url,
              picture.hash,
              at,
            ],
          )
          .pipe(
            // Another member took the number after the look above.
            Effect.catchTag("DbError", (e): Effect.Effect<never, PhoneTaken | DbError> =>
              isUniqueViolation(e, "profiles_phone_idx") ? Effect.fail(new PhoneTaken()) : Effect.fail(e),
            ),
          );
        if (picture.url !== current.profile_picture) yield* dropMemberPictures(tx, memberId, [current.picture_hash]);
        // Each platform's handle follows its link (decision 55): claimed again when the link names another.
        yield* followProfileLinks(tx, memberId, current.links, body.socialMediaLinks ?? null, at);
        return { taken: false } as const;
      }),
    )
    .pipe(Effect.flatMap((saved) => (saved.taken ? Effect.fail(new PhoneTaken()) : Effect.void)));

  // A DuitNow ID is where the money goes as an account number is: the same fraud signal.
  const destination = body.paymentMethod === "duitnow" ? body.duitNowId : body.bankAccountNumber;
  const bankNumber = isMaskedAccount(destination ?? "") ? null : trimmed(destination);
  const text = (field: string) => (typeof details[field] === "string" ? (details[field] as string) : null);
  const address = [
    "deliveryAddressLine1",
    "deliveryAddressLine2",
    "deliveryPostalCode",
    "deliveryCity",
    "deliveryState",
  ]
    .map(text)
    .filter((part) => part !== null)
    .join(" ");
  yield* recordSignals(
    db,
    memberId,
    "profile",
    [
      { kind: "bank_account", value: bankNumber },
      { kind: "delivery_address", value: address },
      { kind: "phone", value: phoneNumber },
    ],
    at,
  );
  return yield* loadProfile(db, memberId);
});
