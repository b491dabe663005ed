import { Worker } from "node:worker_threads";
import type { PasswordResult, PasswordWork } from "./password-worker.ts";

// Passwords are hashed on one thread of their own, one at a time and at the lowest priority
// (password-worker.ts). On libuv's pool, a storm of sign-ins took four threads
// and most of both cores, and every other request waited behind them; here sign-ins beyond
// what one thread hashes wait in line (their latency rises, which is the right trade) and the
// event loop and PostgreSQL keep the CPU. The thread is made on first use, and holds the
// process open only while it has work, so CLI commands still exit when they are done.

type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

const failAll = (error: Error) => {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
};

const hasher = (): Worker => {
  if (worker) return worker;
  const made = new Worker(new URL("./password-worker.ts", import.meta.url));
  made.on("message", (result: PasswordResult) => {
    const waiting = pending.get(result.id);
    pending.delete(result.id);
    if (pending.size === 0) made.unref();
    if ("error" in result) waiting?.reject(new Error(result.error));
    else waiting?.resolve(result.value);
  });
  made.on("error", (error) => failAll(error));
  made.on("exit", () => {
    if (worker === made) worker = null;
    failAll(new Error("the password thread stopped"));
  });
  return (worker = made);
};

// What a caller asks for; the id that pairs it with its answer is added here.
type Work = PasswordWork extends infer W ? (W extends PasswordWork ? Omit<W, "id"> : never) : never;

const ask = (work: Work): Promise<string | boolean> =>
  new Promise((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, { resolve, reject });
    const thread = hasher();
    thread.ref();
    thread.postMessage({ ...work, id });
  });

export const hashPassword = (password: string): Promise<string> => ask({ op: "hash", password }) as Promise<string>;

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  (ask({ op: "verify", passwordHash, password }) as Promise<boolean>).catch(() => false);
