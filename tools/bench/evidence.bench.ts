import { Effect } from "effect";
import { SOURCE_OF, type EvidenceSource } from "../../domain/evidence.ts";
import type { Platform } from "../../domain/events.ts";
import { makeRuntime } from "../../server/app/runtime.ts";
import { openSession } from "../../server/modules/auth/handlers.ts";
import { EVIDENCE_JOIN, EVIDENCE_STATUS } from "../../server/modules/evidence-status/columns.ts";
import { loadConfig } from "../../server/platform/config/config.ts";
import { Database } from "../../server/platform/db/database.ts";
import { makeLogger } from "../../server/platform/logging/logger.ts";
import { startSocialStandIn, type SocialStandIn } from "../../server/testing/social-stand-in.ts";
import { quantile, startApp, timeCalls, type AppProcess, type Call } from "./lib/app-process.ts";
import { databaseEnv } from "./lib/cli.ts";
import type { Context } from "./lib/context.ts";
import { authorOf, copyWorld, linkOf, postingWorld, type PostingWorld } from "./lib/posting-world.ts";
import type { Row } from "./lib/report.ts";
import { busiestWindow } from "./lib/windows.ts";
import { adminQuery } from "./lib/worlds.ts";

// `npm run bench -- evidence`: what asking the platforms about every post costs the members who
// submit them, and whether the fetch keeps to the platforms' limits. A stand-in of the platforms'
// oEmbed endpoints (server/testing/social-stand-in.ts) refuses beyond RATE calls a minute to each
// source, as a published limit would; the app is configured at that rate
// (SOCIAL_*_PER_MINUTE). Two copies of one world of posters, each served by the app as a
// deployment runs it (its own process, job worker included): one with SOCIAL_EVIDENCE=1 asking
// the stand-in, one with SOCIAL_EVIDENCE=0. The same submissions go to both in alternating
// rounds, so both see the same machine while the fetch works through the first one's posts.
const ITEM = 11;
/** Posts a side; BENCH_EVIDENCE_POSTS to change. */
const POSTS = Number(process.env["BENCH_EVIDENCE_POSTS"] ?? 10_000);
/** The stand-in's limit and the app's configured rate, per source. */
const RATE = 600;
const MINUTE_MS = 60_000;
const CACHE_HOURS = 24;
const LATENCY_LIMIT = 1.2;
const PER_MEMBER = 5;
const ROUND = 100;
const CONCURRENCY = 4;

/** Three in ten posts on TikTok, YouTube and X each, one on Instagram (whose oEmbed names no author). */
const MIX: ReadonlyArray<Platform> = [
  "tiktok",
  "tiktok",
  "tiktok",
  "youtube",
  "youtube",
  "youtube",
  "twitter",
  "twitter",
  "twitter",
  "instagram",
];
const platformOf = (k: number) => MIX[k % MIX.length]!;
/** One TikTok post in twenty is someone else's video, reposted. */
const reposted = (k: number) => k % 20 === 1;
const expectedOf = (k: number) =>
  platformOf(k) === "instagram" ? "unverifiable" : reposted(k) ? "mismatch" : "matches";

