import { Data, Effect } from "effect";
import { decodeEvent, type JemputEvent } from "../../../domain/events.ts";
import type { AUTO_APPROVER } from "../../../domain/review-batch.ts";
import { isUniqueViolation, type DatabaseShape, type DbError, type Sql } from "../db/database.ts";
import type { Rows, Statement } from "../db/pipeline.ts";
import { Projector } from "./projector.ts";

// The append-only log. Appends check the stream's expected version (optimistic concurrency)
// and apply the projections in the same transaction. Commands reach it through command.ts.
export class ConcurrencyConflict extends Data.TaggedError("ConcurrencyConflict")<{
  readonly streamId: string;
  readonly expectedVersion: number;
}> {
  override get message() {
    return `Stream ${this.streamId} changed since version ${this.expectedVersion}`;
  }
}

export interface Metadata {
  /** The member or admin who asked, or what did it without one: the app, the CLI, the automatic approver (decision 54). */
  readonly actor: number | "system" | "cli" | typeof AUTO_APPROVER;
  readonly requestId?: string;
}

/** What an append wrote: the stored events and the rows their projection statements returned. */
export interface Appended {
  readonly events: ReadonlyArray<StoredEvent>;
  readonly projected: ReadonlyArray<Rows>;
}

export interface StoredEvent {
  readonly position: number;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly event: JemputEvent;
  readonly metadata: Metadata;
  readonly occurredAt: string;
}

interface EventRow {
  position: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: Metadata;
  occurred_at: Date;
}

const toStored = (row: EventRow): StoredEvent => ({
  position: row.position,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  event: decodeEvent({ type: row.type, data: row.data }),
  metadata: row.metadata,
  occurredAt: row.occurred_at.toISOString(),
});

// Named columns, so the statement stays prepared on each connection (database.ts).
const STREAM = `SELECT position, stream_id, stream_version, type, data, metadata, occurred_at
  FROM events WHERE stream_id = $1 ORDER BY stream_version`;
const streamFrom = (rows: ReadonlyArray<EventRow>) => ({
  version: rows.at(-1)?.stream_version ?? 0,
  events: rows.map(toStored),
});

export const readStream = (sql: Sql, streamId: string) =>
  Effect.map(sql.query<EventRow>(STREAM, [streamId]), streamFrom);

const onPool = (sql: Sql): sql is DatabaseShape => "pool" in sql;

/**
 * The stream, and the rows of `along` (statements reading what else a command needs), in one
 * round trip when `sql` is the pool (pipeline.ts), one statement after another inside a
 * transaction.
 */
export const readStreamWith = (sql: Sql, streamId: string, along: ReadonlyArray<Statement>) =>
  onPool(sql)
    ? Effect.map(sql.pipeline([{ text: STREAM, values: [streamId] }, ...along]), ([rows = [], ...rest]) => ({
        ...streamFrom(rows as unknown as ReadonlyArray<EventRow>),
        along: rest,
      }))
    : Effect.gen(function* () {
        const stream = yield* readStream(sql, streamId);
        const rest: Array<Rows> = [];
        for (const s of along) rest.push(yield* sql.query<Record<string, unknown>>(s.text, s.values));
        return { ...stream, along: rest };
      });

const INSERT = `INSERT INTO events (stream_id, stream_version, type, data, metadata, occurred_at) VALUES ($1, $2, $3, $4, $5, $6)`;
const insertValues = (streamId: string, version: number, event: JemputEvent, metadata: Metadata) => [
  streamId,
  version,
  event.type,
  JSON.stringify(event.data),
  JSON.stringify(metadata),
  event.data.at,
];

/** Another writer took the version first: the stream's unique key says so. */
const conflictAt =
  (streamId: string, expectedVersion: number) =>
  <A, R>(self: Effect.Effect<A, DbError | ConcurrencyConflict, R>) =>
    self.pipe(
      Effect.catchTag("DbError", (error): Effect.Effect<never, ConcurrencyConflict | DbError> =>
        isUniqueViolation(error, "events_stream_id_stream_version_key")
          ? Effect.fail(new ConcurrencyConflict({ streamId, expectedVersion }))
          : Effect.fail(error),
      ),
    );

/**
 * Events sent per round trip by a long append (a month's close), each with its projection behind
 * it: enough to make the trips few, few enough that making and reading one batch holds the event
 * loop for milliseconds, not the hundreds 500 took.
 */
const APPEND_BATCH = 100;

/**
 * Appends `events` inside the caller's transaction, each followed by its projection; the rows
 * the projection statements returned come back with them. They go out a batch at a time in one
 * round trip (a pipeline), each projection reading its event's position from the session's
 * sequence as the one-trip append does: a close of many payouts waits for a few trips, not for
 * two per payout.
 */
export const append = (
  tx: Sql,
  streamId: string,
  expectedVersion: number,
  events: ReadonlyArray<JemputEvent>,
  metadata: Metadata,
): Effect.Effect<Appended, ConcurrencyConflict | DbError, Projector> =>
  Effect.gen(function* () {
    const projector = yield* Projector;
    const stored: Array<StoredEvent> = [];
    const projected: Array<Rows> = [];
    for (let from = 0; from < events.length; from += APPEND_BATCH) {
      const statements: Array<Statement> = [];
      const projects: Array<boolean> = [];
      for (const [i, event] of events.slice(from, from + APPEND_BATCH).entries()) {
        statements.push({
          text: `${INSERT} RETURNING *`,
          values: insertValues(streamId, expectedVersion + from + i + 1, event, metadata),
        });
        projects.push(false);
        const statement = projector.statementFor(null, event);
        if (statement) {
          statements.push(statement);
          projects.push(true);
        }
      }
      const answers = yield* tx.pipeline(statements);
      answers.forEach((rows, i) =>
        projects[i] ? projected.push(rows) : stored.push(toStored(rows[0] as unknown as EventRow)),
      );
    }
    return { events: stored, projected };
  }).pipe(conflictAt(streamId, expectedVersion));

/**
 * Appends one event and its projection in one round trip, as one transaction of their own
 * (db/pipeline.ts), for a command decided outside any transaction from state read together with
 * the stream's version: the stream's unique key refuses the append if another writer got
 * there first.
 */
export const appendInOneTrip = (
  db: DatabaseShape,
  streamId: string,
  expectedVersion: number,
  event: JemputEvent,
  metadata: Metadata,
): Effect.Effect<Appended, ConcurrencyConflict | DbError, Projector> =>
  Effect.gen(function* () {
    const statement = (yield* Projector).statementFor(null, event);
    const insert = {
      text: `${INSERT} RETURNING *`,
      values: insertValues(streamId, expectedVersion + 1, event, metadata),
    };
    const [inserted, ...projected] = yield* db.pipeline(statement ? [insert, statement] : [insert]);
    const row = inserted![0]! as unknown as EventRow;
    return { events: [toStored(row)], projected };
  }).pipe(conflictAt(streamId, expectedVersion));
