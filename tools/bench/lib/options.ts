// What a run measures and at what size: `npm run bench -- [names…]` picks measurements by name,
// and the environment scales the run down for quick iterations.
export const MEASUREMENTS = ["dashboard", "approval", "rebuild", "scale", "embedded", "logins", "web", "seed"] as const;
export type MeasurementName = (typeof MEASUREMENTS)[number];

export interface Options {
  /** Members of the large world (a million by default). */
  readonly members: number;
  /** Members of the small world: the 10k side of the scale comparison and the embedded run. */
  readonly smallMembers: number;
  readonly months: number;
  readonly connections: number;
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** Keep the seeded databases (and reuse them on the next run) instead of dropping them. */
  readonly keep: boolean;
  readonly selected: ReadonlyArray<MeasurementName>;
  /** Only a complete run at full size rewrites docs/performance.md. */
  readonly complete: boolean;
}

const whole = (name: string, fallback: number, min: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return value;
};

export const USAGE = `usage: npm run bench -- [${MEASUREMENTS.join("|")} ...]

Run only when named, never by a complete run (run.ts):
  fraud                 a world with fraud signals and scenarios: one scan of every rule, and
                        registration and submission latency with the rules on and off
  close                 the last month closed on one of two instances of the large world
                        (BENCH_MEMBERS) while both answer approvals and registrations
  evidence              post submissions with the evidence fetch asking a stand-in of the
                        platforms (rate-limited) against SOCIAL_EVIDENCE=0; how long until
                        every post has its evidence, and the calls a minute each platform saw
                        (BENCH_EVIDENCE_POSTS posts a side [10000])
  review                a backlog of matching posts approved with one "jemput posts
                        approve-matching" next to one by one over HTTP (BENCH_REVIEW_POSTS
                        posts each way [1000])

Environment (defaults in brackets):
  DATABASE_URL          PostgreSQL server where scratch databases are created and dropped (required)
  BENCH_MEMBERS         members of the large world [1000000]
  BENCH_SMALL_MEMBERS   members of the small world [10000]
  BENCH_MONTHS          months of posts [12]
  BENCH_SECONDS         seconds of load per endpoint [10]
  BENCH_WARMUP          seconds of discarded warm-up per endpoint [3]
  BENCH_KEEP=1          keep the seeded databases and reuse them next time (never for "seed")
  BENCH_LIGHTHOUSE_DIR  a folder where "web" writes each Lighthouse report as JSON
`;

export const parseOptions = (argv: ReadonlyArray<string>): Options => {
  const unknown = argv.filter((a) => !(MEASUREMENTS as ReadonlyArray<string>).includes(a));
  if (unknown.length > 0) throw new Error(`unknown measurement: ${unknown.join(", ")}\n\n${USAGE}`);
  const selected = argv.length === 0 ? MEASUREMENTS : MEASUREMENTS.filter((m) => argv.includes(m));
  const members = whole("BENCH_MEMBERS", 1_000_000, 100);
  const smallMembers = whole("BENCH_SMALL_MEMBERS", 10_000, 100);
  const months = whole("BENCH_MONTHS", 12, 1);
  const seconds = whole("BENCH_SECONDS", 10, 1);
  const warmupSeconds = whole("BENCH_WARMUP", 3, 1);
  return {
    members,
    smallMembers,
    months,
    seconds,
    warmupSeconds,
    connections: 32,
    selected,
    keep: process.env["BENCH_KEEP"] === "1",
    complete:
      selected.length === MEASUREMENTS.length &&
      members === 1_000_000 &&
      smallMembers === 10_000 &&
      months === 12 &&
      seconds === 10,
  };
};
