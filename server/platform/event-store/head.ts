import { Effect } from "effect";
import type { Sql } from "../db/database.ts";

/**
 * The newest position in the event log (0 when it is empty), read from the primary key's end:
 * what a follower of the log (a subscription, a replica's reader) measures its lag against.
 */
export const logHead = (sql: Sql) =>
  Effect.map(sql.query<{ head: number }>(`SELECT coalesce(max(position), 0)::bigint AS head FROM events`), ([row]) =>
    Number(row!.head),
  );

/** How many events the log holds (a count of every row: for operators' reports, not hot paths). */
export const logSize = (sql: Sql) =>
  Effect.map(sql.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM events`), ([row]) => Number(row!.n));
