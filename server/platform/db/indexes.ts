import { Effect } from "effect";
import type { Sql } from "./database.ts";

// A table written from empty in one go fills faster without its indexes, which PostgreSQL then
// builds once from sorted data instead of updating row by row. Inside the writer's transaction
// the tables are dropped and restored as one step: no other session ever sees them bare.
interface Definition {
  readonly kind: "f" | "p" | "u" | "x" | "i";
  readonly table: string;
  readonly name: string;
  readonly def: string;
}

const DEFINITIONS = `
  SELECT c.contype::text AS kind, c.conrelid::regclass::text AS "table", quote_ident(c.conname) AS name, pg_get_constraintdef(c.oid) AS def
    FROM pg_constraint c
   WHERE c.conrelid = ANY($1::regclass[]) AND c.contype IN ('p', 'u', 'f', 'x')
  UNION ALL
  SELECT 'i', i.indrelid::regclass::text, quote_ident(ci.relname), pg_get_indexdef(i.indexrelid)
    FROM pg_index i JOIN pg_class ci ON ci.oid = i.indexrelid
   WHERE i.indrelid = ANY($1::regclass[])
     AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u', 'x'))`;

// Foreign keys go first and come back last, so no constraint ever points at a missing index.
const dropOrder = { f: 0, p: 1, u: 1, x: 1, i: 2 } as const;

/**
 * Drops every index and key of `tables` except those named in `keep` (cheap to keep when rows
 * arrive in their order, e.g. a key on the log position); the returned effect puts them back.
 */
export const dropIndexes = (tx: Sql, tables: ReadonlyArray<string>, keep: ReadonlyArray<string> = []) =>
  Effect.gen(function* () {
    const definitions = (yield* tx.query<Definition>(DEFINITIONS, [tables]))
      .filter((d) => !keep.includes(d.name))
      .sort((a, b) => dropOrder[a.kind] - dropOrder[b.kind]);
    for (const d of definitions) {
      yield* tx.query(d.kind === "i" ? `DROP INDEX ${d.name}` : `ALTER TABLE ${d.table} DROP CONSTRAINT ${d.name}`);
    }
    return Effect.gen(function* () {
      // Index builds sort in memory when they can; this only lasts until the transaction ends.
      yield* tx.query(`SET LOCAL maintenance_work_mem = '1GB'`);
      for (const d of [...definitions].reverse()) {
        yield* tx.query(d.kind === "i" ? d.def : `ALTER TABLE ${d.table} ADD CONSTRAINT ${d.name} ${d.def}`);
      }
    });
  });
