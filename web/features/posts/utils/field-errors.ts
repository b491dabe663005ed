import { ApiError } from "../../../lib/api.ts";

export type FieldErrors = Partial<Record<string, string>>;

// The API client keeps the answer body in the message ("400: {json}"); a validation failure's
// body is { error, fields }, and so is a conflict with a field's value (409: a link already
// submitted). Anything else (network, server failure) gives null.
const FIELD_STATUSES = [400, 409];

export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || !FIELD_STATUSES.includes(error.status)) return null;
  const body = error.message.slice(`${error.status}: `.length);
  try {
    const parsed: unknown = JSON.parse(body);
    const fields = (parsed as { fields?: unknown } | null)?.fields;
    if (typeof fields !== "object" || fields === null) return null;
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return null;
  }
}

// The server words field messages to follow the field's name ("is required"); a message that is
// already a sentence is shown as it is.
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return /^[A-Z]/.test(message) ? message : `${label} ${message}`;
}
