import fs from "node:fs";
import { Effect } from "effect";
import { formatRM } from "../../domain/money.ts";
import { makePeriod, periodLabel } from "../../domain/period.ts";
import { remittanceList } from "../../server/modules/payouts/cp107d.ts";
import { markYear } from "../../server/modules/payouts/withholding.ts";
import { Database } from "../../server/platform/db/database.ts";
import { withRuntime, type CliIo } from "../context.ts";

// Section 107D from the command line (decision 62, docs/tax.md): marking a year on demand (the
// first close of a year marks it anyway), and writing a month's CP107D remittance list.

/** `jemput tax mark-107d --year Y`: marks the members paid more than RM 100,000 in Y - 1. */
export const markWithholdingCommand = async (io: CliIo, opts: { year: number }) => {
  const marked = await withRuntime(io, markYear(opts.year, { actor: "cli" }));
  io.out(
    marked.length === 0
      ? `section 107D ${opts.year}: no member newly marked\n`
      : `section 107D ${opts.year}: ${marked.length} members marked (paid more than RM 100,000 in ${opts.year - 1}); their payouts in ${opts.year} withhold 2%\n` +
          marked.map((m) => `  #${m.memberId} paid ${formatRM(m.paidSen)} in ${opts.year - 1}\n`).join(""),
  );
};

/** `jemput tax cp107d --month M --year Y --out FILE`: the month's remittance list, checked whole first. */
export const cp107dCommand = async (io: CliIo, opts: { month: number; year: number; out: string }) => {
  const list = await withRuntime(
    io,
    Effect.flatMap(Database, (db) => remittanceList(db, opts.year, opts.month)),
  );
  // Written whole to a temporary name first, so a failed write never leaves half a list; the
  // identity numbers and TINs in it are the owner's alone to read.
  fs.writeFileSync(`${opts.out}.partial`, list.csv, { mode: 0o600 });
  fs.renameSync(`${opts.out}.partial`, opts.out);
  io.out(
    `CP107D ${periodLabel(makePeriod(opts.year, opts.month))}: ${list.rows} payouts, ${formatRM(list.grossSen)} gross, ${formatRM(list.withheldSen)} withheld, written to ${opts.out}\n`,
  );
};
