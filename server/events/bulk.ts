import { Effect } from "effect";
import type { Sql } from "../db/database.ts";

// Many rows per statement: one array parameter per column, expanded by unnest on the server.
// Used where a whole table is written at once (rebuilds, seeds).
export interface Column<Row> { readonly name: string; readonly type: string; readonly value: (row: Row) => unknown }

const CHUNK = 5_000;

export const insertMany = <Row>(tx: Sql, table: string, columns: ReadonlyArray<Column<Row>>, rows: ReadonlyArray<Row>, onChunk?: (n: number) => void) =>
  Effect.gen(function* () {
    const names = columns.map((c) => c.name).join(", ");
    const params = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
    const text = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${params})`;
    for (let offset = 0; offset < rows.length; offset += CHUNK) {
      const chunk = rows.slice(offset, offset + CHUNK);
      yield* tx.query(text, columns.map((c) => chunk.map(c.value)));
      onChunk?.(chunk.length);
    }
  });
