import { Effect } from "effect";
import type { PlatformAnswer } from "../../../domain/evidence-reply.ts";
import type { Platform } from "../../../domain/events.ts";
import type { Sql } from "../../platform/db/database.ts";
import { wakeJob } from "../../platform/jobs/store.ts";
import { queueForRules } from "../risk/signals.ts";

// post_evidence as the fetch queue (decision 52): a row with due_at is to be asked. Workers
// claim due rows for a short while (database time) and write the answer with the claim's
// due_at, so an answer to an older request never clears a newer one (a recheck meanwhile).

export const EVIDENCE_JOB = "social.evidence";

export interface Submitted {
  readonly postId: string;
  readonly platform: Platform;
  readonly at: string;
}

/** Posts just submitted: pending and due, and a fetch job to ask about them. */
export const queueSubmitted = (tx: Sql, posts: ReadonlyArray<Submitted>) =>
  posts.length === 0
    ? Effect.void
    : Effect.gen(function* () {
        yield* tx.query(
          `INSERT INTO post_evidence (post_id, outcome, platform, due_at, updated_at)
           SELECT post_id, 'pending', platform, at, at FROM unnest($1::text[], $2::text[], $3::timestamptz[]) AS i (post_id, platform, at)
           ON CONFLICT (post_id) DO NOTHING`,
          [posts.map((p) => p.postId), posts.map((p) => p.platform), posts.map((p) => p.at)],
        );
        yield* wakeJob(tx, EVIDENCE_JOB, 0);
      });

/**
 * Asks the platforms about these posts again at `at`, without the cached answer (the holding
 * period does before a close). The last answer stays shown until the new one comes. Answers the
 * number of posts queued.
 */
export const recheckEvidence = (sql: Sql, postIds: ReadonlyArray<string>, at: Date) =>
  Effect.gen(function* () {
    if (postIds.length === 0) return 0;
    const rows = yield* sql.query(
      `INSERT INTO post_evidence (post_id, outcome, platform, due_at, fresh, updated_at)
       SELECT post_id, 'pending', platform, $2, true, $2 FROM posts WHERE post_id = ANY($1::text[])
       ON CONFLICT (post_id) DO UPDATE SET due_at = EXCLUDED.due_at, fresh = true, attempts = 0, updated_at = EXCLUDED.updated_at
       RETURNING post_id`,
      [[...new Set(postIds)], at],
    );
    if (rows.length > 0) yield* wakeJob(sql, EVIDENCE_JOB, 0);
    return rows.length;
  });

/** Of these posts, those still waiting for an answer (a close that rechecked them waits for none). */
export const stillDue = (sql: Sql, postIds: ReadonlyArray<string>) =>
  Effect.map(
    sql.query<{ post_id: string }>(
      `SELECT post_id FROM post_evidence WHERE post_id = ANY($1::text[]) AND due_at IS NOT NULL`,
      [[...postIds]],
    ),
    (rows) => rows.map((r) => r.post_id),
  );

export interface DuePost {
  readonly postId: string;
  readonly memberId: number;
  readonly platform: Platform;
  readonly url: string;
  readonly link: string | null;
  /** The request this claim answers, as the database wrote it. */
  readonly dueAt: string;
  readonly fresh: boolean;
  readonly attempts: number;
}

/** Up to `limit` due posts of `platforms` nobody is asking about, held for `holdSeconds`. */
export const claimDue = (sql: Sql, platforms: ReadonlyArray<Platform>, limit: number, holdSeconds: number) =>
  Effect.map(
    sql.query<{
      post_id: string;
      member_id: number;
      platform: Platform;
      url: string;
      link: string | null;
      due_at: string;
      fresh: boolean;
      attempts: number;
    }>(
      `UPDATE post_evidence e SET claimed_until = clock_timestamp() + make_interval(secs => $3::float8)
         FROM posts p
        WHERE e.post_id IN (SELECT post_id FROM post_evidence
                             WHERE due_at IS NOT NULL AND platform = ANY($1::text[])
                               AND (claimed_until IS NULL OR claimed_until < clock_timestamp())
                             ORDER BY platform, due_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          AND p.post_id = e.post_id
      RETURNING e.post_id, p.member_id, p.platform, p.url, coalesce(p.canonical_link, nullif(p.url, '')) AS link,
                e.due_at::text AS due_at, e.fresh, e.attempts`,
      [platforms, limit, holdSeconds],
    ),
    (rows): Array<DuePost> =>
      rows.map((r) => ({
        postId: r.post_id,
        memberId: r.member_id,
        platform: r.platform,
        url: r.url,
        link: r.link,
        dueAt: r.due_at,
        fresh: r.fresh,
        attempts: r.attempts,
      })),
  );

