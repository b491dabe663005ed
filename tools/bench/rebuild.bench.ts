import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { copyFrom, copyTo } from "../../server/platform/db/copy.ts";
import { databaseEnv, runCli } from "./lib/cli.ts";
import type { Measurement } from "./lib/context.ts";

// Measurement 3: `jemput rebuild` on the large world (its own figure: events folded per second,
// without the checksums it prints around the rebuild), next to PostgreSQL taking the same
// number of event rows by COPY into a table shaped like the log, indexes included.
const FLOOR_EVENTS_PER_SECOND = 50_000;

function* fileChunks(file: string): Generator<Buffer> {
  const fd = fs.openSync(file, "r");
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(1 << 20);
      const read = fs.readSync(fd, buffer, 0, buffer.length, null);
      if (read === 0) return;
      yield buffer.subarray(0, read);
    }
  } finally {
    fs.closeSync(fd);
  }
}

const copySeconds = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "jemput-bench-copy-")), "events.copy");
  try {
    const out = fs.openSync(file, "w");
    const columns = "position, stream_id, stream_version, type, data, metadata, occurred_at";
    const rows = await copyTo(client, `COPY (SELECT ${columns} FROM events ORDER BY position) TO STDOUT`, (row) => {
      fs.writeSync(out, row);
      fs.writeSync(out, "\n");
    });
    fs.closeSync(out);
    await client.query(
      `DROP TABLE IF EXISTS bench_copy; CREATE TABLE bench_copy (LIKE events INCLUDING DEFAULTS INCLUDING INDEXES)`,
    );
    const started = performance.now();
    await copyFrom(client, `COPY bench_copy (${columns}) FROM STDIN`, { [Symbol.iterator]: () => fileChunks(file) });
    const seconds = (performance.now() - started) / 1000;
    return { rows, seconds };
  } finally {
    await client.query(`DROP TABLE IF EXISTS bench_copy`).catch(() => undefined);
    await client.end();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
};

export const rebuild: Measurement = {
  name: "rebuild",
  item: 3,
  title: "jemput rebuild next to COPY",
  run: async ({ worlds, detail, log }) => {
    const world = await worlds.get("large");
    if (!("url" in world.target)) throw new Error("the large world is on PostgreSQL");
    log("  jemput rebuild");
    const run = await runCli(databaseEnv(world.target), ["rebuild"]);
    const [, events, seconds] = /rebuilt (\d+) events in ([\d.]+) s/.exec(run.out) ?? [];
    if (!events || !seconds || !run.out.split("\n").every((line) => !/\sNO$/.test(line)))
      throw new Error(`the rebuild did not report the same checksums:\n${run.out}`);
    const rate = Number(events) / Number(seconds);
    detail(
      3,
      `jemput rebuild: ${Number(events).toLocaleString("en")} events in ${seconds} s (${Math.round(rate).toLocaleString("en")} events/s; the whole command with checksums before and after took ${run.seconds.toFixed(1)} s); every table's checksum unchanged`,
    );
    log("  COPY of the same rows");
    const copy = await copySeconds(world.target.url);
    const copyRate = copy.rows / copy.seconds;
    detail(
      3,
      `COPY of ${copy.rows.toLocaleString("en")} event rows into a table like events (with its indexes): ${copy.seconds.toFixed(1)} s (${Math.round(copyRate).toLocaleString("en")} rows/s)`,
    );
    return [
      {
        item: 3,
        figure: "rebuild events/s vs COPY rows/s",
        measured: `${Math.round(rate).toLocaleString("en")} vs ${Math.round(copyRate).toLocaleString("en")}/s`,
        target: "≥ 0.25× COPY",
        ratio: rate / copyRate,
        pass: rate / copyRate >= 0.25,
      },
      {
        item: 3,
        figure: "rebuild events/s",
        measured: `${Math.round(rate).toLocaleString("en")}/s`,
        target: `≥ ${FLOOR_EVENTS_PER_SECOND.toLocaleString("en")}/s`,
        ratio: rate / FLOOR_EVENTS_PER_SECOND,
        pass: rate >= FLOOR_EVENTS_PER_SECOND,
      },
    ];
  },
};
