import { Effect } from "effect";
import { normalisePhone } from "./phone.ts";
import { Database, isUniqueViolation, type DbError } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { ValidationError } from "../../platform/http/errors.ts";
import { PhoneTaken } from "./errors.ts";
import { removePicture, storePicture } from "./picture.ts";
import { loadProfile, PROFILE_DETAIL_FIELDS } from "./queries.ts";
import type { ProfileBody } from "./validation.ts";
import { recordSignals } from "../risk/signals.ts";

const invalid = (field: string, message: string) =>
  new ValidationError({ error: message, fields: { [field]: message } });

const validBirthDate = (value: string, now: Date): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date < now && date.getUTCFullYear() >= 1900
  );
};

/** Saves the whole form in one statement, so concurrent saves never leave a mixed row. */
export const updateProfile = Effect.fn("Profile.update")(function* (
  memberId: number,
  body: ProfileBody,
  uploadsDir: string,
) {
  const at = yield* now;
  const db = yield* Database;
  const phoneNumber = normalisePhone(body.phoneNumber);
  if (phoneNumber === null) return yield* Effect.fail(invalid("phoneNumber", "Please enter a valid phone number"));
  if (body.dateOfBirth && !validBirthDate(body.dateOfBirth, at))
    return yield* Effect.fail(invalid("dateOfBirth", "Date of birth must be a real date in the past"));

  const [current] = yield* db.query<{ profile_picture: string | null }>(
    `SELECT profile_picture FROM profiles WHERE member_id = $1`,
    [memberId],
  );
  let picture = current?.profile_picture ?? null;
  let storedNow: string | null = null;
  const incoming = body.profilePicture ?? null;
  if (incoming === null || incoming === "") picture = null;
  else if (incoming.startsWith("data:"))
    picture = storedNow = yield* Effect.try({
      try: () => storePicture(incoming, uploadsDir, memberId),
      catch: (e) => e as ValidationError,
    });
  else if (incoming !== picture)
    return yield* Effect.fail(invalid("profilePicture", "Invalid file type: Please select an image file"));

  const details: Record<string, unknown> = {};
  for (const field of PROFILE_DETAIL_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    details[field] = typeof value === "string" ? (value.trim() === "" ? null : value.trim()) : (value ?? null);
  }
  yield* db
    .query(
      `UPDATE profiles SET first_name = $2, last_name = $3, phone_number = $4, details = $5, profile_picture = $6, updated_at = $7 WHERE member_id = $1`,
      [memberId, body.firstName.trim(), body.lastName.trim(), phoneNumber, JSON.stringify(details), picture, at],
    )
    .pipe(
      Effect.catchTag("DbError", (e): Effect.Effect<never, PhoneTaken | DbError> =>
        isUniqueViolation(e, "profiles_phone_idx") ? Effect.fail(new PhoneTaken()) : Effect.fail(e),
      ),
      // A refused save (the phone belongs to someone else) leaves no picture behind.
      Effect.tapError(() => Effect.sync(() => storedNow && removePicture(storedNow, uploadsDir))),
    );
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
      { kind: "bank_account", value: text("bankAccountNumber") },
      { kind: "delivery_address", value: address },
      { kind: "phone", value: phoneNumber },
    ],
    at,
  );
  return yield* loadProfile(db, memberId);
});
