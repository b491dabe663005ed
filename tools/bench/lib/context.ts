import type { LoadJob } from "./load.ts";
import type { MeasurementName, Options } from "./options.ts";
import type { Detail, Row } from "./report.ts";
import { startServer, type BenchServer } from "./server.ts";
import type { WorldKey, Worlds } from "./worlds.ts";

// What every measurement gets: the run's options, the worlds, one server per world (started
// on first use), and somewhere to put its figures.
export interface Context {
  readonly options: Options;
  readonly worlds: Worlds;
  readonly server: (key: WorldKey) => Promise<BenchServer>;
  /** The standard load: 32 connections, the run's warm-up and duration. */
  readonly job: (url: string, extra?: Partial<LoadJob>) => LoadJob;
  readonly log: (line: string) => void;
  readonly detail: (item: number, text: string) => void;
}

export interface Measurement {
  readonly name: MeasurementName;
  readonly item: number;
  readonly title: string;
  readonly run: (ctx: Context) => Promise<ReadonlyArray<Row>>;
}

export const makeContext = (options: Options, worlds: Worlds, details: Array<Detail>, log: (line: string) => void) => {
  const servers = new Map<WorldKey, Promise<BenchServer>>();
  const context: Context = {
    options,
    worlds,
    log,
    server: (key) => {
      let server = servers.get(key);
      if (!server) servers.set(key, (server = worlds.get(key).then((world) => startServer(world))));
      return server;
    },
    job: (url, extra = {}) => ({
      url,
      connections: options.connections,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      ...extra,
    }),
    detail: (item, text) => {
      details.push({ item, text });
      log(`  ${text}`);
    },
  };
  const closeServers = async () => {
    for (const server of servers.values()) await (await server.catch(() => null))?.close();
    servers.clear();
  };
  return { context, closeServers };
};
