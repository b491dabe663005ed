import { Effect } from "effect";
import { Router } from "express";
import { LanguageBody, LanguageSaved, Profile } from "../../../domain/contract/profile.ts";
import { hit, LIMITS } from "../credentials/rate-limit.ts";
import { requireMember } from "../credentials/session.ts";
import { now } from "../../platform/clock/now.ts";
import { Database } from "../../platform/db/database.ts";
import { encode } from "../../platform/http/encode.ts";
import { PRIVATE_NO_STORE, route } from "../../platform/http/route.ts";
import { decodeInput } from "../../platform/http/validation.ts";
import type { AppRuntime } from "../../platform/runtime.ts";
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
] as const;
const withFormDefaults = (body: unknown): unknown => {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { firstName: "", lastName: "", phoneNumber: "", ...body };
  for (const field of NULL_WHEN_EMPTY) if (out[field] === "") out[field] = null;
  return out;
};

export const profileRoutes = (runtime: AppRuntime) =>
  Router()
    .get(
      "/api/profile",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const db = yield* Database;
          return { body: encode(Profile, yield* loadProfile(db, caller.memberId)), headers: PRIVATE_NO_STORE };
        }),
      ),
    )
    .put(
      "/api/profile",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          // Counted before the body is looked at, so a refused save costs as much as an accepted one.
          yield* hit(yield* Database, LIMITS.profileSavePerMember, String(caller.memberId), yield* now);
          const body = yield* decodeInput(ProfileBody, "Invalid profile")(withFormDefaults(req.body));
          return {
            body: encode(Profile, yield* updateProfile(caller, body)),
            headers: PRIVATE_NO_STORE,
          };
        }),
      ),
    )
    .put(
      "/api/profile/language",
      route(runtime, (req) =>
        Effect.gen(function* () {
          const caller = yield* requireMember(req);
          const { language } = yield* decodeInput(LanguageBody, "Invalid language")(req.body);
          const saved = yield* changeLanguage(caller.memberId, language);
          return { body: encode(LanguageSaved, { language: saved }), headers: PRIVATE_NO_STORE };
        }),
      ),
    );
