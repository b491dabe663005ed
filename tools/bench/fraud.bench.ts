import { Effect } from "effect";
import { makeRuntime } from "../../server/app/runtime.ts";
import { hashPassword } from "../../server/modules/credentials/password.ts";
import { scanAll } from "../../server/modules/risk/evaluate.ts";
import { flagsPerRule, judgeScan, openFlags, scenarioMembers, seedFraud, type FraudScenarios } from "../seed/fraud.ts";
import { seedDatabase } from "../seed/write.ts";
import { loadConfig } from "../../server/platform/config/config.ts";
import { Database } from "../../server/platform/db/database.ts";
import { makeLogger } from "../../server/platform/logging/logger.ts";
import { quantile, startApp, timeCalls, type AppProcess, type Call } from "./lib/app-process.ts";
import { databaseEnv } from "./lib/cli.ts";
import type { Context } from "./lib/context.ts";
import type { Row } from "./lib/report.ts";
import { adminQuery, JOINER_PASSWORD, PASSWORD, SEED } from "./lib/worlds.ts";

// `npm run bench -- fraud`: a world of BENCH_MEMBERS honest members with realistic signals and
// the four fraud scenarios (`jemput seed --fraud`), one scan of every rule over everyone, and
// what recording signals costs a request: registrations and post submissions over HTTP on the
// same world, rules on and rules off (RISK_RECORDING=0), in alternating rounds so both sides
// see the same database and the same machine. Each server is `npm start` in a process of its
// own, its background evaluator included.
const ITEM = 9;
const HONEST_LIMIT = 0.005;
const LATENCY_LIMIT = 1.1;
/** Calls per side and kind; BENCH_FRAUD_CALLS to change. */
const CALLS = Number(process.env["BENCH_FRAUD_CALLS"] ?? 400);
const ROUND = 20;
const CONCURRENCY = 4;

const seconds = (from: number) => (performance.now() - from) / 1000;

/** The app as `npm start` runs it, on `url`, with recording on or off. */
const startRecording = (url: string, recording: boolean) =>
  startApp(url, `recording ${recording}`, {
    RISK_RECORDING: recording ? "1" : "0",
    // Nothing here asks the real platforms about a post.
    SOCIAL_EVIDENCE: "0",
  });

interface AuthAnswer {
  readonly token: string;
  readonly user: { readonly id: number };
}

/**
 * The same calls on both servers, a round at a time, turn about (the first round of each
 * discarded as a warm-up): milliseconds per side, and what each side's calls answered.
 */
const alternate = async (
  sides: { readonly on: AppProcess; readonly off: AppProcess },
  makeCalls: (side: "on" | "off", round: number) => ReadonlyArray<Call>,
) => {
  const times = { on: [] as Array<number>, off: [] as Array<number> };
  const answers = { on: [] as Array<unknown>, off: [] as Array<unknown> };
  const rounds = Math.ceil(CALLS / ROUND) + 1;
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
      const { times: t, bodies } = await timeCalls(sides[side].base, makeCalls(side, round), CONCURRENCY);
      if (round > 0) times[side].push(...t);
      answers[side].push(...bodies);
    }
  }
  const of = (t: ReadonlyArray<number>) => ({ p50: quantile(t, 0.5), p99: quantile(t, 0.99), n: t.length });
  return { on: of(times.on), off: of(times.off), answers };
};

const describeScenarios = (s: FraudScenarios) => ({
  ring: `ring #${s.ring.join(", #")}`,
  "self-referral": `recruit #${s.selfReferral.recruit} and referrer #${s.selfReferral.referrer}`,
  farm: `referrer #${s.farm.referrer} and ${s.farm.recruits.length} recruits`,
  poster: `poster #${s.poster}`,
});

