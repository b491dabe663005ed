import { formatRM } from "../../domain/money.ts";
import { makePeriod, periodLabel } from "../../domain/period.ts";
import { closeMonth } from "../../server/modules/payouts/handlers.ts";
import { withRuntime, type CliIo } from "../context.ts";

export const payoutsCloseCommand = async (io: CliIo, opts: { month: number; year: number }) => {
  const period = makePeriod(opts.year, opts.month);
  const { issued, totalSen } = await withRuntime(io, closeMonth(period, { actor: "cli" }));
  io.out(
    issued === 0
      ? `payouts ${periodLabel(period)}: nothing new issued (already closed, or no income)\n`
      : `payouts ${periodLabel(period)}: issued ${issued} payouts totalling ${formatRM(totalSen)}\n`,
  );
};
