import { Effect, Result } from "effect";
import type { DomainError } from "../../../domain/errors.ts";
import type { JemputEvent } from "../../../domain/events.ts";
import { Database, type DbError, type Sql } from "../db/database.ts";
import type { Projector } from "./projector.ts";
import type { Rows, Statement } from "../db/pipeline.ts";
import {
  append,
  appendInOneTrip,
  readStream,
  readStreamWith,
  type Appended,
  type ConcurrencyConflict,
  type Metadata,
} from "./store.ts";

// The one path by which commands become events: load the state, decide with the domain's
// decider, append at the version the state was read at, and decide again from fresh state
// when another writer got to the stream first. Every write of the app goes through `handle`.
export interface Decider<S, C> {
  readonly initialState: () => S;
  readonly evolve: (state: S, event: JemputEvent) => S;
  readonly decide: (command: C, state: S) => Result.Result<ReadonlyArray<JemputEvent>, DomainError>;
}

/** A stream's state and the version it was read at. */
export interface Loaded<S> {
  readonly state: S;
  readonly version: number;
}

/**
 * Where the state comes from: the stream itself, folded (`fromStream`), with whatever else the
 * command needs read beside it.
 */
export type Loader<S, L extends Loaded<S>, E, R> = (sql: Sql) => Effect.Effect<L, E, R>;

export interface Command<S, C, L extends Loaded<S>, E, R> {
  readonly decider: Decider<S, C>;
  readonly streamId: string;
  readonly load?: Loader<S, L, E, R>;
  /** The command, or how to make it from what was loaded. Time and ids come in with it. */
  readonly command: C | ((loaded: L) => C);
  readonly metadata: Metadata | ((loaded: L) => Metadata);
}

export interface Handled<L> extends Appended {
  readonly loaded: L;
}

/**
 * Folds the stream: the default loader. A command that needs more than the stream (a poster's
 * upline) names the statements that read it in `along`: they go in the same round trip, and
 * their rows come back beside the state.
 */
export const fromStream =
  <S>(
    decider: Pick<Decider<S, never>, "initialState" | "evolve">,
    streamId: string,
    along: ReadonlyArray<Statement> = [],
  ) =>
  (sql: Sql): Effect.Effect<Loaded<S> & { readonly along: ReadonlyArray<Rows> }, DbError> =>
    Effect.map(
      along.length === 0
        ? Effect.map(readStream(sql, streamId), (s) => ({ ...s, along: [] }))
        : readStreamWith(sql, streamId, along),
      ({ version, events, along: rows }) => ({
        version,
        state: events.reduce((s, e) => decider.evolve(s, e.event), decider.initialState()),
        along: rows,
      }),
    );

const isFunction = <T>(value: unknown): value is T => typeof value === "function";

/** Loads and decides: the events to append, or the domain's refusal. */
const decideOn = <S, C, L extends Loaded<S>, E, R>(sql: Sql, spec: Command<S, C, L, E, R>) =>
  Effect.gen(function* () {
    const load = spec.load ?? (fromStream(spec.decider, spec.streamId) as unknown as Loader<S, L, E, R>);
    const loaded = yield* load(sql);
    const command = isFunction<(l: L) => C>(spec.command) ? spec.command(loaded) : spec.command;
    const metadata = isFunction<(l: L) => Metadata>(spec.metadata) ? spec.metadata(loaded) : spec.metadata;
    const decided = spec.decider.decide(command, loaded.state);
    if (Result.isFailure(decided)) return yield* Effect.fail(decided.failure);
    return { loaded, events: decided.success, metadata };
  });

const retriedOnConflict = <A, E, R>(self: Effect.Effect<A, E, R>) =>
  self.pipe(Effect.retry({ times: 8, while: (error) => isConflict(error) }));

/**
 * Handles a command on its own: loaded outside any transaction, its events (with their
 * projection) appended in one round trip when there is one, else in a transaction; decided
 * again from fresh state on a conflict.
 */
export const handle = <S, C, L extends Loaded<S> = Loaded<S>, E = never, R = never>(
  spec: Command<S, C, L, E, R>,
): Effect.Effect<Handled<L>, E | DomainError | ConcurrencyConflict | DbError, R | Database | Projector> =>
  retriedOnConflict(
    Effect.gen(function* () {
      const db = yield* Database;
      const { loaded, events, metadata } = yield* decideOn(db, spec);
      if (events.length === 0) return { loaded, events: [], projected: [] };
      const appended =
        events.length === 1
          ? yield* appendInOneTrip(db, spec.streamId, loaded.version, events[0]!, metadata)
          : yield* db.transaction((tx) => append(tx, spec.streamId, loaded.version, events, metadata));
      return { loaded, ...appended };
    }),
  );

/**
 * Handles a command inside the caller's transaction, for commands whose events go with other
 * writes (a registration's profile, a month's close). The transaction (`inTransaction`) is
 * what is retried on a conflict.
 */
export const handleIn = <S, C, L extends Loaded<S> = Loaded<S>, E = never, R = never>(
  tx: Sql,
  spec: Command<S, C, L, E, R>,
): Effect.Effect<Handled<L>, E | DomainError | ConcurrencyConflict | DbError, R | Projector> =>
  Effect.gen(function* () {
    const { loaded, events, metadata } = yield* decideOn(tx, spec);
    if (events.length === 0) return { loaded, events: [], projected: [] };
    return { loaded, ...(yield* append(tx, spec.streamId, loaded.version, events, metadata)) };
  });

/**
 * A transaction that is run again when another writer got to the same stream first (or
 * PostgreSQL chose it as a serialization or deadlock victim); the rerun sees the newer state.
 */
export const inTransaction = <A, E, R>(body: (tx: Sql) => Effect.Effect<A, E, R>) =>
  retriedOnConflict(Effect.flatMap(Database, (db) => db.transaction(body)));

const isConflict = (error: unknown) => {
  const tagged = error as { _tag?: string; code?: string };
  return (
    tagged._tag === "ConcurrencyConflict" ||
    (tagged._tag === "DbError" && (tagged.code === "40001" || tagged.code === "40P01"))
  );
};
