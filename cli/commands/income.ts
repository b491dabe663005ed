import { formatRM } from "../../domain/money.ts";
import { makePeriod, periodLabel } from "../../domain/period.ts";
import { Effect } from "effect";
import { Database } from "../../server/platform/db/database.ts";
import { recomputeMonth } from "../../server/modules/projections/income-recompute.ts";
import { withRuntime, type CliIo } from "../context.ts";

export const incomeRecomputeCommand = async (io: CliIo, opts: { month: number; year: number }) => {
  const period = makePeriod(opts.year, opts.month);
  const result = await withRuntime(
    io,
    Effect.gen(function* () {
      const db = yield* Database;
      return yield* db.transaction((tx) => recomputeMonth(tx, period));
    }),
  );
  io.out(
    `income ${periodLabel(period)}: ${result.members} members, total ${formatRM(result.totalSen)}, ${result.corrected} rows corrected\n`,
  );
};
