import { Worker } from "node:worker_threads";

// One worker thread that answers requests by id: made on first use, and holding the process
// open only while it has work, so CLI commands still exit when they are done. A thread that
// stops or fails rejects everything waiting on it, and the next request makes a new one.
// Password hashing (credentials/password.ts) and password scoring (auth/password-strength.ts)
// each keep one.

/** What a thread answers: the request's id with a value, or with an error's message. */
export type ThreadAnswer<V> = { readonly id: number } & ({ readonly value: V } | { readonly error: string });

export const threadClient = <Work extends object, V>(script: URL, name: string) => {
  type Pending = { resolve: (value: V) => void; reject: (error: Error) => void };
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  const thread = (): Worker => {
    if (worker) return worker;
    const made = new Worker(script);
    made.on("message", (answer: ThreadAnswer<V>) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (pending.size === 0) made.unref();
      if ("error" in answer) waiting?.reject(new Error(answer.error));
      else waiting?.resolve(answer.value);
    });
    made.on("error", (error) => failAll(error));
    made.on("exit", () => {
      if (worker === made) worker = null;
      failAll(new Error(`the ${name} thread stopped`));
    });
    return (worker = made);
  };

  /** Sends `work` with an id of its own and answers what the thread answers to it. */
  return (work: Work): Promise<V> =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      const t = thread();
      t.ref();
      t.postMessage({ ...work, id });
    });
};
