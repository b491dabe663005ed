import type { Measurement } from "./lib/context.ts";
import { describeLoad, loadOn } from "./lib/load.ts";
import { adminOf } from "./lib/members.ts";
import { REFERENCE } from "./lib/server.ts";

// Issue item 2: post approvals (decide, append, project, all in one transaction) per second,
// each request approving a different pending post, next to a route that inserts one row.
export const approval: Measurement = {
  name: "approval",
  item: 2,
  title: "post approval next to a one-row INSERT",
  run: async ({ server: serverOf, worlds, job, detail, log }) => {
    const server = await serverOf("large");
    const admin = await adminOf(server, await worlds.get("large"));
    const headers = { authorization: `Bearer ${await server.signIn(admin.email)}` };
    const pending = await server.sql<{ post_id: string }>(`SELECT post_id FROM posts WHERE status = 'pending' ORDER BY submitted_at DESC LIMIT 200000`);
    if (pending.length === 0) throw new Error("the large world has no pending posts");

    log("  load: POST one-row INSERT");
    const insert = await loadOn(server, job(`${server.base}${REFERENCE.insert}`, { method: "POST" }));
    detail(2, `POST ${REFERENCE.insert} (one-row INSERT): ${describeLoad(insert)}`);
    log(`  load: POST /api/admin/posts/{id}/approve over ${pending.length.toLocaleString("en")} pending posts`);
    const approve = await loadOn(server, job(`${server.base}/api/admin/posts/x/approve`, { method: "POST", headers, paths: pending.map((p) => `/api/admin/posts/${p.post_id}/approve`) }));
    const [{ approved = 0 } = {}] = await server.sql<{ approved: number }>(`SELECT count(*)::int AS approved FROM posts WHERE post_id = ANY($1::text[]) AND status = 'approved'`, [pending.map((p) => p.post_id)]);
    detail(2, `POST /api/admin/posts/{id}/approve: ${describeLoad(approve)}; ${approved.toLocaleString("en")} of ${pending.length.toLocaleString("en")} pending posts approved (warm-up included)`);
    const ratio = approve.rps / insert.rps;
    const reused = approve.requests > pending.length ? " (ran out of pending posts: later requests re-approved)" : "";
    return [{
      item: 2,
      figure: `post approvals/s vs one-row INSERTs/s${reused}`,
      measured: `${Math.round(approve.rps)} vs ${Math.round(insert.rps)} req/s`,
      target: "≥ 0.5×",
      ratio,
      pass: ratio >= 0.5 && approve.errors === 0 && reused === "",
    }];
  },
};
