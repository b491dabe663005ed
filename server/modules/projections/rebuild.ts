import { Effect } from "effect";
import { decodeEvent, type JemputEvent } from "../../../domain/events.ts";
import { uncopyText } from "../../platform/db/copy.ts";
import type { DatabaseShape, Sql } from "../../platform/db/database.ts";
import { catchUp } from "../../platform/event-store/subscription.ts";
import { bulkWriter } from "../../platform/db/bulk.ts";
import { PROJECTION_TABLES } from "./applier.ts";
import { projectionWriter } from "./projection-writer.ts";
import { SUBSCRIPTIONS } from "./subscriptions.ts";

// Rebuilds every projection from the log, in one transaction: the log is read in position
// order a batch at a time and folded with the same rules the live projector applies, and the
// tables are rewritten in bulk as the rows pile up (projection-writer.ts).
/** What a rebuild must leave as it found: the projections, and the search table kept from them. */
export const CHECKSUM_TABLES = [...PROJECTION_TABLES, "member_search"] as const;

export interface Progress {
  readonly phase: "read" | "write";
  readonly done: number;
  readonly total: number;
}

const BATCH = 250_000;
type OnEvent = (position: number, event: JemputEvent) => void;

const parseRow = (row: Buffer, onEvent: OnEvent) => {
  const line = row.toString("utf8");
  const tab1 = line.indexOf("\t");
  const tab2 = line.indexOf("\t", tab1 + 1);
  onEvent(
    Number(line.slice(0, tab1)),
    decodeEvent({ type: line.slice(tab1 + 1, tab2), data: JSON.parse(uncopyText(line.slice(tab2 + 1))) }),
  );
};

/** Calls `onEvent` for up to BATCH events after `after`, in order; answers how many there were. */
const readBatch = (tx: Sql, after: number, onEvent: OnEvent) =>
  tx.copy !== null
    ? // COPY streams the rows as text: no result set is built, each row is folded on arrival.
      tx.copy.to(
        `COPY (SELECT position, type, data FROM events WHERE position > ${Math.trunc(after)} ORDER BY position LIMIT ${BATCH}) TO STDOUT`,
        (row) => parseRow(row, onEvent),
      )
    : Effect.map(
        tx.query<{ position: number; type: string; data: unknown }>(
          `SELECT position, type, data FROM events WHERE position > $1 ORDER BY position LIMIT ${BATCH}`,
          [after],
        ),
        (rows) => {
          for (const row of rows) onEvent(row.position, decodeEvent({ type: row.type, data: row.data }));
          return rows.length;
        },
      );

export interface RebuildOptions {
  /**
   * Another connection to read the log on while the transaction writes, so reading, folding and
   * writing overlap. Only for a log the transaction has not appended to (it would not see those).
   */
  readonly reader?: Sql;
}

export const rebuildProjections = (
  tx: Sql,
  onProgress: (p: Progress) => void = () => {},
  options: RebuildOptions = {},
) =>
  Effect.gen(function* () {
    // Writers wait while the tables are rewritten.
    yield* tx.query(`LOCK TABLE events IN EXCLUSIVE MODE`);
    // The last position stands in for the count in progress reports (positions may have gaps):
    // counting a large log first would cost a scan of its own.
    const [{ total } = { total: 0 }] = yield* tx.query<{ total: number }>(
      `SELECT coalesce(max(position), 0)::bigint AS total FROM events`,
    );
    const out = bulkWriter(tx);
    const writer = yield* projectionWriter(tx, out, total, onProgress, options.reader);
    let done = 0;
    let last = 0;
    const fold = (position: number, event: JemputEvent) => {
      writer.apply((last = position), event);
      if (++done % 50_000 === 0) onProgress({ phase: "read", done, total });
    };
    const reader = options.reader?.copy;
    if (reader && tx.copy) {
      // Folding, and queueing what piles up, happen as rows arrive; the reader pauses only
      // while the writer is far behind.
      yield* reader.to(`COPY (SELECT position, type, data FROM events ORDER BY position) TO STDOUT`, (row) => {
        parseRow(row, fold);
        return writer.full() ? Effect.runPromise(writer.flushIfFull) : undefined;
      });
    } else {
      for (;;) {
        const read = yield* readBatch(tx, last, fold);
        if (read === 0) break;
        yield* writer.flushIfFull;
      }
    }
    onProgress({ phase: "read", done, total: done });
    yield* writer.finish;
    return { events: done };
  });

/**
 * One digest per projection table over every row: a sum of row hashes, so no sort is needed
 * and equal tables (whatever their physical order) give equal digests.
 */
export const projectionChecksums = (sql: Sql) =>
  Effect.gen(function* () {
    const sums: Record<string, string> = {};
    for (const table of CHECKSUM_TABLES) {
      const [row] = yield* sql.query<{ rows: number; digest: string | null }>(
        `SELECT count(*)::int AS rows, md5(sum(hashtextextended(t::text, 0)::numeric)::text) AS digest FROM ${table} t`,
      );
      sums[table] = `${row?.rows ?? 0}:${row?.digest ?? "empty"}`;
    }
    return sums;
  });

/** The digests of the tables as they stand once every subscription has applied what is logged. */
export const liveChecksums = (db: DatabaseShape) =>
  Effect.gen(function* () {
    for (const subscription of SUBSCRIPTIONS) yield* catchUp(db, subscription, { wait: true });
    return yield* projectionChecksums(db);
  });
