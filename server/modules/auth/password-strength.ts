import { Worker } from "node:worker_threads";
import type { StrengthResult, StrengthWork } from "./password-strength-worker.ts";

// zxcvbn scores a password on a thread of its own (password-strength-worker.ts): a check takes
// a few milliseconds for most passwords but far longer for some crafted ones, and none of it
// should hold up the event loop. As with hashing (credentials/password.ts), the thread is made
// on first use, so the dictionaries load only where passwords are chosen, and it holds the
// process open only while it has work.

type Pending = { resolve: (score: number) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, Pending>();

const failAll = (error: Error) => {
  for (const waiting of pending.values()) waiting.reject(error);
  pending.clear();
};

const scorer = (): Worker => {
  if (worker) return worker;
  const made = new Worker(new URL("./password-strength-worker.ts", import.meta.url));
  made.on("message", (result: StrengthResult) => {
    const waiting = pending.get(result.id);
    pending.delete(result.id);
    if (pending.size === 0) made.unref();
    if ("error" in result) waiting?.reject(new Error(result.error));
    else waiting?.resolve(result.score);
  });
  made.on("error", (error) => failAll(error));
  made.on("exit", () => {
    if (worker === made) worker = null;
    failAll(new Error("the password strength thread stopped"));
  });
  return (worker = made);
};

/** zxcvbn's score, 0 (guessed at once) to 4 (beyond reach), with the member's own words as hints. */
export const passwordScore = (password: string, userInputs: ReadonlyArray<string>): Promise<number> =>
  new Promise((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, { resolve, reject });
    const thread = scorer();
    thread.ref();
    thread.postMessage({ id, password, userInputs } satisfies StrengthWork);
  });
