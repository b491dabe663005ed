import type { BenchServer } from "./server.ts";

// Posts waiting for approval, for the measurements that approve them. A run approves tens of
// thousands of the world's pending posts, so a kept world is first topped up: posts submitted
// a moment ago by random members, written as the log and the posts projection hold a submission
// (timestamps in whole milliseconds, as events carry them), so `jemput rebuild` gives the same
// rows back.
const TOP_UP = `
  WITH picked AS MATERIALIZED (
    SELECT gen_random_uuid()::text AS post_id, 1 + floor(random() * (SELECT max(member_id) FROM members))::int AS member_id,
           date_trunc('milliseconds', now() - g * interval '1 millisecond') AS at
      FROM generate_series(1, $1) g),
  fresh AS MATERIALIZED (
    SELECT p.post_id, p.member_id, 'Bench post ' || left(p.post_id, 8) AS title, 'https://example.com/bench/' || p.post_id AS url, p.at
      FROM picked p JOIN members m USING (member_id)),
  logged AS (
    INSERT INTO events (stream_id, stream_version, type, data, metadata, occurred_at)
    SELECT 'post-' || post_id, 1, 'PostSubmitted',
           jsonb_build_object('postId', post_id, 'memberId', member_id, 'title', title, 'url', url, 'platform', 'tiktok',
                              'at', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'canonicalLink', url),
           '{"actor":"cli"}', at
      FROM fresh ORDER BY at)
  INSERT INTO posts (post_id, member_id, title, url, platform, status, submitted_at, canonical_link)
  SELECT post_id, member_id, title, url, 'tiktok', 'pending', at, url FROM fresh`;

/** The ids of `needed` pending posts (fewer only if the top-up missed), newest first. */
export const pendingPosts = async (
  server: Pick<BenchServer, "sql">,
  needed: number,
  log: (line: string) => void,
): Promise<ReadonlyArray<string>> => {
  const [{ waiting = 0 } = {}] = await server.sql<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM posts WHERE status = 'pending'`,
  );
  if (waiting < needed) {
    log(`  submitting ${(needed - waiting).toLocaleString("en")} posts to approve`);
    await server.sql(TOP_UP, [needed - waiting]);
    await server.sql(`ANALYZE posts`);
  }
  const pending = await server.sql<{ post_id: string }>(
    `SELECT post_id FROM posts WHERE status = 'pending' ORDER BY submitted_at DESC LIMIT $1`,
    [needed],
  );
  return pending.map((p) => p.post_id);
};
