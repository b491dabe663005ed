import { Effect } from "effect";
import { profileApi } from "../../../domain/contract/routes/profile.ts";
import { hit, LIMITS } from "../credentials/rate-limit.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { implement } from "../../platform/http/bind.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import { updateProfile } from "./handlers.ts";
import { changeLanguage } from "./language.ts";
import { loadProfile } from "./queries.ts";
import { ProfileBody } from "./validation.ts";

// The web client sends empty choices as null; an empty string means the same here, and a
// missing name or phone is reported with the form's own (bilingual) message.
const NULL_WHEN_EMPTY = [
  "dateOfBirth",
  "gender",
  "ethnicity",
  "maritalStatus",
  "state",
  "timezone",
  "deliveryCountry",
  "identityType",
] as const;
const withFormDefaults = (body: unknown): unknown => {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { firstName: "", lastName: "", phoneNumber: "", ...body };
  for (const field of NULL_WHEN_EMPTY) if (out[field] === "") out[field] = null;
  return out;
};

export const profileRoutes = implement(profileApi, {
  get: ({ caller }) =>
    Effect.gen(function* () {
      return yield* loadProfile(yield* Database, caller.memberId);
    }),
  // The body is decoded here, after the save is counted (the declaration says so).
  save: ({ caller, body }) =>
    Effect.gen(function* () {
      yield* hit(yield* Database, LIMITS.profileSavePerMember, String(caller.memberId), yield* now);
      const input = yield* decodeInput(ProfileBody, profileApi.save.invalid)(withFormDefaults(body));
      return yield* updateProfile(caller, input);
    }),
  language: ({ caller, body: { language } }) =>
    Effect.gen(function* () {
      return { language: yield* changeLanguage(caller.memberId, language) };
    }),
});
