import type { ThreadAnswer } from "../../platform/threads/thread-client.ts";
import { readlinkSync } from "node:fs";
import os from "node:os";
import { parentPort } from "node:worker_threads";
import { hashSync, verifySync, type Algorithm } from "@node-rs/argon2";

// The thread that hashes passwords (server/modules/credentials/password.ts sends the work). argon2id with
// OWASP's parameters (19 MiB, 2 passes, 1 lane); 2 is Algorithm.Argon2id, a const enum that
// erasable TypeScript cannot read.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type PasswordWork =
  | { readonly id: number; readonly op: "hash"; readonly password: string }
  | { readonly id: number; readonly op: "verify"; readonly passwordHash: string; readonly password: string };

// Linux schedules threads one by one, and this one asks for the lowest priority (nice 19):
// a hash then runs on whatever CPU time the requests leave, instead of taking a core from
// them. Other systems (or a sandbox that refuses) keep the normal priority.
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid)) os.setPriority(tid, 19);
} catch {
  // No /proc or no permission: hashing still works, at the normal priority.
}

parentPort?.on("message", (work: PasswordWork) => {
  let result: ThreadAnswer<string | boolean>;
  try {
    result =
      work.op === "hash"
        ? { id: work.id, value: hashSync(work.password, OPTIONS) }
        : { id: work.id, value: verifySync(work.passwordHash, work.password) };
  } catch (error) {
    // A stored hash that cannot be read verifies nothing.
    result = work.op === "verify" ? { id: work.id, value: false } : { id: work.id, error: String(error) };
  }
  parentPort?.postMessage(result);
});
