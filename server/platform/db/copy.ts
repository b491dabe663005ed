import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from, to } from "pg-copy-streams";

// COPY in both directions on a `pg` client through pg-copy-streams, so bulk writes and full
// reads of the log move text rows instead of one parameter array per column. Used by rebuilds
// and seeds. The embedded database has no COPY: its callers take another path (db.copy is null).

/** `COPY … FROM STDIN` fed text-format rows, chunk by chunk, waiting whenever the socket is full. */
export const copyFrom = async (
  client: pg.ClientBase,
  statement: string,
  chunks: Iterable<string | Buffer>,
): Promise<number> => {
  const sink = client.query(from(statement));
  // A source that throws destroys the sink, which sends CopyFail: the server rolls the copy back.
  await pipeline(Readable.from(chunks), sink);
  return sink.rowCount;
};

/**
 * `COPY … TO STDOUT`: every row (text format, without its newline) is handed to `onRow` as it
 * arrives. When `onRow` returns a promise the stream is not read until it settles, so a slow
 * consumer holds the server back instead of piling rows up. A throw or a rejection ends the
 * copy with that error once the server is done: the rest is read and dropped, which leaves the
 * connection ready for its next statement.
 */
export const copyTo = async (
  client: pg.ClientBase,
  statement: string,
  onRow: (row: Buffer) => void | Promise<void>,
): Promise<number> => {
  const source = client.query(to(statement));
  let rows = 0;
  let failure: { error: unknown } | null = null;
  // The stream's chunks hold whole rows and pieces of rows: in text format only a row's end is
  // a raw newline (one inside a value is written \n).
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of source as AsyncIterable<Buffer>) {
    const data = rest.length === 0 ? chunk : Buffer.concat([rest, chunk]);
    let start = 0;
    for (let end = data.indexOf(10); end >= 0; end = data.indexOf(10, start)) {
      const row = data.subarray(start, end);
      start = end + 1;
      rows += 1;
      if (failure !== null) continue;
      try {
        const wait = onRow(row);
        if (wait) await wait;
      } catch (error) {
        failure = { error };
      }
    }
    rest = data.subarray(start);
  }
  if (failure !== null) throw failure.error;
  return rows;
};

// COPY's text format: backslash, tab, newline and carriage return escaped; \N is NULL.
const SPECIAL = /[\\\t\n\r]/;
export const copyText = (value: string): string =>
  SPECIAL.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r"))
    : value;

export const copyValue = (value: unknown): string =>
  value === null || value === undefined
    ? "\\N"
    : typeof value === "string"
      ? copyText(value)
      : value instanceof Date
        ? value.toISOString()
        : typeof value === "object"
          ? copyText(JSON.stringify(value))
          : String(value);

const UNESCAPE: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };
/** One field of a text-format row back to its text (fields never hold \N here: the columns read are NOT NULL). */
export const uncopyText = (field: string): string =>
  field.includes("\\") ? field.replace(/\\(.)/g, (_m, c: string) => UNESCAPE[c] ?? c) : field;
