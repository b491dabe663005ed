import { Effect } from "effect";
import { Database } from "../../server/platform/db/database.ts";
import { withRuntime, type CliIo } from "../context.ts";

export const migrateCommand = async (io: CliIo) => {
  // Starting the runtime applies what is pending; this reports where the schema now stands.
  const level = await withRuntime(io, Effect.gen(function* () {
    const db = yield* Database;
    const [row] = yield* db.query<{ level: number }>(`SELECT max(version)::int AS level FROM schema_migrations`);
    return row?.level ?? 0;
  }));
  io.out(`migrations: database at level ${level}\n`);
};
