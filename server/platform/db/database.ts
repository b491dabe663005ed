import { Context, Data, Effect } from "effect";
import crypto from "node:crypto";
import pg from "pg";
import { copyFrom, copyTo } from "./copy.ts";
import { sendPipeline, type Rows, type Statement } from "./pipeline.ts";

// One way to reach PostgreSQL, embedded or not: plain SQL with parameters, and transactions
// whose client is passed explicitly so nothing inside one can take a second connection.
export class DbError extends Data.TaggedError("DbError")<{
  readonly cause: unknown;
  readonly code: string | undefined;
}> {
  override get message() {
    return `Database error${this.code ? ` ${this.code}` : ""}`;
  }
}

export interface Sql {
  readonly query: <R extends object = Record<string, unknown>>(
    text: string,
    params?: ReadonlyArray<unknown>,
  ) => Effect.Effect<Array<R>, DbError>;
  /**
   * Statements sent back to back and answered in one round trip (pipeline.ts), the rows each
   * returned in order: on the pool, one transaction of their own; in a transaction, part of it.
   */
  readonly pipeline: (statements: ReadonlyArray<Statement>) => Effect.Effect<Array<Rows>, DbError>;
  /**
   * Bulk rows through COPY (rebuilds, seeds): `from` feeds text-format rows to `COPY … FROM
   * STDIN`, `to` hands each row of `COPY … TO STDOUT` to a callback. Null on the embedded
   * database, whose socket does not carry COPY; callers fall back to plain statements.
   */
  readonly copy: {
    readonly from: (statement: string, chunks: Iterable<string | Buffer>) => Effect.Effect<number, DbError>;
    readonly to: (statement: string, onRow: (row: Buffer) => void | Promise<void>) => Effect.Effect<number, DbError>;
  } | null;
}

export type DatabaseMode = "embedded" | "postgres";

export interface DatabaseShape extends Sql {
  readonly mode: DatabaseMode;
  readonly pool: pg.Pool;
  readonly transaction: <A, E, R>(body: (tx: Sql) => Effect.Effect<A, E, R>) => Effect.Effect<A, E | DbError, R>;
}

export class Database extends Context.Service<Database, DatabaseShape>()("jemput/server/platform/db/Database") {}

// Bigint columns (positions, money sums) arrive as strings by default; every figure Jemput
// keeps fits well inside 2^53, so they are read as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const toDbError = (cause: unknown) => new DbError({ cause, code: (cause as { code?: string }).code });

// Statements with parameters are prepared once per connection under a name derived from their
// text, so PostgreSQL parses and plans each only once per connection instead of on every call.
// Not for `*` lists (a later migration would change their row type under the cached plan),
// and only for the first few hundred texts (search builds its statement from the filters).
const PREPARED_TEXTS = 500;
/** Whether a statement may be kept prepared: not when it selects or returns a `*` list (`count(*)` and `a * b` are fine). */
export const preparable = (text: string) => !/(\bSELECT|\bRETURNING|,|\.)\s*\*/i.test(text);
const names = new Map<string, string | undefined>();
const statementName = (text: string): string | undefined => {
  if (names.has(text)) return names.get(text);
  const name =
    names.size >= PREPARED_TEXTS || !preparable(text)
      ? undefined
      : `jemput_${crypto.createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  if (names.size < PREPARED_TEXTS) names.set(text, name);
  return name;
};

// The pool lends a client for the length of one statement or one COPY.
const onClient = <A>(client: pg.Pool | pg.PoolClient, use: (c: pg.ClientBase) => Promise<A>): Promise<A> =>
  client instanceof pg.Pool ? client.connect().then((c) => use(c).finally(() => c.release())) : use(client);

const sqlOn = (client: pg.Pool | pg.PoolClient, mode: DatabaseMode): Sql => ({
  // Not `pool.query`: it closes the connection after any failed statement (a duplicate phone,
  // say), and the embedded server, with its one connection, then refuses the next request's.
  query: <R extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
    Effect.tryPromise({
      try: () =>
        onClient(client, (c) =>
          c.query<R & pg.QueryResultRow>(
            params.length === 0
              ? text
              : ({ text, values: params as Array<unknown>, name: statementName(text) } as pg.QueryConfig),
          ),
        ).then((r) => r.rows as Array<R>),
      catch: toDbError,
    }),
  pipeline: (statements) => Effect.tryPromise({ try: () => sendPipeline(client, statements), catch: toDbError }),
  copy:
    mode === "embedded"
      ? null
      : {
          from: (statement, chunks) =>
            Effect.tryPromise({ try: () => onClient(client, (c) => copyFrom(c, statement, chunks)), catch: toDbError }),
          to: (statement, onRow) =>
            Effect.tryPromise({ try: () => onClient(client, (c) => copyTo(c, statement, onRow)), catch: toDbError }),
        },
});

const broken = new WeakSet<pg.PoolClient>();

export const makeDatabase = (pool: pg.Pool, mode: DatabaseMode): DatabaseShape => ({
  mode,
  pool,
  ...sqlOn(pool, mode),
  transaction: (body) =>
    Effect.acquireUseRelease(
      Effect.tryPromise({ try: () => pool.connect(), catch: toDbError }),
      (client) =>
        Effect.gen(function* () {
          const tx = sqlOn(client, mode);
          yield* tx.query("BEGIN");
          const result = yield* body(tx).pipe(
            Effect.onError(() =>
              tx.query("ROLLBACK").pipe(
                // Only a connection that could not roll back is discarded: closing healthy ones
                // would make the embedded server (one connection) refuse the next connect.
                Effect.catch(() => Effect.sync(() => broken.add(client))),
              ),
            ),
          );
          yield* tx.query("COMMIT");
          return result;
        }),
      (client) => Effect.sync(() => client.release(broken.delete(client) ? true : undefined)),
    ),
});

export const isUniqueViolation = (error: DbError, constraint?: string): boolean =>
  error.code === "23505" &&
  (constraint === undefined || (error.cause as { constraint?: string }).constraint === constraint);
