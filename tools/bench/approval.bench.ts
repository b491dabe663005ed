import type { Measurement } from "./lib/context.ts";
import { sampleLag, type LagSamples } from "./lib/lag.ts";
import { describeLoad, load, loadOn } from "./lib/load.ts";
import { adminOf } from "./lib/members.ts";
import { pendingPosts } from "./lib/pending.ts";
import { REFERENCE } from "./lib/server.ts";

// Measurement 2: post approvals (decide, append, project, all in one transaction) per second,
// each request approving a different pending post, next to a route that inserts one row.

/** Pending posts a run may need: enough for 5,000 approvals a second (they reach about 1,000 here). */
const pendingNeeded = (seconds: number) => seconds * 5_000;

export const approval: Measurement = {
  name: "approval",
  item: 2,
  title: "post approval next to a one-row INSERT",
  run: async ({ server: serverOf, worlds, job, detail, log, options }) => {
    const server = await serverOf("large");
    const admin = await adminOf(server, await worlds.get("large"));
    const headers = { authorization: `Bearer ${await server.signIn(admin.email)}` };
    const pending = await pendingPosts(server, pendingNeeded(options.seconds + options.warmupSeconds), log);
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
        paths: pending.map((id) => `/api/admin/posts/${id}/approve`),
      }),
    ).finally(() => lag.stop().then((l) => (lagged = l)));
    const [{ approved = 0 } = {}] = await server.sql<{ approved: number }>(
      `SELECT count(*)::int AS approved FROM posts WHERE post_id = ANY($1::text[]) AND status = 'approved'`,
      [pending],
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
