import { Effect } from "effect";
import type { Sql } from "../../platform/db/database.ts";
import { forgetAnswers } from "../../platform/social/answers.ts";

// The post_evidence table's writes (decision 50: its one owner). A post's row holds the
// platform's last answer; asking again overwrites it.

export type EvidenceOutcome = "pending" | "found" | "missing" | "unverifiable";

export interface EvidenceAnswer {
  readonly outcome: EvidenceOutcome;
  readonly authorHandle?: string | null;
  readonly authorName?: string | null;
  readonly authorUrl?: string | null;
  readonly title?: string | null;
  readonly thumbnailUrl?: string | null;
  readonly detail?: string | null;
}

/** Records what the platform answered about `postId` at `at`. */
export const recordEvidence = (sql: Sql, postId: string, answer: EvidenceAnswer, at: Date) =>
  Effect.asVoid(
    sql.query(
      `INSERT INTO post_evidence (post_id, outcome, author_handle, author_name, author_url, title, thumbnail_url, detail, checked_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $2 = 'pending' THEN NULL ELSE $9::timestamptz END, $9)
       ON CONFLICT (post_id) DO UPDATE SET outcome = EXCLUDED.outcome, author_handle = EXCLUDED.author_handle,
         author_name = EXCLUDED.author_name, author_url = EXCLUDED.author_url, title = EXCLUDED.title,
         thumbnail_url = EXCLUDED.thumbnail_url, detail = EXCLUDED.detail, checked_at = EXCLUDED.checked_at,
         updated_at = EXCLUDED.updated_at`,
      [
        postId,
        answer.outcome,
        answer.authorHandle ?? null,
        answer.authorName ?? null,
        answer.authorUrl ?? null,
        answer.title ?? null,
        answer.thumbnailUrl ?? null,
        answer.detail ?? null,
        at,
      ],
    ),
  );

/**
 * Erasure: what the platforms said about the member's posts (their accounts' names, titles,
 * thumbnails) goes, here and in the answers kept by link. Called before the log is redacted,
 * while the posts still hold their links.
 */
export const forgetEvidence = (tx: Sql, memberId: number) =>
  Effect.gen(function* () {
    const links = yield* tx.query<{ link: string }>(
      `SELECT DISTINCT coalesce(canonical_link, url) AS link FROM posts WHERE member_id = $1 AND coalesce(canonical_link, url) <> ''`,
      [memberId],
    );
    yield* forgetAnswers(
      tx,
      links.map((l) => l.link),
    );
    yield* tx.query(`DELETE FROM post_evidence WHERE post_id IN (SELECT post_id FROM posts WHERE member_id = $1)`, [
      memberId,
    ]);
  });
