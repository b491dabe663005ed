import type { AddressInfo } from "node:net";
import os from "node:os";
import { Effect } from "effect";
import { periodOf } from "../../domain/period.ts";
import { GENDERS, INFLUENCER_CATEGORIES, LANGUAGES, MARITAL_STATUSES } from "../../domain/profile-options.ts";
import { createApp } from "../../server/app/app.ts";
import { openSession } from "../../server/modules/auth/handlers.ts";
import { loadConfig } from "../../server/platform/config/config.ts";
import { Database } from "../../server/platform/db/database.ts";
import { makeLogger } from "../../server/platform/logging/logger.ts";
import { searchPage } from "../../server/modules/members/search-page.ts";
import { parseSearchPage } from "../../server/modules/members/search-query.ts";
import { type AppRuntime } from "../../server/platform/runtime.ts";
import { makeRuntime } from "../../server/app/runtime.ts";
import { seedDatabase } from "../seed/write.ts";
import { databaseEnv } from "./lib/cli.ts";
import { scratchDatabase } from "./scratch.ts";

// `npm run bench:search`: GET /api/admin/users/search over HTTP on a fresh database seeded with
// 100,000 members over 3 months, their profiles filled in (gender, marital status, languages,
// categories, social media with followers), one filter combination or sort at a time: the
// first page of 50 over HTTP, and the search's queries alone for the first and the third page
// (reached by the cursors the pages give). Prints figures; asserts nothing. Not part of the tests.
const MEMBERS = Number(process.env["BENCH_MEMBERS"] ?? 100_000);
const WARMUP = 3;
const RUNS = 25;

const scratch = await scratchDatabase("tools/bench/search.bench.ts");
const { log } = scratch;
let runtime: AppRuntime | null = null;
let server: import("node:http").Server | null = null;
scratch.onCleanup(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await runtime?.dispose();
});

// Profile details the seed leaves out, derived from a hash of the member id so every run is alike.
const FILL_PROFILES = `
  UPDATE profiles p SET details = p.details || jsonb_build_object(
    'gender', ($1::text[])[1 + h % cardinality($1::text[])],
    'maritalStatus', ($2::text[])[1 + (h / 7) % cardinality($2::text[])],
    'languages', jsonb_build_array(($3::text[])[1 + (h / 11) % 4], ($3::text[])[1 + (h / 13) % cardinality($3::text[])]),
    'influencerCategories', jsonb_build_array(($4::text[])[1 + (h / 17) % cardinality($4::text[])]),
    'socialMediaLinks', CASE WHEN h % 4 = 0 THEN '{}'::jsonb ELSE jsonb_build_object(
      'instagram', jsonb_build_object('profileName', 'ig.' || lower(p.first_name) || p.member_id, 'followers', (h / 19) % 250000),
      'tiktok', CASE WHEN h % 3 = 0 THEN NULL ELSE jsonb_build_object('profileName', 'tt_' || p.member_id, 'followers', (h / 23) % 500000) END) END)
  FROM (SELECT member_id, abs(hashtext(member_id::text)) AS h FROM profiles) s WHERE s.member_id = p.member_id`;

const SCENARIOS: ReadonlyArray<readonly [label: string, query: string]> = [
  ["no filter", ""],
  ["3 filters (the load target)", "state=Selangor&minTeamSize=1&minIncome=30"],
  ["search common name", "search=tan"],
  ["search no match", "search=zzqx"],
  ["search email fragment", "search=demo.jemput.my"],
  ["state", "state=Selangor"],
  ["gender+marital+language", "gender=female&maritalStatus=married&languages=English"],
  [
    "languages any of 2 + category",
    `languages=Tamil,Hokkien&influencerCategories=${encodeURIComponent("DIY & Crafts")}`,
  ],
  ["minIncome RM 500", "minIncome=500"],
  ["income RM 400-RM 600", "minIncome=400&maxIncome=600"],
  ["minTeamSize 20", "minTeamSize=20"],
  ["join dates (1 week)", "JOIN_WEEK"],
  ["isAdmin=true", "isAdmin=true"],
  ["instagram >= 240k followers", "hasSocialMedia=instagram&minInstagramFollowers=240000"],
  ["tiktok 499,000+ (rare)", "minTiktokFollowers=499000"],
  ["social username", "socialMediaUsername=tt_4242"],
  [
    "combined 6 filters",
    "state=Selangor&gender=female&minIncome=200&minTeamSize=1&hasSocialMedia=tiktok&languages=English",
  ],
  ["combined, no match", "state=Perlis&gender=other&minTeamSize=50&search=zz"],
  ["sort name", "sort=name"],
  ["sort referrer, desc", "sort=referrer&order=desc"],
  ["sort income, desc", "sort=monthlyIncome&order=desc"],
  ["sort status", "sort=status"],
  ["3 filters, sort name desc", "state=Selangor&minTeamSize=1&minIncome=30&sort=name&order=desc"],
  ["3 filters, sort income desc", "state=Selangor&minTeamSize=1&minIncome=30&sort=monthlyIncome&order=desc"],
];

