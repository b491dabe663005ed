import { stringify } from "csv-stringify/sync";

// RFC 4180 CSV as every file Jemput hands out is written: CRLF line ends, a cell quoted only when
// it holds a comma or a quote, true and false spelled out, and a leading quote on text that a
// spreadsheet would run as a formula (csv-stringify's escape_formulas, which also knows the
// full-width signs and a leading tab). A negative amount ("-12.50") is a figure, not a formula,
// and is written as it is. No cell reaches here holding a line break or a control character:
// the callers refuse those first (safe-text.ts), naming the member and the field.

export interface CsvLayout {
  /** The columns, in order: the keys of object rows, the header's names for array rows. */
  readonly columns: ReadonlyArray<string>;
  /** Whether the first line names the columns (a later page of a streamed file leaves it out). */
  readonly header?: boolean;
  /** The columns whose text is guarded against formulas: every column when not given. */
  readonly guarded?: ReadonlySet<string>;
}

const FIGURE = /^-\d+(\.\d+)?$/;

export const csvText = (
  rows: ReadonlyArray<object | ReadonlyArray<unknown>>,
  { columns, header = true, guarded }: CsvLayout,
): string =>
  stringify(rows as Array<object>, {
    columns: [...columns],
    header,
    record_delimiter: "windows",
    escape_formulas: guarded === undefined,
    cast: {
      boolean: String,
      // A cell's own options cost the writer a second look, so only the exceptions carry them.
      string:
        guarded === undefined
          ? (value) => (FIGURE.test(value) ? { value, escape_formulas: false } : value)
          : (value, { column }) =>
              guarded.has(typeof column === "number" ? columns[column]! : String(column))
                ? { value, escape_formulas: true }
                : value,
    },
  });
