import { spawn } from "node:child_process";
import { ROOT } from "../../testing/harness.ts";

// What the reliability tests share besides the HTTP client (testing/http.ts): client addresses
// of their own for each call (so per-address limits do not stand in the way of a crowd),
// people with unique emails and phones, and the real CLI as a process.

/** A distinct client address per number, in the private range 10.0.0.0/8. */
export const ipFor = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export interface Person {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly referredBy?: string | null;
}

const FIRST_NAMES = [
  "Aisyah",
  "Wei Ling",
  "Kavitha",
  "Hafiz",
  "Mei Mei",
  "Arjun",
  "Nurul",
  "Jason",
  "Siti",
  "Ravi",
] as const;

/** Person `n` of a run: a real Malaysian mobile number (011 followed by eight digits). */
export const person = (run: string, n: number, referredBy: string | null = null): Person => ({
  email: `p${n}.${run}@load.jemput.my`,
  password: `teh-tarik-${run}-${n}`,
  firstName: FIRST_NAMES[n % FIRST_NAMES.length]!,
  lastName: `Load${n}`,
  phoneNumber: `+6011${String(10_000_000 + n).slice(-8)}`,
  referredBy,
});

/** `n` promises started at once, each given its index; settles like Promise.all. */
export const together = <A>(n: number, task: (i: number) => Promise<A>): Promise<Array<A>> =>
  Promise.all(Array.from({ length: n }, (_, i) => task(i)));

/** Counts of each status, e.g. { 201: 1, 409: 19 }, for readable assertions. */
export const statusCounts = (answers: ReadonlyArray<{ readonly status: number }>): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

export interface CliRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** `node cli/main.ts …` as an operator runs it, with exactly the given environment. */
export const runCli = (
  env: Record<string, string | undefined>,
  args: ReadonlyArray<string>,
  timeoutMs = 120_000,
): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["cli/main.ts", ...args], {
      cwd: ROOT,
      env: { PATH: process.env["PATH"], HOME: process.env["HOME"], LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
      timeout: timeoutMs,
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => void (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => void (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
  });

/** The per-table lines `cli rebuild` prints: table, checksum before, after. */
export const rebuildTable = (out: string): Array<{ table: string; before: string; after: string }> =>
  [...out.matchAll(/^(\w+)\s+(\d+:\S+)\s+(\d+:\S+)\s+(?:yes|NO)$/gm)].map((m) => ({
    table: m[1]!,
    before: m[2]!,
    after: m[3]!,
  }));
