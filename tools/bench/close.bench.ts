import { monthOf, periodLabel, yearOf } from "../../domain/period.ts";
import { prepareCloseWorld } from "./lib/close-world.ts";
import type { Context } from "./lib/context.ts";
import { startInstance, type Instance } from "./lib/instance.ts";
import { caughtUp, sampleLag, type LagSamples } from "./lib/lag.ts";
import { adminOf } from "./lib/members.ts";
import { pendingPosts } from "./lib/pending.ts";
import type { Row } from "./lib/report.ts";
import { describeSteady, startSteady, type SteadyJob, type SteadyResult, type Window } from "./lib/steady.ts";
import { JOINER_PASSWORD } from "./lib/worlds.ts";

// `npm run bench -- close`: a month closed on one of two instances of the large world while both
// answer post approvals and registrations at a steady pace, next to the same load with no close
// (decision 45: a close no longer locks the log, so nothing should wait for it). The latencies
// of both instances are measured: the one running the close also spends its CPU on it.
const ITEM = 10;
const LIMIT = 2;
/**
 * Requests a second per instance: a steady load that leaves the machine room, so what the close
 * costs is what shows (on 2 shared cores, 50 and 5 a second queued for seconds with no close).
 */
const APPROVALS = 20;
const REGISTRATIONS = 2;
/** The longest close the load is prepared for (posts to approve and people to register). */
const LONGEST_CLOSE_SECONDS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (w: Window) => (w.to - w.from) / 1000;

