import { ApiError } from "./api.ts";
import { translate } from "./i18n/use-t.ts";
import { libText } from "./text.ts";

// What went wrong with an auth call, read back from the client's "<status>: <body>" message and
// the server's { error, fields } body.
// `retryAfterSeconds` only when the answer said when to try again (a rate limit's Retry-After).
export type Failure =
  | { kind: "network" }
  | {
      kind: "server";
      status: number;
      message: string;
      fields: Record<string, string>;
      retryAfterSeconds?: number;
    };

export function failureOf(error: unknown): Failure {
  // fetch rejects with a TypeError when the request never got an answer.
  if (!(error instanceof ApiError)) return { kind: "network" };
  const body = error.message.replace(/^\d{3}: /, "");
  const parsed = parseJson(body);
  const message = typeof parsed?.error === "string" ? parsed.error : body;
  const wait = error.retryAfterSeconds === null ? {} : { retryAfterSeconds: error.retryAfterSeconds };
  return { kind: "server", status: error.status, message, fields: stringFields(parsed?.fields), ...wait };
}

/**
 * The toast for a failed admin action: the server's own words when it answered (a month not
 * yet over, an image whose bytes are not an image, Brevo not configured), else `fallback`
 * ("Please try again" in the reader's language unless given).
 */
export function failureToast(title: string, error: unknown, fallback = translate(libText, "failure.tryAgain")) {
  const failure = failureOf(error);
  // A proxy's HTML error page is an answer, but not words to show.
  const said = failure.kind === "server" && !/^\s*</.test(failure.message) ? failure.message.trim() : "";
  return { title, description: said || fallback, variant: "destructive" as const };
}

// The message about a specific field (e.g. "This password is too common"), else the overall one.
export function detailOf(failure: Extract<Failure, { kind: "server" }>): string {
  return Object.values(failure.fields)[0] ?? failure.message;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
