import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { databaseEnv } from "./cli.ts";

// The app as a deployment runs it (`node server/app/start.ts`: the server, its subscriptions,
// job worker and risk evaluator) in a process of its own on a scratch database, and calls to it
// timed from the benchmark's process, as clients from many addresses would make them.
const START = fileURLToPath(new URL("../../../server/app/start.ts", import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export interface AppProcess {
  readonly base: string;
  readonly stop: () => Promise<void>;
}

/** The app on `url`, with `env` over the benchmark's settings; `label` names it in errors. */
export const startApp = async (url: string, label: string, env: Record<string, string>): Promise<AppProcess> => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [START], {
    env: {
      ...process.env,
      ...databaseEnv({ url }),
      PORT: String(port),
      LOG_LEVEL: "silent",
      // Every call comes from its own address (X-Forwarded-For), as a crowd would.
      TRUST_PROXY: "1",
      JEMPUT_SKIP_WEB_BUILD: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server (${label}) exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 300) throw new Error(`the server (${label}) did not answer in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
};

/** A Malaysian home or mobile address of the kind the seeded members have, a new one each call. */
const someAddress = () => `175.${136 + crypto.randomInt(8)}.${crypto.randomInt(256)}.${1 + crypto.randomInt(254)}`;

export interface Call {
  readonly path: string;
  readonly body: unknown;
  readonly token?: string;
}

/** Runs the calls `concurrency` at a time; answers each one's milliseconds and body, failing on anything but a 2xx. */
export const timeCalls = async (base: string, calls: ReadonlyArray<Call>, concurrency: number) => {
  const times: Array<number> = [];
  const bodies: Array<unknown> = new Array(calls.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < calls.length; i = next++) {
      const call = calls[i]!;
      const started = performance.now();
      const response = await fetch(`${base}${call.path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": someAddress(),
          "x-device-id": crypto.randomUUID(),
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
        },
        body: JSON.stringify(call.body),
      });
      const body = await response.json();
      times.push(performance.now() - started);
      if (!response.ok) throw new Error(`POST ${call.path}: HTTP ${response.status} ${JSON.stringify(body)}`);
      bodies[i] = body;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, bodies };
};

export const quantile = (values: ReadonlyArray<number>, q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
