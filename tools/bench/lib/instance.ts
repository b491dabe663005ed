import { fork } from "node:child_process";
import type { InstanceAnswer, InstanceRequest } from "./instance-process.ts";
import type { BenchServer } from "./server.ts";
import type { World } from "./worlds.ts";

// A bench server in a child process (instance-process.ts), used as the in-process one is: the
// benchmark's requests and queries reach it over IPC, the load over HTTP. Measurements that
// compare instances need this: servers in the benchmark's own process would share one event
// loop, so a busy one would slow the other too.
export type Instance = Omit<BenchServer, "config"> & {
  /** The event loop's delay in milliseconds since the last call (or the start). */
  readonly loopDelay: () => Promise<{ readonly p99: number; readonly max: number }>;
};

type Ask = InstanceRequest extends infer R ? (R extends InstanceRequest ? Omit<R, "id"> : never) : never;

export const startInstance = (world: World): Promise<Instance> =>
  new Promise((resolve, reject) => {
    // Structured clone, so rows keep their dates and big numbers.
    const child = fork(new URL("./instance-process.ts", import.meta.url), {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "advanced",
    });
    const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
    let next = 0;
    const ask = <V>(request: Ask): Promise<V> =>
      new Promise<V>((resolve, reject) => {
        if (!child.connected) return reject(new Error("the instance has exited"));
        const id = next++;
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        child.send({ ...request, id });
      });
    child.on("message", (message: InstanceAnswer) => {
      if ("ready" in message) {
        const base = message.ready;
        resolve({
          base,
          sql: (text, params = []) => ask({ op: "sql", text, params }),
          signIn: (email) => ask({ op: "signIn", email }),
          settle: () => ask({ op: "settle" }),
          loopDelay: () => ask({ op: "loopDelay" }),
          close: async () => {
            if (child.exitCode !== null) return;
            const exited = new Promise((done) => child.once("exit", done));
            await ask({ op: "close" });
            await exited;
          },
        });
        return;
      }
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if ("error" in message) pending?.reject(new Error(message.error));
      else pending?.resolve(message.value);
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      const error = new Error(`the instance exited with ${code}`);
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
      reject(error);
    });
    child.send({ world });
  });
