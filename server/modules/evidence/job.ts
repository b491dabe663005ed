import { Clock, Effect } from "effect";
import { EVIDENCE_SOURCES, PLATFORMS_OF, type EvidenceSource } from "../../../domain/evidence.ts";
import { now } from "../../platform/clock/now.ts";
import type { SocialConfig } from "../../platform/config/config.ts";
import { Database, type DatabaseShape } from "../../platform/db/database.ts";
import type { JobContext } from "../../platform/jobs/worker.ts";
import { wakeJob } from "../../platform/jobs/store.ts";
import { pruneAnswers } from "../../platform/social/answers.ts";
import { capacityOf, takeTokens } from "../../platform/social/buckets.ts";
import { answerLocally, askOnce, settleRound, type AskSettings, type Outcome } from "./ask.ts";
import { claimDue, EVIDENCE_JOB, nextDueMs, releaseClaims, type DuePost } from "./queue.ts";

// The fetch job (decision 52): one lane per source (YouTube, TikTok, X, Meta) works through the
// due posts of its platforms as fast as the shared bucket lets it, for at most one slice, then
// the job ends and leaves a job queued for when the next call may be made. Short slices keep
// the worker free for mail between them; a lane never sleeps longer than a moment inline.

export interface EvidenceOptions {
  /** How long one run of the job works before it hands the worker back. */
  readonly sliceMs?: number;
  /** A wait for the bucket up to this long is slept inside the run; a longer one ends it. */
  readonly inlineWaitMs?: number;
  /** Calls without an answer (5xx, no reply) before a post is told as unverifiable. */
  readonly tries?: number;
  readonly backoffBaseMs?: number;
  readonly backoffMaxMs?: number;
  readonly timeoutMs?: number;
  readonly waitSeconds?: number;
  /** Calls in flight to one source at once. */
  readonly inFlight?: number;
}

type LaneEnd = { readonly againMs: number | null } & Record<Outcome, number>;

const zero = (): Record<Outcome, number> => ({ answered: 0, cached: 0, told: 0, waited: 0, failed: 0 });

const groupByLink = (posts: ReadonlyArray<DuePost>) => {
  const groups = new Map<string, Array<DuePost>>();
  for (const post of posts) {
    const key = post.link ?? post.postId;
    groups.set(key, [...(groups.get(key) ?? []), post]);
  }
  return [...groups.values()];
};

const lane = (
  db: DatabaseShape,
  settings: AskSettings,
  options: Required<EvidenceOptions>,
  source: EvidenceSource,
  elapsedMs: Effect.Effect<number>,
) =>
  Effect.gen(function* () {
    const platforms = PLATFORMS_OF[source];
    const rate = { perMinute: settings.social.perMinute[source] };
    const batch = Math.min(options.inFlight, capacityOf(rate));
    const hold = Math.ceil(options.timeoutMs / 1000) * 2 + 30;
    const counts = zero();
    const end = (againMs: number | null): LaneEnd => ({ againMs, ...counts });
    // Evidence off, or Meta without a token: every post is told so, many at a time, no bucket.
    if (!settings.social.evidence || (source === "meta" && settings.social.metaAppToken === null)) {
      for (;;) {
        const told = yield* Effect.uninterruptible(
          Effect.gen(function* () {
            const claimed = yield* claimDue(db, platforms, 500, hold);
            const local = yield* answerLocally(db, settings, claimed);
            yield* settleRound(db, settings, source, local.told, []);
            return claimed.length === 0 ? null : local.told.length;
          }),
        );
        if (told === null) return end(null);
        counts.told += told;
      }
    }
    // One round: claim, tell what needs no call, take a token per link to ask, release the rest,
    // ask, settle. Uninterruptible: a stop waits for the calls on their way (bounded by their
    // timeout) and leaves no claim held, so the next worker goes on at once and asks nobody twice.
    const round = Effect.uninterruptible(
      Effect.gen(function* () {
        const claimed = yield* claimDue(db, platforms, batch, hold);
        const local = yield* answerLocally(db, settings, claimed);
        const groups = groupByLink(local.toAsk);
        const { granted } = groups.length === 0 ? { granted: 0 } : yield* takeTokens(db, source, groups.length, rate);
        yield* releaseClaims(
          db,
          groups.slice(granted).flatMap((g) => g.map((p) => p.postId)),
        );
        const asked = yield* Effect.forEach(groups.slice(0, granted), (posts) => askOnce(settings, posts), {
          concurrency: "unbounded",
        });
        yield* settleRound(db, settings, source, [...local.told, ...local.cached], asked);
        counts.told += local.told.length;
        counts.cached += local.cached.length;
        for (const { reply } of asked)
          counts[reply.kind === "answer" ? "answered" : reply.kind === "wait" ? "waited" : "failed"] += 1;
      }),
    );
    for (;;) {
      const next = yield* nextDueMs(db, platforms);
      if (next === null) return end(null);
      const { waitMs } = yield* takeTokens(db, source, 0, rate);
      const wait = Math.max(next, waitMs);
      const left = options.sliceMs - (yield* elapsedMs);
      if (left <= 0) return end(wait);
      if (wait > 0) {
        if (wait > options.inlineWaitMs || wait >= left) return end(wait);
        yield* Effect.sleep(wait);
        continue;
      }
      yield* round;
    }
  });

/** The job's handler: one slice of every lane, then the next run queued when work is left. */
export const evidenceJob =
  (social: SocialConfig, options: EvidenceOptions = {}) =>
  (_context: JobContext) =>
    Effect.gen(function* () {
      const db = yield* Database;
      const o: Required<EvidenceOptions> = {
        sliceMs: 20_000,
        inlineWaitMs: 2_000,
        tries: 5,
        backoffBaseMs: 2_000,
        backoffMaxMs: 300_000,
        timeoutMs: 10_000,
        waitSeconds: 60,
        inFlight: 8,
        ...options,
      };
      const settings: AskSettings = {
        social,
        tries: o.tries,
        backoff: { baseMs: o.backoffBaseMs, maxMs: o.backoffMaxMs },
        timeoutMs: o.timeoutMs,
        waitSeconds: o.waitSeconds,
      };
      const started = yield* Clock.monotonicTimeNanos;
      const elapsedMs = Effect.map(Clock.monotonicTimeNanos, (t) => Number(t - started) / 1e6);
      const ends = yield* Effect.forEach(EVIDENCE_SOURCES, (source) => lane(db, settings, o, source, elapsedMs), {
        concurrency: "unbounded",
      });
      const again = ends.flatMap((e) => (e.againMs === null ? [] : [e.againMs]));
      if (again.length > 0) yield* wakeJob(db, EVIDENCE_JOB, Math.min(...again));
      const at = yield* now;
      const pruned = yield* pruneAnswers(db, new Date(at.getTime() - social.cacheHours * 3_600_000));
      const total = zero();
      for (const e of ends) for (const k of Object.keys(total) as Array<Outcome>) total[k] += e[k];
      return { ...total, pruned, again: again.length > 0 };
    });

/** At a server's start: a job for the posts still due, if none is queued (one that failed for good leaves them). */
export const resumeEvidence = Effect.gen(function* () {
  const db = yield* Database;
  const [due] = yield* db.query(`SELECT 1 FROM post_evidence WHERE due_at IS NOT NULL LIMIT 1`);
  if (due !== undefined) yield* wakeJob(db, EVIDENCE_JOB, 0);
});
