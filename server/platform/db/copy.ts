import type pg from "pg";

// COPY in both directions on a `pg` client, through pg's "submittable" hook (the same one
// pg-copy-streams uses), so bulk writes and full reads of the log move text rows instead of
// one parameter array per column. Used by rebuilds and seeds.

interface Connection {
  readonly stream: NodeJS.WritableStream & { readonly writableNeedDrain: boolean };
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

const rowCount = (msg: { text?: string }) => Number(/(\d+)\s*$/.exec(msg.text ?? "")?.[1] ?? 0);

const submittable = (
  statement: string,
  settle: { resolve: (rows: number) => void; reject: (error: unknown) => void },
  extra: object,
) => {
  let rows = 0;
  let failure: unknown = null;
  let settled = false;
  const finish = () => {
    if (settled) return;
    settled = true;
    if (failure === null) settle.resolve(rows);
    else settle.reject(failure);
  };
  return {
    text: statement,
    submit(connection: Connection) {
      connection.query(statement);
    },
    handleCommandComplete(msg: { text?: string }) {
      rows = rowCount(msg);
    },
    handleError(error: unknown) {
      failure ??= error;
      finish();
    },
    handleReadyForQuery() {
      finish();
    },
    handleEmptyQuery() {},
    fail(error: unknown) {
      failure ??= error;
    },
    ...extra,
  };
};

/** `COPY … FROM STDIN` fed text-format rows, chunk by chunk, waiting whenever the socket is full. */
export const copyFrom = (
  client: pg.ClientBase,
  statement: string,
  chunks: Iterable<string | Buffer>,
): Promise<number> =>
  new Promise((resolve, reject) => {
    const query = submittable(
      statement,
      { resolve, reject },
      {
        handleCopyInResponse(connection: Connection) {
          const iterator = chunks[Symbol.iterator]();
          const pump = () => {
            try {
              for (;;) {
                const next = iterator.next();
                if (next.done) return connection.endCopyFrom();
                if (next.value.length > 0)
                  connection.sendCopyFromChunk(typeof next.value === "string" ? Buffer.from(next.value) : next.value);
                if (connection.stream.writableNeedDrain) return void connection.stream.once("drain", pump);
              }
            } catch (error) {
              // The server answers the failure with an error, which rejects the promise.
              query.fail(error);
              connection.sendCopyFail(String((error as Error)?.message ?? error));
            }
          };
          pump();
        },
      },
    );
    void client.query(query as never);
  });

/**
 * `COPY … TO STDOUT`: every row (text format, without its newline) is handed to `onRow` as it
 * arrives. When `onRow` returns a promise the socket pauses until it settles, so a slow
 * consumer holds the server back instead of piling rows up. A throw or a rejection ends the
 * copy with that error once the server is done.
 */
export const copyTo = (
  client: pg.ClientBase,
  statement: string,
  onRow: (row: Buffer) => void | Promise<void>,
): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    let broken = false;
    // The copy is done when the server is and the consumer has caught up.
    let waiting: Promise<void> = Promise.resolve();
    const stop = (error: unknown) => {
      broken = true;
      query.fail(error);
    };
    const query = submittable(
      statement,
      { resolve: (rows) => void waiting.then(() => resolve(rows), reject), reject },
      {
        handleCopyData(msg: { chunk: Buffer }, connection: Connection & { stream: { pause(): void; resume(): void } }) {
          if (broken) return;
          try {
            const { chunk } = msg;
            const wait = onRow(chunk[chunk.length - 1] === 10 ? chunk.subarray(0, chunk.length - 1) : chunk);
            if (wait) {
              connection.stream.pause();
              waiting = Promise.all([waiting, wait]).then(
                () => connection.stream.resume(),
                (error: unknown) => {
                  stop(error);
                  connection.stream.resume();
                  throw error;
                },
              );
              // Seen by whoever settles the copy; never an unhandled rejection meanwhile.
              waiting.catch(() => undefined);
            }
          } catch (error) {
            stop(error);
          }
        },
      },
    );
    void client.query(query as never);
  });

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
