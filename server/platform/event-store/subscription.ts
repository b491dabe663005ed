import { Effect } from "effect";
import { decodeEvent, type JemputEvent } from "../../../domain/events.ts";
import type { DatabaseShape, DbError, Sql } from "../db/database.ts";

// A checkpointed subscription to the log (migration 029, decision 34): it reads the events
// after its checkpoint, applies them and moves the checkpoint in one transaction, so a crash
// anywhere leaves either the whole batch applied with its checkpoint or neither. Events are
// taken in the order of their writing transaction's id, and only from transactions older than
// every one still running: an event whose transaction commits late is never passed.

export interface LoggedEvent {
  readonly position: number;
  readonly event: JemputEvent;
}

export interface Subscription {
  /** The subscription's row in `subscriptions`. */
  readonly name: string;
  /** Applies a batch, in log order for each stream, inside the batch's transaction. */
  readonly apply: (tx: Sql, events: ReadonlyArray<LoggedEvent>) => Effect.Effect<void, DbError>;
}

/** Beyond every transaction id. */
const LAST_XID = "18446744073709551615";

// Transaction ids are the cluster's, and another database's long transaction must not hold this
// one's subscriptions back, so only this database's sessions count (all of them write as the
// app's role, whose sessions' ids it may read). xid8 has no min or max in PostgreSQL 15, so the
// ids go through bigint.
const RUNNING = `SELECT x::text::bigint AS x FROM pg_snapshot_xip(pg_current_snapshot()) x
                  WHERE x::text::bigint % 4294967296 IN
                        (SELECT backend_xid::text::bigint FROM pg_stat_activity
                          WHERE datname = current_database() AND backend_xid IS NOT NULL)`;
const NEXT_XID = `pg_snapshot_xmax(pg_current_snapshot())::text`;

/**
 * The horizon: the oldest transaction of this database still running when the statement began,
 * else the next id to be given. Every event below it is committed or never will be.
 */
const HORIZON = `coalesce((SELECT min(x) FROM (${RUNNING}) r)::text, ${NEXT_XID})::xid8`;
/** The newest transaction of this database still running, else the next id: every event above it is committed. */
const NEWEST_RUNNING = `coalesce((SELECT max(x) FROM (${RUNNING}) r)::text, ${NEXT_XID})::xid8`;

/** Events per batch: one transaction each. */
export const SUBSCRIPTION_BATCH = 500;

interface Checkpoint {
  readonly last_transaction_id: string;
  readonly last_position: number;
  readonly horizon: string;
}

export interface CatchUpOptions {
  readonly batch?: number;
  /** Wait for another session's batch to commit rather than leave the work to it (a reader). */
  readonly wait?: boolean;
  /** Take every event, whatever its transaction: only where none can still commit (a restore). */
  readonly everything?: boolean;
}

/**
 * One batch: the number of events applied (0 when none were waiting), or null when another
 * session (another instance) holds the subscription right now and `wait` is not set.
 */
export const catchUpOnce = (
  db: DatabaseShape,
  subscription: Subscription,
  { batch = SUBSCRIPTION_BATCH, wait = false, everything = false }: CatchUpOptions = {},
) =>
  db.transaction((tx) =>
    Effect.gen(function* () {
      // Its snapshot is taken before the row lock gives this transaction an id, so the horizon
      // never counts the batch itself.
      const [checkpoint] = yield* tx.query<Checkpoint>(
        `SELECT last_transaction_id::text, last_position, ${HORIZON}::text AS horizon
           FROM subscriptions WHERE name = $1 FOR UPDATE${wait ? "" : " SKIP LOCKED"}`,
        [subscription.name],
      );
      if (!checkpoint) return null;
      const rows = yield* tx.query<{ transaction_id: string; position: number; type: string; data: unknown }>(
        // Ordered by the column, not by its text (which would put "998" after "1038").
        `SELECT e.transaction_id::text AS transaction_id, e.position, e.type, e.data FROM events e
          WHERE (e.transaction_id, e.position) > ($1::xid8, $2::bigint) AND e.transaction_id < $3::xid8
          ORDER BY e.transaction_id, e.position LIMIT $4`,
        [checkpoint.last_transaction_id, checkpoint.last_position, everything ? LAST_XID : checkpoint.horizon, batch],
      );
      if (rows.length === 0) return 0;
      yield* subscription.apply(
        tx,
        rows.map((row) => ({ position: row.position, event: decodeEvent(row) })),
      );
      const last = rows.at(-1)!;
      yield* tx.query(
        `UPDATE subscriptions SET last_transaction_id = $2::xid8, last_position = $3, updated_at = now() WHERE name = $1`,
        [subscription.name, last.transaction_id, last.position],
      );
      return rows.length;
    }),
  );

/**
 * Applies batches until none is full: what was logged before the call (and committed) is
 * applied when it returns, unless another session holds the subscription (then it is applying
 * it). Answers the number of events applied here.
 */
export const catchUp = (db: DatabaseShape, subscription: Subscription, options: CatchUpOptions = {}) =>
  Effect.gen(function* () {
    const batch = options.batch ?? SUBSCRIPTION_BATCH;
    let applied = 0;
    for (;;) {
      const n = yield* catchUpOnce(db, subscription, { ...options, batch });
      if (n === null) return applied;
      applied += n;
      if (n < batch) return applied;
    }
  });

