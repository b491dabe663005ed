import { Effect } from "effect";
import { Database } from "../../server/db/database.ts";
import { projectionChecksums, rebuildProjections } from "../../server/events/rebuild.ts";
import { withRuntime, type CliIo } from "../context.ts";
import { progressBar } from "../progress.ts";

export const rebuildCommand = async (io: CliIo) => {
  const bar = progressBar("rebuild");
  const started = performance.now();
  const { before, after, events } = await withRuntime(io, Effect.gen(function* () {
    const db = yield* Database;
    const before = yield* projectionChecksums(db);
    const { events } = yield* db.transaction((tx) => rebuildProjections(tx, (p) => bar.update(p.done, p.total, p.phase)));
    const after = yield* projectionChecksums(db);
    return { before, after, events };
  }));
  const seconds = (performance.now() - started) / 1000;
  bar.done(`${events} events in ${seconds.toFixed(1)} s`);
  io.out(`table            before                                  after                                   same\n`);
  for (const table of Object.keys(after)) {
    io.out(`${table.padEnd(16)} ${before[table]!.padEnd(39)} ${after[table]!.padEnd(39)} ${before[table] === after[table] ? "yes" : "NO"}\n`);
  }
  io.out(`rebuilt ${events} events in ${seconds.toFixed(1)} s\n`);
};
