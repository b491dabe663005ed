import crypto from "node:crypto";
import { ValidationError } from "../../platform/http/errors.ts";
import type { KeyType } from "./search-sorts.ts";

// The `after` cursor: where the previous page ended (the sort phase and the last row's sort key
// values), as base64url JSON, and a check over it and the search it belongs to (sort, order
// and filters). A cursor that was edited, cut short or taken from another search is refused
// with a 400 naming `after`, never read; each value is also checked against its column's type,
// so nothing but a well-formed key ever reaches a statement as a parameter.
export type KeyValue = number | string;
export interface Cursor { readonly phase: number; readonly values: ReadonlyArray<KeyValue> }

const digest = (scope: string, body: string) => crypto.createHash("sha256").update(`${scope}\n${body}`).digest("hex").slice(0, 16);

export const encodeCursor = (scope: string, cursor: Cursor): string => {
  const body = Buffer.from(JSON.stringify([cursor.phase, ...cursor.values])).toString("base64url");
  return `${body}.${digest(scope, body)}`;
};

const INT4 = 2_147_483_647;
const fits: Record<KeyType, (v: unknown) => boolean> = {
  int: (v) => Number.isSafeInteger(v) && Math.abs(v as number) <= INT4,
  bigint: (v) => Number.isSafeInteger(v),
  // A sort key of text is at most a name or an address; PostgreSQL text never holds NUL.
  text: (v) => typeof v === "string" && v.length <= 300 && !v.includes("\u0000") && v.isWellFormed(),
  micros: (v) => typeof v === "string" && /^-?\d{1,17}$/.test(v),
};

export const badCursor = () =>
  new ValidationError({ error: "Invalid search: after is not a cursor this search gave", fields: { after: "is not a cursor this search gave" } });

/** The cursor, if it came from this search and its values fit the keys of its phase; else null. */
export const decodeCursor = (scope: string, text: string, phases: ReadonlyArray<ReadonlyArray<KeyType>>): Cursor | null => {
  const dot = text.lastIndexOf(".");
  const body = text.slice(0, dot);
  if (dot < 1 || digest(scope, body) !== text.slice(dot + 1)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !Number.isInteger(parsed[0])) return null;
  const [phase, ...values] = parsed as [number, ...Array<unknown>];
  const types = phases[phase];
  if (!types || values.length !== types.length || !types.every((type, i) => fits[type](values[i]))) return null;
  return { phase, values: values as Array<KeyValue> };
};