const percentile = (sorted: ReadonlyArray<number>, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

const main = async () => {
  const config = loadConfig({
    ...databaseEnv({ url: scratch.databaseUrl }),
    DATA_DIR: scratch.dataDir,
    LOG_LEVEL: "silent",
    JEMPUT_DEMO: "0",
  });
  const logger = makeLogger("silent");
  runtime = await makeRuntime(config, logger);
  const rt = runtime;
  const sql = <R extends object>(text: string, params: ReadonlyArray<unknown> = []) =>
    rt.runPromise(
      Effect.gen(function* () {
        return yield* (yield* Database).query<R>(text, params);
      }),
    );

  const started = performance.now();
  let lastPhase = "";
  const seeded = await rt.runPromise(
    seedDatabase(
      { members: MEMBERS, months: 3, seed: 2026, now: new Date(), passwordHash: "bench-not-a-hash" },
      (p) => {
        if (p.phase !== lastPhase) log(`  seeding: ${(lastPhase = p.phase)}`);
      },
    ),
  );
  await sql(FILL_PROFILES, [GENDERS, MARITAL_STATUSES, LANGUAGES, INFLUENCER_CATEGORIES]);
  await sql(
    `UPDATE members SET is_admin = true WHERE member_id IN (SELECT member_id FROM members ORDER BY member_id LIMIT 3)`,
  );
  await sql(`VACUUM ANALYZE`);
  log(
    `seeded ${seeded.members} members and ${seeded.events} events, profiles filled, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const [first] = await sql<{ member_id: number; joined_at: Date }>(
    `SELECT member_id, joined_at FROM members ORDER BY member_id LIMIT 1`,
  );
  const [middle] = await sql<{ joined_at: Date }>(
    `SELECT joined_at FROM members ORDER BY member_id OFFSET $1 LIMIT 1`,
    [Math.floor(MEMBERS / 2)],
  );
  const token = await rt.runPromise(
    Effect.gen(function* () {
      // The first member is an admin: a session with its second factor given, as test fixtures make.
      return yield* openSession(yield* Database, first!.member_id, new Date(), "verified");
    }),
  );
  const day = (d: Date, plus = 0) =>
    new Date(d.getTime() + 8 * 3_600_000 + plus * 86_400_000).toISOString().slice(0, 10);
  const joinWeek = `joinDateFrom=${day(middle!.joined_at)}&joinDateTo=${day(middle!.joined_at, 6)}`;

  const app = createApp({ runtime: rt, config, logger });
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  const headers = { authorization: `Bearer ${token}` };
  log(`${RUNS} sequential requests per filter after ${WARMUP} warm-up, pages of 50 rows, ${os.cpus().length} CPUs\n`);
  log(
    "HTTP: the first page's whole request (session check, search, rows as JSON); SQL: the search's queries alone, same pool, first and third page",
  );
  log(
    `${"filter".padEnd(32)}${"rows".padStart(6)}${"more".padStart(6)}${"HTTP p50".padStart(10)}${"p95".padStart(8)}${"max".padStart(8)}${"SQL p50".padStart(10)}${"p95".padStart(8)}${"p3 p50".padStart(9)}${"KB".padStart(6)}`,
  );

  const sqlTimes = async (request: Awaited<ReturnType<typeof parse>>, after: string | null) => {
    const times: Array<number> = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      await rt.runPromise(
        Effect.flatMap(Database, (db) => searchPage(db, { ...request, after }, periodOf(new Date()))),
      );
      if (i >= WARMUP) times.push(performance.now() - t0);
    }
    return times.sort((a, b) => a - b);
  };
  const parse = (query: string) => rt.runPromise(parseSearchPage(Object.fromEntries(new URLSearchParams(query))));

  for (const [label, raw] of SCENARIOS) {
    const query = raw === "JOIN_WEEK" ? joinWeek : raw;
    const target = `${base}/api/admin/users/search?${query}`;
    const times: Array<number> = [];
    let rows = 0;
    let bytes = 0;
    let more = "";
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const t0 = performance.now();
      const response = await fetch(target, { headers });
      const body = await response.text();
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${label}: HTTP ${response.status} ${body}`);
      if (i >= WARMUP) times.push(ms);
      rows = (JSON.parse(body) as Array<unknown>).length;
      bytes = body.length;
      more = response.headers.get("x-has-more") ?? "";
    }
    times.sort((a, b) => a - b);
    const request = await parse(query);
    const first = await sqlTimes(request, null);
    // The third page: the cursors of the first two.
    let after: string | null = null;
    for (let i = 0; i < 2 && (i === 0 || after !== null); i++) {
      after = (
        await rt.runPromise(
          Effect.flatMap(Database, (db) => searchPage(db, { ...request, after }, periodOf(new Date()))),
        )
      ).next;
    }
    const third = after === null ? null : await sqlTimes(request, after);
    const ms = (v: number, width: number) => v.toFixed(1).padStart(width);
    log(
      `${label.padEnd(32)}${String(rows).padStart(6)}${more.padStart(6)}${ms(percentile(times, 0.5), 10)}${ms(percentile(times, 0.95), 8)}${ms(times.at(-1)!, 8)}${ms(percentile(first, 0.5), 10)}${ms(percentile(first, 0.95), 8)}${third ? ms(percentile(third, 0.5), 9) : "-".padStart(9)}${String(Math.round(bytes / 1024)).padStart(6)}`,
    );
  }

  for (const format of ["json", "csv"]) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/super-admin/export-members?format=${format}`, { headers });
    const body = await response.text();
    log(
      `\nexport-members (${format}): HTTP ${response.status}, ${Math.round(body.length / 1024 / 1024)} MB in ${((performance.now() - t0) / 1000).toFixed(2)} s`,
    );
  }
};

try {
  await main();
} catch (error) {
  process.stderr.write(`bench failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
} finally {
  await scratch.cleanup();
}
