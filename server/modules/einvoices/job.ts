import { Clock, Effect } from "effect";
import { now } from "../../platform/clock/now.ts";
import type { EInvoiceConfig } from "../../platform/config/einvoice.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { Database } from "../../platform/db/database.ts";
import type { JobContext } from "../../platform/jobs/worker.ts";
import { wakeJob } from "../../platform/jobs/store.ts";
import { MyInvois } from "../../platform/myinvois/client.ts";
import { MAX_SUBMISSION_BYTES } from "../../platform/myinvois/documents.ts";
import { pollSubmitted, settleInDoubt, submitBatch, type Counts, type Settings } from "./steps.ts";
import { EINVOICE_JOB, nextDue, postponeAll } from "./store.ts";

// The job einvoice.submit (decision 61): settles submissions whose answer was lost, polls the
// documents MyInvois is validating, and submits what is pending in batches of at most 100, until
// nothing is due or its slice is used; then it leaves itself queued for the next due row. A 429
// (or MyInvois unreachable) ends the run and pushes every due row past the wait it asked for.

export interface EInvoiceOptions {
  readonly sliceMs?: number;
  /** How long after a submission its documents are first asked about, and between asks. */
  readonly pollDelayMs?: number;
  /** A submission without an answer is sent again only if MyInvois has not shown it for this long. */
  readonly doubtGraceMs?: number;
  /** How soon documents in doubt are looked for again. */
  readonly doubtRecheckMs?: number;
  /** The wait after MyInvois could not be reached. */
  readonly unreachableMs?: number;
}

export const einvoiceJob =
  (einvoice: EInvoiceConfig, options: EInvoiceOptions = {}) =>
  (_context?: JobContext) =>
    Effect.gen(function* () {
      if (!einvoice.on || einvoice.myInvois === null) return { off: true };
      const db = yield* Database;
      const settings: Settings = {
        db,
        myInvois: yield* MyInvois,
        vault: yield* BankVault,
        company: einvoice.company,
        portalUrl: einvoice.portalUrl,
        pollDelayMs: options.pollDelayMs ?? 3_000,
        doubtGraceMs: options.doubtGraceMs ?? 15 * 60_000,
        doubtRecheckMs: options.doubtRecheckMs ?? 60_000,
        maxBytes: MAX_SUBMISSION_BYTES,
      };
      const sliceMs = options.sliceMs ?? 30_000;
      const counts: Counts = { submitted: 0, accepted: 0, rejected: 0, refused: 0, settled: 0, polled: 0 };
      const started = yield* Clock.monotonicTimeNanos;
      let pause: number | null = null;
      for (;;) {
        const elapsed = Number((yield* Clock.monotonicTimeNanos) - started) / 1e6;
        if (elapsed > sliceMs) break;
        const at = yield* now;
        const outcome = yield* Effect.uninterruptible(
          Effect.gen(function* () {
            const settled = yield* settleInDoubt(settings, at, counts);
            if (settled !== "none") return settled;
            const polled = yield* pollSubmitted(settings, at, counts);
            if (polled !== "none") return polled;
            return yield* submitBatch(settings, at, counts);
          }),
        ).pipe(
          Effect.catchTags({
            MyInvoisBusy: (e) =>
              Effect.succeed({ waitMs: (e.seconds ?? 0) * 1000 || (options.unreachableMs ?? 60_000) }),
            MyInvoisUnavailable: (e) =>
              Effect.succeed({ waitMs: (e.retryAfterSeconds ?? 0) * 1000 || (options.unreachableMs ?? 60_000) }),
          }),
        );
        if (outcome === "none") break;
        if (typeof outcome === "object") {
          pause = outcome.waitMs;
          yield* postponeAll(db, new Date(at.getTime() + outcome.waitMs));
          break;
        }
      }
      const at = yield* now;
      const next = yield* nextDue(db);
      if (next !== null) yield* wakeJob(db, EINVOICE_JOB, Math.max(0, next.getTime() - at.getTime()));
      return { ...counts, pausedMs: pause, again: next !== null };
    });

/** At a server's start: a job for the documents still due, if none is queued. */
export const resumeEInvoices = Effect.gen(function* () {
  const db = yield* Database;
  const [due] = yield* db.query(`SELECT 1 FROM einvoices WHERE due_at IS NOT NULL LIMIT 1`);
  if (due !== undefined) yield* wakeJob(db, EINVOICE_JOB, 0);
});
