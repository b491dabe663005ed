import { Effect } from "effect";
import { makeRuntime } from "../../server/app/runtime.ts";
import { recordEvidence } from "../../server/modules/evidence/store.ts";
import { submitPost } from "../../server/modules/posts/handlers.ts";
import { loadConfig } from "../../server/platform/config/config.ts";
import { Database } from "../../server/platform/db/database.ts";
import { makeLogger } from "../../server/platform/logging/logger.ts";
import { databaseEnv, runCli } from "./lib/cli.ts";
import type { Context } from "./lib/context.ts";
import { caughtUp } from "./lib/lag.ts";
import { adminOf } from "./lib/members.ts";
import { authorOf, linkOf, postingWorld } from "./lib/posting-world.ts";
import type { Row } from "./lib/report.ts";
import { startServer } from "./lib/server.ts";

// `npm run bench -- review`: a backlog of pending posts whose evidence matches, half approved in
// one action by the operator's `jemput posts approve-matching --limit N --yes` (its own process,
// timed from its preview to its result), the other half one by one as an admin clicks, by
// sequential `POST /api/admin/posts/{id}/approve`, in the same run on the same world. Afterwards
// the batch must have approved exactly its N posts, with one ledger line for each poster and
// upline.
const ITEM = 12;
/** Posts each way; BENCH_REVIEW_POSTS to change. */
const POSTS = Number(process.env["BENCH_REVIEW_POSTS"] ?? 1_000);
const LIMIT = 1;

const quantile = (values: ReadonlyArray<number>, q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** The backlog: `posts` TikTok posts for the batch, then as many for the clicks, each matching its member. */
const submitBacklog = async (url: string, posts: number, log: (line: string) => void) => {
  const runtime = await makeRuntime(loadConfig({ ...databaseEnv({ url }), LOG_LEVEL: "silent" }), makeLogger("silent"));
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        const db = yield* Database;
        const members = (yield* db.query<{ member_id: number }>(
          `SELECT member_id FROM members ORDER BY member_id DESC OFFSET 1`,
        )).map((m) => m.member_id);
        const group = (from: number) =>
          Effect.forEach(
            Array.from({ length: posts }, (_, i) => from + i),
            (k) =>
              Effect.gen(function* () {
                const memberId = members[k % members.length]!;
                const postId = yield* submitPost(
                  memberId,
                  { title: `Backlog post ${k}`, url: linkOf("tiktok", memberId, k), platform: "tiktok" },
                  { actor: memberId },
                );
                const author = authorOf("tiktok", memberId);
                yield* recordEvidence(
                  db,
                  postId,
                  { outcome: "found", authorHandle: author, authorName: author },
                  new Date(),
                );
                return postId;
              }),
            // One after another: the batch's posts are all older than the clicks'.
            { concurrency: 1 },
          );
        log(`  submitting ${(2 * posts).toLocaleString("en")} posts whose evidence matches`);
        const batch = yield* group(0);
        const clicks = yield* group(posts);
        return { batch, clicks };
      }),
    );
  } finally {
    await runtime.dispose();
  }
};