export const fraud = {
  name: "fraud",
  item: ITEM,
  title: "fraud scan over an honest world with four scenarios, and what recording costs a request",
  run: async ({ options, log, detail }: Context): Promise<ReadonlyArray<Row>> => {
    const adminUrl = process.env["DATABASE_URL"]!;
    const name = `jemput_bench_fraud_${process.pid}_${Date.now() % 100_000}`;
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    const url = target.toString();
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const apps: Array<AppProcess> = [];
    try {
      const runtime = await makeRuntime(
        loadConfig({ ...databaseEnv({ url }), LOG_LEVEL: "silent" }),
        makeLogger("silent"),
      );
      const passwordHash = await hashPassword(PASSWORD);
      let world;
      try {
        log(`  seeding ${options.members.toLocaleString("en")} members, ${options.months} months, with signals`);
        const at = new Date();
        let started = performance.now();
        const seeded = await runtime.runPromise(
          seedDatabase({ members: options.members, months: options.months, seed: SEED, now: at, passwordHash }),
        );
        const seedSeconds = seconds(started);
        started = performance.now();
        const { signals, scenarios } = await runtime.runPromise(
          seedFraud({
            seed: SEED,
            firstMemberId: seeded.firstMemberId,
            members: seeded.members,
            now: at,
            passwordHash,
          }),
        );
        detail(
          ITEM,
          `seeded ${seeded.members.toLocaleString("en")} members in ${seedSeconds.toFixed(1)} s, then ${signals.toLocaleString("en")} signals and 4 scenarios in ${seconds(started).toFixed(1)} s`,
        );
        // What autovacuum would do soon after a bulk load, as for every seeded world.
        await adminQuery(url, "VACUUM (ANALYZE)");
        log("  scanning every member");
        started = performance.now();
        const scan = await runtime.runPromise(scanAll());
        const scanSeconds = seconds(started);
        const { flags, perRule, members } = await runtime.runPromise(
          Effect.gen(function* () {
            const db = yield* Database;
            const [{ n = 0 } = {}] = yield* db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members`);
            return { flags: yield* openFlags(db), perRule: yield* flagsPerRule(db), members: n };
          }),
        );
        const honest = members - scenarioMembers(scenarios).size;
        world = { scan, scanSeconds, flags, perRule, honest, scenarios, verdict: judgeScan(flags, scenarios, honest) };
      } finally {
        await runtime.dispose();
      }
      const { scan, scanSeconds, perRule, honest, scenarios, verdict } = world;
      detail(
        ITEM,
        `scanAll over ${scan.members.toLocaleString("en")} members: ${scanSeconds.toFixed(1)} s, ${scan.findings} findings, ${scan.raised} flags raised`,
      );
      detail(
        ITEM,
        `flags per rule: ${Object.entries(perRule)
          .map(([rule, n]) => `${rule} ${n}`)
          .join(", ")}`,
      );
      const who = describeScenarios(scenarios);
      for (const c of verdict.caught)
        detail(
          ITEM,
          `${c.scenario} (${who[c.scenario as keyof typeof who]}): ${c.caught ? "caught" : "MISSED"} by ${c.rule} with exactly its members, sharing ${c.shared.join(" and ") || "nothing"}`,
        );
      detail(
        ITEM,
        `honest members in any flag: ${verdict.honestFlagged} of ${honest.toLocaleString("en")} (${(verdict.honestShare * 100).toFixed(3)}%), target < 0.5%`,
      );

      log(`  starting the app twice on that world: rules on, and RISK_RECORDING=0`);
      const on = await startRecording(url, true);
      apps.push(on);
      const off = await startRecording(url, false);
      apps.push(off);
      const codes = (
        await adminQuery<{ referral_code: string }>(
          url,
          `SELECT referral_code FROM members WHERE referrer_id IS NOT NULL ORDER BY random() LIMIT 500`,
        )
      ).map((r) => r.referral_code);
      let registered = 0;
      log(`  ${CALLS} registrations each side, ${ROUND} a round, ${CONCURRENCY} at a time`);
      const registrations = await alternate({ on, off }, () =>
        Array.from({ length: ROUND }, () => {
          const k = registered++;
          return {
            path: "/api/auth/register",
            body: {
              email: `bench.fraud.${process.pid}.${k}@bench.jemput.my`,
              password: JOINER_PASSWORD,
              firstName: "Bench",
              lastName: `Joiner ${k}`,
              phoneNumber: `+6013${String(1_000_000 + k).slice(-7)}`,
              referredBy: codes[k % codes.length],
            },
          };
        }),
      );
      const joined = (side: "on" | "off") => registrations.answers[side] as Array<AuthAnswer>;
      const tokens = { on: joined("on").map((a) => a.token), off: joined("off").map((a) => a.token) };
      let submitted = 0;
      log(`  ${CALLS} post submissions each side, from the members just registered`);
      const submissions = await alternate({ on, off }, (side) =>
        Array.from({ length: ROUND }, () => {
          const k = submitted++;
          return {
            path: "/api/posts",
            token: tokens[side][k % tokens[side].length]!,
            body: {
              title: "Nasi lemak taste test",
              url: `https://www.tiktok.com/@bench${k}/video/7${String(k).padStart(18, "0")}`,
              platform: "tiktok",
            },
          };
        }),
      );

      // The comparison means something only if one side recorded and the other did not.
      const recorded = async (side: "on" | "off") => {
        const [{ n = 0 } = {}] = await adminQuery<{ n: number }>(
          url,
          `SELECT count(*)::int AS n FROM risk_signals WHERE member_id = ANY($1::int[])`,
          [joined(side).map((a) => a.user.id)],
        );
        return n;
      };
      const signalsOn = await recorded("on");
      const signalsOff = await recorded("off");
      const compared = signalsOn > 0 && signalsOff === 0;
      detail(
        ITEM,
        `signals of the members who joined during the run: ${signalsOn.toLocaleString("en")} with rules on, ${signalsOff} with rules off${compared ? "" : " (the comparison does not hold)"}`,
      );

      const rows: Array<Row> = [
        {
          item: ITEM,
          figure: `fraud scan over ${scan.members.toLocaleString("en")} members (every rule, everyone)`,
          measured: `${scanSeconds.toFixed(1)} s`,
          target: "",
          ratio: null,
          pass: null,
        },
        {
          item: ITEM,
          figure: "fraud scenarios caught by their rule with exactly their members",
          measured: `${verdict.caught.filter((c) => c.caught).length} of ${verdict.caught.length}`,
          target: `${verdict.caught.length} of ${verdict.caught.length}`,
          ratio: null,
          pass: verdict.caught.every((c) => c.caught),
        },
        {
          item: ITEM,
          figure: "honest members in any flag",
          measured: `${verdict.honestFlagged} (${(verdict.honestShare * 100).toFixed(3)}%)`,
          target: "< 0.5%",
          ratio: verdict.honestShare / HONEST_LIMIT,
          pass: verdict.honestShare < HONEST_LIMIT,
        },
      ];
      for (const [what, r] of [
        ["POST /api/auth/register", registrations],
        ["POST /api/posts", submissions],
      ] as const) {
        detail(
          ITEM,
          `${what}, rules on vs off: p50 ${r.on.p50.toFixed(1)} vs ${r.off.p50.toFixed(1)} ms, p99 ${r.on.p99.toFixed(1)} vs ${r.off.p99.toFixed(1)} ms (${r.on.n} and ${r.off.n} calls; ratio p50 ${(r.on.p50 / r.off.p50).toFixed(2)}, p99 ${(r.on.p99 / r.off.p99).toFixed(2)}, target ≤ ${LATENCY_LIMIT.toFixed(2)})`,
        );
        for (const q of ["p50", "p99"] as const) {
          const ratio = r.on[q] / r.off[q];
          rows.push({
            item: ITEM,
            figure: `${what} ${q}, rules on vs off`,
            measured: `${r.on[q].toFixed(1)} vs ${r.off[q].toFixed(1)} ms`,
            target: `≤ ${LATENCY_LIMIT.toFixed(2)}×`,
            ratio,
            pass: ratio <= LATENCY_LIMIT && compared,
          });
        }
      }
      return rows;
    } finally {
      for (const app of apps) await app.stop();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  },
};