const json = async <A>(response: Response): Promise<A> => {
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status} ${body.slice(0, 500)}`);
  return JSON.parse(body) as A;
};

type Phase = "alone" | "close";
type Kind = "approvals" | "registrations";
const ROUTE: Record<Kind, string> = {
  approvals: "POST /api/admin/posts/{id}/approve",
  registrations: "POST /api/auth/register",
};

export const close = {
  name: "close",
  item: ITEM,
  title: "a month closed on one of two instances while both answer approvals and registrations",
  run: async ({ options, worlds, log, detail }: Context): Promise<ReadonlyArray<Row>> => {
    const adminUrl = process.env["DATABASE_URL"]!;
    const prepared = await prepareCloseWorld(worlds, options, adminUrl, log);
    const { world, period, before } = prepared;
    const instances: Array<Instance> = [];
    try {
      if (world.seed)
        detail(
          ITEM,
          `seeded ${world.members.toLocaleString("en")} members, ${options.months} months: ${world.seed.events.toLocaleString("en")} events in ${world.seed.seconds.toFixed(1)} s (jemput seed)`,
        );
      detail(
        ITEM,
        `first closed ${periodLabel(before.period)}, paying every month up to it: ${before.issued.toLocaleString("en")} payouts in ${before.seconds.toFixed(1)} s (jemput payouts close)`,
      );
      log("  starting two instances on that world, each in a process of its own");
      const closing = await startInstance(world);
      instances.push(closing);
      const other = await startInstance(world);
      instances.push(other);
      const admin = await adminOf(closing, world);
      const headers = { authorization: `Bearer ${await closing.signIn(admin.email)}` };

      const aloneSeconds = 6 * options.seconds;
      const slice: Record<Phase, number> = {
        alone: options.warmupSeconds + aloneSeconds + 5,
        close: options.warmupSeconds + LONGEST_CLOSE_SECONDS,
      };
      const posts = await pendingPosts(closing, 2 * APPROVALS * (slice.alone + slice.close), log);
      // The payouts of the months before and the posts just submitted are followed by the
      // subscriptions first, so the load without a close does not pay for them.
      await caughtUp(closing);
      const codes = (
        await closing.sql<{ referral_code: string }>(`SELECT referral_code FROM members ORDER BY random() LIMIT 2000`)
      ).map((r) => r.referral_code);

      // Each stream its own posts, people and addresses, so no request repeats another's.
      let taken = 0;
      let joined = 0;
      /** Requests set aside per stream, for the load alone and during the close. */
      const planned = new Map<string, Array<number>>();
      const streams = (phase: Phase): ReadonlyArray<SteadyJob> =>
        [closing, other].flatMap((instance, i) => {
          const name = i === 0 ? "closing" : "other";
          const approvals = posts.slice(taken, (taken += APPROVALS * slice[phase]));
          const people = Array.from({ length: REGISTRATIONS * slice[phase] }, () => joined++);
          for (const [kind, n] of [
            ["approvals", approvals.length],
            ["registrations", people.length],
          ] as const)
            planned.set(`${name} ${kind}`, [...(planned.get(`${name} ${kind}`) ?? []), n]);
          return [
            {
              label: `${name} approvals`,
              base: instance.base,
              method: "POST",
              headers,
              paths: approvals.map((id) => `/api/admin/posts/${id}/approve`),
              rate: APPROVALS,
            },
            {
              label: `${name} registrations`,
              base: instance.base,
              method: "POST",
              paths: ["/api/auth/register"],
              bodies: people.map((k) =>
                JSON.stringify({
                  email: `bench.close.${process.pid}.${k}@bench.jemput.my`,
                  password: JOINER_PASSWORD,
                  firstName: "Bench",
                  lastName: `Joiner ${k}`,
                  phoneNumber: `+6013${String(1_000_000 + k).slice(-7)}`,
                  referredBy: codes[k % codes.length],
                }),
              ),
              firstAddress: people[0] ?? 0,
              rate: REGISTRATIONS,
            },
          ] satisfies ReadonlyArray<SteadyJob>;
        });

      // Both instances under the same steady load: first alone, then while the close runs.
      log(
        `  steady load on both instances, ${APPROVALS} approvals and ${REGISTRATIONS} registrations a second each: ${aloneSeconds} s with no close`,
      );
      let load = startSteady(streams("alone"));
      await sleep(options.warmupSeconds * 1000);
      const loops = () => Promise.all([closing.loopDelay(), other.loopDelay()]);
      await loops();
      const aloneWindow = { from: Date.now(), to: Date.now() + aloneSeconds * 1000 };
      await sleep(aloneSeconds * 1000);
      const aloneLoops = await loops();
      const alone = await load.stop(aloneWindow);

      const month = { month: monthOf(period), year: yearOf(period) };
      let started = performance.now();
      const preview = await json<{ payouts: number; total: number; digest: string }>(
        await fetch(`${closing.base}/api/admin/payouts/close-preview?month=${month.month}&year=${month.year}`, {
          headers,
        }),
      );
      detail(
        ITEM,
        `close preview of ${periodLabel(period)}: ${preview.payouts.toLocaleString("en")} payouts, RM ${preview.total.toLocaleString("en")}, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      if (preview.payouts === 0) throw new Error(`nobody is owed anything for ${periodLabel(period)}`);

      log(`  the same load while ${periodLabel(period)} is closed on one instance`);
      await closing.settle();
      load = startSteady(streams("close"));
      await sleep(options.warmupSeconds * 1000);
      const lag = sampleLag(other);
      await loops();
      const from = Date.now();
      started = performance.now();
      let closeSeconds = Number.NaN;
      let closed: { issued: number; total: number; held: number };
      let closeWindow: Window;
      let during: ReadonlyArray<SteadyResult>;
      let lagged: LagSamples;
      let closeLoops: Awaited<ReturnType<typeof loops>>;
      try {
        closed = await json(
          await fetch(`${closing.base}/api/admin/payouts/close`, {
            method: "POST",
            headers: { ...headers, "content-type": "application/json" },
            body: JSON.stringify({ ...month, digest: preview.digest }),
          }),
        );
      } finally {
        closeSeconds = (performance.now() - started) / 1000;
        closeWindow = { from, to: Date.now() };
        closeLoops = await loops();
        lagged = await lag.stop();
        during = await load.stop(closeWindow);
      }
      const rate = closed.issued / closeSeconds;
      detail(
        ITEM,
        `POST /api/admin/payouts/close of ${periodLabel(period)} on the closing instance: ${closed.issued.toLocaleString("en")} payouts (RM ${closed.total.toLocaleString("en")}, ${closed.held} held) in ${closeSeconds.toFixed(1)} s, ${Math.round(rate).toLocaleString("en")} payouts/s`,
      );
      detail(
        ITEM,
        `subscription lag during the close: p99 ${lagged.p99.toFixed(1)} s, max ${lagged.max.toFixed(1)} s (a close is one transaction, which the subscriptions cannot pass)`,
      );
      for (const [i, name] of ["closing", "other"].entries())
        detail(
          ITEM,
          `${name} instance's event loop delay: p99 ${aloneLoops[i]!.p99.toFixed(0)} ms, max ${aloneLoops[i]!.max.toFixed(0)} ms alone; p99 ${closeLoops[i]!.p99.toFixed(0)} ms, max ${closeLoops[i]!.max.toFixed(0)} ms during the close`,
        );
      for (const [phase, results, window] of [
        ["alone", alone, aloneWindow],
        ["during the close", during, closeWindow],
      ] as const)
        for (const r of results) {
          // More requests than posts set aside: the last ones approved a post again (a no-op).
          const again = r.total > (planned.get(r.label)?.[phase === "alone" ? 0 : 1] ?? Infinity);
          detail(
            ITEM,
            `${r.label}, ${phase}: ${describeSteady(r, seconds(window))}${again ? " (ran out of requests set aside: some repeated)" : ""}`,
          );
        }

      const rows: Array<Row> = [
        {
          item: ITEM,
          figure: `month close of ${periodLabel(period)}, ${world.members.toLocaleString("en")} members (payouts issued)`,
          measured: `${closed.issued.toLocaleString("en")} in ${closeSeconds.toFixed(1)} s (${Math.round(rate).toLocaleString("en")}/s)`,
          target: "",
          ratio: null,
          pass: null,
        },
      ];
      const of = (results: ReadonlyArray<SteadyResult>, label: string) => results.find((r) => r.label === label)!;
      for (const name of ["closing", "other"] as const)
        for (const kind of ["approvals", "registrations"] as const) {
          const a = of(alone, `${name} ${kind}`);
          const d = of(during, `${name} ${kind}`);
          const ratio = d.p99 / a.p99;
          rows.push({
            item: ITEM,
            figure: `${ROUTE[kind]} p99 during the close vs without, ${name} instance`,
            measured: `${d.p99.toFixed(1)} vs ${a.p99.toFixed(1)} ms`,
            target: `≤ ${LIMIT}×`,
            ratio,
            pass: ratio <= LIMIT && a.errors === 0 && d.errors === 0,
          });
        }
      return rows;
    } finally {
      for (const instance of instances) await instance.close().catch(() => undefined);
      await prepared.drop();
    }
  },
};
