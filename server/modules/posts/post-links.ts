import { Effect } from "effect";
import { PostLinkTaken } from "../../../domain/errors.ts";
import { isUniqueViolation, type DbError, type Sql } from "../../platform/db/database.ts";

// Which post holds a link (decision 14). A submission's decider is shown the holder looked up
// with the stream; two submissions of one link at the same moment both find none, and the
// unique index of migration 015 refuses the second one's row once the first commits. That one
// is then loaded and decided again, as the command path does when another writer got to a
// stream first, and now sees the holder: the refusal is the decider's, the same as if it had
// come a moment later.

/** The index allowing one holder per link among posts not rejected. */
export const LINK_INDEX = "posts_canonical_link_idx";

export interface LinkHolder {
  readonly postId: string;
  readonly memberId: number;
  readonly title: string;
  readonly status: "pending" | "approved";
}

/**
 * The pending or approved post holding `key`, the caller's own first (it is the one they are
 * told about); a duplicate from before links were unique holds it as well as its holder.
 */
export const linkHeldBy = (sql: Sql, key: string | null, memberId: number) =>
  key === null
    ? Effect.succeed(null)
    : Effect.map(
        sql.query<{ post_id: string; member_id: number; title: string; status: LinkHolder["status"] }>(
          `SELECT post_id, member_id, title, status FROM posts
            WHERE canonical_link = $1 AND status <> 'rejected'
            ORDER BY member_id = $2 DESC, submitted_at LIMIT 1`,
          [key, memberId],
        ),
        ([row]): LinkHolder | null =>
          row ? { postId: row.post_id, memberId: row.member_id, title: row.title, status: row.status } : null,
      );

const isLinkTaken = (error: unknown): error is DbError =>
  (error as { _tag?: string })._tag === "DbError" && isUniqueViolation(error as DbError, LINK_INDEX);

/**
 * Runs a submission again when the index refused its row. Should it lose every time (the
 * holder rejected and the link taken again in between, over and over), it is refused as taken.
 */
export const decidedAgainWhenTaken = <A, E, R>(submit: Effect.Effect<A, E, R>) =>
  submit.pipe(
    Effect.retry({ times: 3, while: isLinkTaken }),
    Effect.catchIf(isLinkTaken, () => Effect.fail(new PostLinkTaken({ own: null }))),
  );
