// The part of autocannon's API the load process uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
    requests?: Array<{ setupRequest?: (request: never) => unknown }>;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    throughput: { total: number };
  }
  type Instance = EventEmitter & PromiseLike<Result>;
  function autocannon(options: Options): Instance;
  export default autocannon;
}
