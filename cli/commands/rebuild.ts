import { Effect } from "effect";
import { Database } from "../../server/platform/db/database.ts";
import { liveChecksums, rebuildProjections } from "../../server/modules/projections/rebuild.ts";
import { withRuntime, type CliIo } from "../context.ts";
import { progressBar } from "../progress.ts";

export const rebuildCommand = async (io: CliIo) => {
  const bar = progressBar("rebuild");
  const { before, after, events, seconds } = await withRuntime(
    io,
    Effect.gen(function* () {
      const db = yield* Database;
      const before = yield* liveChecksums(db);
      const started = performance.now();
      // The log is read on a second connection while the transaction writes (it appends nothing).
      const { events } = yield* db.transaction((tx) =>
        rebuildProjections(tx, (p) => bar.update(p.done, p.total, p.phase), { reader: db }),
      );
      const seconds = (performance.now() - started) / 1000;
      const after = yield* liveChecksums(db);
      return { before, after, events, seconds };
    }),
  );
  const rate = seconds > 0 ? Math.round(events / seconds) : 0;
  bar.done(`${events} events in ${seconds.toFixed(1)} s`);
  io.out(`table            before                                  after                                   same\n`);
  for (const table of Object.keys(after)) {
    io.out(
      `${table.padEnd(16)} ${before[table]!.padEnd(39)} ${after[table]!.padEnd(39)} ${before[table] === after[table] ? "yes" : "NO"}\n`,
    );
  }
  io.out(`rebuilt ${events} events in ${seconds.toFixed(1)} s (${rate} events/s)\n`);
};
