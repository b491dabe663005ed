import { Effect, Result } from "effect";
import type { DomainError } from "../../../domain/errors.ts";
import type { JemputEvent } from "../../../domain/events.ts";
import { Database, type Sql } from "../db/database.ts";
import { append, readStream, type Metadata, type StoredEvent } from "./store.ts";

// The one path by which commands become events: load the stream, fold it, decide, append
// with the expected version. Callers run it inside a transaction with their other writes.
export interface Decider<S, C> {
  readonly initialState: () => S;
  readonly evolve: (state: S, event: JemputEvent) => S;
  readonly decide: (command: C, state: S) => Result.Result<ReadonlyArray<JemputEvent>, DomainError>;
}

export const decideAndAppend = <S, C>(tx: Sql, decider: Decider<S, C>, streamId: string, command: C, metadata: Metadata) =>
  Effect.gen(function* () {
    const { version, events } = yield* readStream(tx, streamId);
    const state = events.reduce((s, e) => decider.evolve(s, e.event), decider.initialState());
    const decided = decider.decide(command, state);
    if (Result.isFailure(decided)) return yield* Effect.fail(decided.failure);
    return yield* append(tx, streamId, version, decided.success, metadata);
  });

/**
 * A transaction that is retried when another writer got to the same stream first; the retry
 * sees the newer version and decides again (e.g. a second approval then appends nothing).
 */
export const inTransaction = <A, E, R>(body: (tx: Sql) => Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const db = yield* Database;
    return yield* db.transaction(body);
  }).pipe(
    Effect.retry({
      times: 8,
      while: (error) => (error as { _tag?: string })._tag === "ConcurrencyConflict" || isSerializationFailure(error),
    }),
  );

const isSerializationFailure = (error: unknown) => {
  const code = (error as { _tag?: string; code?: string })._tag === "DbError" ? (error as { code?: string }).code : undefined;
  return code === "40001" || code === "40P01";
};

export type Appended = ReadonlyArray<StoredEvent>;
