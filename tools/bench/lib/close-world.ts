import { monthOf, periodLabel, periodOf, previousPeriod, yearOf, type Period } from "../../../domain/period.ts";
import { databaseEnv, runCli } from "./cli.ts";
import type { Options } from "./options.ts";
import { adminQuery, type World, type Worlds } from "./worlds.ts";

// The world a month close is measured on: the run's large world (seeded by `jemput seed`, or a
// kept one reused), with every month before the one to close already closed, as a deployment
// that closes each month has it. The close then pays one month's lines: the members with an
// approved post in it and their referrers' overrides.
export interface CloseWorld {
  readonly world: World;
  /** The last month that has ended: the one the measurement closes. */
  readonly period: Period;
  /** The close of the months before, done as an operator would (`jemput payouts close`). */
  readonly before: { readonly period: Period; readonly issued: number; readonly seconds: number };
  /** Drops the copy a kept world was measured on (nothing to do otherwise). */
  readonly drop: () => Promise<void>;
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

export const prepareCloseWorld = async (
  worlds: Worlds,
  options: Options,
  adminUrl: string,
  log: (line: string) => void,
): Promise<CloseWorld> => {
  const large = await worlds.get("large");
  if (!("url" in large.target)) throw new Error("the large world is on PostgreSQL");
  let target = large.target;
  let drop = async () => {};
  if (options.keep) {
    // A close changes the world for good: a kept one is copied, so it stays as the other
    // measurements (and the next run of this one) expect it.
    const source = nameOf(large.target.url);
    const name = `jemput_bench_close_${process.pid}_${Date.now() % 100_000}`;
    log(`  copying the kept world ${source} into ${name}`);
    const started = performance.now();
    await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${source}" STRATEGY FILE_COPY`);
    log(`  copied in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    target = { url: url.toString() };
    drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined);
  }
  const world: World = { ...large, target };
  try {
    const period = previousPeriod(periodOf(new Date()));
    const before = previousPeriod(period);
    const [closed] = await adminQuery<{ closed: boolean }>(
      target.url,
      `SELECT EXISTS (SELECT 1 FROM closed_months WHERE period = $1) AS closed`,
      [period],
    );
    if (closed?.closed) throw new Error(`${periodLabel(period)} is closed already in this world: nothing to measure`);
    log(`  closing ${periodLabel(before)} and every month before it (jemput payouts close)`);
    const run = await runCli(databaseEnv(world.target), [
      "payouts",
      "close",
      "--month",
      String(monthOf(before)),
      "--year",
      String(yearOf(before)),
      "--yes",
    ]);
    const issued = Number(/issued (\d+) payouts/.exec(run.out)?.[1] ?? 0);
    log(`  ${issued.toLocaleString("en")} payouts in ${run.seconds.toFixed(1)} s`);
    // What autovacuum would do soon after: the close's plans see the payouts just written.
    await adminQuery(target.url, "ANALYZE");
    return { world, period, before: { period: before, issued, seconds: run.seconds }, drop };
  } catch (error) {
    await drop();
    throw error;
  }
};
