import { Effect } from "effect";
import { Database } from "../../server/platform/db/database.ts";
import { schemaLevel } from "../../server/modules/health/queries.ts";
import { withRuntime, type CliIo } from "../context.ts";

export const migrateCommand = async (io: CliIo) => {
  // Starting the runtime applies what is pending; this reports where the schema now stands.
  const level = await withRuntime(io, Effect.flatMap(Database, schemaLevel));
  io.out(`migrations: database at level ${level}\n`);
};
