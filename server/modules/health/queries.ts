import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";

/** The number of the newest migration applied (0 on an empty database), as health and `cli migrate` report it. */
export const schemaLevel = (sql: Sql) =>
  Effect.map(sql.query<{ level: number | null }>(`SELECT max(version) AS level FROM schema_migrations`), ([row]) =>
    Number(row?.level ?? 0),
  );
