import type { Measurement } from "./lib/context.ts";
import { sampleLag, type LagSamples } from "./lib/lag.ts";
import { describeLoad, load, loadOn } from "./lib/load.ts";
import { adminOf } from "./lib/members.ts";
import { REFERENCE } from "./lib/server.ts";

// Measurement 2: post approvals (decide, append, project, all in one transaction) per second,
// each request approving a different pending post, next to a route that inserts one row.

/** Pending posts a run may need: enough for 5,000 approvals a second (they reach about 1,000 here). */
const pendingNeeded = (seconds: number) => seconds * 5_000;

// Each run approves tens of thousands of the kept world's pending posts, so a run first tops
// them up: posts submitted a moment ago by random members, written as the log and the posts
// projection hold a submission (timestamps in whole milliseconds, as events carry them), so
// `jemput rebuild` gives the same rows back.
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

export const approval: Measurement = {
  name: "approval",
  item: 2,
  title: "post approval next to a one-row INSERT",
  run: async ({ server: serverOf, worlds, job, detail, log, options }) => {
    const server = await serverOf("large");
    const admin = await adminOf(server, await worlds.get("large"));
    const headers = { authorization: `Bearer ${await server.signIn(admin.email)}` };
    const [{ waiting = 0 } = {}] = await server.sql<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM posts WHERE status = 'pending'`,
    );
    const needed = pendingNeeded(options.seconds + options.warmupSeconds);
    if (waiting < needed) {
      log(`  submitting ${(needed - waiting).toLocaleString("en")} posts to approve`);
      await server.sql(TOP_UP, [needed - waiting]);
      await server.sql(`ANALYZE posts`);
    }
    const pending = await server.sql<{ post_id: string }>(
      `SELECT post_id FROM posts WHERE status = 'pending' ORDER BY submitted_at DESC LIMIT $1`,
      [needed],
    );
    if (pending.length === 0) throw new Error("the large world has no pending posts");

    log("  load: POST one-row INSERT");
    const insert = await loadOn(server, job(`${server.base}${REFERENCE.insert}`, { method: "POST" }));
    detail(2, `POST ${REFERENCE.insert} (one-row INSERT): ${describeLoad(insert)}`);
    log(`  load: POST /api/admin/posts/{id}/approve over ${pending.length.toLocaleString("en")} pending posts`);
    await server.settle();
    const lag = sampleLag(server);
    let lagged: LagSamples = { p99: 0, max: 0, count: 0 };
    // Sampled only while the approvals run: the lag they cause is the figure.
    const approve = await load(
      job(`${server.base}/api/admin/posts/x/approve`, {
        method: "POST",
        headers,
        paths: pending.map((p) => `/api/admin/posts/${p.post_id}/approve`),
      }),
    ).finally(() => lag.stop().then((l) => (lagged = l)));
    const [{ approved = 0 } = {}] = await server.sql<{ approved: number }>(
      `SELECT count(*)::int AS approved FROM posts WHERE post_id = ANY($1::text[]) AND status = 'approved'`,
      [pending.map((p) => p.post_id)],
    );
    detail(
      2,
      `POST /api/admin/posts/{id}/approve: ${describeLoad(approve)}; ${approved.toLocaleString("en")} of ${pending.length.toLocaleString("en")} pending posts approved (warm-up included)`,
    );
    detail(
      2,
      `subscription lag during the approvals: p99 ${lagged.p99.toFixed(3)} s, max ${lagged.max.toFixed(3)} s over ${lagged.count} samples`,
    );
    const ratio = approve.rps / insert.rps;
    const reused = approve.requests > pending.length ? " (ran out of pending posts: later requests re-approved)" : "";
    return [
      {
        item: 2,
        figure: `post approvals/s vs one-row INSERTs/s${reused}`,
        measured: `${Math.round(approve.rps)} vs ${Math.round(insert.rps)} req/s`,
        target: "≥ 0.5×",
        ratio,
        pass: ratio >= 0.5 && approve.errors === 0 && reused === "",
      },
      {
        item: 2,
        figure: "subscription lag p99 during the approvals (activities, member search)",
        measured: `${lagged.p99.toFixed(3)} s (max ${lagged.max.toFixed(3)} s)`,
        target: "≤ 1 s",
        ratio: lagged.p99,
        pass: lagged.p99 <= 1,
      },
    ];
  },
};
