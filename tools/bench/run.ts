import { fileURLToPath } from "node:url";
import { approval } from "./approval.bench.ts";
import { close } from "./close.bench.ts";
import { dashboard } from "./dashboard.bench.ts";
import { embedded } from "./embedded.bench.ts";
import { evidence } from "./evidence.bench.ts";
import { fraud } from "./fraud.bench.ts";
import { makeContext, type Measurement } from "./lib/context.ts";
import { parseOptions, USAGE } from "./lib/options.ts";
import { machine, markdown, printTable, writeReport, type Detail, type Row } from "./lib/report.ts";
import { makeWorlds } from "./lib/worlds.ts";
import { logins } from "./logins.bench.ts";
import { rebuild } from "./rebuild.bench.ts";
import { review } from "./review.bench.ts";
import { scale } from "./scale.bench.ts";
import { seed } from "./seed.bench.ts";
import { web } from "./web.bench.ts";

// `npm run bench [-- names…]`: seeds what it needs with the CLI, runs the eight
// measurements, prints one table and, for a complete run at full size, writes docs/performance.md.
// Seeding comes first (it makes the large world from nothing); approvals and the rebuild
// change the world, so they come after the reads.
const ORDER: ReadonlyArray<Measurement> = [seed, dashboard, scale, logins, approval, rebuild, embedded, web];
// Run only when named (`npm run bench -- fraud`), so a complete run, and the report it writes,
// stay as they are: fraud seeds a world of its own with signals and scenarios; close closes a
// month of the large world (a copy of it when kept) under load on two instances; evidence and
// review make small worlds of posters of their own, with the platforms stood in for.
const ON_REQUEST: ReadonlyArray<Omit<Measurement, "name"> & { readonly name: string }> = [
  fraud,
  close,
  evidence,
  review,
];
const requested = ON_REQUEST.filter((m) => process.argv.includes(m.name));
const REPORT = fileURLToPath(new URL("../../docs/performance.md", import.meta.url));

const log = (line: string) => process.stdout.write(`${line}\n`);

const options = (() => {
  try {
    const named = process.argv.slice(2).filter((a) => !requested.some((m) => m.name === a));
    const parsed = parseOptions(named);
    // Named alone, they run alone; with them the run is never the complete one the report takes.
    if (requested.length === 0) return parsed;
    return { ...parsed, selected: named.length === 0 ? [] : parsed.selected, complete: false };
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
})();
const adminUrl = process.env["DATABASE_URL"];
if (!adminUrl) {
  process.stderr.write(
    `npm run bench needs DATABASE_URL: a PostgreSQL server where it may create and drop databases.\n\n${USAGE}`,
  );
  process.exit(2);
}

const worlds = makeWorlds(options, adminUrl, log);
const details: Array<Detail> = [];
const { context, closeServers } = makeContext(options, worlds, details, log);
let cleaned = false;
const cleanup = async () => {
  if (cleaned) return;
  cleaned = true;
  await closeServers();
  await worlds.cleanup();
};
process.once("SIGINT", () => void cleanup().finally(() => process.exit(130)));

const rows: Array<Row> = [];
const started = new Date();
try {
  const m = await machine(adminUrl);
  log(`${m.cores} cores (${m.cpu}), ${m.memoryGb} GB, ${m.postgres}, ${m.node}`);
  log(
    `worlds: ${options.members.toLocaleString("en")} and ${options.smallMembers.toLocaleString("en")} members, ${options.months} months; load: ${options.connections} connections, ${options.warmupSeconds} s warm-up, ${options.seconds} s\n`,
  );
  for (const measurement of [...ORDER.filter((m) => options.selected.includes(m.name)), ...requested]) {
    // They start servers of their own, and copying a kept world needs no one else on it.
    if (requested.includes(measurement)) await closeServers();
    log(`(${measurement.item}) ${measurement.title}`);
    try {
      rows.push(...(await measurement.run(context)));
    } catch (error) {
      log(`  failed: ${(error as Error).stack ?? String(error)}`);
      rows.push({
        item: measurement.item,
        figure: `${measurement.title}: did not complete`,
        measured: String((error as Error).message ?? error).split("\n")[0]!,
        target: "",
        ratio: null,
        pass: false,
      });
    }
  }
  rows.sort((a, b) => a.item - b.item);
  log("");
  printTable(rows, log);
  if (options.complete || process.env["BENCH_WRITE"] === "1") {
    writeReport(
      REPORT,
      markdown(
        rows,
        [...details].sort((a, b) => a.item - b.item),
        m,
        options,
        started,
      ),
    );
    log(`\nwrote ${REPORT}`);
  } else {
    log("\ndocs/performance.md is only rewritten by a complete run at full size (or with BENCH_WRITE=1)");
  }
} finally {
  await cleanup();
}
