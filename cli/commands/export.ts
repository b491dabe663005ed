import fs from "node:fs";
import { Effect } from "effect";
import { periodLabel } from "../../domain/period.ts";
import { Database } from "../../server/platform/db/database.ts";
import { incomeReport, memberExport, toCsv } from "../../server/modules/reports/queries.ts";
import { periodFrom } from "../args.ts";
import { CliFailure, withRuntime, type CliIo } from "../context.ts";

export const exportCommand = async (
  io: CliIo,
  what: string,
  opts: { format: "json" | "csv"; out: string; month?: number; year?: number },
) => {
  if (what !== "members" && what !== "income")
    throw new CliFailure(`cannot export "${what}": choose members or income`);
  const chosen = periodFrom(opts);
  const { period, rows } = await withRuntime(
    io,
    Effect.gen(function* () {
      const period = yield* chosen;
      const db = yield* Database;
      const rows: ReadonlyArray<object> =
        what === "members" ? yield* memberExport(db, period) : yield* incomeReport(db, period);
      return { period, rows };
    }),
  );
  const body = opts.format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : toCsv(rows);
  // Written whole to a temporary name first, so a failed export never leaves half a file.
  fs.writeFileSync(`${opts.out}.partial`, body, { mode: 0o600 });
  fs.renameSync(`${opts.out}.partial`, opts.out);
  io.out(`exported ${rows.length} ${what} rows for ${periodLabel(period)} to ${opts.out}\n`);
};
