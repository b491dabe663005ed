import { CsvError, parse } from "csv-parse/sync";
import { Effect } from "effect";
import { periodOfPayoutId } from "../../../domain/payouts.ts";
import { monthOf, yearOf, type Period } from "../../../domain/period.ts";
import { textRule } from "../../../domain/safe-text.ts";
import { ValidationError } from "../../platform/http/errors.ts";

// Reads the bank's result file: CSV with the header `reference,status,bank_reference` and one
// line per payout. `reference` is our payout id (the bank file's reference), `status` is paid
// (or success) or failed (or rejected), and the third column is the bank's reference of a paid
// transfer (required) or why a failed one failed (optional). The whole file is checked before
// anything is applied, so a malformed one changes nothing; the route and the CLI both read
// files here. No cell may hold a line break (even quoted), a control, bidi or invisible
// character (domain/safe-text.ts), and no two payouts may be given one bank reference.
export const BANK_RESULT_MAX_BYTES = 1024 * 1024;
export const BANK_RESULT_MAX_LINES = 5_000;
export const BANK_RESULT_HEADER = ["reference", "status", "bank_reference"] as const;
const REFERENCE_MAX = 100;
const REASON_MAX = 500;
/** What a failed line without a reason records. */
export const DEFAULT_FAILURE_REASON = "Failed at the bank";

const STATUSES: Readonly<Record<string, "paid" | "failed">> = {
  paid: "paid",
  success: "paid",
  failed: "failed",
  rejected: "failed",
};

export type Outcome =
  { readonly status: "paid"; readonly bankReference: string } | { readonly status: "failed"; readonly reason: string };

/** One payout line of the file; `line` counts from the header, line 1. */
export type ResultLine = { readonly line: number; readonly reference: string } & Outcome;

/** The refusal of a malformed file, the same words over HTTP and on the command line. */
export const malformed = (problem: string) =>
  new ValidationError({ error: `Invalid bank result file: ${problem}`, fields: { file: problem } });

interface Row {
  readonly line: number;
  readonly cells: ReadonlyArray<string>;
}

const TOO_MANY = `the file has more than ${BANK_RESULT_MAX_LINES.toLocaleString("en")} payout lines`;

// Why csv-parse stopped, by its error code, as the refusal words it.
const PARSE_PROBLEMS: Readonly<Record<string, string>> = {
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "a quoted value must be followed by a comma or the line's end",
  CSV_INVALID_CLOSING_QUOTE: "a quoted value must be followed by a comma or the line's end",
};

/**
 * RFC 4180 records (csv-parse): quoted cells may hold commas, quotes ("") and line breaks; spaces
 * around a cell are dropped. Blank lines (a trailing line break, a gap) hold nothing and are left
 * out. Every line break is read as \n first, so csv-parse counts lines as an editor does; a row's
 * line is where it starts, its last line less the breaks its cells hold.
 */
const rowsOf = (text: string): Array<Row> | string => {
  const rows: Array<Row> = [];
  let last = { lines: 0, empty_lines: 0 };
  try {
    parse(text.replace(/\r\n?/g, "\n"), {
      record_delimiter: "\n",
      trim: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // The header and one line too many are enough to refuse the file.
      to: BANK_RESULT_MAX_LINES + 2,
      on_record: (cells, { lines, empty_lines }) => {
        last = { lines, empty_lines };
        const breaks = cells.reduce((sum, cell) => sum + cell.split("\n").length - 1, 0);
        rows.push({ line: lines - breaks, cells });
        return cells;
      },
    });
    return rows.length > BANK_RESULT_MAX_LINES + 1 ? TOO_MANY : rows;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // An open quote runs to the end of the file: its row starts after the last row read and the
    // blank lines that followed it.
    if (error.code === "CSV_QUOTE_NOT_CLOSED")
      return `line ${last.lines + 1 + (error["empty_lines"] as number) - last.empty_lines}: a quoted value is not closed`;
    return `line ${error["lines"] as number}: ${PARSE_PROBLEMS[error.code] ?? "the line is not CSV"}`;
  }
};

const quote = (value: string) => JSON.stringify(value.length > 20 ? `${value.slice(0, 20)}…` : value);

/** Where each payout and each bank reference was first seen in the file, by line. */
interface Seen {
  readonly payouts: Map<string, number>;
  readonly bankReferences: Map<string, { line: number; reference: string }>;
}

