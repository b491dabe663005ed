import { Data, Effect } from "effect";
import { decodeEvent, type JemputEvent } from "../../domain/events.ts";
import { isUniqueViolation, type DbError, type Sql } from "../db/database.ts";
import { project } from "./projector.ts";

// The append-only log. Appends check the stream's expected version (optimistic concurrency)
// and apply the projections in the same transaction.
export class ConcurrencyConflict extends Data.TaggedError("ConcurrencyConflict")<{ readonly streamId: string; readonly expectedVersion: number }> {
  override get message() { return `Stream ${this.streamId} changed since version ${this.expectedVersion}`; }
}

export interface Metadata {
  readonly actor: number | "system" | "cli";
  readonly requestId?: string;
  readonly idempotencyKey?: string;
}

export interface StoredEvent {
  readonly position: number;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly event: JemputEvent;
  readonly metadata: Metadata;
  readonly occurredAt: string;
}

interface EventRow { position: number; stream_id: string; stream_version: number; type: string; data: unknown; metadata: Metadata; occurred_at: Date }

const toStored = (row: EventRow): StoredEvent => ({
  position: row.position,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  event: decodeEvent({ type: row.type, data: row.data }),
  metadata: row.metadata,
  occurredAt: row.occurred_at.toISOString(),
});

export const readStream = (sql: Sql, streamId: string) =>
  Effect.map(
    sql.query<EventRow>(`SELECT * FROM events WHERE stream_id = $1 ORDER BY stream_version`, [streamId]),
    (rows) => ({ version: rows.at(-1)?.stream_version ?? 0, events: rows.map(toStored) }),
  );

const occurredAt = (event: JemputEvent): string => event.data.at;

export const append = (
  tx: Sql,
  streamId: string,
  expectedVersion: number,
  events: ReadonlyArray<JemputEvent>,
  metadata: Metadata,
): Effect.Effect<ReadonlyArray<StoredEvent>, ConcurrencyConflict | DbError> =>
  Effect.forEach(events, (event, i) =>
    Effect.gen(function* () {
      const [row] = yield* tx.query<EventRow>(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata, occurred_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
        [streamId, expectedVersion + i + 1, event.type, JSON.stringify(event.data), JSON.stringify(metadata), occurredAt(event)],
      );
      const stored = toStored(row!);
      yield* project(tx, stored.position, stored.event);
      return stored;
    }),
  ).pipe(
    Effect.catchTag("DbError", (error): Effect.Effect<never, ConcurrencyConflict | DbError> =>
      isUniqueViolation(error, "events_stream_id_stream_version_key")
        ? Effect.fail(new ConcurrencyConflict({ streamId, expectedVersion }))
        : Effect.fail(error),
    ),
  );

/**
 * Runs `body` once per idempotency key: a repeat (even a concurrent one, which waits on the
 * key's row) gets the first result back and writes nothing.
 */
export const withIdempotency = <A, E, R>(tx: Sql, key: string | undefined, body: Effect.Effect<A, E, R>): Effect.Effect<A, E | DbError, R> =>
  key === undefined
    ? body
    : Effect.gen(function* () {
        const claimed = yield* tx.query(`INSERT INTO idempotency_keys (key, result) VALUES ($1, 'null') ON CONFLICT DO NOTHING RETURNING key`, [key]);
        if (claimed.length === 0) {
          const [row] = yield* tx.query<{ result: A }>(`SELECT result FROM idempotency_keys WHERE key = $1`, [key]);
          return row!.result;
        }
        const result = yield* body;
        yield* tx.query(`UPDATE idempotency_keys SET result = $2 WHERE key = $1`, [key, JSON.stringify(result ?? null)]);
        return result;
      });
