import fs from "node:fs";
import { Effect, Exit } from "effect";
import { formatRM } from "../../domain/money.ts";
import { makePeriod, periodLabel } from "../../domain/period.ts";
import { BANK_RESULT_MAX_BYTES, readBankResult } from "../../server/modules/payouts/bank-result.ts";
import {
  closePreviewOf,
  type ClosePreview,
  type HoldReason,
  type PreviewMember,
} from "../../server/modules/payouts/close-preview.ts";
import { closeMonth } from "../../server/modules/payouts/handlers.ts";
import { now } from "../../server/platform/clock/now.ts";
import { Database } from "../../server/platform/db/database.ts";
import { reconcile, type ReconcileReport, type ReportLine } from "../../server/modules/payouts/reconcile.ts";
import { CliFailure, withRuntime, type CliIo } from "../context.ts";

const HOLD_REASONS: Readonly<Record<HoldReason, string>> = {
  flag: "open fraud flag",
  suspended: "suspended",
  payee_details: "identity, TIN or address missing (EINVOICE=on, or marked for section 107D)",
};

const names = (members: ReadonlyArray<PreviewMember>) =>
  members.map((m) => `  ${m.name} (#${m.memberId}) ${formatRM(m.amountSen)}\n`).join("");

/** What the close would issue, as the admin tab's dialog shows it. */
export const previewText = (p: ClosePreview) =>
  p.closed
    ? `payouts ${periodLabel(p.period)}: already closed, a close issues nothing new\n`
    : `payouts ${periodLabel(p.period)}: would issue ${p.payouts} payouts totalling ${formatRM(p.totalSen)}\n` +
      (p.held.length > 0
        ? `held: ${p.held.length} members, ${formatRM(p.heldSen)} (stays unpaid)\n` +
          p.held
            .map((m) => `  ${m.name} (#${m.memberId}) ${formatRM(m.amountSen)}, ${HOLD_REASONS[m.reason]}\n`)
            .join("")
        : "") +
      (p.pending > 0
        ? `in their holding period: ${p.pending} members, ${formatRM(p.pendingSen)} (stays unpaid for a close after it ends)\n`
        : "") +
      (p.belowMinimum > 0
        ? `below the minimum of ${formatRM(p.minimumSen)}: ${p.belowMinimum} members, ${formatRM(p.belowMinimumSen)} (carried forward until it is reached)\n`
        : "") +
      (p.withholding > 0
        ? `section 107D: ${p.withholding} payouts withhold 2%, ${formatRM(p.withheldSen)} (the bank file pays the rest)\n`
        : "") +
      (p.withoutDetails.length > 0
        ? `without payment details: ${p.withoutDetails.length} payouts, ${formatRM(p.withoutDetailsSen)} (left out of the bank file until paid again)\n` +
          names(p.withoutDetails)
        : "");

/**
 * Closes a finished month as the admin tab does: the preview first, then, once confirmed (at the
 * terminal, or by --yes), the close bound to it. Figures that changed in between refuse the close
 * and are printed as they are now.
 */
export const payoutsCloseCommand = async (io: CliIo, opts: { month: number; year: number; yes?: boolean }) => {
  const period = makePeriod(opts.year, opts.month);
  const program = Effect.gen(function* () {
    const preview = yield* closePreviewOf(yield* Database, period, yield* now);
    io.out(previewText(preview));
    if (preview.closed) return null;
    if (opts.yes !== true) {
      if (io.ask === undefined)
        throw new CliFailure("nothing closed: confirm with --yes when there is no terminal to ask");
      const answer = yield* Effect.promise(() =>
        io.ask!(`Close ${periodLabel(period)} and issue these payouts? [y/N] `),
      );
      if (!/^\s*y(es)?\s*$/i.test(answer)) return "declined" as const;
    }
    return yield* closeMonth(period, { actor: "cli" }, preview.digest).pipe(
      Effect.catchTag("CloseChanged", (changed) => Effect.succeed(changed)),
    );
  });
  const result = await withRuntime(io, program);
  if (result === null) return;
  if (result === "declined") return io.out(`payouts ${periodLabel(period)}: not confirmed, nothing closed\n`);
  // Another close of the month won the race: this one issued nothing, as a second close does.
  if ("preview" in result && result.preview.closed)
    return io.out(`payouts ${periodLabel(period)}: nothing new issued (closed meanwhile)\n`);
  if ("preview" in result) throw new CliFailure(`${result.message}. Now:\n${previewText(result.preview)}`.trimEnd());
  const { issued, totalSen, held, heldSen, pending, pendingSen, belowMinimum, belowMinimumSen, withheldSen } = result;
  io.out(
    issued === 0
      ? `payouts ${periodLabel(period)}: nothing new issued (already closed, or no income)\n`
      : `payouts ${periodLabel(period)}: issued ${issued} payouts totalling ${formatRM(totalSen)}\n`,
  );
  if (held > 0) io.out(`held for risk review: ${held} members, ${formatRM(heldSen)} (paid by a close after review)\n`);
  if (pending > 0)
    io.out(`in their holding period: ${pending} members, ${formatRM(pendingSen)} (paid by a close after it ends)\n`);
  if (belowMinimum > 0)
    io.out(
      `below the minimum: ${belowMinimum} members, ${formatRM(belowMinimumSen)} (carried forward, paid once it is reached)\n`,
    );
  if (withheldSen > 0) io.out(`withheld under section 107D: ${formatRM(withheldSen)} (remit with CP107D)\n`);
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
