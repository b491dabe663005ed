import { Data, Effect, HashMap } from "effect";
import type { PayoutAlreadyPaid, PayoutNotPayable } from "../../../domain/errors.ts";
import * as payouts from "../../../domain/payouts.ts";
import { fromStream, handleIn, inTransaction, type Decider, type Loaded } from "../../platform/event-store/command.ts";
import { now } from "../../platform/clock/now.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import type { Period } from "../../../domain/period.ts";
import { ofAnotherMonth, type ResultLine } from "./bank-result.ts";
import { claimBankReference } from "./bank-references.ts";
import { settlement } from "./handlers.ts";

// Reconciliation from the bank's result file: every line's payout is marked paid or failed in
// one transaction, each through the same command and decider as marking one payout
// (`settlement`), so a file decides exactly what clicking through it would. A line the
// decider refuses (a paid payout listed as failed, or paid under another reference) refuses
// the whole file and nothing is applied; a reference that names no payout is reported back.
// Given the month the admin uploads for, a line for an existing payout of another month
// refuses the whole file too (400, as a malformed one). A paid line's bank reference is claimed
// for its payout (bank-references.ts): one already recorded on another payout refuses the file.

/** A line the payouts' state refuses: the whole file is refused (409), naming the line. */
export class BankResultRefused extends Data.TaggedError("BankResultRefused")<{
  readonly line: number;
  readonly reason: string;
}> {
  override get message() {
    return `line ${this.line}: ${this.reason}`;
  }
  get fields() {
    return { file: this.message };
  }
}

export interface ReportLine {
  readonly line: number;
  readonly reference: string;
  readonly status: "paid" | "failed";
}

export interface ReconcileReport {
  readonly lines: number;
  /** Marked paid or failed now. */
  readonly applied: ReadonlyArray<ReportLine>;
  /** Already in that state (paid with that reference, or failed): nothing changed. */
  readonly unchanged: ReadonlyArray<ReportLine>;
  /** No payout has that reference. */
  readonly unmatched: ReadonlyArray<ReportLine>;
}

const refusal = (line: ResultLine, error: PayoutAlreadyPaid | PayoutNotPayable) =>
  new BankResultRefused({
    line: line.line,
    reason:
      error._tag === "PayoutAlreadyPaid"
        ? `${line.reference} is already paid under another bank reference`
        : error.status === "paid"
          ? `${line.reference} is already paid, so it cannot be marked failed`
          : `${line.reference} has failed (its lines go into the next close), so it cannot be marked paid`,
  });

export const reconcile = Effect.fn("Payouts.reconcile")(function* (
  lines: ReadonlyArray<ResultLine>,
  metadata: Metadata,
  period: Period | null = null,
) {
  const at = (yield* now).toISOString();
  return yield* inTransaction((tx) =>
    Effect.gen(function* () {
      // A payout month's stream is read once, by the first line naming it (a file is mostly one
      // month); each later line is decided on the state the earlier ones left, at the version
      // their appends reached.
      const months = new Map<string, Loaded<payouts.PayoutMonthState>>();
      const folded = (command: ReturnType<typeof settlement>) =>
        fromStream(command.decider as Decider<payouts.PayoutMonthState, unknown>, command.streamId)(tx);
      const applied: Array<ReportLine> = [];
      const unchanged: Array<ReportLine> = [];
      const unmatched: Array<ReportLine> = [];
      for (const line of lines) {
        const entry = { line: line.line, reference: line.reference, status: line.status };
        const command = settlement(line.reference, line, at, metadata);
        const loaded = months.get(command.streamId) ?? (yield* folded(command));
        const elsewhere = period !== null && payouts.periodOfPayoutId(line.reference) !== period;
        if (elsewhere && HashMap.has(loaded.state.payouts, line.reference))
          return yield* Effect.fail(ofAnotherMonth(line, period));
        const handled = yield* handleIn(tx, { ...command, load: () => Effect.succeed(loaded) }).pipe(
          Effect.catchTag("PayoutNotFound", () => Effect.succeed(null)),
          Effect.catchTag(["PayoutAlreadyPaid", "PayoutNotPayable"], (error) => Effect.fail(refusal(line, error))),
        );
        if (handled === null) {
          months.set(command.streamId, loaded);
          unmatched.push(entry);
          continue;
        }
        if (line.status === "paid" && handled.events.length > 0)
          yield* claimBankReference(tx, line.reference, line.bankReference, at).pipe(
            Effect.catchTag("BankReferenceTaken", (taken) =>
              Effect.fail(
                new BankResultRefused({
                  line: line.line,
                  reason: `bank_reference ${taken.reference} is already recorded on payout ${taken.holder}`,
                }),
              ),
            ),
          );
        months.set(command.streamId, {
          state: handled.events.reduce((state, e) => payouts.evolve(state, e.event), handled.loaded.state),
          version: handled.events.at(-1)?.streamVersion ?? handled.loaded.version,
        });
        (handled.events.length > 0 ? applied : unchanged).push(entry);
      }
      return { lines: lines.length, applied, unchanged, unmatched } satisfies ReconcileReport;
    }),
  );
});
