import { Schema } from "effect";
// The lint pattern for domain/ names only files directly in it; period.ts is a domain file too.
import { MONTH_RULE, MONTH_TEXT, parseMonth, parseYear, YEAR_RULE, YEAR_TEXT } from "../period.ts";

// The pieces every /api answer is made of. The contract's schemas describe answers exactly as
// they travel: no schema here transforms a value, so encoding an answer on the server and
// decoding it in the browser give back the same JSON, and a struct's fields are listed in the
// order the server writes them (encoding writes keys in that order).

/** Every refusal: a message, and for bad input the reason per field. */
export const ErrorBody = Schema.Struct({
  error: Schema.String,
  fields: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
}).annotate({ identifier: "ErrorBody", description: "A refusal: the message, and for bad input the reason per field" });
export type ErrorBody = typeof ErrorBody.Type;

/** Ringgit as a JSON number (sen / 100), as the dashboard and admin figures are sent. */
export const Ringgit = Schema.Finite.annotate({ description: "Ringgit (RM) as a number, e.g. 230.5" });

/** Ringgit as a decimal string with two places ("230.50"), as reports and the ledger send it. */
export const RinggitText = Schema.String.annotate({ description: 'Ringgit (RM) as a decimal string, e.g. "230.50"' });

/** An instant as `Date.prototype.toISOString` writes it (UTC). */
export const Instant = Schema.String.annotate({ format: "date-time", description: "An instant in UTC, ISO 8601" });

/** Database ids and counts. */
export const Count = Schema.Int;

export const Month = Schema.Int.annotate({ description: "1 to 12" });
export const Year = Schema.Int;

/** Text the server keeps in PostgreSQL, which holds no NUL character. */
export const hasNoNul = Schema.isPattern(/^[^\u0000]*$/, { message: "must not contain a NUL character" });

/** Optional query parameters: a whole number within limits, written as the string it arrives as. */
export const wholeNumberParam = (re: RegExp, message: string) =>
  Schema.optional(Schema.String.pipe(Schema.check(Schema.isPattern(re, { message }))));

/** What a paging cursor (`after`) looks like: opaque base64url; anything else is refused unread. */
export const CURSOR_TEXT = /^[A-Za-z0-9_-]{1,2048}$/;

/** `limit` of a log read: 1 to 500. */
export const LogLimitQuery = Schema.Struct({
  limit: wholeNumberParam(/^([1-9]\d?|[1-4]\d\d|500)$/, "must be a whole number from 1 to 500"),
});

// Months and years are read as domain/period.ts reads them, in a query or a body alike.
const MonthParam = Schema.String.pipe(Schema.check(Schema.isPattern(MONTH_TEXT, { message: MONTH_RULE })));
const YearParam = Schema.String.pipe(Schema.check(Schema.isPattern(YEAR_TEXT, { message: YEAR_RULE })));

/** A month in a JSON body: a number or its digits, as forms send either. */
export const MonthValue = Schema.Union([Schema.Int, Schema.String]).pipe(
  Schema.check(Schema.makeFilter((v: number | string) => parseMonth(v) !== null || MONTH_RULE)),
);
export const YearValue = Schema.Union([Schema.Int, Schema.String]).pipe(
  Schema.check(Schema.makeFilter((v: number | string) => parseYear(v) !== null || YEAR_RULE)),
);

/** A Malaysian month named by `month` and `year`, both required. */
export const MonthQuery = Schema.Struct({ month: MonthParam, year: YearParam });

/** A year named by `year`, required (a yearly statement). */
export const YearQuery = Schema.Struct({ year: YearParam });

/** The same, both optional: without either, a report takes the current Malaysian month. */
export const PeriodQuery = Schema.Struct({ month: Schema.optional(MonthParam), year: Schema.optional(YearParam) });

/** A file download: the body is the file (CSV, or JSON text written for people). */
export const Attachment = Schema.String.annotate({ description: "The file's contents, sent as an attachment" });

/** A page for people (the unsubscribe link opens it in a browser). */
export const HtmlPage = Schema.String.annotate({ description: "An HTML page" });