const lineOf = (row: Row, seen: Seen): ResultLine | string => {
  const at = `line ${row.line}`;
  if (row.cells.length !== 3)
    return `${at}: expected 3 columns (${BANK_RESULT_HEADER.join(",")}), found ${row.cells.length}`;
  const [reference, rawStatus, third] = row.cells.map((cell) => cell.trim()) as [string, string, string];
  for (const [i, column] of BANK_RESULT_HEADER.entries()) {
    const rule = textRule(row.cells[i]!.trim());
    if (rule !== null) return `${at}: ${column} ${rule}`;
  }
  if (reference === "") return `${at}: reference is required`;
  if (reference.length > REFERENCE_MAX) return `${at}: reference must be at most ${REFERENCE_MAX} characters`;
  const status = STATUSES[rawStatus.toLowerCase()];
  if (!status) return `${at}: status ${quote(rawStatus)} is not paid or failed (or success, rejected)`;
  const first = seen.payouts.get(reference);
  if (first !== undefined) return `${at}: ${reference} is listed again (first on line ${first})`;
  seen.payouts.set(reference, row.line);
  if (status === "paid") {
    if (third === "") return `${at}: a paid line needs its bank_reference`;
    if (third.length > REFERENCE_MAX) return `${at}: bank_reference must be at most ${REFERENCE_MAX} characters`;
    const other = seen.bankReferences.get(third);
    if (other !== undefined)
      return `${at}: bank_reference ${quote(third)} of ${reference} is also given to ${other.reference} on line ${other.line}`;
    seen.bankReferences.set(third, { line: row.line, reference });
    return { line: row.line, reference, status, bankReference: third };
  }
  if (third.length > REASON_MAX) return `${at}: the reason must be at most ${REASON_MAX} characters`;
  return { line: row.line, reference, status, reason: third || DEFAULT_FAILURE_REASON };
};

/** The file's payout lines, or the first problem found in it (nothing is applied then). */
export const readBankResult = (bytes: Uint8Array): Effect.Effect<ReadonlyArray<ResultLine>, ValidationError> => {
  if (bytes.length > BANK_RESULT_MAX_BYTES) return Effect.fail(malformed("the file is over 1 MB"));
  let text: string;
  try {
    // The decoder drops a byte order mark, which spreadsheet programs write.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return Effect.fail(malformed("the file is not UTF-8 text"));
  }
  // PostgreSQL text cannot hold a NUL character.
  const nul = text.indexOf("\u0000");
  if (nul >= 0) return Effect.fail(malformed(`line ${text.slice(0, nul).split("\n").length}: a NUL character`));
  const rows = rowsOf(text);
  if (typeof rows === "string") return Effect.fail(malformed(rows));
  const [header, ...data] = rows;
  if (!header) return Effect.fail(malformed("the file is empty"));
  if (header.cells.map((cell) => cell.trim().toLowerCase()).join(",") !== BANK_RESULT_HEADER.join(","))
    return Effect.fail(malformed(`line ${header.line}: the header must be ${BANK_RESULT_HEADER.join(",")}`));
  if (data.length === 0) return Effect.fail(malformed("the file lists no payouts"));
  if (data.length > BANK_RESULT_MAX_LINES) return Effect.fail(malformed(TOO_MANY));
  const seen: Seen = { payouts: new Map(), bankReferences: new Map() };
  const lines: Array<ResultLine> = [];
  for (const row of data) {
    const line = lineOf(row, seen);
    if (typeof line === "string") return Effect.fail(malformed(line));
    lines.push(line);
  }
  return Effect.succeed(lines);
};

// "May 2026": how a refusal names a month.
const MONTH_TITLE = new Intl.DateTimeFormat("en-MY", { month: "long", year: "numeric", timeZone: "UTC" });
const monthTitle = (period: Period) => MONTH_TITLE.format(new Date(Date.UTC(yearOf(period), monthOf(period) - 1, 1)));

/**
 * A file uploaded for one month names a payout of another (PO-yyyymm-…): the whole file is
 * refused as malformed and nothing is applied (reconcile.ts asks, for a payout that exists).
 */
export const ofAnotherMonth = (line: ResultLine, period: Period): ValidationError =>
  malformed(
    `line ${line.line}: ${line.reference} is a payout of ${monthTitle(periodOfPayoutId(line.reference))}, not ${monthTitle(period)}`,
  );