export const review = {
  name: "review",
  item: ITEM,
  title: "a backlog of matching posts approved in one action, next to one by one",
  run: async ({ log, detail }: Context): Promise<ReadonlyArray<Row>> => {
    const adminUrl = process.env["DATABASE_URL"]!;
    const world = await postingWorld(adminUrl, "review", Math.max(200, Math.ceil(POSTS / 2)), log);
    try {
      detail(
        ITEM,
        `seeded ${world.members.toLocaleString("en")} members, 1 month, in ${world.seedSeconds.toFixed(1)} s (jemput seed)`,
      );
      const { batch, clicks } = await submitBacklog(world.url, POSTS, log);
      const server = await startServer({
        key: "small",
        members: world.members,
        target: { url: world.url },
        seed: null,
      });
      try {
        const admin = await adminOf(server, {
          key: "small",
          members: world.members,
          target: { url: world.url },
          seed: null,
        });
        const headers = { authorization: `Bearer ${await server.signIn(admin.email)}` };
        await caughtUp(server);

        log(`  ${POSTS.toLocaleString("en")} approvals one by one: POST /api/admin/posts/{id}/approve`);
        const times: Array<number> = [];
        let failed = 0;
        const clicked = performance.now();
        for (const id of clicks) {
          const started = performance.now();
          const response = await fetch(`${server.base}/api/admin/posts/${id}/approve`, { method: "POST", headers });
          await response.arrayBuffer();
          times.push(performance.now() - started);
          if (!response.ok) failed += 1;
        }
        const clickSeconds = (performance.now() - clicked) / 1000;
        await caughtUp(server);

        // The seed's approvals carry the actor "cli" too: only what the command logged counts.
        const [{ head = 0 } = {}] = await server.sql<{ head: number }>(
          `SELECT coalesce(max(position), 0)::bigint AS head FROM events`,
        );
        log(`  jemput posts approve-matching --limit ${POSTS} --yes`);
        let previewed = Number.NaN;
        let approvedAt = Number.NaN;
        const run = await runCli(
          databaseEnv({ url: world.url }),
          ["posts", "approve-matching", "--limit", String(POSTS), "--yes"],
          (text, atMs) => {
            if (Number.isNaN(previewed) && text.includes("would pay")) previewed = atMs;
            if (text.includes(": approved ")) approvedAt = atMs;
          },
        );
        const batchSeconds = (approvedAt - previewed) / 1000;
        await caughtUp(server);

        const [check] = await server.sql<{ approved: number; lines: number; expected: number; others: number }>(
          `SELECT (SELECT count(*)::int FROM posts WHERE post_id = ANY($1::text[]) AND status = 'approved') AS approved,
                  (SELECT count(*)::int FROM ledger_lines WHERE post_id = ANY($1::text[])) AS lines,
                  (SELECT count(*)::int + count(m.referrer_id)::int + count(m.level2_referrer_id)::int
                     FROM posts po JOIN members m USING (member_id) WHERE po.post_id = ANY($1::text[])) AS expected,
                  (SELECT count(*)::int FROM events WHERE type = 'PostApproved' AND metadata ->> 'actor' = 'cli'
                      AND position > $2 AND NOT (data ->> 'postId') = ANY($1::text[])) AS others`,
          [batch, head],
        );
        const { approved = 0, lines = 0, expected = -1, others = -1 } = check ?? {};
        const exact = approved === POSTS && lines === expected && others === 0;
        const clickRate = POSTS / clickSeconds;
        const batchRate = approved / batchSeconds;
        for (const line of run.out.trimEnd().split("\n")) detail(ITEM, `CLI: ${line}`);
        detail(
          ITEM,
          `one by one: ${POSTS.toLocaleString("en")} sequential approvals in ${clickSeconds.toFixed(1)} s (${clickRate.toFixed(1)}/s), p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms, ${failed} failed`,
        );
        detail(
          ITEM,
          `in one action: ${approved.toLocaleString("en")} approvals in ${batchSeconds.toFixed(1)} s from its preview to its result (${batchRate.toFixed(1)}/s); the whole command ${run.seconds.toFixed(1)} s`,
        );
        detail(
          ITEM,
          `after: ${approved.toLocaleString("en")} of the ${POSTS.toLocaleString("en")} approved, ${lines.toLocaleString("en")} ledger lines for them (posters and uplines: ${expected.toLocaleString("en")}), ${others} other posts approved by the CLI`,
        );
        // A post of the batch against a post approved alone: the batch should cost no more.
        const ratio = batchSeconds / approved / (clickSeconds / POSTS);
        return [
          {
            item: ITEM,
            figure: `${POSTS.toLocaleString("en")} matching posts approved in one action (jemput posts approve-matching)`,
            measured: `${batchSeconds.toFixed(1)} s (${batchRate.toFixed(0)}/s)`,
            target: "",
            ratio: null,
            pass: null,
          },
          {
            item: ITEM,
            figure: `time a post, in one action vs one by one over HTTP (${clickRate.toFixed(0)}/s)`,
            measured: `${((1000 * batchSeconds) / approved).toFixed(1)} vs ${((1000 * clickSeconds) / POSTS).toFixed(1)} ms`,
            target: `≤ ${LIMIT}×`,
            ratio,
            pass: ratio <= LIMIT,
          },
          {
            item: ITEM,
            figure: "approved exactly the batch, each poster and upline paid once",
            measured: `${approved} of ${POSTS}, ${lines} of ${expected} lines, ${others} others`,
            target: "all, none else",
            ratio: null,
            pass: exact && failed === 0,
          },
        ];
      } finally {
        await server.close();
      }
    } finally {
      await world.drop();
    }
  },
};
