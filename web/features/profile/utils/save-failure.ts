import { translate } from "../../../lib/i18n/use-t.ts";
import { profileText, type ProfileKey } from "../i18n.ts";
import type { FieldErrors } from "./profile-form.ts";

export const saveFailed = (): string => translate(profileText, "save.failed");

// A refused save: the message for the toast and the problems to show at their fields.
export class SaveFailure extends Error {
  readonly fields: FieldErrors;
  constructor(message: string, fields: FieldErrors = {}) {
    super(message);
    this.name = "SaveFailure";
    this.fields = fields;
  }
}

// The server's 409 for a phone number another member has carries no field, but belongs to one.
const FIELD_OF_MESSAGE: Record<string, string> = { "Phone number already exists": "phoneNumber" };
// Server answers said in the reader's language; others are shown in the server's own words.
const KNOWN_MESSAGES: Record<string, ProfileKey> = { "Phone number already exists": "save.phoneTaken" };
const inReadersLanguage = (message: string): string => {
  const key = KNOWN_MESSAGES[message];
  return key ? translate(profileText, key) : message;
};

const capitalised = (message: string): string => message.charAt(0).toUpperCase() + message.slice(1);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads the API's `{error, fields?}` answer out of an ApiError ("400: {...}"). Network failures and
 * answers that are not that JSON get the form's generic message.
 */
export function saveFailureOf(error: unknown): SaveFailure {
  const body = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  let parsed: unknown;
  try {
    parsed = body === undefined ? undefined : JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (!isRecord(parsed) || typeof parsed.error !== "string" || parsed.error.trim() === "")
    return new SaveFailure(saveFailed());
  const fields: FieldErrors = {};
  if (isRecord(parsed.fields)) {
    for (const [key, message] of Object.entries(parsed.fields))
      if (typeof message === "string") fields[key] = capitalised(message);
  }
  const field = FIELD_OF_MESSAGE[parsed.error];
  if (field && !fields[field]) fields[field] = inReadersLanguage(parsed.error);
  return new SaveFailure(inReadersLanguage(parsed.error), fields);
}