/**
 * How long until a due post of `platforms` may be claimed: 0 when one may now, the time left on
 * another worker's claim, or null when none is due.
 */
export const nextDueMs = (sql: Sql, platforms: ReadonlyArray<Platform>) =>
  Effect.map(
    sql.query<{ wait_ms: number | null }>(
      // One probe for a claimable row, which there nearly always is when any is due; the
      // claims' end only when every due row is held.
      `SELECT coalesce(
         (SELECT 0 FROM post_evidence WHERE due_at IS NOT NULL AND platform = ANY($1::text[])
             AND (claimed_until IS NULL OR claimed_until <= clock_timestamp()) LIMIT 1),
         (SELECT extract(epoch FROM min(claimed_until) - clock_timestamp()) * 1000
            FROM post_evidence WHERE due_at IS NOT NULL AND platform = ANY($1::text[])))::float8 AS wait_ms`,
      [platforms],
    ),
    ([row]) => (row?.wait_ms === null || row?.wait_ms === undefined ? null : Math.max(0, Math.ceil(row.wait_ms))),
  );

/** Claims given up unasked (a worker stopping, calls the bucket could not fund). */
export const releaseClaims = (sql: Sql, postIds: ReadonlyArray<string>) =>
  postIds.length === 0
    ? Effect.void
    : Effect.asVoid(
        sql.query(`UPDATE post_evidence SET claimed_until = NULL WHERE post_id = ANY($1::text[])`, [postIds]),
      );

/** A call about these posts got no answer: one more attempt each, released for the next. */
export const countAttempt = (sql: Sql, postIds: ReadonlyArray<string>) =>
  Effect.map(
    sql.query<{ post_id: string; attempts: number }>(
      `UPDATE post_evidence SET attempts = attempts + 1, claimed_until = NULL WHERE post_id = ANY($1::text[])
       RETURNING post_id, attempts`,
      [postIds],
    ),
    (rows) => new Map(rows.map((r) => [r.post_id, r.attempts])),
  );

export interface Answered {
  readonly post: Pick<DuePost, "postId" | "dueAt">;
  readonly answer: PlatformAnswer;
}

// The answer replaces the last; the request is done unless a newer one came meanwhile. The
// posters whose evidence changed in what a rule can read (found or missing, and the author)
// come back, for the risk rules.
const RECORD = `
  WITH i AS (
    SELECT * FROM unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
      AS i (post_id, due_at, outcome, author_handle, author_name, author_url, title, thumbnail_url, detail)
  ), old AS (
    SELECT e.post_id, e.outcome, e.author_handle FROM post_evidence e JOIN i USING (post_id)
  ), written AS (
    UPDATE post_evidence e SET outcome = i.outcome, author_handle = i.author_handle, author_name = i.author_name,
           author_url = i.author_url, title = i.title, thumbnail_url = i.thumbnail_url, detail = i.detail,
           checked_at = $10, updated_at = $10, claimed_until = NULL,
           due_at = CASE WHEN e.due_at = i.due_at THEN NULL ELSE e.due_at END,
           fresh = e.fresh AND e.due_at <> i.due_at,
           attempts = CASE WHEN e.due_at = i.due_at THEN 0 ELSE e.attempts END
      FROM i WHERE e.post_id = i.post_id
    RETURNING e.post_id
  )
  SELECT w.post_id, p.member_id,
         (o.outcome IS DISTINCT FROM i.outcome OR o.author_handle IS DISTINCT FROM i.author_handle)
           AND (o.outcome IN ('found', 'missing') OR i.outcome IN ('found', 'missing')) AS changed
    FROM written w JOIN old o USING (post_id) JOIN i USING (post_id) JOIN posts p USING (post_id)`;

/**
 * Writes the answers at `at` and queues the posters whose evidence changed for the risk rules.
 * Answers the posts written: not those erased meanwhile.
 */
export const recordAnswers = (tx: Sql, answered: ReadonlyArray<Answered>, at: Date) =>
  Effect.gen(function* () {
    if (answered.length === 0) return new Set<string>();
    const column = (f: (a: Answered) => unknown) => answered.map(f);
    const written = yield* tx.query<{ post_id: string; member_id: number; changed: boolean }>(RECORD, [
      column((a) => a.post.postId),
      column((a) => a.post.dueAt),
      column((a) => a.answer.outcome),
      column((a) => a.answer.authorHandle),
      column((a) => a.answer.authorName),
      column((a) => a.answer.authorUrl),
      column((a) => a.answer.title),
      column((a) => a.answer.thumbnailUrl),
      column((a) => a.answer.detail),
      at,
    ]);
    const changed = [...new Set(written.filter((r) => r.changed).map((r) => r.member_id))];
    if (changed.length > 0) yield* queueForRules(tx, changed, at);
    return new Set(written.map((r) => r.post_id));
  });
