import { Effect } from "effect";
import pg from "pg";
import { makeDatabase } from "../../server/platform/db/database.ts";
import type { Statement } from "../../server/platform/db/pipeline.ts";
import { scratchDatabase } from "./scratch.ts";

// `npm run bench:append`: an append as the command path sends it (an event row and one
// projection statement, all or nothing) three ways, on a database of its own: pipeline.ts (one
// Sync, one round trip), pg's public pipeline mode (BEGIN, the statements and COMMIT sent at
// once, each with its own Sync, on a pool of its own: pg refuses COPY's streams in that mode),
// and a plain transaction on the pool (one round trip a statement). Appends a second from 8
// callers on a pool of 10, each way in turn over several rounds so a busy machine weighs on
// them alike; the median round. Prints figures; asserts nothing. Not part of the tests.
const APPENDS = Number(process.env["BENCH_APPENDS"] ?? 1500);
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 7);
const CALLERS = 8;

const scratch = await scratchDatabase("bench/append.bench.ts");
const pool = new pg.Pool({ connectionString: scratch.databaseUrl, max: 10 });
const pipelined = new pg.Pool({ connectionString: scratch.databaseUrl, max: 10, pipeline: true });
scratch.onCleanup(async () => {
  await pool.end();
  await pipelined.end();
});
await pool.query(`
  CREATE TABLE bench_events (position bigserial PRIMARY KEY, stream_id text NOT NULL, stream_version int NOT NULL,
                             data jsonb NOT NULL, UNIQUE (stream_id, stream_version));
  CREATE TABLE bench_counts (id int PRIMARY KEY, n int NOT NULL);
  INSERT INTO bench_counts SELECT g, 0 FROM generate_series(1, 1000) g`);
const db = makeDatabase(pool, "postgres");

let sequence = 0;
const append = (): ReadonlyArray<Statement> => {
  const k = sequence++;
  return [
    {
      text: `INSERT INTO bench_events (stream_id, stream_version, data) VALUES ($1, 1, $2) RETURNING *`,
      values: [`stream-${k}`, JSON.stringify({ k, at: new Date(0).toISOString() })],
    },
    { text: `UPDATE bench_counts SET n = n + 1 WHERE id = $1 RETURNING n`, values: [(k % 1000) + 1] },
  ];
};

const onClient = async <A>(from: pg.Pool, use: (client: pg.PoolClient) => Promise<A>) => {
  const client = await from.connect();
  try {
    return await use(client);
  } finally {
    client.release();
  }
};

const WAYS: Readonly<Record<string, () => Promise<unknown>>> = {
  "pipeline.ts": () => Effect.runPromise(db.pipeline(append())),
  "pg pipeline mode": () =>
    onClient(pipelined, (client) =>
      Promise.all([
        client.query("BEGIN"),
        ...append().map((s) => client.query(s.text, [...s.values])),
        client.query("COMMIT"),
      ]),
    ),
  "plain transaction": () =>
    onClient(pool, async (client) => {
      await client.query("BEGIN");
      for (const s of append()) await client.query(s.text, [...s.values]);
      await client.query("COMMIT");
    }),
};

const rates: Record<string, Array<number>> = {};
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? Object.entries(WAYS) : Object.entries(WAYS).reverse();
  for (const [way, run] of order) {
    let left = APPENDS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        while (left-- > 0) await run();
      }),
    );
    (rates[way] ??= []).push(APPENDS / ((performance.now() - started) / 1000));
  }
}
const median = (values: ReadonlyArray<number>) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const reference = median(rates["pipeline.ts"]!);
for (const [way, values] of Object.entries(rates))
  scratch.log(
    `${way.padEnd(18)} ${Math.round(median(values)).toLocaleString("en").padStart(6)} appends/s (median of ${ROUNDS} rounds, best ${Math.round(Math.max(...values))}), ${(median(values) / reference).toFixed(2)}× pipeline.ts`,
  );
await scratch.cleanup();