/**
 * Whether any committed event waits for the subscription that a catch-up could apply: one probe
 * of the index on (transaction_id, position), from the checkpoint up to the horizon. The
 * checkpoint comes in as a value (a subquery run first), not as a join: joined, the planner
 * filters every event of the log for a row that, nearly always, is not there (1.7 s at 4.6
 * million events). Stopping at the horizon keeps the probe one probe while a long transaction
 * runs: a month's close has appended a hundred thousand events nobody else can see yet, and
 * walking over them cost each read 0.4 to 1.6 s; what lies beyond waits for the close anyway.
 */
export const isBehind = (sql: Sql, name: string) =>
  Effect.map(
    sql.query<{ position: number }>(
      `SELECT e.position FROM events e
        WHERE (e.transaction_id, e.position) > ((SELECT last_transaction_id FROM subscriptions WHERE name = $1),
                                                (SELECT last_position FROM subscriptions WHERE name = $1))
          AND e.transaction_id < (SELECT ${HORIZON})
        ORDER BY e.transaction_id, e.position LIMIT 1`,
      [name],
    ),
    (rows) => rows.length > 0,
  );

/**
 * Reads a table a subscription writes only once it holds every committed event: a member sees
 * the activity of what they just did, an admin finds the member whose team just grew. Costs one
 * probe when the subscription is current, which is nearly always.
 */
export const caughtUp = (db: DatabaseShape, subscription: Subscription) =>
  Effect.flatMap(isBehind(db, subscription.name), (behind) =>
    behind ? Effect.asVoid(catchUp(db, subscription, { wait: true })) : Effect.void,
  );

export interface SubscriptionLag {
  readonly name: string;
  /** Committed events not yet applied (counted up to 100,000). */
  readonly behind: number;
  /** Age of the oldest event not yet applied, in seconds; 0 when current. */
  readonly lagSeconds: number;
}

// Read below the horizon and above the newest running transaction, never through the running
// ones: a month's close has appended a hundred thousand events that no one else can see yet, and
// reading over them made every health check cost up to a second. What a transaction that runs
// between two others committed is left out until they end.
const waiting = (range: string) => `(SELECT position, occurred_at FROM events e
   WHERE (e.transaction_id, e.position) > (s.last_transaction_id, s.last_position) AND ${range}
   ORDER BY transaction_id, position LIMIT 100000)`;
const WAITING_BELOW = waiting("e.transaction_id < running.oldest");
const WAITING_ABOVE = waiting("e.transaction_id > running.newest");

export const subscriptionLag = (sql: Sql) =>
  Effect.map(
    sql.query<{ name: string; behind: number; lag_seconds: number }>(
      `SELECT s.name, least(count(e.position), 100000)::int AS behind,
              greatest(coalesce(extract(epoch FROM now() - min(e.occurred_at)), 0), 0)::float8 AS lag_seconds
         FROM subscriptions s
        CROSS JOIN (SELECT ${HORIZON} AS oldest, ${NEWEST_RUNNING} AS newest) running
         LEFT JOIN LATERAL (${WAITING_BELOW} UNION ALL ${WAITING_ABOVE}) e ON true
        GROUP BY s.name ORDER BY s.name`,
    ),
    (rows): ReadonlyArray<SubscriptionLag> =>
      rows.map((row) => ({ name: row.name, behind: row.behind, lagSeconds: row.lag_seconds })),
  );

/**
 * After a rebuild or a seed rewrote the tables from the whole log (under the log's lock), every
 * subscription stands at the log's end. Locks the rows first, so a batch in flight finishes
 * before and none starts during.
 */
export const lockSubscriptions = (tx: Sql) => tx.query(`SELECT name FROM subscriptions FOR UPDATE`);
export const checkpointAtEnd = (tx: Sql) =>
  tx.query(
    `UPDATE subscriptions s SET last_transaction_id = h.transaction_id, last_position = h.position, updated_at = now()
       FROM (SELECT transaction_id, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1) h`,
  );

/**
 * A log restored on another server carries that server's transaction ids, which may be ahead of
 * this one's: the events this server appends next would sort before them and never be applied.
 * Applies whatever the subscriptions had not (nothing else writes during a restore), then gives
 * every restored event one id older than any this server gives, and the subscriptions the end.
 * Answers whether it had to.
 */
export const adoptRestoredLog = (db: DatabaseShape, subscriptions: ReadonlyArray<Subscription>) =>
  Effect.gen(function* () {
    const [row] = yield* db.query<{ ahead: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM events WHERE transaction_id >= pg_snapshot_xmax(pg_current_snapshot())) AS ahead`,
    );
    if (row?.ahead !== true) return false;
    for (const subscription of subscriptions) yield* catchUp(db, subscription, { wait: true, everything: true });
    yield* db.transaction((tx) =>
      Effect.gen(function* () {
        yield* lockSubscriptions(tx);
        yield* tx.query(`UPDATE events SET transaction_id = '3'`);
        yield* tx.query(
          `UPDATE subscriptions SET last_transaction_id = '3', last_position = (SELECT coalesce(max(position), 0) FROM events)`,
        );
      }),
    );
    return true;
  });
