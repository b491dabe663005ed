import { Context, Data, Effect } from "effect";
import pg from "pg";

// One way to reach PostgreSQL, embedded or not: plain SQL with parameters, and transactions
// whose client is passed explicitly so nothing inside one can take a second connection.
export class DbError extends Data.TaggedError("DbError")<{ readonly cause: unknown; readonly code: string | undefined }> {
  override get message() { return `Database error${this.code ? ` ${this.code}` : ""}`; }
}

export interface Sql {
  readonly query: <R extends object = Record<string, unknown>>(text: string, params?: ReadonlyArray<unknown>) => Effect.Effect<Array<R>, DbError>;
}

export type DatabaseMode = "embedded" | "postgres";

export interface DatabaseShape extends Sql {
  readonly mode: DatabaseMode;
  readonly pool: pg.Pool;
  readonly transaction: <A, E, R>(body: (tx: Sql) => Effect.Effect<A, E, R>) => Effect.Effect<A, E | DbError, R>;
}

export class Database extends Context.Service<Database, DatabaseShape>()("jemput/server/db/Database") {}

// Bigint columns (positions, money sums) arrive as strings by default; every figure Jemput
// keeps fits well inside 2^53, so they are read as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

const toDbError = (cause: unknown) => new DbError({ cause, code: (cause as { code?: string }).code });

const sqlOn = (client: pg.Pool | pg.PoolClient): Sql => ({
  query: <R extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
    Effect.tryPromise({
      try: () => client.query<R & pg.QueryResultRow>(text, params as Array<unknown>).then((r) => r.rows as Array<R>),
      catch: toDbError,
    }),
});

const broken = new WeakSet<pg.PoolClient>();

export const makeDatabase = (pool: pg.Pool, mode: DatabaseMode): DatabaseShape => ({
  mode,
  pool,
  ...sqlOn(pool),
  transaction: (body) =>
    Effect.acquireUseRelease(
      Effect.tryPromise({ try: () => pool.connect(), catch: toDbError }),
      (client) =>
        Effect.gen(function* () {
          const tx = sqlOn(client);
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
  error.code === "23505" && (constraint === undefined || (error.cause as { constraint?: string }).constraint === constraint);
