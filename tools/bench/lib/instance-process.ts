import { monitorEventLoopDelay } from "node:perf_hooks";
import { startServer, type BenchServer } from "./server.ts";
import type { World } from "./worlds.ts";

// One bench server (server.ts) in a process of its own, driven by instance.ts: two of them on
// one database are two instances, each with its own event loop and pool, as a deployment has.
export type InstanceRequest =
  | { readonly id: number; readonly op: "sql"; readonly text: string; readonly params: ReadonlyArray<unknown> }
  | { readonly id: number; readonly op: "signIn"; readonly email: string }
  | { readonly id: number; readonly op: "settle" }
  | { readonly id: number; readonly op: "loopDelay" }
  | { readonly id: number; readonly op: "close" };
export type InstanceAnswer =
  | { readonly ready: string }
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly error: string };

let server: BenchServer | null = null;
// How long callbacks waited for the event loop: what a request waits while something else holds it.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

const answer = (message: InstanceAnswer, then: () => void = () => {}) => process.send!(message, then);

const serve = async (request: InstanceRequest): Promise<unknown> => {
  if (!server) throw new Error("the instance has not started");
  switch (request.op) {
    case "sql":
      return server.sql(request.text, request.params);
    case "signIn":
      return server.signIn(request.email);
    case "settle":
      return server.settle();
    case "loopDelay": {
      // Milliseconds since the last time it was asked.
      const delay = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
      loop.reset();
      return delay;
    }
    case "close":
      return server.close();
  }
};

process.on("message", (message: { readonly world: World } | InstanceRequest) => {
  if ("world" in message) {
    startServer(message.world, { riskRules: true }).then(
      (started) => {
        server = started;
        answer({ ready: started.base });
      },
      (error: unknown) => {
        process.stderr.write(`the instance did not start: ${(error as Error).stack ?? String(error)}\n`);
        process.exit(1);
      },
    );
    return;
  }
  serve(message).then(
    (value) => answer({ id: message.id, value }, message.op === "close" ? () => process.exit(0) : undefined),
    (error: unknown) => answer({ id: message.id, error: (error as Error).message ?? String(error) }),
  );
});
// The benchmark went away: so does its server.
process.once("disconnect", () => process.exit(0));
