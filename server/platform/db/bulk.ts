import { Cause, Effect } from "effect";
import { copyText, copyValue } from "./copy.ts";
import type { DbError, Sql } from "./database.ts";

// Many rows per statement, where a whole table is written at once (rebuilds, seeds): COPY on
// PostgreSQL, one array parameter per column expanded by unnest on the embedded database.
export interface Column<Row> {
  readonly name: string;
  readonly type: string;
  readonly value: (row: Row) => unknown;
}

const CHUNK = 5_000;
/** Text handed to one COPY write: large enough to keep the socket busy, small enough to stay cheap. */
const COPY_CHUNK_CHARS = 1 << 20;

export const insertMany = <Row>(
  tx: Sql,
  table: string,
  columns: ReadonlyArray<Column<Row>>,
  rows: ReadonlyArray<Row>,
  onChunk?: (n: number) => void,
) =>
  Effect.gen(function* () {
    const names = columns.map((c) => c.name).join(", ");
    const params = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
    const text = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${params})`;
    for (let offset = 0; offset < rows.length; offset += CHUNK) {
      const chunk = rows.slice(offset, offset + CHUNK);
      yield* tx.query(
        text,
        columns.map((c) => chunk.map(c.value)),
      );
      onChunk?.(chunk.length);
    }
  });

// Numbers, flags and instants never hold a character COPY escapes; only text is checked.
const PLAIN_TYPES = new Set(["int", "bigint", "bool", "timestamptz"]);
const encoderOf = <Row>(column: Column<Row>): ((row: Row) => string) => {
  const { value } = column;
  if (PLAIN_TYPES.has(column.type))
    return (row) => {
      const v = value(row);
      return v === null || v === undefined ? "\\N" : String(v);
    };
  if (column.type === "text" || column.type === "jsonb")
    return (row) => {
      const v = value(row);
      return v === null || v === undefined ? "\\N" : copyText(String(v));
    };
  return (row) => copyValue(value(row));
};

/** Rows as COPY text, a chunk of about a megabyte at a time. */
function* copyChunks<Row>(columns: ReadonlyArray<Column<Row>>, rows: Iterable<Row>): Generator<string> {
  const encoders = columns.map(encoderOf);
  const [first, ...rest] = encoders;
  let text = "";
  for (const row of rows) {
    let line = first!(row);
    for (const encode of rest) line += `\t${encode(row)}`;
    text += `${line}\n`;
    if (text.length >= COPY_CHUNK_CHARS) {
      yield text;
      text = "";
    }
  }
  if (text !== "") yield text;
}

/** Rows waiting in the queue beyond which a writer waits for the database to catch up. */
const BACKLOG_ROWS = 300_000;

/**
 * Writes queued on one connection while the caller goes on computing: on PostgreSQL each COPY
 * runs (encoding its rows as it sends them) once the connection is free, and the caller waits
 * only when far ahead; on the embedded database each write runs before the caller goes on.
 */
export const bulkWriter = (tx: Sql) => {
  const copy = tx.copy;
  let backlog = 0;
  let failure: unknown = null;
  // One statement at a time on the connection: each COPY starts when the previous one ends.
  let tail: Promise<void> = Promise.resolve();
  const queued: Array<Promise<void>> = [];
  const failed = Effect.suspend(() => (failure === null ? Effect.void : Effect.fail(failure as DbError)));
  return {
    write: <Row>(
      table: string,
      columns: ReadonlyArray<Column<Row>>,
      rows: ReadonlyArray<Row>,
    ): Effect.Effect<void, DbError> =>
      copy === null
        ? insertMany(tx, table, columns, rows)
        : Effect.gen(function* () {
            yield* failed;
            if (rows.length === 0) return;
            const size = rows.length;
            const chunks = { [Symbol.iterator]: () => copyChunks(columns, rows) };
            const statement = `COPY ${table} (${columns.map((c) => c.name).join(", ")}) FROM STDIN`;
            backlog += size;
            const job: Promise<void> = (tail = tail.then(async () => {
              if (failure === null) {
                const exit = await Effect.runPromiseExit(copy.from(statement, chunks));
                if (exit._tag === "Failure") failure = Cause.squash(exit.cause);
              }
              backlog -= size;
              queued.shift();
            }));
            queued.push(job);
            // Far ahead of the database: wait for the oldest writes before encoding more.
            while (backlog > BACKLOG_ROWS && queued.length > 0) {
              const oldest = queued[0]!;
              yield* Effect.promise(() => oldest);
            }
            yield* failed;
          }),
    /** Waits for every queued write; fails with the first failure. */
    done: Effect.gen(function* () {
      const current = tail;
      yield* Effect.promise(() => current);
      yield* failed;
    }),
  };
};
export type BulkWriter = ReturnType<typeof bulkWriter>;
