import { Effect } from "effect";
import { decodeEvent, type JemputEvent } from "../../../domain/events.ts";
import type { Sql } from "../db/database.ts";

// The one change the log allows to what it holds (decision 11): erasure blanks the few values a
// member supplied that reached events. Positions, types, stream versions and every other field
// stay, so what was appended keeps its place and a rebuild gives the tables erasure leaves.

/**
 * Rewrites, inside the caller's transaction, the data of each event of these streams for which
 * `rewrite` answers another event (the same object where nothing changes).
 */
export const rewriteStreams = (
  tx: Sql,
  streamIds: ReadonlyArray<string>,
  rewrite: (event: JemputEvent) => JemputEvent,
) =>
  Effect.gen(function* () {
    const rows = yield* tx.query<{ position: number; type: string; data: unknown }>(
      `SELECT position, type, data FROM events WHERE stream_id = ANY($1::text[]) ORDER BY position`,
      [streamIds],
    );
    for (const row of rows) {
      const event = decodeEvent({ type: row.type, data: row.data });
      const rewritten = rewrite(event);
      if (rewritten !== event)
        yield* tx.query(`UPDATE events SET data = $2 WHERE position = $1`, [
          row.position,
          JSON.stringify(rewritten.data),
        ]);
    }
  });
