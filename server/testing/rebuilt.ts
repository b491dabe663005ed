import { Effect } from "effect";
import { liveChecksums, rebuildProjections } from "../modules/projections/rebuild.ts";
import { Database } from "../platform/db/database.ts";
import type { TestRuntime } from "./harness.ts";

/**
 * Every projection table's checksum as written live, then as a rebuild from the log writes it
 * (the rebuild is kept): the two are equal when the live projections are what the log says.
 */
export const liveAndRebuilt = async (t: Pick<TestRuntime, "run">) => {
  const live = await t.run(Effect.flatMap(Database, (db) => liveChecksums(db)));
  const rebuilt = await t.run(
    Effect.gen(function* () {
      const db = yield* Database;
      yield* db.transaction((tx) => rebuildProjections(tx));
      return yield* liveChecksums(db);
    }),
  );
  return { live, rebuilt };
};
