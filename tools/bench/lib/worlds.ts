import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { databaseEnv, runCli } from "./cli.ts";
import type { Options } from "./options.ts";

// The seeded worlds a run measures against, made with the CLI on first use: a large and a
// small one on the PostgreSQL server of DATABASE_URL, and a small one on the embedded database.
export type WorldKey = "large" | "small" | "embedded";
export const PASSWORD = "bench-password-2026";
/** For members a bench registers: a new password may not hold the person's name or email. */
export const JOINER_PASSWORD = "teh-tarik-kurang-manis-2026";
export const SEED = 2026;

export interface World {
  readonly key: WorldKey;
  readonly members: number;
  readonly target: { readonly url: string } | { readonly dataDir: string };
  /** How the seed went, when this run made the world (a kept world is reused as it is). */
  readonly seed: { readonly seconds: number; readonly events: number } | null;
}

export const adminQuery = async <R extends pg.QueryResultRow>(
  url: string,
  text: string,
  params: Array<unknown> = [],
): Promise<Array<R>> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
};

export const makeWorlds = (options: Options, adminUrl: string, log: (line: string) => void) => {
  const made = new Map<WorldKey, Promise<World>>();
  const cleanups: Array<() => Promise<void>> = [];
  const membersOf = (key: WorldKey) => (key === "large" ? options.members : options.smallMembers);

  const seed = async (key: WorldKey, target: World["target"], members: number): Promise<World["seed"]> => {
    log(`seeding the ${key} world: ${members.toLocaleString("en")} members, ${options.months} months (jemput seed)`);
    const run = await runCli(databaseEnv(target), [
      "seed",
      "--members",
      String(members),
      "--months",
      String(options.months),
      "--seed",
      String(SEED),
      "--password",
      PASSWORD,
    ]);
    const events = Number(/and (\d+) events/.exec(run.out)?.[1] ?? NaN);
    log(`  ${events.toLocaleString("en")} events in ${run.seconds.toFixed(1)} s`);
    if ("url" in target) {
      // What autovacuum would do soon after a bulk load; done now so every run starts alike.
      const started = performance.now();
      await adminQuery(target.url, "VACUUM (ANALYZE)");
      log(`  vacuumed and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    return { seconds: run.seconds, events };
  };

  const create = async (key: WorldKey, fresh: boolean): Promise<World> => {
    const members = membersOf(key);
    if (key === "embedded") {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-bench-embedded-"));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      return { key, members, target: { dataDir }, seed: await seed(key, { dataDir }, members) };
    }
    const keep = options.keep && !fresh;
    const name = keep
      ? `jemput_bench_${key}_${members}_${options.months}`
      : `jemput_bench_${key}_${process.pid}_${Date.now() % 100_000}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const target = { url: url.toString() };
    const [exists] = await adminQuery<{ ready: boolean }>(
      adminUrl,
      `SELECT true AS ready FROM pg_database WHERE datname = $1`,
      [name],
    );
    if (keep && exists) {
      const [ready] = await adminQuery<{ ok: boolean }>(
        target.url,
        `SELECT to_regclass('bench_world') IS NOT NULL AS ok`,
      );
      if (ready?.ok) {
        log(`reusing the ${key} world in database ${name}`);
        return { key, members, target, seed: null };
      }
    }
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    if (!keep)
      cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined));
    const seeded = await seed(key, target, members);
    await adminQuery(
      target.url,
      `CREATE TABLE bench_world (seeded_at timestamptz NOT NULL DEFAULT now()); INSERT INTO bench_world DEFAULT VALUES`,
    );
    return { key, members, target, seed: seeded };
  };

  return {
    /** The world, made (and seeded) on first use; `fresh` never reuses a kept one. */
    get: (key: WorldKey, { fresh = false } = {}): Promise<World> => {
      let world = made.get(key);
      if (!world) made.set(key, (world = create(key, fresh)));
      return world;
    },
    cleanup: async () => {
      for (const step of cleanups.splice(0).reverse())
        await step().catch((error: unknown) => log(`cleanup failed: ${String(error)}`));
    },
  };
};
export type Worlds = ReturnType<typeof makeWorlds>;
