import { Data, Effect } from "effect";
import { periodOf } from "../../../domain/period.ts";
import type { Config } from "../../platform/config/config.ts";
import { Database } from "../../platform/db/database.ts";
import { now } from "../../platform/clock/now.ts";
import { activeJobOfKind, enqueueSingleJob, saveProgress } from "../../platform/jobs/store.ts";
import { JobFailed, type JobHandler } from "../../platform/jobs/worker.ts";
import type { AppServices } from "../../platform/runtime.ts";
import { getProcess, importContacts } from "../../platform/brevo/api.ts";
import { Brevo, BrevoNotConfigured } from "../../platform/brevo/client.ts";
import { contactBatch, contactsToSync, toContact } from "./contacts.ts";
import { withBrevoRetry } from "../../platform/brevo/retry.ts";

// "Sync All Contacts": a job that imports every subscribed member into the Brevo list in
// batches (POST /contacts/import) and follows each import's process (GET /processes/{id})
// until Brevo has completed it. The cursor (last member id imported) and the import in flight
// are part of the job's progress, so a resumed job neither skips nor repeats a batch.
export const SYNC_JOB = "brevo.sync-contacts";

export class BrevoListMissing extends Data.TaggedError("BrevoListMissing")<{}> {
  override get message() {
    return "Brevo contact sync needs a list: set BREVO_LIST_ID";
  }
}

interface SyncPayload {
  readonly listId: number;
  readonly upTo: number;
  readonly period: number;
}
interface SyncProgress {
  readonly total: number;
  readonly done: number;
  readonly cursor: number;
  readonly batches: number;
  /** The import Brevo accepted and the batch it holds, until Brevo completes it. */
  readonly processId: number | null;
  readonly pendingCursor: number | null;
  readonly pendingCount: number | null;
}

export const startContactSync = Effect.fn("Brevo.startContactSync")(function* (
  listId: number | null,
  createdBy: number,
) {
  const brevo = yield* Brevo;
  if (!brevo.configured) return yield* Effect.fail(new BrevoNotConfigured());
  if (listId === null) return yield* Effect.fail(new BrevoListMissing());
  const db = yield* Database;
  const at = yield* now;
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      // A sync already under way is the answer to a second click.
      const running = Effect.map(activeJobOfKind(tx, SYNC_JOB), (active) =>
        active ? { jobId: active.id, totalContacts: Number(active.progress["total"] ?? 0), started: false } : null,
      );
      const before = yield* running;
      if (before) return before;
      const { total, upTo } = yield* contactsToSync(tx);
      const progress: SyncProgress = {
        total,
        done: 0,
        cursor: 0,
        batches: 0,
        processId: null,
        pendingCursor: null,
        pendingCount: null,
      };
      const payload: SyncPayload = { listId, upTo, period: periodOf(at) };
      const jobId = yield* enqueueSingleJob(tx, { kind: SYNC_JOB, payload, progress, createdBy });
      if (jobId !== null) return { jobId, totalContacts: total, started: true };
      // Another request enqueued one in the meantime (the unique index held): that one is the answer.
      const [latest] = yield* tx.query<{ id: number; progress: { total?: number } }>(
        `SELECT id, progress FROM jobs WHERE kind = $1 ORDER BY id DESC LIMIT 1`,
        [SYNC_JOB],
      );
      return { jobId: latest!.id, totalContacts: Number(latest!.progress.total ?? total), started: false };
    }),
  );
});

export interface SyncOptions {
  readonly batchSize?: number;
  /** How often an import's process is checked while Brevo works on it. */
  readonly processPollMs?: number;
}

export const syncContactsJob =
  (config: Config, { batchSize = 500, processPollMs = 2_000 }: SyncOptions = {}): JobHandler<AppServices> =>
  ({ job, lease }) =>
    Effect.gen(function* () {
      const db = yield* Database;
      const payload = job.payload as unknown as SyncPayload;
      const linkBase = config.publicAppUrl ?? config.publicUrl;
      let progress = job.progress as unknown as SyncProgress;

      const followProcess = (processId: number) =>
        Effect.gen(function* () {
          for (;;) {
            const process = yield* withBrevoRetry(getProcess(processId));
            if (process.status === "completed") return;
            if (process.status !== "queued" && process.status !== "in_process") {
              return yield* Effect.fail(
                new JobFailed({ reason: `Brevo import ${processId} ended as "${process.status}"` }),
              );
            }
            yield* Effect.sleep(processPollMs);
          }
        });

      for (;;) {
        if (progress.processId !== null) {
          yield* followProcess(progress.processId);
          progress = (yield* saveProgress(db, lease, {
            cursor: progress.pendingCursor,
            done: progress.done + (progress.pendingCount ?? 0),
            batches: progress.batches + 1,
            processId: null,
            pendingCursor: null,
            pendingCount: null,
          })) as unknown as SyncProgress;
        }
        const rows = yield* contactBatch(db, {
          after: progress.cursor,
          upTo: payload.upTo,
          limit: batchSize,
          period: payload.period,
        });
        if (rows.length === 0) return { contacts: progress.done, batches: progress.batches, listId: payload.listId };
        const answer = yield* withBrevoRetry(
          importContacts({
            jsonBody: rows.map((row) => toContact(row, linkBase)),
            listIds: [payload.listId],
            updateExistingContacts: true,
            emptyContactsAttributes: false,
          }),
        );
        if (typeof answer?.processId !== "number")
          return yield* Effect.fail(new JobFailed({ reason: "Brevo accepted an import without a process id" }));
        progress = (yield* saveProgress(db, lease, {
          processId: answer.processId,
          pendingCursor: rows.at(-1)!.member_id,
          pendingCount: rows.length,
        })) as unknown as SyncProgress;
      }
    });
