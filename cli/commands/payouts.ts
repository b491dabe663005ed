import fs from "node:fs";
import { Effect, Exit } from "effect";
import { formatRM } from "../../domain/money.ts";
import { makePeriod, periodLabel } from "../../domain/period.ts";
import { BANK_RESULT_MAX_BYTES, readBankResult } from "../../server/modules/payouts/bank-result.ts";
import { closeMonth } from "../../server/modules/payouts/handlers.ts";
import { reconcile, type ReconcileReport, type ReportLine } from "../../server/modules/payouts/reconcile.ts";
import { CliFailure, withRuntime, type CliIo } from "../context.ts";

export const payoutsCloseCommand = async (io: CliIo, opts: { month: number; year: number }) => {
  const period = makePeriod(opts.year, opts.month);
  const { issued, totalSen, held, heldSen } = await withRuntime(io, closeMonth(period, { actor: "cli" }));
  io.out(
    issued === 0
      ? `payouts ${periodLabel(period)}: nothing new issued (already closed, or no income)\n`
      : `payouts ${periodLabel(period)}: issued ${issued} payouts totalling ${formatRM(totalSen)}\n`,
  );
  if (held > 0) io.out(`held for risk review: ${held} members, ${formatRM(heldSen)} (paid by a close after review)\n`);
};

/** The file's first bytes, one past the limit at most: enough to tell a file that is too large. */
const readHead = (file: string): Uint8Array => {
  let fd: number;
  try {
    fd = fs.openSync(file, "r");
  } catch (error) {
    throw new CliFailure(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const buffer = Buffer.alloc(BANK_RESULT_MAX_BYTES + 1);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, buffer.length, 0));
  } finally {
    fs.closeSync(fd);
  }
};

const listed = (kind: string, lines: ReadonlyArray<ReportLine>, note = "") =>
  lines.map((l) => `${kind}: line ${l.line} ${l.reference} ${l.status}${note}\n`).join("");

const reportText = (file: string, r: ReconcileReport) =>
  `bank result ${file}: ${r.lines} lines, ${r.applied.length} applied, ${r.unchanged.length} unchanged, ${r.unmatched.length} unmatched\n` +
  listed("applied", r.applied) +
  listed("unchanged", r.unchanged, " (already so)") +
  listed("unmatched", r.unmatched, " (no such payout)");

/**
 * The route's reconciliation from the command line: the same reading of the file (checked
 * whole before the database is touched, refused with the same words) and the same handler.
 * With --month and --year, a line for a payout of another month refuses the file.
 */
export const payoutsReconcileCommand = async (io: CliIo, opts: { file: string; month?: number; year?: number }) => {
  if ((opts.month === undefined) !== (opts.year === undefined)) throw new CliFailure("--month and --year go together");
  const period = opts.month === undefined || opts.year === undefined ? null : makePeriod(opts.year, opts.month);
  const read = Effect.runSyncExit(readBankResult(readHead(opts.file)));
  if (Exit.isFailure(read)) {
    const reason = read.cause.reasons[0];
    throw new CliFailure(reason && "error" in reason ? (reason.error as Error).message : String(read.cause));
  }
  const report = await withRuntime(io, reconcile(read.value, { actor: "cli" }, period));
  io.out(reportText(opts.file, report));
};
