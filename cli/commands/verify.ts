import { Data, Effect } from "effect";
import { formatRM } from "../../domain/money.ts";
import { Database } from "../../server/platform/db/database.ts";
import { balanceDifferences } from "../../server/modules/payouts/balances.ts";
import { liveChecksums, projectionChecksums, rebuildProjections } from "../../server/modules/projections/rebuild.ts";
import { CliFailure, withRuntime, type CliIo } from "../context.ts";

// `jemput verify`: the checks an operator runs after an incident or a restore. The money must
// balance (per member, the ledger equals the payouts not failed plus the unpaid lines, and each
// payout equals its lines) and every projection must equal what the log rebuilds. The rebuild
// happens inside a transaction that is then rolled back, so verifying changes nothing.
class RolledBack extends Data.TaggedError("RolledBack")<{ readonly rebuilt: Record<string, string> }> {}

export const verifyCommand = async (io: CliIo) => {
  const { differences, live, rebuilt } = await withRuntime(
    io,
    Effect.gen(function* () {
      const db = yield* Database;
      const differences = yield* balanceDifferences(db);
      const live = yield* liveChecksums(db);
      const rebuilt = yield* db
        .transaction((tx) =>
          Effect.gen(function* () {
            yield* rebuildProjections(tx);
            return yield* Effect.fail(new RolledBack({ rebuilt: yield* projectionChecksums(tx) }));
          }),
        )
        .pipe(Effect.catchTag("RolledBack", (done) => Effect.succeed(done.rebuilt)));
      return { differences, live, rebuilt };
    }),
  );
  for (const d of differences) {
    io.out(
      `member ${d.member_id}: ledger ${formatRM(d.ledger_sen)}, payouts ${formatRM(d.paid_out_sen)} (lines ${formatRM(d.lines_sen)}), unpaid ${formatRM(d.unpaid_sen)}\n`,
    );
  }
  const tables = Object.keys(live).filter((table) => live[table] !== rebuilt[table]);
  for (const table of tables) io.out(`${table}: live ${live[table]}, rebuilt ${rebuilt[table]}\n`);
  if (differences.length > 0 || tables.length > 0) {
    throw new CliFailure(
      `verify found ${differences.length} member balance(s) and ${tables.length} projection table(s) that differ`,
    );
  }
  io.out(`verify: balances hold for every member; ${Object.keys(live).length} projection tables equal a rebuild\n`);
};
