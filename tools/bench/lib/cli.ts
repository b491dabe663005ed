import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// The operator's CLI, run as an operator would: its own process, configured by environment.
const CLI = fileURLToPath(new URL("../../../cli/main.ts", import.meta.url));

export interface CliRun {
  readonly out: string;
  readonly seconds: number;
}

/** `onOut` sees each piece of its output as it comes, with the moment it came (performance.now()). */
export const runCli = (
  env: Record<string, string | undefined>,
  args: ReadonlyArray<string>,
  onOut: (text: string, atMs: number) => void = () => {},
): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      onOut(chunk.toString(), performance.now());
    });
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ out, seconds });
      else reject(new Error(`jemput ${args.join(" ")} exited with ${code}:\n${err || out}`));
    });
  });

/** The key that seals bank data in the scratch databases on PostgreSQL (decision 20). */
const BENCH_BANK_DATA_KEY = Buffer.from("bench-bank-data-key-not-a-secret").toString("base64");
/** The fraud signal key there (decision 41), required with PostgreSQL as the bank data key is. */
const BENCH_RISK_SIGNAL_KEY = Buffer.from("bench-risk-signal-key-not-secret").toString("base64");
/** Where invite links point: required with a PostgreSQL database, as the bank data key is. */
const BENCH_PUBLIC_APP_URL = "https://app.jemput.my";

/**
 * Approvals in the bench worlds (the seed's and the load's) are payable at once: a close of the
 * month just ended pays every approval in it, as the close bench measures, whatever day of the
 * month it runs on (a holding period would leave its last week unpaid, decision 53).
 */
const BENCH_HOLDING_DAYS = "0";

/** The environment that points the CLI (and the server) at a PostgreSQL database, or at an embedded one in `dataDir`. */
export const databaseEnv = (target: { readonly url: string } | { readonly dataDir: string }) =>
  "url" in target
    ? {
        DATABASE_URL: target.url,
        BANK_DATA_KEY: BENCH_BANK_DATA_KEY,
        RISK_SIGNAL_KEY: BENCH_RISK_SIGNAL_KEY,
        PUBLIC_APP_URL: BENCH_PUBLIC_APP_URL,
        POST_HOLDING_DAYS: BENCH_HOLDING_DAYS,
      }
    : { DATABASE_URL: "", DATA_DIR: target.dataDir, JEMPUT_DEMO: "0", POST_HOLDING_DAYS: BENCH_HOLDING_DAYS };
