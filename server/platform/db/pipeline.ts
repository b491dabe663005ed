import crypto from "node:crypto";
import pg from "pg";

// Several statements sent in one go and answered in one go: every Parse/Bind/Execute goes out
// back to back and a single Sync closes them, so the caller waits for one round trip instead of
// one per statement. Sent on the pool, PostgreSQL runs them as one implicit transaction (all or
// nothing, committed at the Sync, no BEGIN and COMMIT); sent inside a transaction, they are part
// of it, and a failure aborts it for its owner to roll back. A statement starts only once the
// one before it has run, so each takes its locks in order (an append holds its log position
// before its projections wait on anything). Built on pg's "submittable" hook: pg's public
// pipeline mode gives each statement its own Sync and is a quarter slower (decision 47).
// database.ts offers it as `Sql.pipeline`.
export interface Statement {
  readonly text: string;
  readonly values: ReadonlyArray<unknown>;
}
export type Rows = Array<Record<string, unknown>>;

interface Field {
  readonly name: string;
  readonly dataTypeID: number;
}
interface Connection {
  readonly stream: { cork?: () => void; uncork?: () => void };
  parse(msg: { name: string; text: string; types: Array<number> }): void;
  bind(msg: {
    portal: string;
    statement: string;
    values: ReadonlyArray<unknown>;
    valueMapper: (v: unknown) => unknown;
  }): void;
  describe(msg: { type: "P"; name: string }): void;
  execute(msg: { portal: string; rows: number }): void;
  close(msg: { type: "S"; name: string }): void;
  sync(): void;
}

// pg turns parameters (arrays, dates, JSON) into their text form with this; it is on the
// module at run time but not in its types.
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

// Statements are prepared once per connection, under names of their own (database.ts names
// its statements differently). A name is known only once its statement ran: after a failure
// the failing statement may or may not have been parsed, so it is closed and parsed again.
// The few texts sent this way are fixed (no statement is built from input), so names are kept.
const prepared = new WeakMap<Connection, Set<string>>();
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined)
    names.set(text, (name = `jemput_pipe_${crypto.createHash("sha1").update(text).digest("hex").slice(0, 20)}`));
  return name;
};

const submittable = (
  statements: ReadonlyArray<Statement>,
  settle: { resolve: (rows: Array<Rows>) => void; reject: (error: unknown) => void },
) => {
  const statementNames = statements.map((s) => nameOf(s.text));
  const results: Array<Rows> = [];
  let parsers: Array<{ name: string; parse: (value: string) => unknown }> = [];
  let current: Rows = [];
  let connection: Connection | null = null;
  const known = () => prepared.get(connection!) ?? prepared.set(connection!, new Set()).get(connection!)!;
  const finish = () => {
    const done = known();
    for (let i = 0; i < results.length; i++) done.add(statementNames[i]!);
  };
  return {
    submit(c: Connection) {
      connection = c;
      const done = known();
      c.stream.cork?.();
      try {
        statements.forEach((s, i) => {
          const name = statementNames[i]!;
          if (!done.has(name)) {
            c.close({ type: "S", name });
            c.parse({ name, text: s.text, types: [] });
          }
          c.bind({ portal: "", statement: name, values: s.values, valueMapper: prepareValue });
          c.describe({ type: "P", name: "" });
          c.execute({ portal: "", rows: 0 });
        });
        c.sync();
      } finally {
        c.stream.uncork?.();
      }
      return null;
    },
    handleRowDescription(msg: { fields: ReadonlyArray<Field> }) {
      parsers = msg.fields.map((f) => ({
        name: f.name,
        parse: pg.types.getTypeParser(f.dataTypeID, "text") as (value: string) => unknown,
      }));
    },
    handleDataRow(msg: { fields: ReadonlyArray<string | null> }) {
      const row: Record<string, unknown> = {};
      msg.fields.forEach((value, i) => {
        row[parsers[i]!.name] = value === null ? null : parsers[i]!.parse(value);
      });
      current.push(row);
    },
    handleCommandComplete() {
      results.push(current);
      current = [];
      parsers = [];
    },
    handleEmptyQuery() {
      results.push([]);
    },
    // pg hands an error to the query at once and drops it: the Sync's ReadyForQuery that
    // follows (the implicit transaction rolled back) goes to no one, as with its own queries.
    handleError(error: unknown) {
      if (connection) finish();
      settle.reject(error);
    },
    handleReadyForQuery() {
      finish();
      settle.resolve(results);
    },
    handleCopyInResponse() {},
    handleCopyData() {},
    handlePortalSuspended() {},
  };
};

const send = (client: pg.ClientBase, statements: ReadonlyArray<Statement>) =>
  new Promise<Array<Rows>>(
    (resolve, reject) => void client.query(submittable(statements, { resolve, reject }) as never),
  );

/** Runs `statements` in one round trip on `client` (the pool, or a transaction's client); the rows each returned, in order. */
export const sendPipeline = async (
  client: pg.Pool | pg.PoolClient,
  statements: ReadonlyArray<Statement>,
): Promise<Array<Rows>> => {
  if (!(client instanceof pg.Pool)) return send(client, statements);
  const lent = await client.connect();
  let failure: unknown = undefined;
  try {
    return await send(lent, statements);
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // A statement's error leaves the connection usable; anything else (a dropped socket) does not.
    lent.release(
      failure !== undefined && (failure as { code?: string }).code === undefined ? (failure as Error) : undefined,
    );
  }
};