/** Sessions for every member, opened before the world is copied so each token works on both. */
const signInAll = async (world: PostingWorld) => {
  const runtime = await makeRuntime(
    loadConfig({ ...databaseEnv({ url: world.url }), LOG_LEVEL: "silent" }),
    makeLogger("silent"),
  );
  try {
    return await runtime.runPromise(
      Effect.gen(function* () {
        const db = yield* Database;
        const members = yield* db.query<{ member_id: number }>(`SELECT member_id FROM members ORDER BY member_id`);
        return yield* Effect.forEach(members, (m) =>
          Effect.map(openSession(db, m.member_id, new Date()), (token) => ({ memberId: m.member_id, token })),
        );
      }),
    );
  } finally {
    await runtime.dispose();
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts of `ids` whose evidence is in (asked and answered, or told), and the last answer's time. */
const evidenceIn = async (url: string, ids: ReadonlyArray<string>) => {
  const [row] = await adminQuery<{ done: number; last: Date | null }>(
    url,
    `SELECT count(*)::int AS done, max(checked_at) AS last FROM post_evidence
      WHERE post_id = ANY($1::text[]) AND due_at IS NULL AND outcome <> 'pending'`,
    [ids],
  );
  return { done: row?.done ?? 0, last: row?.last ?? null };
};

const sourceCounts = (standIn: SocialStandIn) => {
  const of = new Map<EvidenceSource, { all: Array<number>; refused: number }>();
  for (const call of standIn.calls) {
    const source = SOURCE_OF[call.platform];
    const entry = of.get(source) ?? { all: [], refused: 0 };
    entry.all.push(call.atMs);
    // A refusal to wait: 429 with Retry-After, or Meta's 403 "(#4) request limit reached".
    if (call.status === 429 || (source === "meta" && call.status === 403)) entry.refused += 1;
    of.set(source, entry);
  }
  return of;
};

export const evidence = {
  name: "evidence",
  item: ITEM,
  title: "post submissions while the evidence fetch asks the platforms, next to none",
  run: async ({ log, detail }: Context): Promise<ReadonlyArray<Row>> => {
    const adminUrl = process.env["DATABASE_URL"]!;
    const world = await postingWorld(adminUrl, "evidence", Math.ceil(POSTS / PER_MEMBER), log);
    const cleanups: Array<() => Promise<void>> = [world.drop];
    try {
      detail(
        ITEM,
        `seeded ${world.members.toLocaleString("en")} members, 1 month, in ${world.seedSeconds.toFixed(1)} s (jemput seed), each with a handle on TikTok, YouTube and X`,
      );
      const sessions = await signInAll(world);
      const off = await copyWorld(adminUrl, world, "off");
      cleanups.push(off.drop);
      const standIn = await startSocialStandIn({ rate: { calls: RATE, perMs: MINUTE_MS } });
      cleanups.push(standIn.close);
      const posts = Array.from({ length: POSTS }, (_, k) => {
        const { memberId, token } = sessions[k % sessions.length]!;
        return { k, memberId, token, platform: platformOf(k), url: linkOf(platformOf(k), memberId, k) };
      });
      for (const p of posts)
        if (p.platform !== "instagram")
          standIn.post(p.url, {
            author: reposted(p.k) ? "someone.else" : authorOf(p.platform, p.memberId),
            name: `Bench ${p.memberId}`,
            title: `Bench evidence ${p.k}`,
          });
        else standIn.post(p.url, { author: authorOf("tiktok", p.memberId) });

      const perMinute = {
        SOCIAL_YOUTUBE_PER_MINUTE: String(RATE),
        SOCIAL_TIKTOK_PER_MINUTE: String(RATE),
        SOCIAL_X_PER_MINUTE: String(RATE),
        SOCIAL_META_PER_MINUTE: String(RATE),
        SOCIAL_CACHE_HOURS: String(CACHE_HOURS),
      };
      log(`  starting the app twice: asking the stand-in (${RATE} calls a minute a source), and SOCIAL_EVIDENCE=0`);
      const apps: Record<"on" | "off", AppProcess> = {
        on: await startApp(world.url, "evidence on", {
          ...standIn.env,
          META_APP_TOKEN: standIn.metaToken,
          ...perMinute,
        }),
        off: await startApp(off.url, "evidence off", { SOCIAL_EVIDENCE: "0", ...perMinute }),
      };
      cleanups.push(apps.on.stop, apps.off.stop);

      log(
        `  ${POSTS.toLocaleString("en")} post submissions a side, ${ROUND} a round, ${CONCURRENCY} at a time, turn about`,
      );
      const times = { on: [] as Array<number>, off: [] as Array<number> };
      const ids = { on: [] as Array<string>, off: [] as Array<string> };
      const rounds = Math.ceil(POSTS / ROUND);
      let firstAt = 0;
      const submitting = performance.now();
      for (let round = 0; round < rounds; round++) {
        const calls: Array<Call> = posts.slice(round * ROUND, (round + 1) * ROUND).map((p) => ({
          path: "/api/posts",
          token: p.token,
          body: { title: `Bench evidence ${p.k}`, url: p.url, platform: p.platform },
        }));
        for (const side of round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
          if (side === "on" && round === 0) firstAt = Date.now();
          const { times: t, bodies } = await timeCalls(apps[side].base, calls, CONCURRENCY);
          // The first round of each side warms it up.
          if (round > 0) times[side].push(...t);
          ids[side].push(...(bodies as Array<{ id: string }>).map((b) => b.id));
        }
      }
      const submitSeconds = (performance.now() - submitting) / 1000;

      log("  waiting for every post's evidence");
      const perSource = new Map<EvidenceSource, number>();
      for (const p of posts) perSource.set(SOURCE_OF[p.platform], (perSource.get(SOURCE_OF[p.platform]) ?? 0) + 1);
      const boundSeconds = Math.max(...perSource.values()) / (RATE / 60);
      const deadline = performance.now() + (3 * boundSeconds + 600) * 1000;
      let state = await evidenceIn(world.url, ids.on);
      while (state.done < POSTS && performance.now() < deadline) {
        await sleep(2_000);
        state = await evidenceIn(world.url, ids.on);
      }
      const evidenceSeconds = state.last ? (state.last.getTime() - firstAt) / 1000 : Number.NaN;

      const statuses = await adminQuery<{ title: string; status: string }>(
        world.url,
        `SELECT po.title, ${EVIDENCE_STATUS} AS status FROM posts po ${EVIDENCE_JOIN} WHERE po.post_id = ANY($1::text[])`,
        [ids.on],
      );
      const tally = new Map<string, number>();
      let wrong = 0;
      for (const s of statuses) {
        tally.set(s.status, (tally.get(s.status) ?? 0) + 1);
        if (s.status !== expectedOf(Number(s.title.split(" ").at(-1)))) wrong += 1;
      }
      const [{ failed = 0 } = {}] = await adminQuery<{ failed: number }>(
        world.url,
        `SELECT count(*)::int AS failed FROM jobs WHERE state = 'failed'`,
      );
      const errors = wrong + failed + (POSTS - state.done);

      const of = (side: "on" | "off") => ({
        p50: quantile(times[side], 0.5),
        p99: quantile(times[side], 0.99),
        n: times[side].length,
      });
      const on = of("on");
      const offSide = of("off");
      detail(
        ITEM,
        `POST /api/posts, evidence fetch on vs SOCIAL_EVIDENCE=0: p50 ${on.p50.toFixed(1)} vs ${offSide.p50.toFixed(1)} ms, p99 ${on.p99.toFixed(1)} vs ${offSide.p99.toFixed(1)} ms (${on.n} and ${offSide.n} calls; ${(2 * POSTS).toLocaleString("en")} submissions in ${submitSeconds.toFixed(1)} s)`,
      );
      detail(
        ITEM,
        `evidence of all ${POSTS.toLocaleString("en")} posts in ${evidenceSeconds.toFixed(1)} s after the first submission (${state.done.toLocaleString("en")} in; the rate allows it in ${boundSeconds.toFixed(0)} s at the least: ${[...perSource].map(([s, n]) => `${s} ${n.toLocaleString("en")}`).join(", ")})`,
      );
      detail(
        ITEM,
        `evidence found: ${[...tally].map(([s, n]) => `${s} ${n.toLocaleString("en")}`).join(", ")}; ${wrong} not as the platform said, ${failed} failed jobs`,
      );
      const rows: Array<Row> = [];
      const ratio = on.p99 / offSide.p99;
      rows.push(
        {
          item: ITEM,
          figure: "POST /api/posts p99, evidence fetch on vs SOCIAL_EVIDENCE=0",
          measured: `${on.p99.toFixed(1)} vs ${offSide.p99.toFixed(1)} ms`,
          target: `≤ ${LATENCY_LIMIT.toFixed(1)}×`,
          ratio,
          pass: ratio <= LATENCY_LIMIT,
        },
        {
          item: ITEM,
          figure: "POST /api/posts p50, evidence fetch on vs SOCIAL_EVIDENCE=0",
          measured: `${on.p50.toFixed(1)} vs ${offSide.p50.toFixed(1)} ms`,
          target: "",
          ratio: on.p50 / offSide.p50,
          pass: null,
        },
        {
          item: ITEM,
          figure: `time until all ${POSTS.toLocaleString("en")} posts have their evidence (the rate's least: ${boundSeconds.toFixed(0)} s)`,
          measured: `${evidenceSeconds.toFixed(0)} s`,
          target: "",
          ratio: evidenceSeconds / boundSeconds,
          pass: null,
        },
      );
      let refused = 0;
      for (const [source, { all, refused: r }] of sourceCounts(standIn)) {
        refused += r;
        const busiest = busiestWindow(all, MINUTE_MS);
        detail(
          ITEM,
          `${source}: ${all.length.toLocaleString("en")} calls, at most ${busiest} in any 60 s (limit ${RATE}), at most ${busiestWindow(all, 1_000)} in any second, ${r} refused`,
        );
        rows.push({
          item: ITEM,
          figure: `calls to ${source} in the busiest minute (any 60 s)`,
          measured: String(busiest),
          target: `≤ ${RATE}`,
          ratio: busiest / RATE,
          pass: busiest <= RATE,
        });
      }
      rows.push(
        {
          item: ITEM,
          figure: "calls refused by a platform (429)",
          measured: String(refused),
          target: "0",
          ratio: null,
          pass: refused === 0,
        },
        {
          item: ITEM,
          figure: "errors (evidence missing or not as the platform said, failed jobs)",
          measured: String(errors),
          target: "0",
          ratio: null,
          pass: errors === 0,
        },
      );
      return rows;
    } finally {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    }
  },
};
