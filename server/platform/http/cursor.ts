import crypto from "node:crypto";
import { ValidationError } from "./errors.ts";

// Paging cursors (`after`): where a page ended, as values of the list's sort keys, with a check
// over them and the list they belong to (its `scope`: a search's sort and filters, or whose
// team it is). The text is base64url of `value.value.….check`, so it reads as opaque; a whole
// number travels as its digits and anything else as `~` and its text in base64url, so no value
// holds a dot. A cursor that was edited, cut short or taken from another list fails the check
// and is refused, never read; the caller still checks each value against its key's type.
export type CursorValue = number | string;

/** What a cursor's text looks like, for schemas that refuse anything else before it is decoded. */
export const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,2048}$/;

const checkOf = (scope: string, payload: string) =>
  crypto.createHash("sha256").update(`${scope}\n${payload}`).digest("hex").slice(0, 16);

const encodeValue = (value: CursorValue) =>
  typeof value === "number" && Number.isSafeInteger(value)
    ? String(value)
    : `~${Buffer.from(String(value)).toString("base64url")}`;

const decodeValue = (part: string): CursorValue | null => {
  if (/^-?\d{1,16}$/.test(part)) return Number.isSafeInteger(Number(part)) ? Number(part) : null;
  return /^~[A-Za-z0-9_-]*$/.test(part) ? Buffer.from(part.slice(1), "base64url").toString("utf8") : null;
};

export const encodeCursor = (scope: string, values: ReadonlyArray<CursorValue>): string => {
  const payload = values.map(encodeValue).join(".");
  return Buffer.from(`${payload}.${checkOf(scope, payload)}`).toString("base64url");
};

/** The values of a cursor made for `scope`, or null for anything else. */
export const decodeCursor = (scope: string, text: string): ReadonlyArray<CursorValue> | null => {
  if (!CURSOR_TEXT.test(text)) return null;
  const decoded = Buffer.from(text, "base64url").toString("latin1");
  const dot = decoded.lastIndexOf(".");
  const payload = decoded.slice(0, dot);
  if (dot < 1 || checkOf(scope, payload) !== decoded.slice(dot + 1)) return null;
  const values = payload.split(".").map(decodeValue);
  return values.every((v) => v !== null) ? (values as Array<CursorValue>) : null;
};

/** The 400 for an `after` that is not a cursor of this list (`what` opens the message, e.g. "Invalid search"). */
export const badCursor = (what: string, reason: string) =>
  new ValidationError({ error: `${what}: after ${reason}`, fields: { after: reason } });
