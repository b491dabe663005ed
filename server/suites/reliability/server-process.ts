import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { ROOT } from "../../testing/harness.ts";

// `node server/app/start.ts` as a child process with its own database and data folder, so a test
// can kill it the hard way (SIGKILL: no shutdown hook runs) and start it again on the same data.
// `script` runs another start script instead, such as the one `npm start` runs.
export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** SIGKILL, then wait until the process is gone. */
  readonly kill9: () => Promise<void>;
  /** SIGTERM (the graceful stop), then wait until the process is gone. */
  readonly stop: () => Promise<void>;
  /** Everything the process printed, for failure messages. */
  readonly output: () => string;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

export const startServer = async (
  env: Record<string, string | undefined>,
  { readyWithinMs = 90_000, script = "server/app/start.ts" }: { readyWithinMs?: number; script?: string } = {},
): Promise<ServerProcess> => {
  // A PORT of its own keeps a restarted process where a proxy in front expects it.
  const port = env["PORT"] ? Number(env["PORT"]) : await freePort();
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: {
      PATH: process.env["PATH"],
      HOME: process.env["HOME"],
      LOG_LEVEL: "warn",
      JEMPUT_DEMO: "0",
      // Load clients claim their own addresses, so per-address limits do not stop a crowd.
      TRUST_PROXY: "1",
      JEMPUT_SKIP_WEB_BUILD: "1",
      // A post's evidence is never looked up on the real platforms from here.
      SOCIAL_EVIDENCE: "0",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => void (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready within ${readyWithinMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    const gone = exited(child);
    child.kill(name);
    await gone;
  };
  return {
    baseUrl,
    pid: child.pid!,
    kill9: () => signal("SIGKILL"),
    stop: () => signal("SIGTERM"),
    output: () => output,
  };
};
