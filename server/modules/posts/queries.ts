import { Effect } from "effect";
import { toRinggit } from "../../../domain/money.ts";
import { nextPeriod, periodStart, type Period } from "../../../domain/period.ts";
import type { Sql } from "../../platform/db/database.ts";

// A member's own posts as they see them (the review queue is review.ts).
interface PostRow {
  post_id: string;
  title: string;
  url: string;
  platform: string;
  status: string;
  earnings_sen: number;
  rejection_reason: string | null;
  reversal_reason: string | null;
  submitted_at: Date;
}

const COLUMNS = "post_id, title, url, platform, status, earnings_sen, rejection_reason, reversal_reason, submitted_at";

const toPost = (r: PostRow) => ({
  id: r.post_id,
  title: r.title,
  url: r.url,
  platform: r.platform,
  earnings: toRinggit(r.earnings_sen),
  status: r.status,
  ...(r.rejection_reason === null ? {} : { rejectionReason: r.rejection_reason }),
  ...(r.reversal_reason === null ? {} : { reversalReason: r.reversal_reason }),
  createdAt: r.submitted_at.toISOString(),
});

/**
 * The member's newest 500 posts, newest first; with a period, those of that Malaysian month.
 * A decided post belongs to the month it was decided in (an approval's RM 200 is that month's
 * income, so the report's posts and its income agree; a reversal keeps its approval's month),
 * a pending one to the month it was submitted in.
 */
export const postsOfMember = (sql: Sql, memberId: number, period: Period | null = null) =>
  Effect.map(
    period === null
      ? sql.query<PostRow>(
          `SELECT ${COLUMNS} FROM posts WHERE member_id = $1 ORDER BY submitted_at DESC, post_id LIMIT 500`,
          [memberId],
        )
      : sql.query<PostRow>(
          `SELECT ${COLUMNS} FROM posts
            WHERE member_id = $1 AND coalesce(decided_at, submitted_at) >= $2 AND coalesce(decided_at, submitted_at) < $3
            ORDER BY submitted_at DESC, post_id LIMIT 500`,
          [memberId, periodStart(period), periodStart(nextPeriod(period))],
        ),
    (rows) => rows.map(toPost),
  );

/** One post just submitted (the submission wrote its row in the same transaction). */
export const postById = (sql: Sql, postId: string) =>
  Effect.map(sql.query<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE post_id = $1`, [postId]), ([row]) => toPost(row!));

/** The member's posts by status, over all months: one index range of posts_member_idx. */
export const postCountsOf = (sql: Sql, memberId: number) =>
  Effect.map(
    sql.query<{ pending: number; approved: number; rejected: number; reversed: number }>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'approved')::int AS approved,
              count(*) FILTER (WHERE status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE status = 'reversed')::int AS reversed
         FROM posts WHERE member_id = $1`,
      [memberId],
    ),
    ([row]) => ({
      pending: row?.pending ?? 0,
      approved: row?.approved ?? 0,
      rejected: row?.rejected ?? 0,
      reversed: row?.reversed ?? 0,
    }),
  );
